/**
 * "Clash with an opponent. If you win, …" (701.23) in Forge's words: `Clash` with the won clash's effects in
 * `WinSubAbility$` (a chain of `DB$` SVars), as all 12 of Forge's scripts of a clash write it.
 */
import type { Step } from '../../language/effects/types.js';
import { outcomeChain } from './coinFlip.js';
import type { ForgeEffect, StepContext } from './stepContext.js';
import { namesTarget } from './stepParams.js';
import { NotScriptable } from './valid.js';

type Clash = Extract<Step, { do: 'clash' }>;

/** The effect of a `clash` step; `effectsOf` writes the won clash's steps. */
export function clashEffect(step: Clash, ctx: StepContext, effectsOf: (steps: Step[], ctx: StepContext) => ForgeEffect[]): ForgeEffect {
  // Forge's one script of a clash whose won steps target chooses the target on the Clash line (chosen as the ability is
  // put on the stack, 601.2c, as a sub-ability's would be): not written yet.
  if (namesTarget(step.win)) throw new NotScriptable('a clash whose won steps have a target (not written yet)');
  return { api: 'Clash', params: [['WinSubAbility', outcomeChain(step.win, ctx, effectsOf)]] };
}
