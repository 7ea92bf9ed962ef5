/**
 * Steps of a player's library, hand and graveyard: searching, looking at the top cards, milling in the older words, a
 * whole graveyard exiled.
 */
import { readFilter, readNumber, simpleFilter } from './filters.js';
import { readCount } from './amountReaders.js';
import { type ReadContext } from './refs.js';
import { readTopCards } from './topCards.js';
import type { Amount, Filter, Ref, Step } from './types.js';
import { Cursor, need, Unread } from './words.js';

/**
 * `Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.` (701.19): what is
 * found, how many, where it goes (the hand, the battlefield, or the top of the library after the shuffle: `…, then
 * shuffle and put that card on top`); `reveal it` is read (Forge reveals what a player finds for their hand).
 */
export function readSearch(c: Cursor, ctx: ReadContext): Step[] {
  let amount: Amount = { n: 1 };
  let upTo = false;
  if (c.take('up to')) {
    upTo = true;
    amount = need(readCount(c), c, 'how many cards');
  } else if (!c.takeAny('a', 'an')) amount = need(readCount(c), c, 'how many cards');
  const filter = need(readFilter(c), c, 'what is searched for');
  const cardType = (a: (typeof filter.alts)[number]) => ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker', 'Instant', 'Sorcery'].includes(a.noun) && a.props.every((p) => p.is === 'type' && !p.not);
  if (!filter.alts.every((a) => a.noun === 'Card' || a.noun === 'Permanent' || (a.props.length === 0 && /^[A-Z]/.test(a.noun)) || cardType(a))) throw new Unread(c.rest(), 'not read: the cards searched for');
  // The older words of the same (701.23): "… and reveal that card. Shuffle your library, then put the card on top of it."
  if (c.take('and reveal that card . shuffle your library , then put the card on top of it')) {
    if (upTo || !('n' in amount) || amount.n !== 1) throw new Unread(c.rest(), 'not read: more than one card put on top');
    return [{ do: 'search', who: { ref: 'you' }, filter: { ...filter, zone: 'library' }, amount, upTo, to: 'libraryTop', reveal: true }];
  }
  c.take(',');
  const reveal = c.take('reveal it') || c.take('reveal them') || c.take('reveal that card') || c.take('reveal those cards');
  c.take(',');
  // "…, reveal it, then shuffle and put that card on top" (701.23): one card, put on top of the library after the shuffle.
  if (c.take('then shuffle your library and put that card on top of it') || c.take('then shuffle and put that card on top of it') || c.take('then shuffle and put that card on top')) {
    if (upTo || !('n' in amount) || amount.n !== 1) throw new Unread(c.rest(), 'not read: more than one card put on top');
    return [{ do: 'search', who: { ref: 'you' }, filter: { ...filter, zone: 'library' }, amount, upTo, to: 'libraryTop', reveal: reveal || undefined }];
  }
  c.take('and');
  // "…, reveal those cards, and put one onto the battlefield tapped and the other into your hand. Then shuffle."
  const two = upTo && 'n' in amount && amount.n === 2;
  if (two && c.take('put one onto the battlefield tapped and the other into your hand')) {
    if (!c.take(', then shuffle') && !c.take('. then shuffle your library') && !c.take('. then shuffle')) throw new Unread(c.rest(), 'not read: the shuffle');
    return [{ do: 'search', who: { ref: 'you' }, filter: { ...filter, zone: 'library' }, amount, upTo, to: 'battlefield', tapped: true, reveal: reveal || undefined, other: 'hand' }];
  }
  if (!c.take('put it') && !c.take('put them') && !c.take('put that card') && !c.take('put those cards')) throw new Unread(c.rest(), 'not read: where the cards go');
  let to: 'hand' | 'battlefield' | 'graveyard';
  let tapped = false;
  if (c.take('into your hand')) to = 'hand';
  // "…, put them into your graveyard, then shuffle" (701.23).
  else if (c.take('into your graveyard')) to = 'graveyard';
  else if (c.take('onto the battlefield')) {
    to = 'battlefield';
    tapped = c.take('tapped');
  } else throw new Unread(c.rest(), 'not read: where the cards go');
  // The older words "you may search …, and put it into your hand. If you do, shuffle your library.": the shuffle follows
  // the search whenever it is made (701.23), as "then shuffle" says.
  const shuffle = c.take(', then shuffle your library') || c.take(', then shuffle') || c.take('. then shuffle your library') || c.take('. then shuffle');
  const older = !shuffle && c.take('. if you do , shuffle your library');
  if (!shuffle && !older) throw new Unread(c.rest(), 'not read: the shuffle');
  void ctx;
  return [{ do: 'search', who: { ref: 'you' }, filter: { ...filter, zone: 'library' }, amount, upTo, to, tapped: tapped || undefined, reveal: reveal || undefined, ...(older ? { shuffleIfYouDo: true as const } : {}) }];
}

