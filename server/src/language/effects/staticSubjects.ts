/**
 * The parts of a static ability's sentence around what it does: what it affects (`~`, `enchanted creature`, `creatures
 * you control`, `You have …`), whether those are only objects you control, and a clause read up to its comma.
 */
import { readFilter } from './filters.js';
import { typeAdjectives } from './filterWords.js';
import { type ReadContext, readObjectRef } from './refs.js';
import type { Filter, Ref } from './types.js';
import { Cursor } from './words.js';

/** The affected objects of a continuous effect: `~`, `enchanted creature`, `creatures you control`, `other Elves`. */
export function readAffected(c: Cursor, ctx: ReadContext): { ref: Ref; plural: boolean } | undefined {
  const at = c.mark();
  // `You have hexproof.` (702.11d: a player with a keyword).
  if (c.at('you have')) return c.next(), { ref: { ref: 'you' }, plural: true };
  const ref = readObjectRef(c, ctx);
  if (ref && (ref.ref === 'self' || ref.ref === 'enchanted' || ref.ref === 'equipped')) return { ref, plural: false };
  if (ref && ref.ref === 'each') return { ref, plural: !!ref.filter.plural };
  c.reset(at);
  const filter = readFilter(c);
  if (filter && !filter.zone && filter.plural && filter.alts.every((a) => a.noun !== 'Player' && a.noun !== 'Opponent' && a.noun !== 'Card' && a.noun !== 'Spell')) {
    return { ref: { ref: 'each', filter: c.at('and') ? readBoth(c, filter) : filter }, plural: true };
  }
  c.reset(at);
  return undefined;
}

/** Card types a static ability's subject of two kinds may name (`Artifacts and enchantments you control`). */
const bothTypes = new Set([...typeAdjectives, 'Permanent']);

/**
 * `Artifacts and enchantments you control`, `White creatures and blue creatures`: two plural kinds of permanents, each
 * affected; whose they are, said once after the second, is both's. Card types only (Forge's scripts spell a subtype in
 * such a list otherwise than alone). The first filter itself (the cursor at "and") otherwise.
 */
function readBoth(c: Cursor, first: Filter): Filter {
  const at = c.mark();
  c.next();
  const second = readFilter(c);
  const owners = second?.alts.map((a) => a.props.filter((p) => p.is === 'controller' || p.is === 'owner')) ?? [];
  const types = (f: Filter) => f.alts.every((a) => bothTypes.has(a.noun));
  const sameOwners = owners.every((o) => JSON.stringify(o) === JSON.stringify(owners[0]));
  // "Other creatures and artifacts you control": "other" is of both kinds, not read (nor any adjective of the first kind
  // alone before a second kind that has none: "Tapped artifacts and creatures" may speak of tapped creatures too).
  const bare = (f: Filter) => f.alts.every((a) => a.props.every((p) => p.is === 'controller' || p.is === 'owner'));
  const ambiguous = first.alts.some((a) => a.props.some((p) => p.is === 'other')) || (!bare(first) && bare(second ?? first));
  if (!second || second.zone || !second.plural || !types(first) || !types(second) || !sameOwners || ambiguous || first.alts.some((a) => a.props.some((p) => p.is === 'controller' || p.is === 'owner'))) {
    c.reset(at);
    return first;
  }
  return { alts: [...first.alts.map((a) => ({ ...a, props: [...a.props, ...owners[0]] })), ...second.alts], plural: true };
}

/** What `read` reads of the words before the next comma (all of them), the cursor then at the comma; undefined otherwise. */
export function readUpToComma<T>(c: Cursor, read: (c: Cursor) => T | undefined): T | undefined {
  const comma = c.w.findIndex((w, i) => i >= c.i && w.t === ',');
  if (comma < 0) return undefined;
  const part = new Cursor(c.w.slice(c.i, comma));
  const value = read(part);
  if (value === undefined || !part.done) return undefined;
  c.i = comma;
  return value;
}

/** True when the objects an ability affects are the card itself or only objects you control. */
export function controlledByYou(affected: Ref): boolean {
  if (affected.ref === 'self') return true;
  return affected.ref === 'each' && affected.filter.alts.every((a) => a.props.some((p) => p.is === 'controller' && p.who === 'you'));
}
