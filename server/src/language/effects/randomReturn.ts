/**
 * Cards a step moves between your hand, graveyard and library without targeting them: "Return a Zombie card at random
 * from your graveyard to your hand" (picked by chance among those that qualify), "put two cards from your hand on the
 * bottom of your library in any order" (chosen by you).
 */
import { readFilter, readNumber } from './filters.js';
import type { Step } from './types.js';
import type { Cursor } from './words.js';

/** After `return`: `a Zombie card at random from your graveyard to your hand`; undefined (cursor unmoved) otherwise. */
export function readRandomReturn(c: Cursor): Step[] | undefined {
  const at = c.mark();
  const n = readNumber(c, true);
  const filter = n !== undefined && n > 0 ? readFilter(c) : undefined;
  if (!filter || filter.zone || !c.take('at random from your graveyard to your hand')) return c.reset(at), undefined;
  const cards = { ...filter, zone: 'graveyard' as const, zoneOwner: 'you' as const };
  return [{ do: 'return', what: { ref: 'chosen', filter: cards, amount: { n: n! }, by: { ref: 'you' } }, to: 'hand', atRandom: true }];
}

/**
 * `put a card (two cards) from your hand on the bottom of your library [in any order]`: cards you choose from your hand;
 * undefined (cursor unmoved) otherwise.
 */
export function readHandToBottom(c: Cursor): Step[] | undefined {
  const at = c.mark();
  if (!c.take('put')) return undefined;
  const n = readNumber(c, true);
  if (n === undefined || n < 1 || !c.take(n === 1 ? 'card from your hand on the bottom of your library' : 'cards from your hand on the bottom of your library')) return c.reset(at), undefined;
  if (n > 1) c.take('in any order');
  return [{ do: 'handToTop', amount: n, bottom: true }];
}
