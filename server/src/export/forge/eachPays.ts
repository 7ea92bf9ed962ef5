/**
 * "Each opponent sacrifices a permanent unless they pay {2}." in Forge's words: each player in turn (`RepeatEach |
 * RepeatPlayers$ Player.Opponent`), the step done to the one remembered unless that player pays
 * (`Defined$ Remembered | UnlessCost$ 2 | UnlessPayer$ Remembered`), as all 7 of Forge's scripts of a per-player payment.
 * A single `UnlessPayer$ Player.Opponent` would let one opponent's payment stop the step for all of them.
 */
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect, StepContext } from './stepContext.js';
import { definedOf, NotScriptable } from './valid.js';
import { renderParams } from './writer.js';

/** The RepeatEach effect of a step whose players each may pay; `effect`: the step written for all of them at once. */
export function eachPaysEffect(step: Step, effect: ForgeEffect, ctx: StepContext): ForgeEffect {
  // Several targets each paying for themselves: Forge's `ValidTgts$` would sit inside the repeated sub-ability.
  if (step.unless!.payer.ref === 'target') throw new NotScriptable('"unless they pay" of several targets, each paying for themselves (not written yet)');
  const payers = definedOf(step.unless!.payer, ctx.triggered);
  if (!ctx.cost) throw new NotScriptable('a cost after "unless"');
  if (!effect.params.some(([k, v]) => k === 'Defined' && v === payers)) throw new NotScriptable('"unless they pay" of a step not done by each of them');
  const params = [...effect.params.map(([k, v]): [string, string] => [k, k === 'Defined' ? 'Remembered' : v]), ['UnlessCost', ctx.cost(step.unless!.cost)] as [string, string], ['UnlessPayer', 'Remembered'] as [string, string]];
  const each = ctx.svar(`DB${effect.api}`, `DB$ ${effect.api} | ${renderParams(params)}`);
  return { api: 'RepeatEach', params: [['RepeatPlayers', payers], ['RepeatSubAbility', each]] };
}
