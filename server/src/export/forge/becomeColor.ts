/** An object that becomes a colour or a type until end of turn: Forge's Animate without a P/T. */
import type { Step } from '../../language/effects/types.js';
import { colorWords, type ForgeEffect, type Params, type StepContext } from './stepContext.js';
import { targetParams } from './stepParams.js';

/**
 * As Forge's scripts of them: "becomes white (colorless) until end of turn": `Colors$ White | OverwriteColors$ True`
 * (`Colors$ Colorless` for none; no overwrite "in addition to its other colors"); "becomes a Coward": `Types$ Coward |
 * RemoveCreatureTypes$ True`; "becomes a Swamp": `Types$ Swamp | RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True`
 * (305.7); "becomes an artifact in addition to its other types": `Types$ Artifact`.
 */
export function becomeEffect(step: Extract<Step, { do: 'becomeColor' | 'becomeType' }>, ctx: StepContext): ForgeEffect {
  const p: Params = [];
  targetParams('Animate', step.what, ctx, p);
  if (step.do === 'becomeType') {
    p.push(['Types', step.type]);
    if (step.kind === 'Creature') p.push(['RemoveCreatureTypes', 'True']);
    if (step.kind === 'Land') p.push(['RemoveLandTypes', 'True'], ['RemoveIntrinsicAbilities', 'True']);
    // For good: `Permanent$ True` (Forge's one script of a land that becomes a Swamp with no duration).
    if (step.duration === 'permanent') p.push(['Permanent', 'True']);
  } else {
    p.push(['Colors', step.colors.length === 0 ? 'Colorless' : step.colors.map((l) => colorWords[l]).join(',')]);
    if (!step.addition) p.push(['OverwriteColors', 'True']);
  }
  return { api: 'Animate', params: p };
}
