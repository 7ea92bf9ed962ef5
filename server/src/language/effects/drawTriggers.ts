/**
 * "Whenever you draw a card", "Whenever an opponent draws a card", "Whenever a player draws a card": each card a player
 * draws (121.2: one draw event for each card); "Whenever a player cycles a card" (702.29a).
 */
import { simpleFilter } from './filters.js';
import type { Trigger } from './triggerTypes.js';
import type { Cursor } from './words.js';

/** The words above (the trigger's whole condition, but for "a player cycles a card"'s — the card cycled is the subject); undefined (cursor unmoved) otherwise. */
export function readDrawTrigger(c: Cursor): Trigger | undefined {
  if (c.take('you draw a card')) return { event: 'drawCard', subject: { ref: 'you' } };
  if (c.take('an opponent draws a card')) return { event: 'drawCard', subject: { ref: 'each', filter: simpleFilter('Opponent') } };
  if (c.take('a player draws a card')) return { event: 'drawCard', subject: { ref: 'each', filter: simpleFilter('Player') } };
  if (c.take('a player cycles a card')) return { event: 'cycle', subject: { ref: 'each', filter: simpleFilter('Card') } };
  return undefined;
}
