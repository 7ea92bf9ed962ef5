/**
 * Reading the triggers of an attack whose defender is named (`a creature attacks you`, 508.1b) and of a block (509.3): `~ blocks`, `~ becomes blocked`, `~ blocks or becomes blocked`, and the same
 * naming the other creature of the block: `~ blocks a creature with flying`, `~ becomes blocked by a creature`, `~ blocks
 * or becomes blocked by a nonblack creature` (once for each such creature, 509.3b and d).
 */
import { readFilter } from './filters.js';
import type { Filter, Ref, Trigger } from './types.js';
import type { Cursor } from './words.js';

/**
 * "a creature", "a non-Wall creature", "a creature with power 1 or less": one creature of a kind (not "one or more", whose
 * trigger happens once for all of them, 509.3e); undefined (cursor unmoved) otherwise.
 */
function readOtherCreature(c: Cursor): Filter | undefined {
  const at = c.mark();
  if (!c.takeAny('a', 'an')) return undefined;
  const filter = readFilter(c);
  if (!filter || !c.done || filter.zone || !filter.alts.every((a) => a.noun === 'Creature')) return c.reset(at), undefined;
  return filter;
}

/** "black creatures", "blue and/or black creatures": creatures of a kind, to the end; undefined otherwise. */
function readCreatures(c: Cursor): Filter | undefined {
  const filter = readFilter(c);
  return filter && c.done && !filter.zone && filter.alts.every((a) => a.noun === 'Creature') ? filter : undefined;
}

/**
 * The trigger of a block at the cursor (after its subject `s`); words after it that name no other creature are left
 * unread, for the caller to report.
 */
export function readBlockTrigger(c: Cursor, s: Ref, orSelf?: boolean): Trigger | undefined {
  const event = c.take('blocks or becomes blocked') ? 'blocksOrBlocked' : c.take('becomes blocked') ? 'becomesBlocked' : c.takeAny('blocks', 'block') ? 'blocks' : undefined;
  if (!event) return undefined;
  // "blocks a creature", "(blocks or) becomes blocked by a creature"; other words after the event are left to the caller.
  if (event === 'blocks' ? c.take('one or more') : c.take('by one or more')) {
    // "blocks (or becomes blocked by) one or more black creatures": once for the block, whichever of them (509.3a, c).
    const many = readCreatures(c);
    return many ? { event, subject: s, orSelf, by: many, byOneOrMore: true } : undefined;
  }
  const by = c.done || (event !== 'blocks' && !c.take('by')) ? undefined : readOtherCreature(c);
  return by ? { event, subject: s, orSelf, by } : { event, subject: s, orSelf };
}

/**
 * Who is attacked, after "attacks": "you" (508.1b: attacking you, not a planeswalker you control) or "you or a planeswalker
 * you control"; nothing when neither follows.
 */
export function readAttacked(c: Cursor): Pick<Trigger, 'attacked'> {
  if (c.take('you or a planeswalker you control')) return { attacked: 'youOrPlaneswalker' };
  return c.take('you') ? { attacked: 'you' } : {};
}
