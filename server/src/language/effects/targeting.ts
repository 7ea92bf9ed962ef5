/**
 * Static abilities that say what can't target objects (115.4): "~ can't be the target of black spells or abilities from
 * black sources", "Cards in graveyards can't be the targets of spells or abilities"; and what can't attack you (508.1c):
 * "Creatures without flying can't attack you", "… you or planeswalkers you control".
 */
import { colorLetters, readFilter } from './filters.js';
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

/** `Creatures with power 2 or less can't attack you.`, `… can't attack you or planeswalkers you control.` (the whole ability). */
export function readCantAttackYou(c: Cursor): Continuous | undefined {
  const at = c.mark();
  const filter = readFilter(c);
  if (!filter || !filter.plural || filter.zone || filter.alts.some((a) => a.noun !== 'Creature') || !c.take("can't attack you")) return c.reset(at), undefined;
  const planeswalkers = c.take('or planeswalkers you control') || c.take('or a planeswalker you control');
  if (!(c.take('.'), c.done)) return c.reset(at), undefined;
  return { affected: { ref: 'each', filter }, keywords: [], rules: [], cantAttackYou: { planeswalkers } };
}
