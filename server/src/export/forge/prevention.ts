/**
 * "Prevent all damage that would be dealt this turn to creatures you control / by attacking creatures" (615.1a) in
 * Forge's words: an effect in the command zone for the turn, holding a `DamageDone` replacement
 * that prevents the damage (`Prevent$ True`), to what `ValidTarget$` names or by what `ValidSource$` names.
 */
import { describeStep } from '../../language/effects/describe.js';
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect, Params, StepContext } from './stepContext.js';
import { validOf } from './valid.js';

/** The effect of a `preventAll` step. */
export function preventAllEffect(step: Extract<Step, { do: 'preventAll' }>, ctx: StepContext): ForgeEffect {
  const to = [...(step.toYou ? ['You'] : []), ...(step.to ? [validOf(step.to)] : [])].join(',');
  const text = describeStep(step);
  const replacement = [
    'Event$ DamageDone', 'Prevent$ True', ...(step.combat ? ['IsCombat$ True'] : []), 'ActiveZones$ Command',
    ...(to ? [`ValidTarget$ ${to}`] : []), ...(step.by ? [`ValidSource$ ${validOf(step.by)}`] : []),
    `Description$ ${text[0].toUpperCase()}${text.slice(1)}.`,
  ].join(' | ');
  // Forge's scripts name the effect after the card on an `A:` line's own effect (21 of 31), not in a sub-ability (7 of 36).
  const name: Params = ctx.faceName && ctx.top ? [['Name', `${ctx.faceName} Effect`]] : [];
  return { api: 'Effect', params: [...name, ['ReplacementEffects', ctx.svar('RPrevent', replacement)]] };
}
