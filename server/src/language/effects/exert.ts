/**
 * Exert (701.43): "You may exert ~ as it attacks.", and what exerting it does.
 */
import type { ReadContext } from './refs.js';
import { readSteps } from './steps.js';
import { triggerContext } from './triggerContext.js';
import type { AbilityEffect } from './types.js';
import { words } from './words.js';

/**
 * "You may exert ~ as it attacks." (701.43), alone or with what exerting it does: "When you do, it gets +2/+0 until end of
 * turn." (a reflexive trigger, 603.12, read as a trigger on the card being exerted). False when the text is not this.
 */
export function readExert(text: string, out: AbilityEffect, context: ReadContext): boolean {
  const m = /^You may exert ~ as (?:it|~) attacks\.(?:\s+When you do,\s+(.+))?$/is.exec(text.trim());
  if (!m) return false;
  out.exert = true;
  if (!m[1]) {
    out.kind = 'static';
    return true;
  }
  out.kind = 'triggered';
  out.trigger = { event: 'exerted', subject: { ref: 'self' } };
  // "as it attacks": the defending player may be "that player", as in "Whenever ~ attacks, …" (namesPlayer).
  context.triggerNamesPlayer = true;
  triggerContext(out.trigger, context, m[1]);
  out.steps = readSteps(words(m[1]), context);
  return true;
}
