/** An object that becomes a colour or a creature type until end of turn: Forge's Animate without a P/T. */
import type { Step } from '../../language/effects/types.js';
import { colorWords, type ForgeEffect, type Params, type StepContext } from './stepContext.js';
import { targetParams } from './stepParams.js';

/**
 * "becomes white (colorless) until end of turn": `Colors$ White | OverwriteColors$ True` (`Colors$ Colorless` for none),
 * as Forge's scripts of it; "becomes a Coward until end of turn": `Types$ Coward | RemoveCreatureTypes$ True`.
 */
export function becomeEffect(step: Extract<Step, { do: 'becomeColor' | 'becomeCreatureType' }>, ctx: StepContext): ForgeEffect {
  const p: Params = [];
  targetParams('Animate', step.what, ctx, p);
  if (step.do === 'becomeCreatureType') p.push(['Types', step.subtype], ['RemoveCreatureTypes', 'True']);
  else p.push(['Colors', step.colors.length === 0 ? 'Colorless' : step.colors.map((l) => colorWords[l]).join(',')], ['OverwriteColors', 'True']);
  return { api: 'Animate', params: p };
}
