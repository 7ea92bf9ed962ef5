/** The top cards of a library as the words count them, shared by the readers of milling, exiling and costs. */
import { readCount } from './amountReaders.js';
import type { Amount } from './types.js';
import type { Cursor } from './words.js';

/**
 * `the top card` / `the top N cards` / `the top X cards` (a number and its noun agreeing: one card, more cards): how
 * many; undefined (the cursor unmoved) otherwise.
 */
export function readTopCards(c: Cursor): Amount | undefined {
  const at = c.mark();
  if (!c.take('the top')) return undefined;
  if (c.take('card')) return { n: 1 };
  const amount = readCount(c);
  const one = amount !== undefined && 'n' in amount && amount.n === 1;
  if (amount && c.take(one ? 'card' : 'cards')) return amount;
  c.reset(at);
  return undefined;
}