/**
 * `Search target player's (opponent's) library for up to seven cards and exile them. Then that player shuffles their
 * library.` (701.23): you search another player's library; what you find is exiled (`and exile it / them`), put onto the
 * battlefield under your control (`and put that card onto the battlefield under your control`, or a sentence of its own),
 * or put into that player's graveyard. The shuffle by that player ends it; anything else stays unread.
 */
export function readSearchTheirs(c: Cursor, ctx: ReadContext): Step[] {
  const at = c.mark();
  c.take('search target');
  const noun = c.take("opponent's") ? 'Opponent' : (c.take("player's"), 'Player');
  c.take('library for');
  let amount: Amount | undefined = { n: 1 };
  const upTo = c.take('up to');
  if (upTo || !c.takeAny('a', 'an')) amount = readCount(c);
  const filter = amount ? readFilter(c) : undefined;
  const one = !!amount && 'n' in amount && amount.n === 1 && !upTo;
  let to: 'exile' | 'battlefield' | 'graveyard' | undefined;
  if (filter && !filter.zone) {
    if (c.take(one ? 'and exile it' : 'and exile them')) to = 'exile';
    else if (!one && c.take("and put them into that player's graveyard")) to = 'graveyard';
    else {
      const put = c.mark();
      if (c.takeAny(...(one ? ['and put that card', '. put that card', 'and put it'] : ['and put them', '. put those cards'])) && c.take('onto the battlefield under your control')) to = 'battlefield';
      else c.reset(put);
    }
  }
  const shuffled = to && (c.take('. then that player shuffles their library') || c.take('. then the player shuffles their library') || c.take(', then that player shuffles their library'));
  if (!amount || !filter || !to || !shuffled || !c.atSentenceEnd) {
    c.reset(at);
    throw new Unread(c.rest(), "not read: a search of another player's library");
  }
  const who: Ref = { ref: 'target', filter: simpleFilter(noun), min: 1, max: 1, id: ctx.ids.next++ };
  ctx.thatPlayer = who;
  ctx.it = undefined;
  return [{ do: 'searchTheirs', who, filter: { ...filter, zone: 'library' }, amount, upTo, to }];
}

/** `the top N cards of your library into your graveyard` after `put`/`puts` (the older words for mill, 701.13). */
export function readMillWords(c: Cursor): Amount | undefined {
  const at = c.mark();
  const amount = readTopCards(c);
  if (amount && c.takeAny('of your library into your graveyard', 'of their library into their graveyard', 'of his or her library into his or her graveyard')) return amount;
  c.reset(at);
  return undefined;
}

/**
 * After `Look at the top`: `N cards of your library, then put them back in any order`; `N cards of your library. Put one of them into your hand and the rest on the bottom of your
 * library in any order.` / `… the rest into your graveyard.` / `N cards of your library. You may reveal a creature card
 * from among them and put it into your hand. Put the rest on the bottom of your library in a random order.`
 */
export function readDig(c: Cursor, ctx: ReadContext): Step[] {
  if (c.at("card of your library . if it's")) return readPeekToHand(c);
  // "Look at the top card of your library." alone: the player sees it, nothing else happens to it.
  if (c.at('card of your library') && (c.peek(4) === '' || (c.peek(4) === '.' && c.peek(5) === ''))) {
    c.take('card of your library');
    c.take('.');
    return [{ do: 'peek', amount: { n: 1 } }];
  }
  // "Look at the top card of target player's library.": the same, of a targeted player's library (that player afterwards).
  if (c.at("card of target player's library") && (c.peek(5) === '' || (c.peek(5) === '.' && c.peek(6) === ''))) {
    c.take("card of target player's library");
    c.take('.');
    return [{ do: 'peek', amount: { n: 1 }, who: (ctx.thatPlayer = { ref: 'target', filter: simpleFilter('Player'), min: 1, max: 1, id: ctx.ids.next++ }) }];
  }
  const look = need(readCount(c), c, 'how many cards are looked at');
  // "…, then put them back in any order" (the older words): the cards stay on top, in the order the player chooses.
  if (c.take('cards of your library , then put them back in any order')) return [{ do: 'rearrange', amount: look }];
  if (!c.take('cards of your library .')) throw new Unread(c.rest(), 'not read: whose cards are looked at');
  let take: number | undefined;
  let filter: Filter | undefined;
  let rest: 'bottom' | 'bottomRandom' | 'graveyard' | undefined;
  const restOf = (): typeof rest => (c.take('on the bottom of your library in any order') ? 'bottom' : c.take('on the bottom of your library in a random order') ? 'bottomRandom' : c.take('into your graveyard') ? 'graveyard' : undefined);
  if (c.take('put')) {
    take = readNumber(c, true);
    // "Look at the top two cards … Put one of them into your hand and the other on the bottom of your library." (one
    // card goes there: its order is not a choice).
    const other = take === 1 && 'n' in look && look.n === 2 && c.take('of them into your hand and the other on the bottom of your library');
    if (other) rest = 'bottom';
    else if (take === undefined || !c.take(`of them into your hand and the rest`)) throw new Unread(c.rest(), 'not read: where the cards go');
    else rest = restOf();
  } else if (c.take('you may reveal')) {
    const at = c.mark();
    take = readNumber(c, true);
    filter = readFilter(c) ?? undefined;
    if (take !== 1 || !filter || filter.plural || !c.take('from among them and put it into your hand . put the rest')) {
      c.reset(at);
      throw new Unread(c.rest(), 'not read: which card may be revealed');
    }
    rest = restOf();
  }
  if (take === undefined || !rest) throw new Unread(c.rest(), 'not read: where the cards go');
  ctx.it = undefined;
  return [{ do: 'dig', look, take, ...(filter ? { filter: { ...filter, zone: 'library' as const }, mayReveal: true } : {}), rest }];
}

