/**
 * "Target player reveals three cards from their hand and you choose one of them. That player discards that card." (the
 * player picks the cards they reveal, 701.16a; the caster picks among those the ones discarded).
 */
import { readNumber } from './filters.js';
import { readCount } from './amountReaders.js';
import type { Ref, Step } from './types.js';
import { Cursor } from './words.js';

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
