/**
 * Triggers on a discarded card (701.8): `an opponent discards a card` (a card that opponent owns), `you cycle or discard
 * a card` (a card you own), `a spell or ability an opponent controls causes you to discard ~` (the card itself,
 * discarded by an opponent's spell or ability).
 */
import { simpleFilter } from './filters.js';
import type { Alternative, Trigger } from './types.js';
import { type Cursor, Unread } from './words.js';

/** A discard trigger's condition; undefined (cursor unmoved) when not one of these. */
export function readDiscardTrigger(c: Cursor): Trigger | undefined {
  // "Whenever an opponent discards a card": the card, which that player owned.
  if (c.take('an opponent discards a card')) return { event: 'discard', subject: { ref: 'each', filter: simpleFilter('Card', { is: 'owner', who: 'opponent' }) } };
  // "Whenever you cycle or discard a card" (cycling discards the card, 702.29a) / "… another card": a card you own.
  const you = c.take('you cycle or discard') || c.take('you discard');
  const card = you && c.takeAny('a card', 'another card');
  if (card) {
    const props: Alternative['props'] = card === 'another card' ? [{ is: 'other' }] : [];
    return { event: 'discard', subject: { ref: 'each', filter: { alts: [{ noun: 'Card', props: [...props, { is: 'owner', who: 'you' }] }] } } };
  }
  if (you) throw new Unread(c.rest(), 'not read: what is discarded');
  // "When a spell or ability an opponent controls causes you to discard ~": "that player" is that opponent.
  if (c.take('a spell or ability an opponent controls causes you to discard ~')) return { event: 'discard', subject: { ref: 'self' }, byOpponent: true };
  return undefined;
}
