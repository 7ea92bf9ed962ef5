/**
 * Every permanent of a kind a target player controls destroyed, exiled or returned, as Forge's scripts write it: the
 * player targeted by the effect itself, the kind alone (`DestroyAll | ValidTgts$ Player | ValidCards$ Creature`).
 */
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect, Params, StepContext } from './stepContext.js';
import { objectParams } from './stepParams.js';
import { NotScriptable, validOf } from './valid.js';

/**
 * `DestroyAll` with `ValidCards$`, or `ChangeZoneAll` with `ChangeType$` from the battlefield to exile or the hand (all
 * 6 of Forge's scripts of it; "owns" and "controls" alike, the player's own permanents).
 */
export function targetPlayersAllEffect(step: Extract<Step, { do: 'allOfTargetPlayer' }>, ctx: StepContext): ForgeEffect {
  if (step.player.ref !== 'target' || ctx.declared.has(step.player.id)) throw new NotScriptable('every permanent of a kind of a player targeted before (not written yet)');
  const p: Params = [];
  objectParams(step.player, ctx, p);
  const kind = validOf(step.filter);
  if (step.action === 'destroy') return { api: 'DestroyAll', params: [...p, ['ValidCards', kind]] };
  return { api: 'ChangeZoneAll', params: [...p, ['ChangeType', kind], ['Origin', 'Battlefield'], ['Destination', step.action === 'exile' ? 'Exile' : 'Hand']] };
}
