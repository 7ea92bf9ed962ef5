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
    const list = c.at(',') ? readList(c, filter) : undefined;
    return { ref: { ref: 'each', filter: list ?? (c.at('and') ? readBoth(c, filter) : filter) }, plural: true };
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

/**
 * `Artifacts, creatures, enchantments, and lands you control`: three or more card types of permanents, each affected;
 * whose they are, said once after the last, is all's. Only bare card types before the last (no adjective that might be
 * of one kind or of all), the list closed by ", and"; undefined (the cursor back at the first comma) otherwise.
 */
function readList(c: Cursor, first: Filter): Filter | undefined {
  const at = c.mark();
  // The filter reader takes the list's first kinds itself ("Artifacts, creatures, enchantments"), stopping at ", and".
  const parts: Filter[] = [first];
  let last: Filter | undefined;
  while (c.take(',')) {
    const closing = c.take('and');
    const part = readFilter(c);
    if (!part) break;
    if (closing) { last = part; break; }
    parts.push(part);
  }
  const typesOnly = (f: Filter) => !f.zone && f.plural && f.alts.every((a) => bothTypes.has(a.noun));
  const bare = (f: Filter) => f.alts.every((a) => a.props.length === 0);
  const owners = last?.alts.map((a) => a.props) ?? [];
  const ownersOnly = owners.every((o) => o.every((p) => p.is === 'controller' || p.is === 'owner') && JSON.stringify(o) === JSON.stringify(owners[0]));
  if (!last || parts.flatMap((f) => f.alts).length < 2 || !parts.every((f) => typesOnly(f) && bare(f)) || !typesOnly(last) || !ownersOnly) {
    c.reset(at);
    return undefined;
  }
  return { alts: [...parts.flatMap((f) => f.alts.map((a) => ({ ...a, props: [...owners[0]] }))), ...last.alts], plural: true };
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
