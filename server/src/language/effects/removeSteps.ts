/**
 * What follows "remove": counters from an object ("remove a -1/-1 counter from ~") or an object from combat (506.4).
 */
import { readCounterKind } from './counters.js';
import { readCount } from './amountReaders.js';
import { type ReadContext, readObjectRef } from './refs.js';
import type { Step } from './types.js';
import { type Cursor, need, Unread } from './words.js';

/** After "remove": counters removed from an object or an object removed from combat, or undefined. */
export function readRemove(c: Cursor, ctx: ReadContext): Step[] | undefined {
  const removed = readRemovedFromCombat(c, ctx);
  if (removed) return removed;
  // "Remove all vortex counters from ~": as many as there are on it (the count of that kind on the object).
  if (c.take('all')) {
    const counter = readCounterKind(c);
    if (!counter) return undefined;
    c.next();
    if (!c.take('from')) throw new Unread(c.rest(), 'not read: where the counters are removed from');
    const what = need(readObjectRef(c, ctx), c, 'what loses counters');
    return [{ do: 'removeCounters', what, counter, amount: { count: 'counters', counter, of: what } }];
  }
  // "Remove a -1/-1 counter from ~", "remove two time counters from it": a number of counters of one named kind.
  const amount = readCount(c);
  const counter = amount ? readCounterKind(c) : undefined;
  if (!amount || !counter) return undefined;
  c.next();
  if (!c.take('from')) throw new Unread(c.rest(), 'not read: where the counters are removed from');
  const what = need(readObjectRef(c, ctx), c, 'what loses counters');
  return [{ do: 'removeCounters', what, counter, amount }];
}

/**
 * After "remove": "target attacking creature from combat", "it from combat" (506.4: an object removed from combat stops
 * being an attacking or blocking creature), or undefined (the cursor unmoved).
 */
function readRemovedFromCombat(c: Cursor, ctx: ReadContext): Step[] | undefined {
  if (!['target', 'it', '~', 'that'].includes(c.peek())) return undefined;
  const at = c.mark();
  const what = readObjectRef(c, ctx);
  if (what && what.ref !== 'each' && c.take('from combat')) {
    if (what.ref === 'target') ctx.it = what;
    return [{ do: 'removeFromCombat', what }];
  }
  c.reset(at);
  return undefined;
}
