/**
 * Triggers on a discarded card (701.8): `an opponent discards a card` (a card that opponent owns), `a spell or ability an
 * opponent controls causes you to discard ~` (the card itself, discarded by an opponent's spell or ability).
 */
import { simpleFilter } from './filters.js';
import type { Trigger } from './types.js';
import type { Cursor } from './words.js';

/** A discard trigger's condition; undefined (cursor unmoved) when not one of these. */
export function readDiscardTrigger(c: Cursor): Trigger | undefined {
  // "Whenever an opponent discards a card": the card, which that player owned.
  if (c.take('an opponent discards a card')) return { event: 'discard', subject: { ref: 'each', filter: simpleFilter('Card', { is: 'owner', who: 'opponent' }) } };
  // "When a spell or ability an opponent controls causes you to discard ~": "that player" is that opponent.
  if (c.take('a spell or ability an opponent controls causes you to discard ~')) return { event: 'discard', subject: { ref: 'self' }, byOpponent: true };
  return undefined;
}
