/**
 * Continuous effects that change an object's characteristics or a player's hand size rather than add to them (613.1):
 * "has base power and toughness 0/2" (613.4b), "Enchanted land is an Island" (305.7: the new land type replaces the old
 * ones and their mana abilities), "lose flying and can't have or gain flying" (613.1f), "You have no maximum hand size"
 * (402.2).
 */
import { colorLetters, readNumber } from './filters.js';
import { nouns, subtypeOf } from './filterWords.js';
import type { Continuous, Ref } from './types.js';
import { readKeywords } from './stepPhrases.js';
import type { Cursor } from './words.js';

/** The basic land types (205.3i) a land may become. */
const basicLandTypes = ['plains', 'island', 'swamp', 'mountain', 'forest'];

/** After `has`: `base power and toughness 0/2` (its base P/T set, 613.4b). Undefined (the cursor where it was) otherwise. */
export function readBasePT(c: Cursor): Continuous['basePT'] | undefined {
  const at = c.mark();
  if (!c.take('base power and toughness')) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(c.peek());
  if (!m) return c.reset(at), undefined;
  c.next();
  return { power: Number(m[1]), toughness: Number(m[2]) };
}

/**
 * After `Enchanted land is`: `an Island`, `a Mountain, Forest, and Plains` (305.7); after `All Mountains are` (`plural`):
 * `Plains`, `Islands`. The land types; undefined (the cursor where it was) otherwise.
 */
export function readLandType(c: Cursor, plural = false): string[] | undefined {
  const at = c.mark();
  if (!plural && !c.takeAny('a', 'an')) return undefined;
  const one = () => basicLandTypes.find((t) => (plural && t !== 'plains' ? c.take(`${t}s`) : c.take(t)));
  const types = [one()];
  while (types[types.length - 1] && (c.take(', and') || c.take(',') || c.take('and'))) types.push(one());
  if (types.some((t) => !t) || c.at('in addition')) return c.reset(at), undefined;
  return (types as string[]).map((t) => t[0].toUpperCase() + t.slice(1));
}

/** After `Each land is`: `a Swamp in addition to its other land types` (a land type added, 305.7). Undefined otherwise. */
export function readAddedLandType(c: Cursor): string | undefined {
  const at = c.mark();
  if (!c.takeAny('a', 'an')) return undefined;
  const type = basicLandTypes.find((t) => c.take(t));
  if (!type || !c.take('in addition to its other land types')) return c.reset(at), undefined;
  return type[0].toUpperCase() + type.slice(1);
}

/** After `lose`/`loses`: `flying and can't have or gain flying` (the same keyword twice). Undefined otherwise. */
export function readLosesKeyword(c: Cursor): string | undefined {
  const at = c.mark();
  const [lost] = readKeywords(c) ?? [];
  if (!lost || !c.take("and can't have or gain")) return c.reset(at), undefined;
  const [again] = readKeywords(c) ?? [];
  if (again !== lost) return c.reset(at), undefined;
  return lost;
}

/**
 * `Your maximum hand size is two.`, `Each opponent's maximum hand size is reduced by one.`, `The chosen player's maximum hand
 * size is four.` (402.2): the whole ability; undefined (the cursor where it was) otherwise.
 */
export function readMaxHandSize(c: Cursor): Continuous | undefined {
  const at = c.mark();
  const of = c.take('your') ? 'you' : c.take("each opponent's") ? 'opponents' : c.take("the chosen player's") ? 'chosenPlayer' : undefined;
  if (!of || !c.take('maximum hand size is')) return c.reset(at), undefined;
  const sign = c.take('reduced by') ? -1 : c.take('increased by') ? 1 : 0;
  const n = readNumber(c);
  if (n === undefined || !(c.take('.'), c.done)) return c.reset(at), undefined;
  const affected: Ref = of === 'you' ? { ref: 'you' } : { ref: 'each', filter: { alts: [{ noun: of === 'opponents' ? 'Opponent' : 'Player', props: [] }], plural: true } };
  return { affected, keywords: [], rules: [], maxHandSize: sign === 0 ? { set: n, of } : { raise: sign * n, of } };
}

/** `You have no maximum hand size.`, `Players have no maximum hand size.` (402.2): whose; undefined otherwise. */
export function readNoMaxHandSize(c: Cursor): 'you' | 'players' | undefined {
  const at = c.mark();
  const who = c.take('you have') ? 'you' : c.take('players have') || c.take('each player has') ? 'players' : undefined;
  if (who && c.take('no maximum hand size') && (c.take('.'), c.done)) return who;
  c.reset(at);
  return undefined;
}

/**
 * `is an Angel in addition to its other types`, `are enchantments in addition to their other types` (205.1b): a subtype,
 * or a card type that makes no creature (an artifact, an enchantment), or the chosen type; undefined otherwise (the cursor
 * then moved).
 */
export function readAddedType(c: Cursor, plural: boolean): Continuous['addedType'] {
  if (!c.take(plural ? 'are' : 'is')) return undefined;
  const chosen = c.take('the chosen type');
  const type = chosen ? undefined : plural || c.takeAny('a', 'an') ? (nouns[c.peek()] ?? subtypeOf(c.raw())) : undefined;
  if (chosen) return c.take(plural ? 'in addition to their other types' : 'in addition to its other types') ? { is: 'chosenType' } : undefined;
  if (!type || !(type === 'Artifact' || type === 'Enchantment' || !nouns[c.peek()])) return undefined;
  c.next();
  return c.take(plural ? 'in addition to their other' : 'in addition to its other') && (c.take('types') || c.take('creature types')) ? type : undefined;
}

/**
 * `is a 3/3 black Ooze creature with defender. It's still a land.` (of an enchanted land, 205.1b, 613.4b): its base P/T,
 * its colour, the creature types it gains and its keywords; undefined otherwise (the cursor then moved). "… creature
 * that's still a land" is not read: Forge's script of it names the land otherwise (`Card.EnchantedBy`).
 */
export function readLandCreature(c: Cursor): Pick<Continuous, 'basePT' | 'setColor' | 'landCreature' | 'keywords'> | undefined {
  if (!c.take('is') || !c.takeAny('a', 'an')) return undefined;
  const pt = /^(\d+)\/(\d+)$/.exec(c.peek());
  const color = pt ? colorLetters[c.peek(1)] : undefined;
  if (!pt || !color) return undefined;
  c.i += 2;
  const types: string[] = [];
  for (let sub = subtypeOf(c.raw()); sub; sub = subtypeOf(c.raw())) types.push(sub), c.next();
  if (types.length === 0 || !c.take('creature')) return undefined;
  const keywords = c.take('with') ? readKeywords(c) : [];
  if (!keywords || !c.take(". it's still a land")) return undefined;
  return { basePT: { power: Number(pt[1]), toughness: Number(pt[2]) }, setColor: color, landCreature: types, keywords };
}
