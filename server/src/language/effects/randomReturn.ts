/**
 * "Return a Zombie card at random from your graveyard to your hand": cards of a kind picked by chance among those that
 * qualify as the step resolves (not targeted).
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
