/**
 * "Exile target creature you control, then return it to the battlefield under its owner's control": an object exiled and
 * returned at once (or at the beginning of the next end step, 603.7a: a delayed triggered ability), as a new object
 * (400.7) — read as one step, after the exile step's object.
 */
import type { ReadContext } from './refs.js';
import type { Ref, Step } from './types.js';
import type { Cursor } from './words.js';

/**
 * After `exile <what>`: `, then return it (that card) to the battlefield under its owner's (your) control` or `. Return it
 * (that card) to the battlefield under …`, and perhaps `at the beginning of the next end step`, ending the sentence.
 * Undefined (the cursor where it was) otherwise, or for an object that is not one target on the battlefield or the card
 * itself.
 */
export function readFlicker(c: Cursor, ctx: ReadContext, what: Ref): Step | undefined {
  if (!(what.ref === 'self' || (what.ref === 'target' && !what.filter.zone && what.max === 1))) return undefined;
  const at = c.mark();
  if (!(c.take(', then return') || c.take('. return')) || !c.takeAny('it', 'that card') || !c.take('to the battlefield under')) return c.reset(at), undefined;
  const control = c.take("its owner's control") ? 'owner' : c.take('your control') ? 'you' : undefined;
  const endStep = !!control && c.take('at the beginning of the next end step');
  if (!control || !c.atSentenceEnd) return c.reset(at), undefined;
  // The card that returns is a new object (400.7): "it" after this step is not read.
  ctx.it = undefined;
  return { do: 'flicker', what, control, ...(endStep ? { returnAt: 'nextEndStep' as const } : {}) };
}
