/**
 * "Counter target spell", "counter target activated ability", "counter target spell that targets a creature you
 * control": the counter steps (701.5).
 */
import { readFilter } from './filters.js';
import type { Filter } from './objectTypes.js';
import { type ReadContext, readObjectRef } from './refs.js';
import type { Step } from './types.js';
import { type Cursor, need } from './words.js';

/** After the imperative's start: `counter …`; undefined (nothing taken) when not a counter step. */
export function readCounter(c: Cursor, ctx: ReadContext): Step[] | undefined {
  if (c.take('counter target activated ability')) {
    // 701.5a, 605.3b: an activated ability on the stack (a mana ability never is); "from an artifact source": its source's kind.
    const source = c.take('from an artifact source') ? 'Artifact' : 'Card';
    return [{ do: 'counter', what: { ref: 'target', filter: { alts: [{ noun: source, props: [] }] }, min: 1, max: 1, id: ctx.ids.next++ }, ability: true }];
  }
  if (c.take('counter')) {
    const what = need(readObjectRef(c, ctx), c, 'what is countered');
    // "Counter target spell. … that spell's mana value": the spell this step counters.
    ctx.counteredSpell = what;
    const targeting = what.ref === 'target' ? readTargeting(c) : undefined;
    return [{ do: 'counter', what, ...(targeting ? { targeting } : {}) }];
  }
  return undefined;
}

const permanentNouns = new Set(['Permanent', 'Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker', 'Battle']);

/**
 * "… spell that targets a permanent you control" / "that targets ~": the one object the countered spell must target
 * (a permanent, 109.2), read as one singular filter outside any zone, or the card itself.
 */
function readTargeting(c: Cursor): Filter | 'self' | undefined {
  const at = c.mark();
  if (!c.take('that targets')) return undefined;
  if (c.take('~')) return 'self';
  const filter = c.takeAny('a', 'an') ? readFilter(c) : undefined;
  if (filter && filter.alts.length === 1 && permanentNouns.has(filter.alts[0]!.noun) && !filter.plural && !filter.zone && c.at('.')) return filter;
  c.reset(at);
  return undefined;
}
