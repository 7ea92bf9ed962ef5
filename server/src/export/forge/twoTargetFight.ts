/**
 * "Target creature you control fights target creature you don't control" — one step with two targets of its own, in a
 * spell or an activated ability. Forge targets the first with an empty `Pump` and the second on the `Fight` after it
 * (`Defined$ ParentTarget`), "another target creature" there with `TargetUnique$ True` (7 of 7 of its scripts of it);
 * "Target creature fights another target creature" (both targets alike) is one `Fight` with two targets (2 of 2).
 */
import type { Ref, Step } from '../../language/effects/types.js';
import type { ForgeEffect, Params, StepContext } from './stepContext.js';
import { objectParams, saysOther } from './stepParams.js';
import { NotScriptable } from './valid.js';
import { allCreatures, earlierTargets, plainTarget, withoutOther, type Target } from './twoTargets.js';

/** One plain target, not named by an earlier step. */
function freshTarget(ref: Ref, ctx: StepContext): ref is Target {
  return plainTarget(ref) && !ctx.declared.has(ref.id);
}

/** True for a fight step of two fresh targets, nothing else said of the step. */
function isFightOfTwoTargets(step: Step, ctx: StepContext): boolean {
  if (step.do !== 'fight' || ctx.inTrigger) return false;
  if (Object.keys(step).some((k) => !['do', 'what', 'other'].includes(k))) return false;
  if (!freshTarget(step.what, ctx) || !freshTarget(step.other, ctx)) return false;
  // Both are targets of the Fight in one of its forms, the second in the other: each must be a creature (701.14b).
  if (!allCreatures(step.what.filter) || !allCreatures(step.other.filter)) return false;
  // "Another target creature" (TargetUnique$) after an earlier step's target would be other than that one too.
  if (saysOther(step.other.filter) && earlierTargets(ctx)) return false;
  // "Target creature you control fights another target creature you control": the first said "other" of the card itself.
  return !saysOther(step.what.filter);
}

/** The Forge effects of a fight of two fresh targets (see the file's comment); undefined for any other step. */
export function fightOfTwoTargets(step: Step, ctx: StepContext): ForgeEffect[] | undefined {
  if (step.do !== 'fight' || !isFightOfTwoTargets(step, ctx)) return undefined;
  const what = step.what as Target;
  const them = step.other as Target;
  const other = withoutOther(them.filter);
  if (other && JSON.stringify(other) === JSON.stringify(what.filter)) {
    const p: Params = [];
    objectParams({ ...what, min: 2, max: 2 }, ctx, p);
    ctx.declared.add(them.id);
    return [{ api: 'Fight', params: p }];
  }
  const first: Params = [];
  objectParams(what, ctx, first);
  const second: Params = [['Defined', 'ParentTarget']];
  objectParams(other ? { ...them, filter: other } : them, ctx, second);
  if (other) second.push(['TargetUnique', 'True']);
  return [{ api: 'Pump', params: first }, { api: 'Fight', params: second }];
}

/**
 * "Target creature you control gets +1/+0 until end of turn. It fights another target creature.": the second target is
 * other than the earlier one (`TargetUnique$ True`, as the bite of the same shape), not than the card itself (`Other`).
 * Written only when no other earlier target exists (TargetUnique$ would exclude it too); true if `Fight`'s second target
 * is "another" of something other than the card itself (its params are then written into `p`).
 */
export function anotherFighter(what: Ref, other: Ref, ctx: StepContext, p: Params): boolean {
  if (other.ref !== 'target' || !saysOther(other.filter) || what.ref === 'self') return false;
  if (!plainTarget(what) || !ctx.declared.has(what.id) || !plainTarget(other) || earlierTargets(ctx, what.id)) {
    throw new NotScriptable('"another target" other than an object other than the card itself (not written unless Forge\'s TargetUnique$ says it)');
  }
  objectParams({ ...other, filter: withoutOther(other.filter)! }, ctx, p);
  p.push(['TargetUnique', 'True']);
  return true;
}