/**
 * After a target player: `reveals the top card of their library`, ending the sentence (the card stays on top, 701.16a);
 * undefined (cursor unmoved) otherwise. "It" after it could be that card or the card itself: neither (not read).
 */
export function readRevealsTop(c: Cursor, ctx: ReadContext, who: Ref): Step | undefined {
  const at = c.mark();
  if (who.ref !== 'target' || !c.takeAny('reveals the top card of their library', 'reveals the top card of his or her library') || !c.atSentenceEnd) return c.reset(at), undefined;
  ctx.it = undefined;
  return { do: 'peek', amount: { n: 1 }, who, reveal: true };
}

/**
 * After `Reveal the top`: `N cards of your library. Put all land cards revealed this way into your hand and the rest on
 * the bottom of your library in any order.`: every revealed card of a kind (Forge: `Dig | ChangeNum$ All | Reveal$ True`).
 * `… and the rest into your graveyard.` is not read yet: Forge's one script of it adds `Defined$ You` (its default, in 5
 * of Forge's 150 Dig lines), so measured it would write 1 different ability in 7, above the 3% a new form may add.
 */
export function readRevealAll(c: Cursor, ctx: ReadContext): Step[] {
  if (c.at("card of your library . if it's")) return readRevealTopCard(c, ctx);
  const at = c.mark();
  const look = readCount(c);
  const one = look && revealOne(c, look);
  if (one) {
    ctx.it = undefined;
    return [one];
  }
  let filter = look && c.take('cards of your library . put all') ? readFilter(c) : undefined;
  // "nonland permanent cards": permanent cards.
  if (filter && !filter.plural && filter.alts.every((a) => a.noun === 'Permanent') && c.take('cards')) filter = { ...filter, plural: true };
  if (!look || !filter?.plural || filter.zone || !filter.alts.every((a) => a.props.every((p) => p.is === 'type' || p.is === 'color' || p.is === 'supertype' || p.is === 'chosenType')) || !c.take('revealed this way into your hand and the rest')) {
    c.reset(at);
    throw new Unread(c.rest(), 'not read: what is done with the revealed cards');
  }
  const rest = c.take('on the bottom of your library in any order') ? 'bottom' : undefined;
  if (!rest) throw new Unread(c.rest(), 'not read: where the other revealed cards go');
  ctx.it = undefined;
  return [{ do: 'dig', look, take: 'all', filter: { ...filter, zone: 'library' }, reveal: true, rest }];
}

/**
 * After `Reveal the top N`: `cards of your library. (You may) put a creature or land card from among them into your hand.
 * Put the rest into your graveyard.` (or `… into your hand and the rest into your graveyard.`): one revealed card of a
 * kind into your hand (Forge: `Dig | Reveal$ True | ChangeNum$ 1`, `Optional$` for "you may", 4 of 4 of its scripts).
 */
function revealOne(c: Cursor, look: Amount): Step | undefined {
  const at = c.mark();
  if (!c.take('cards of your library .')) return undefined;
  const mayTake = c.take('you may');
  const filter = c.take('put') && c.takeAny('a', 'an') ? readFilter(c) : undefined;
  const kinds = filter?.alts.every((a) => a.noun !== 'Player' && a.noun !== 'Opponent' && a.props.every((p) => p.is === 'type' || p.is === 'color' || p.is === 'supertype'));
  if (!filter || filter.plural || filter.zone || !kinds || !c.take('from among them into your hand')) return c.reset(at), undefined;
  if (!(c.take('and the rest into your graveyard') || c.take('. put the rest into your graveyard')) || !c.atSentenceEnd) return c.reset(at), undefined;
  return { do: 'dig', look, take: 1, filter: { ...filter, zone: 'library' }, reveal: true, ...(mayTake ? { mayTake: true as const } : {}), rest: 'graveyard' };
}

