/**
 * Every permanent of a kind a target player controls destroyed or exiled, as Forge's scripts write it: the player
 * targeted by the effect itself, the kind alone (`DestroyAll | ValidTgts$ Player | ValidCards$ Creature`).
 */
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect, Params, StepContext } from './stepContext.js';
import { objectParams } from './stepParams.js';
import { NotScriptable, validOf } from './valid.js';

/**
 * `DestroyAll` with `ValidCards$`, or `ChangeZoneAll` with `ChangeType$` from the battlefield to exile. "Return all …
 * target player owns to their hand" is not written: ChangeZoneAll with a targeted player takes the cards of that
 * player's battlefield zone, the permanents the player CONTROLS, so one the player owns that another controls would stay.
 */
export function targetPlayersAllEffect(step: Extract<Step, { do: 'allOfTargetPlayer' }>, ctx: StepContext): ForgeEffect {
  if (step.action === 'bounce') throw new NotScriptable('every permanent of a kind a target player owns returned (Forge takes the ones that player controls)');
  if (step.player.ref !== 'target' || ctx.declared.has(step.player.id)) throw new NotScriptable('every permanent of a kind of a player targeted before (not written yet)');
  const p: Params = [];
  objectParams(step.player, ctx, p);
  const kind = validOf(step.filter);
  if (step.action === 'destroy') return { api: 'DestroyAll', params: [...p, ['ValidCards', kind]] };
  return { api: 'ChangeZoneAll', params: [...p, ['ChangeType', kind], ['Origin', 'Battlefield'], ['Destination', 'Exile']] };
}
