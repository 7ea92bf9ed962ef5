/**
 * Tokens created in a number counted as the step resolves ("create a number of … tokens equal to …").
 */
import { readAmountOf } from './amountReaders.js';
import { type ReadContext } from './refs.js';
import { readToken } from './stepPhrases.js';
import type { Step } from './types.js';
import type { Cursor } from './words.js';

/**
 * "Create a number of 1/1 white Soldier creature tokens equal to your devotion to white" (700.5): as many tokens as the
 * amount counted as the step resolves; only a devotion is read (Forge's `TokenAmount$ X` with `Count$Devotion`, 3 of 3).
 */
export function readNumbered(c: Cursor, ctx: ReadContext): Step | undefined {
  const at = c.mark();
  if (!c.take('a number of')) return undefined;
  const t = readToken(c, { n: 2 });
  const amount = t && !t.tapped && c.take('equal to') ? readAmountOf(c, ctx) : undefined;
  if (!t || !amount || !('count' in amount) || amount.count !== 'devotion' || !c.atSentenceEnd) return c.reset(at), undefined;
  return { do: 'token', amount, token: t.token };
}
