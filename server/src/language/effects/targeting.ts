/**
 * Static abilities that say what can't target objects (115.4): "~ can't be the target of black spells or abilities from
 * black sources", "Cards in graveyards can't be the targets of spells or abilities"; and what can't attack you (508.1c):
 * "Creatures without flying can't attack you", "… you or planeswalkers you control".
 */
import { colorLetters, readFilter, subtypeOf } from './filters.js';
import type { ColorLetter, Continuous, Ref } from './types.js';
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

/**
 * "Creatures can't be the targets of spells.", "~ can't be the target of black or red spells your opponents control.",
 * "~ can't be the target of Aura spells.", "Enchanted creature can't be the target of spells or abilities your opponents
 * control." (115.4): the whole ability, or undefined (the cursor where it was).
 */
export function readCantBeTargeted(c: Cursor): Continuous | undefined {
  const at = c.mark();
  let affected: Ref | undefined;
  if (c.take('~')) affected = { ref: 'self' };
  else if (c.take('enchanted creature')) affected = { ref: 'enchanted' };
  else {
    const f = readFilter(c);
    if (f && f.plural && !f.zone && f.alts.every((a) => a.noun === 'Creature')) affected = { ref: 'each', filter: f };
  }
  if (!affected || !c.take(affected.ref === 'each' ? "can't be the targets of" : "can't be the target of")) return c.reset(at), undefined;
  const colors: ColorLetter[] = [];
  while (colorLetters[c.peek()]) {
    colors.push(colorLetters[c.next()]);
    if (!c.take('or')) break;
  }
  const type = colors.length === 0 && c.peek(1) === 'spells' ? subtypeOf(c.raw()) : undefined;
  if (type) c.next();
  if (!c.take('spells')) return c.reset(at), undefined;
  const abilities = c.take('or abilities');
  const opponents = c.take('your opponents control');
  // "black spells or abilities" (without "from black sources") is not read.
  if (!(c.take('.'), c.done) || (abilities && (colors.length > 0 || type))) return c.reset(at), undefined;
  const cantTarget: NonNullable<Continuous['cantTarget']> = {};
  if (!abilities) cantTarget.spellsOnly = true;
  if (colors.length > 0) cantTarget.sourceColors = colors;
  if (type) cantTarget.sourceType = type;
  if (opponents) cantTarget.opponents = true;
  return { affected, keywords: [], rules: [], cantTarget };
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
