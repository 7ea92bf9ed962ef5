/**
 * Static abilities that say what can't target objects (115.4): "~ can't be the target of black spells or abilities from
 * black sources", "Cards in graveyards can't be the targets of spells or abilities".
 */
import { colorLetters } from './filters.js';
import type { Continuous } from './types.js';
import type { Cursor } from './words.js';

/** The whole ability as a rule on targeting, or undefined (the cursor where it was) unless all of it is one. */
export function readCantTarget(c: Cursor): Continuous | undefined {
  const at = c.mark();
  if (c.take("cards in graveyards can't be the targets of spells or abilities")) {
    if ((c.take('.'), c.done)) return { affected: { ref: 'each', filter: { alts: [{ noun: 'Card', props: [] }], zone: 'graveyard', plural: true } }, keywords: [], rules: [], cantTarget: {} };
    return c.reset(at), undefined;
  }
  if (!c.take("~ can't be the target of")) return undefined;
  // "nongreen spells or abilities from nongreen sources": the same colour (or its "non") twice.
  const word = c.peek();
  const not = word.startsWith('non');
  const color = colorLetters[not ? word.slice(3) : word];
  if (color) c.next();
  if (color && c.take(`spells or abilities from ${word} sources`) && (c.take('.'), c.done)) {
    return { affected: { ref: 'self' }, keywords: [], rules: [], cantTarget: { source: { is: 'color', color, ...(not ? { not } : {}) } } };
  }
  return c.reset(at), undefined;
}
