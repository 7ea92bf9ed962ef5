/**
 * More conditions of a static ability's "as long as" and an activated ability's "Activate only if" (611.3a, 602.5b),
 * beside the ones in conditions.ts: your devotion to one or two colours (700.5), the city's blessing (702.131), the
 * total power of the creatures you control, the counters on the card itself counted ("there are no charge counters on ~"),
 * what your opponents control ("an opponent controls an Island", "your opponents control no creatures") or have ("an
 * opponent has 10 or less life"), a Desert you control or in your graveyard, a card of a type in your graveyard, the most
 * common colour among all permanents, the top card of your library; and what
 * happened this turn (revolt, morbid, raid), a condition of triggers, statics and steps alike.
 */
import { readCounterKind } from './counters.js';
import { colorLetters, readFilter, readNumber } from './filters.js';
import { nouns, typeAdjectives } from './filterWords.js';
import type { Condition, Ref, StaticCondition } from './types.js';
import type { Cursor } from './words.js';

/** `your devotion to black is less than five`, `your devotion to white and black is less than seven` (700.5a). */
function readDevotion(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  if (!c.take('your devotion to')) return undefined;
  const colors: string[] = [];
  do {
    const color = Object.keys(colorLetters).find((w) => c.take(w));
    if (!color) return c.reset(at), undefined;
    colors.push(color[0].toUpperCase() + color.slice(1));
  } while (colors.length < 2 && c.take('and'));
  const n = c.take('is less than') ? readNumber(c) : undefined;
  if (n === undefined) return c.reset(at), undefined;
  return { devotion: colors, compare: 'LT', count: n };
}

/** `creatures you control have total power 8 or greater` (formidable's condition). */
function readTotalPower(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  if (!c.take('creatures you control have total power')) return undefined;
  const n = readNumber(c);
  if (n !== undefined && c.take('or greater')) return { totalPower: n };
  return c.reset(at), undefined;
}

/** `~'s power is 4 or greater`: the card's own power. */
function readSelfPower(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  if (!c.take("~'s power is")) return undefined;
  const n = readNumber(c);
  if (n !== undefined && c.take('or greater')) return { selfPower: n };
  return c.reset(at), undefined;
}

/**
 * `there are three or more brick counters on ~`, `there are no charge counters on ~`, `there is exactly one tide counter
 * on ~` (122.1: counted on the card itself).
 * Undefined (the cursor where it was) otherwise.
 */
export function readCountersOnSelf(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  // "there is exactly one tide counter on ~", "there are exactly three tide counters on ~".
  const one = c.take('there is exactly one');
  const exactly = one ? 1 : c.take('there are exactly') ? readNumber(c) : undefined;
  if (exactly !== undefined) {
    const counter = readCounterKind(c);
    if (counter && c.take(one ? 'counter on ~' : 'counters on ~')) return { countersOnSelf: { counter, compare: 'EQ', count: exactly } };
    return c.reset(at), undefined;
  }
  c.reset(at);
  if (!c.take('there are')) return undefined;
  const none = c.take('no');
  const n = none ? 0 : readNumber(c);
  const more = n !== undefined && !none && c.take('or more');
  const counter = n !== undefined && (none || more) ? readCounterKind(c) : undefined;
  if (counter && n !== undefined && c.take('counters on ~')) return { countersOnSelf: { counter, compare: none ? 'EQ' : 'GE', count: n } };
  return c.reset(at), undefined;
}

/** `an opponent controls an Island`, `no opponent controls a creature`, `your opponents control no creatures`. */
function readOpponentsControl(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  const none = c.take('no opponent controls') ? c.takeAny('a', 'an') : c.take('your opponents control no');
  const some = !none && c.take('an opponent controls') && c.takeAny('a', 'an');
  const filter = none || some ? readFilter(c) : undefined;
  if (!filter || filter.zone || filter.alts.length !== 1 || filter.alts[0].props.some((p) => p.is === 'controller' || p.is === 'other')) return c.reset(at), undefined;
  filter.alts[0].props.push({ is: 'controller', who: 'opponent' });
  delete filter.plural;
  return { opponentsControl: filter, compare: none ? 'EQ' : 'GE', count: none ? 0 : 1 };
}

/**
 * What an opponent has: `an opponent has 10 or less life`, `an opponent has no cards in hand`, `an opponent is poisoned`;
 * `you have more cards in hand than each opponent`. Undefined (the cursor where it was) otherwise.
 */
