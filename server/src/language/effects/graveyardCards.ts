/**
 * Every card of some kind in graveyards moved at once, chosen by no one: "exile all creature cards from all
 * graveyards", "exile all creature cards from your graveyard", "each player returns all artifact cards from their graveyard to the battlefield", "return all enchantment
 * cards from your graveyard to your hand", "return all artifact and enchantment cards from all graveyards to the battlefield
 * under their owners' control".
 */
import { readFilter, simpleFilter } from './filters.js';
import { nouns, singularSubtype, typeAdjectives } from './filterWords.js';
import type { ReadContext } from './refs.js';
import type { Filter, Ref, Step } from './types.js';
import type { Cursor } from './words.js';

/** Cards said to be of some types and colours only (`artifact cards`, `green creature cards`), none of them negated. */
const plainCards = (a: Filter['alts'][number]): boolean => a.noun === 'Card' && a.props.length > 0 && a.props.every((p) => (p.is === 'type' || p.is === 'color') && !p.not);

/** `<type> cards` with nothing said of them but their types and colours, and whether `from your graveyard` was read
 * after them (the filter may have taken it; no other zone); undefined (cursor unmoved) otherwise. */
function readPlainCards(c: Cursor): { filter: Filter; yours: boolean } | undefined {
  const at = c.mark();
  const filter = readTwoKinds(c) ?? readFilter(c);
  const plain = filter?.plural && filter.alts.every(plainCards);
  const yours = filter?.zone ? filter.zone === 'graveyard' && filter.zoneOwner === 'you' : c.take('from your graveyard');
  if (!plain || (filter.zone && !yours)) return c.reset(at), undefined;
  return { filter: { ...filter, zone: 'graveyard', zoneOwner: undefined }, yours };
}

/** The card type or subtype one word names in its singular (`artifact`, `Equipment`), taken; undefined (nothing taken) otherwise. */
function typeWord(c: Cursor): string | undefined {
  const type = nouns[c.peek()];
  if (type && typeAdjectives.has(type) && type.toLowerCase() === c.peek()) return c.next(), type;
  return singularSubtype(c);
}

/**
 * `artifact and enchantment cards`, `instant and sorcery cards`: the cards of either kind (each card is one or the
 * other, or both), read as the two kinds `artifact cards` and `enchantment cards` would be; or undefined.
 */
function readTwoKinds(c: Cursor): Filter | undefined {
  const at = c.mark();
  const first = typeWord(c);
  if (!first || !c.take('and')) return c.reset(at), undefined;
  const second = readFilter(c);
  const kind = second?.plural && (!second.zone || (second.zone === 'graveyard' && second.zoneOwner === 'you')) && second.alts.length === 1 && second.alts[0].noun === 'Card' && second.alts[0].props.length === 1 ? second.alts[0].props[0] : undefined;
  if (!second || kind?.is !== 'type' || kind.not || kind.type === first) return c.reset(at), undefined;
  return { ...second, alts: [{ noun: 'Card', props: [{ is: 'type', type: first }] }, second.alts[0]] };
}

/** After "exile": `all <type> cards from all graveyards` / `… from your graveyard`, ending the sentence; or undefined. */
export function readExileAllCardsOf(c: Cursor): Step[] | undefined {
  const at = c.mark();
  if (!c.take('all')) return undefined;
  const cards = readPlainCards(c);
  if (cards && !cards.yours && c.take('from all graveyards') && c.atSentenceEnd) return [{ do: 'wholeGraveyard', who: { ref: 'each', filter: simpleFilter('Player') }, to: 'exile', filter: cards.filter }];
  if (cards?.yours && c.atSentenceEnd) return [{ do: 'wholeGraveyard', who: { ref: 'you' }, to: 'exile', filter: cards.filter }];
  return c.reset(at), undefined;
}

/** After "each player": `returns all <type> cards from their graveyard to the battlefield`; or undefined. */
export function readEachReturnsAll(c: Cursor, who: Ref): Step[] | undefined {
  if (who.ref !== 'each' || who.filter.alts.length !== 1 || who.filter.alts[0].noun !== 'Player' || who.filter.alts[0].props.length > 0) return undefined;
  const at = c.mark();
  if (!c.take('returns all')) return undefined;
  const cards = readPlainCards(c);
  if (!cards || cards.yours || !c.take('from their graveyard to the battlefield') || !c.atSentenceEnd) return c.reset(at), undefined;
  return [{ do: 'wholeGraveyard', who, to: 'battlefield', filter: cards.filter }];
}

/**
 * After "return": `all <type> cards from your graveyard to your hand` or `… from all graveyards to the battlefield under
 * their owners' control`, ending the sentence; or undefined.
 */
export function readReturnAll(c: Cursor): Step[] | undefined {
  const at = c.mark();
  if (!c.take('all')) return undefined;
  const cards = readPlainCards(c);
  // "Return all artifact cards from all graveyards to the battlefield under their owners' control": each player's
  // cards of the kinds, as "each player returns all … from their graveyard to the battlefield".
  if (cards && !cards.yours && c.take("from all graveyards to the battlefield under their owners' control") && c.atSentenceEnd) {
    return [{ do: 'wholeGraveyard', who: { ref: 'each', filter: simpleFilter('Player') }, to: 'battlefield', filter: cards.filter }];
  }
  if (cards?.yours && c.take('to your hand') && c.atSentenceEnd) return [{ do: 'wholeGraveyard', who: { ref: 'you' }, to: 'hand', filter: cards.filter }];
  return c.reset(at), undefined;
}

/**
 * After "shuffle": `all <type> cards from target player's graveyard into that player's library` (701.20a), ending the
 * sentence; or undefined.
 */
export function readShuffleAllCardsOf(c: Cursor, ctx: ReadContext): Step[] | undefined {
  const at = c.mark();
  if (!c.take('all')) return undefined;
  // The filter reads "from target player's graveyard" as its zone.
  const filter = readFilter(c);
  // "from that player's graveyard" (an earlier player's, also read as zoneOwner 'target') is not a new target: not read.
  const newTarget = c.peek(-1) === 'graveyard' && c.peek(-2) === "player's" && c.peek(-3) === 'target';
  const plain = newTarget && filter?.plural && filter.zone === 'graveyard' && filter.zoneOwner === 'target' && filter.alts.every(plainCards);
  if (!plain || !c.take("into that player's library") || !c.atSentenceEnd) return c.reset(at), undefined;
  const who: Ref = { ref: 'target', filter: simpleFilter('Player'), min: 1, max: 1, id: ctx.ids.next++ };
  return [{ do: 'wholeGraveyard', who, to: 'library', filter: { ...filter, zoneOwner: undefined } }];
}
