/**
 * "Reveal any number of blue cards in your hand." (701.16a): the player reveals as many such cards as they choose; a later
 * step may count them ("where X is the number of cards revealed this way").
 */
import { readFilter } from './filters.js';
import type { ReadContext } from './refs.js';
import type { Step } from './types.js';
import { type Cursor, Unread } from './words.js';

/** The clause from "reveal any number of" as a `revealAny` step; throws when what is revealed is not cards in your hand. */
export function readRevealAny(c: Cursor, ctx: ReadContext): Step[] {
  c.take('reveal any number of');
  const filter = readFilter(c);
  if (!filter || filter.zone !== 'hand' || filter.zoneOwner !== 'you' || filter.alts.some((a) => a.noun !== 'Card')) throw new Unread(c.rest(), 'not read: what is revealed from your hand');
  ctx.revealed = true;
  return [{ do: 'revealAny', filter }];
}
