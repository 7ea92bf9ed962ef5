/**
 * A triggered ability's "you may pay {U}. If you don't, destroy target Knight.": the step happens unless you pay — the
 * same choice as "destroy target Knight unless you pay {U}" (the payment is offered as the ability resolves, after its
 * targets are chosen, 603.3d and 608.2c), read as the step's `unless` cost.
 */
import { readCostText } from './costs.js';
import type { CostPart, Step } from './types.js';
import { Unread } from './words.js';

/** The cost offered and the text of what happens without it; undefined when the effect is not of that form. */
export function readIfYouDont(text: string): { cost: CostPart[]; rest: string } | undefined {
  const m = /^you may (pay (?:(?:\{[^}]+\})+|\d+ life)|sacrifice [^.]+|discard [^.]+)\. If you don't, (.+)$/is.exec(text.trim());
  if (!m) return undefined;
  const symbols = [...m[1].matchAll(/\{([^}]+)\}/g)].map((s) => s[1].toUpperCase());
  // An X, energy, a tap symbol: not a plain payment of mana.
  if (symbols.some((s) => !/^([WUBRGC]|\d+)$/.test(s))) throw new Unread(m[1], `not read: the cost "${m[1]}"`);
  const cost: CostPart[] = symbols.length > 0 ? [{ pay: 'mana', symbols }] : readCostText(m[1]);
  return { cost, rest: m[2] };
}

/** The steps read after "If you don't,": one step, done unless you pay (more steps would each need the one payment). */
export function unlessYouPay(steps: Step[], cost: CostPart[], text: string): void {
  const [only] = steps;
  if (steps.length !== 1 || only.unless || only.optional || only.delayed) throw new Unread(text, 'not read: more than one step "if you don\'t" pay');
  only.unless = { cost, payer: { ref: 'you' } };
}
