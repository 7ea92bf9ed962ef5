/**
 * Who can't block a creature (509.1b): "can't be blocked by black creatures", and "can't be blocked except by Walls" /
 * "… except by creatures with flying or reach" / "… except by artifact creatures and/or white creatures", read as the
 * creatures that can't block it (those that are none of the kinds named: `non-Wall`, `without flying and without reach`).
 */
import { readFilter } from './filters.js';
import type { Filter, Property, Ref } from './types.js';
import { readKeywords } from './stepPhrases.js';
import type { Cursor } from './words.js';

/** One kind of creature a blocker may be ("Walls", "blue creatures", "creatures with defender"), negated. */
function negatedKind(filter: Filter): Property | undefined {
  if (filter.zone || filter.alts.length !== 1) return undefined;
  const [alt] = filter.alts;
  if (alt.noun !== 'Creature') return alt.props.length === 0 && /^[A-Z]/.test(alt.noun) && alt.noun !== 'Permanent' ? { is: 'type', type: alt.noun, not: true } : undefined;
  if (alt.props.length !== 1) return undefined;
  const [p] = alt.props;
  if ((p.is === 'type' || p.is === 'color' || p.is === 'keyword') && !p.not) return { ...p, not: true };
  return undefined;
}

/**
 * After "can't be blocked": `by black creatures` (those can't block it) or `except by Walls`, `except by creatures with
 * flying or reach`, `except by artifact creatures and/or white creatures` (every creature of none of those kinds can't).
 * The creatures that can't block it; undefined (the cursor where it was) otherwise ("by more than one creature", "except
 * by three or more creatures" are restrictions of their own).
 */
export function readUnblockableBy(c: Cursor): Filter | undefined {
  const at = c.mark();
  if (c.take('by')) {
    const filter = c.at('more than') ? undefined : readFilter(c);
    if (filter && filter.plural && !filter.zone) return filter;
    return c.reset(at), undefined;
  }
  if (!c.take('except by')) return undefined;
  const first = readFilter(c);
  const kinds = first && first.plural ? [negatedKind(first)] : [undefined];
  while (kinds.every((k) => k) && (c.take('or') || c.take('and or'))) {
    const next = c.mark();
    const filter = readFilter(c);
    if (filter && filter.plural) {
      kinds.push(negatedKind(filter));
      continue;
    }
    c.reset(next);
    // "creatures with flying or reach": a second keyword of the same creatures.
    const keywords = first?.alts[0].props[0]?.is === 'keyword' ? readKeywords(c) : undefined;
    kinds.push(keywords?.length === 1 ? { is: 'keyword', keyword: keywords[0], not: true } : undefined);
  }
  if (!kinds.every((k): k is Property => !!k)) return c.reset(at), undefined;
  return { alts: [{ noun: 'Creature', props: kinds }], plural: true };
}

/**
 * `all creatures able to block ~ do so`, `… enchanted creature …`, `… it …` (`it`: the object the sentence is about, when
 * there is one), the blockers' requirement (509.1c). The object they must block; undefined (the cursor where it was)
 * otherwise.
 */
export function readMustBlock(c: Cursor, it?: Ref): Ref | undefined {
  const at = c.mark();
  if (!c.take('all creatures able to block')) return undefined;
  const ref: Ref | undefined = c.take('~') ? { ref: 'self' } : c.take('enchanted creature') ? { ref: 'enchanted' } : c.take('equipped creature') ? { ref: 'equipped' } : it && c.take('it') ? it : undefined;
  if (ref && c.take('do so')) return ref;
  c.reset(at);
  return undefined;
}