function readOpponentHas(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  if (c.take('an opponent is poisoned')) return { opponentHas: 'poison', compare: 'GE', count: 1 };
  if (c.take('you have more cards in hand than each opponent')) return { moreCardsInHand: true };
  if (c.take('an opponent has no cards in hand')) return { opponentHas: 'fewestCards', compare: 'EQ', count: 0 };
  const n = c.take('an opponent has') ? readNumber(c) : undefined;
  if (n !== undefined && c.take('or less life')) return { opponentHas: 'lowestLife', compare: 'LE', count: n };
  return c.reset(at), undefined;
}

/** `an artifact card is in your graveyard`, `there is a land card in your graveyard`: a card of one card type there. */
function readGraveyardHasType(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  const there = c.take('there is') || c.take("there's");
  const type = c.takeAny('a', 'an') ? c.takeAny('artifact', 'creature', 'enchantment', 'land', 'instant', 'sorcery', 'planeswalker') : undefined;
  if (type && c.take(there ? 'card in your graveyard' : 'card is in your graveyard')) return { graveyardHasType: type[0].toUpperCase() + type.slice(1) };
  return c.reset(at), undefined;
}

/** `black is the most common color among all permanents or is tied for most common`: the colour, capitalised. */
function readMostCommonColor(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  const color = c.takeAny('white', 'blue', 'black', 'red', 'green');
  if (color && c.take('is the most common color among all permanents or is tied for most common')) return { mostCommonColor: color[0].toUpperCase() + color.slice(1) };
  return c.reset(at), undefined;
}

/**
 * `the top card of your library is black`, `… is a creature card`: one colour or one card type of that card (the card
 * is known to all only when it is revealed, but the condition holds whether or not it is). Undefined (the cursor where
 * it was) otherwise.
 */
function readTopOfLibrary(c: Cursor): StaticCondition | undefined {
  const at = c.mark();
  if (!c.take('the top card of your library is')) return undefined;
  const color = colorLetters[c.peek()];
  if (color) return c.next(), { topOfLibrary: { alts: [{ noun: 'Card', props: [{ is: 'color', color }] }] } };
  // One card type, singular (`a creature card`, `a land card`).
  const noun = c.takeAny('a', 'an') ? nouns[c.peek()] : undefined;
  const type = noun && typeAdjectives.has(noun) && c.peek() === noun.toLowerCase() ? noun : undefined;
  if (type && (c.next(), c.take('card'))) return { topOfLibrary: { alts: [{ noun: type, props: [] }] } };
  return c.reset(at), undefined;
}

/** One of the conditions of the module's doc; undefined (the cursor where it was) if unknown. */
export function readMoreCondition(c: Cursor): StaticCondition | undefined {
  const has = readOpponentHas(c) ?? readGraveyardHasType(c) ?? readMostCommonColor(c) ?? readTopOfLibrary(c);
  if (has) return has;
  if (c.take("you have the city's blessing")) return { blessing: true };
  if (c.take('you control a desert or there is a desert card in your graveyard')) return { desert: true };
  return readDevotion(c) ?? readTotalPower(c) ?? readSelfPower(c) ?? readCountersOnSelf(c) ?? readOpponentsControl(c);
}

/**
 * `Each Vehicle you control gets +1/+1 as long as it's a creature`: the objects of the kind that are creatures (a
 * condition on each object, not on the game), as the filter `Creature` of that type. Undefined (the cursor where it was)
 * unless the text says it of each object of one kind that is not already a creature.
 */
export function readWhileCreature(c: Cursor, affected: Ref): Ref | undefined {
  if (affected.ref !== 'each' || affected.filter.plural || affected.filter.zone || affected.filter.alts.length !== 1) return undefined;
  const [alt] = affected.filter.alts;
  if (['Creature', 'Permanent', 'Card', 'Spell', 'Player', 'Opponent'].includes(alt.noun) || !c.take("as long as it's a creature")) return undefined;
  return { ref: 'each', filter: { ...affected.filter, alts: [{ noun: 'Creature', props: [{ is: 'type', type: alt.noun }, ...alt.props] }] } };
}

/**
 * What happened this turn: `a permanent you controlled left the battlefield this turn` (revolt), `a creature died this
 * turn` (morbid), `you attacked with a creature this turn` (raid). Undefined (the cursor where it was) otherwise.
 */
export function readThisTurn(c: Cursor): Extract<Condition, { revolt: true } | { creatureDied: true } | { attacked: true }> | undefined {
  if (c.take('a permanent you controlled left the battlefield this turn')) return { revolt: true };
  if (c.take('a creature died this turn')) return { creatureDied: true };
  if (c.take('you attacked with a creature this turn') || c.take('you attacked this turn')) return { attacked: true };
  return undefined;
}
