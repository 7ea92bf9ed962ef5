/**
 * Discards: "Target player discards two cards", "… discards a card at random", "… discards their hand", and "Target
 * player reveals three cards from their hand and you choose one of them. That player discards that card." (the player
 * picks the cards they reveal, 701.16a; the caster picks among those the ones discarded).
 */
import { readNumber } from './filters.js';
import { readCount } from './amountReaders.js';
import type { ReadContext } from './refs.js';
import { readCards, readForEach } from './stepPhrases.js';
import type { Ref, Step } from './types.js';
import { Cursor, Unread } from './words.js';

/** After `discard`/`discards` (the player `who`): how many cards, at random or chosen, or the whole hand. */
export function readDiscard(c: Cursor, ctx: ReadContext, who: Ref): Step[] {
  // "Discard all the cards in your hand, then draw that many cards": "that many" is the number discarded (only in
  // the draw right after it, see endClauseCount).
  if (who.ref === 'you' && !ctx.thatMuch && c.at('all the cards in your hand , then draw that many cards')) {
    c.take('all the cards in your hand');
    ctx.thatMuch = { count: 'discardedThisWay' };
    return [{ do: 'discard', who, amount: { n: 0 }, how: 'hand', counted: true }];
  }
  // "Any number of target opponents each discard their hands": each their own.
  if (c.take('their hand') || c.take('your hand') || (who.ref === 'target' && who.max > 1 && c.take('their hands'))) return [{ do: 'discard', who, amount: { n: 0 }, how: 'hand' }];
  const cards = readCards(c, ctx.thatMuch);
  const how = c.take('at random') ? 'random' : 'choice';
  // "discards a card for each Swamp you control", "… for each Zubera that died this turn": one card for each. For
  // each counter on the card: not read (measured, Forge's one script of it counts a sacrificed card's otherwise).
  const at = c.mark();
  const amount = how === 'choice' && 'n' in cards && cards.n === 1 ? (readForEach(c, ctx, cards, false, who) ?? cards) : cards;
  if ('count' in amount && amount.count === 'counters') {
    c.reset(at);
    throw new Unread(c.rest(), 'not read: a discard for each counter');
  }
  return [{ do: 'discard', who, amount, how }];
}

/**
 * After a targeted player: `reveals N cards from their hand and you choose one of them. That player discards that card.`
 * / `reveals N cards from their hand. You choose M of them. That player discards those cards.` (N a number or X, M less
 * than N); undefined (the cursor where it was) otherwise.
 */
export function readRevealSomeDiscard(c: Cursor, who: Ref): Step[] | undefined {
  const at = c.mark();
  if (!c.take('reveals')) return undefined;
  const revealed = readCount(c);
  if (!revealed || ('n' in revealed && revealed.n < 2) || !c.take('cards from their hand')) return c.reset(at), undefined;
  if (!c.take('and you choose') && !c.take('. you choose')) return c.reset(at), undefined;
  const chosen = readNumber(c, true);
  if (chosen === undefined || ('n' in revealed && chosen >= revealed.n) || !c.take('of them . that player discards')) return c.reset(at), undefined;
  if (!c.take(chosen === 1 ? 'that card' : 'those cards')) return c.reset(at), undefined;
  return [{ do: 'discard', who, amount: { n: chosen }, how: 'reveal', revealed }];
}