/**
 * After `Reveal the top`: `card of your library. If it's a creature card, put it onto the battlefield. Otherwise, put it
 * into your graveyard.` — the whole ability: the card goes one way if it is of the kind, the other way if not. A filter
 * of more than a card's types, colours or supertypes, or another place, stays unread.
 */
function readRevealTopCard(c: Cursor, ctx: ReadContext): Step[] {
  const at = c.mark();
  c.take("card of your library . if it's");
  const filter = c.takeAny('a', 'an') ? readFilter(c) : undefined;
  const kinds = filter?.alts.every((a) => a.noun !== 'Player' && a.noun !== 'Opponent' && a.props.every((p) => p.is === 'type' || p.is === 'color' || p.is === 'supertype'));
  const place = (): 'battlefield' | 'hand' | 'graveyard' | undefined => (c.take('onto the battlefield') ? 'battlefield' : c.take('into your hand') ? 'hand' : c.take('into your graveyard') ? 'graveyard' : undefined);
  const to = filter && kinds && c.take(', put it') ? place() : undefined;
  const otherwise = to && c.take('. otherwise , put it') ? place() : undefined;
  if (!filter || filter.plural || filter.zone || !to || to === 'graveyard' || !otherwise || otherwise === 'battlefield' || otherwise === to || !c.atSentenceEnd) {
    c.reset(at);
    throw new Unread(c.rest(), 'not read: what is done with the revealed card');
  }
  ctx.it = undefined;
  return [{ do: 'revealTopCard', filter: { ...filter, zone: 'library' }, to, otherwise }];
}

/**
 * After `Look at the top`: `card of your library. If it's a land card, you may reveal it and put it into your hand.` — the
 * whole ability; the card stays on top otherwise. A filter of more than a card's types, colours or chosen type, or more
 * words after it ("If you don't put it into your hand, …"), stays unread.
 */
function readPeekToHand(c: Cursor): Step[] {
  const at = c.mark();
  c.take("card of your library . if it's");
  const filter = c.takeAny('a', 'an') ? readFilter(c) : undefined;
  const kinds = filter?.alts.every((a) => a.noun !== 'Player' && a.noun !== 'Opponent' && a.props.every((p) => p.is === 'type' || p.is === 'color' || p.is === 'supertype' || p.is === 'chosenType'));
  if (!filter || filter.plural || filter.zone || !kinds || !c.take(', you may reveal it and put it into your hand')) {
    c.reset(at);
    throw new Unread(c.rest(), 'not read: what is done with the top card');
  }
  c.take('.');
  if (c.peek() !== '') throw new Unread(c.rest(), 'not read: what follows the top card put into your hand');
  return [{ do: 'peekToHand', filter: { ...filter, zone: 'library' } }];
}

/**
 * After "Target player": `exiles a card from their graveyard`, `exiles two cards from their hand` (and more after `and`):
 * that player chooses that many of their own cards there and exiles them; or undefined, nothing read.
 */
export function readExileOwnCards(c: Cursor, who: Ref): Step[] | undefined {
  const at = c.mark();
  c.take('exiles');
  const amount = readCount(c);
  const from = amount && c.takeAny('cards', 'card') && c.take('from their') ? (c.take('graveyard') ? 'graveyard' : c.take('hand') ? 'hand' : undefined) : undefined;
  if (amount && from && (c.atSentenceEnd || c.peek() === 'and')) return [{ do: 'exileOwnCards', who, amount, from }];
  c.reset(at);
  return undefined;
}

/**
 * After "exile": `all cards from all graveyards` (every player's), `all cards from target player's (opponent's)
 * graveyard`, ending the sentence; or undefined. The cards are chosen by no one: every card there.
 */
export function readExileGraveyards(c: Cursor, ctx: ReadContext): Step[] | undefined {
  const at = c.mark();
  if (!c.take('all cards from')) return undefined;
  let who: Ref | undefined;
  if (c.take('all graveyards')) who = { ref: 'each', filter: simpleFilter('Player') };
  else if (c.take("target player's graveyard")) who = { ref: 'target', filter: simpleFilter('Player'), min: 1, max: 1, id: ctx.ids.next++ };
  else if (c.take("target opponent's graveyard")) who = { ref: 'target', filter: simpleFilter('Opponent'), min: 1, max: 1, id: ctx.ids.next++ };
  if (!who || !c.atSentenceEnd) return c.reset(at), undefined;
  return [{ do: 'wholeGraveyard', who, to: 'exile' }];
}
