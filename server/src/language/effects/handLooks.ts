/**
 * Looking at a player's hand and taking a card from it: "Look at target player's hand", "… that player's hand", "… its
 * controller's hand", "Look at target player's hand and choose a card from it. That player discards that card.",
 * "Target player … reveals their hand.", "Target opponent reveals their hand. You choose a nonland card from it. Exile
 * that card." / "… That player discards that card." (701.16a: revealing shows the cards to every player; looking shows
 * them to one).
 */
import { readFilter, simpleFilter } from './filters.js';
import type { ReadContext } from './refs.js';
import type { Filter, Ref, Step } from './types.js';
import { type Cursor, Unread } from './words.js';

/** A place in a library counted from the top (`ordinals[0]` the top card). */
export const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];

/**
 * After `look at`: whose hand (a target player or opponent, the player an earlier step or the trigger named, the controller
 * of the object an earlier step named), then either the end of the sentence or `and choose a [nonland] card from it. That
 * player discards that card.` Undefined (nothing taken, the context as it was) for any other words.
 */
export function readLookAtHand(c: Cursor, ctx: ReadContext): Step[] | undefined {
  const at = c.mark();
  const { thatPlayer, ids: { next } } = ctx;
  let who: Ref | undefined;
  if (c.at("target player's|opponent's hand")) {
    c.next();
    const noun = c.next() === "player's" ? 'Player' : 'Opponent';
    who = ctx.thatPlayer = { ref: 'target', filter: simpleFilter(noun), min: 1, max: 1, id: ctx.ids.next++ };
  } else if (thatPlayer && c.take("that player's")) who = thatPlayer;
  else if (ctx.it && c.take("its controller's")) who = ctx.thatPlayer = { ref: 'controller', of: ctx.it };
  if (who && c.take('hand')) {
    if (c.atSentenceEnd) return [{ do: 'lookAtHand', who }];
    const filter = c.take('and choose') ? readOneCard(c) : undefined;
    if (filter && c.take('from it . that player discards that card')) return [discardOf(who, filter, true)];
  }
  c.reset(at);
  ctx.thatPlayer = thatPlayer;
  ctx.ids.next = next;
  return undefined;
}

/**
 * After a player (the subject): `reveals their hand` as the whole step ("Target player loses 1 life and reveals their
 * hand."), or `reveals their hand. You choose a [nonland] card from it. Exile that card.` / `… from it and exile that
 * card.` / `… That player exiles that card.` / `… from that player's graveyard or hand and exile it.` / `… That player puts
 * that card into their library third from the top.` / (a target) `… That player discards that card.` Undefined for other
 * words; a card chosen from the hands of several players ("Each player reveals their hand. You choose … from it.": no one
 * hand is "it"), or by a target whose card is not read, throws.
 */
export function readRevealsHand(c: Cursor, who: Ref): Step[] | undefined {
  if (!c.at('reveals their hand')) return undefined;
  const at = c.mark();
  c.take('reveals their hand');
  if (c.take('. you choose')) {
    if (who.ref === 'each' || (who.ref === 'target' && who.max > 1)) {
      c.reset(at);
      throw new Unread(c.rest(), 'not read: a card chosen from the revealed hands of several players');
    }
    const either = who.ref === 'target' ? readEitherZone(c) : undefined;
    if (either) return [{ do: 'fromRevealedHand', who, ...cardOf(either), orGraveyard: true }];
    const filter = readOneCard(c);
    if (filter && c.take('from it')) {
      if (c.takeAny('. exile that card', 'and exile that card', '. that player exiles that card')) return [{ do: 'fromRevealedHand', who, ...cardOf(filter) }];
      if (who.ref === 'target' && c.take('. that player discards that card')) return [discardOf(who, filter)];
      // "That player puts that card into their library third from the top." (the first from the top is position 0).
      const nth = c.take('. that player puts that card into their library') ? ordinals.indexOf(c.peek()) : -1;
      if (nth > 0 && c.at(`${ordinals[nth]} from the top`)) {
        c.take(`${ordinals[nth]} from the top`);
        return [{ do: 'fromRevealedHand', who, ...cardOf(filter), libraryPosition: nth }];
      }
    }
    c.reset(at);
    if (who.ref === 'target') throw new Unread(c.rest(), 'not read: which card of the revealed hand is chosen, or what is done with it');
    return undefined;
  }
  // Alone: only at the end of the ability (a next sentence, which may count or take the revealed cards, is not read).
  if (c.done || (c.peek() === '.' && ['', '.'].includes(c.peek(1)))) return [{ do: 'lookAtHand', who, reveal: true }];
  c.reset(at);
  return undefined;
}

/** `a [nonland] card` / `an instant card`: one card of a kind, with no X and no zone; undefined (position kept) otherwise. */
function readOneCard(c: Cursor): Filter | undefined {
  const at = c.mark();
  const filter = c.takeAny('a', 'an') ? readFilter(c) : undefined;
  if (filter && plainCard(filter)) return filter;
  c.reset(at);
  return undefined;
}

/** One card of a kind, in no zone, with no X. */
function plainCard(filter: Filter): boolean {
  return !filter.plural && !filter.zone && filter.alts.every((a) => a.noun !== 'Player' && a.noun !== 'Opponent' && !a.props.some((p) => p.is === 'stat' && p.value === 'X'));
}

/** `a nonland card from that player's graveyard or hand and exile it`: the card's kind (its zones left to the step). */
function readEitherZone(c: Cursor): Filter | undefined {
  const at = c.mark();
  const filter = c.takeAny('a', 'an') ? readFilter(c) : undefined;
  if (filter && filter.zone === 'graveyard' && filter.zoneOwner === 'target' && c.take('or hand and exile it')) {
    const { zone: _zone, zoneOwner: _owner, ...kind } = filter;
    if (plainCard(kind)) return kind;
  }
  c.reset(at);
  return undefined;
}

/** The card's filter, left out when any card will do. */
function cardOf(filter: Filter): { filter?: Filter } {
  const any = filter.alts.length === 1 && filter.alts[0].noun === 'Card' && filter.alts[0].props.length === 0;
  return any ? {} : { filter: { ...filter, zone: 'hand' } };
}

/** The chosen card discarded; `looked`: the hand was looked at ("Look at … and choose"), not revealed. */
function discardOf(who: Ref, filter: Filter, looked?: true): Step {
  return { do: 'discard', who, amount: { n: 1 }, how: 'reveal', ...cardOf(filter), ...(looked ? { looked } : {}) };
}
