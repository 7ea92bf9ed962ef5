/**
 * Damage dealt at once to a target player or planeswalker and to each creature of its player ("… deals 6 damage to
 * target player or planeswalker and each creature that player or that planeswalker's controller controls"): Forge
 * gathers both in one damage map (`DamageMap$ True` on the first, a `DamageResolve` after the DamageAll: 5 of 5 of its
 * scripts of it), so they are one event (120.3).
 */
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect } from './stepContext.js';
import { NotScriptable } from './valid.js';

function toTargetsPlayer(s: Step | undefined): boolean {
  return s?.do === 'damage' && s.to.ref === 'each' && s.to.filter.alts.some((a) => a.props.some((p) => p.is === 'controller' && (p.who === 'targetOrController' || p.who === 'target')));
}

/** The effects of step `i` when it is one of the two damage steps of a damage map; undefined otherwise. */
export function damageMapEffects(e: ForgeEffect, i: number, all: Step[]): ForgeEffect[] | undefined {
  if (toTargetsPlayer(all[i + 1])) {
    if (i !== 0) throw new NotScriptable('damage to a target and the creatures of its player after other steps');
    e.params.push(['DamageMap', 'True']);
    return [e];
  }
  if (!toTargetsPlayer(all[i])) return undefined;
  if (i !== 1 || all.length !== 2) throw new NotScriptable('damage to the creatures of a target player with other steps');
  return [e, { api: 'DamageResolve', params: [] }];
}
