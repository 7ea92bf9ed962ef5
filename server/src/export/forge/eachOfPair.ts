/**
 * "At the beginning of your upkeep, if you control a blue or black permanent, you gain 2 life. If you control a blue
 * permanent and a black permanent, you gain 4 life instead.": Forge's scripts of such a pair count the two kinds, at most
 * one each (`Count$Valid Permanent.Blue+YouCtrl/LimitMax.1`, the sum `SVar$Y/Plus.Z`), the trigger checking the sum is 1
 * or more, the first step that it is 1, the step done instead that it is 2 or more (all 3 of its scripts of a step whose
 * number changes).
 */
import type { AbilityEffect, Amount, Filter } from '../../language/effects/types.js';
import { isColorPair } from '../../language/effects/triggers.js';
import type { Params, StepContext } from './stepContext.js';
import { validOf } from './valid.js';


/** The sum of the two kinds counted once each, as an SVar of the face (`SVar$Y/Plus.Z`); its name. */
export function eachOfPairCount(kinds: Filter[], svar: StepContext['svar']): string {
  const [y, z] = kinds.map((f, i) => svar(i === 0 ? 'Y' : 'Z', `Count$Valid ${validOf(f)}/LimitMax.1`));
  return svar('X', `SVar$${y}/Plus.${z}`);
}

/** The kinds of "you control a … and a …" that a step's number of the effect depends on, if any. */
function eachOfKinds(effect: Pick<AbilityEffect, 'steps'>): Filter[] | undefined {
  for (const s of effect.steps ?? []) {
    const amount: Amount | undefined = s.do === 'pump' ? s.x : 'amount' in s && s.amount && typeof s.amount === 'object' && !Array.isArray(s.amount) ? s.amount as Amount : undefined;
    if (amount && 'count' in amount && amount.count === 'ifElse' && 'youControlEach' in amount.condition) return amount.condition.youControlEach;
  }
  return undefined;
}

/**
 * The trigger's parameters for "if you control a blue or black permanent" when a step's number depends on controlling one
 * of each (the count checked 1 or more); undefined when no step does. Only of the trigger's own two kinds, in any order
 * (the step's "instead" then needs the trigger's condition to hold: Forge's `EQ1`).
 */
export function eachOfPairTrigger(effect: Pick<AbilityEffect, 'steps' | 'trigger'>, svar: StepContext['svar']): Params | undefined {
  const kinds = eachOfKinds(effect);
  if (!kinds) return undefined;
  const c = effect.trigger?.condition;
  const pair = c && 'youControl' in c && c.compare === 'GE' && c.count === 1 && isColorPair(c.youControl) ? c.youControl.alts.map((a) => JSON.stringify(a)).sort() : undefined;
  const each = kinds.flatMap((f) => f.alts.map((a) => JSON.stringify(a))).sort();
  if (!pair || JSON.stringify(pair) !== JSON.stringify(each)) return undefined;
  return [['CheckSVar', eachOfPairCount(kinds, svar)], ['SVarCompare', 'GE1']];
}
