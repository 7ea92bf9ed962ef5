/**
 * Words after the spell of a cast trigger that the filter reader does not take: "a spell that's both red and white" (a
 * spell of both colours, 105.2: it may have others too).
 */
import { colorLetters as colorWords } from './filterWords.js';
import type { Filter } from './objectTypes.js';
import type { Cursor } from './words.js';

/**
 * After `a spell`: `that's both red and white`, the spell with both colours; the filter unchanged (cursor unmoved) for
 * anything else, and for a filter that says more than "spell".
 */
export function readSpellBothColors(c: Cursor, filter: Filter): Filter {
  const [alt] = filter.alts;
  if (filter.alts.length !== 1 || alt.noun !== 'Spell' || alt.props.length > 0 || !c.at("that's both")) return filter;
  const first = colorWords[c.peek(2)];
  const second = colorWords[c.peek(4)];
  if (!first || !second || first === second || c.peek(3) !== 'and') return filter;
  c.i += 5;
  return { ...filter, alts: [{ noun: 'Spell', props: [{ is: 'color', color: first }, { is: 'color', color: second }] }] };
}

/** True for a spell filter of two colours both (as `readSpellBothColors` reads it): said "a spell that's both … and …". */
export function isBothColors(filter: Filter): boolean {
  const [alt] = filter.alts;
  return filter.alts.length === 1 && alt.noun === 'Spell' && alt.props.length === 2 && alt.props.every((p) => p.is === 'color' && !p.not);
}
