/**
 * "Target creature you control deals damage equal to its power to another target creature" (and "Tap target creature.
 * It deals damage equal to its power to another target creature."): the first target deals damage to a second, other
 * than it. Forge's scripts of it (3 of 3) target the first with an empty `Pump` (or the step before) and the second on the
 * `DealDamage` after it, `DamageSource$ ParentTarget | NumDmg$ X | TargetUnique$ True` with `X:ParentTargeted$CardPower`.
 * To a target of another kind ("target creature you don't control") not written yet: Forge's scripts of it write it two
 * ways (6 of 8 with a `ConditionPresent$ Creature` on the first target, 2 without).
 */
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect, Params, StepContext } from './stepContext.js';
import { objectParams, saysOther } from './stepParams.js';
import { earlierTargets, plainTarget, type Target } from './twoTargets.js';

/** True for a damage step written as a bite of another target (see the file's comment). */
function isAnotherTargetBite(step: Step, ctx: StepContext): boolean {
  if (step.do !== 'damage' || ctx.inTrigger) return false;
  if (Object.keys(step).some((k) => !['do', 'source', 'to', 'amount'].includes(k))) return false;
  const { source, to, amount } = step;
  if (!plainTarget(source) || !plainTarget(to) || ctx.declared.has(to.id) || saysOther(source.filter) || !saysOther(to.filter)) return false;
  // Only "another" alone says the second is other than the first: of a kind also said of its controller it is not written.
  if (to.filter.alts.some((a) => a.props.some((p) => p.is !== 'other'))) return false;
  // TargetUnique$ keeps the second other than every earlier target, not only the first: not written after another one.
  if (earlierTargets(ctx, source.id)) return false;
  return 'count' in amount && amount.count === 'power' && amount.of.ref === 'target' && amount.of.id === source.id && !amount.byKind;
}

/** The Forge effects of a bite of another target (see the file's comment); undefined for any other step. */
export function anotherTargetBite(step: Step, ctx: StepContext): ForgeEffect[] | undefined {
  if (step.do !== 'damage' || !isAnotherTargetBite(step, ctx)) return undefined;
  const source = step.source as Target;
  const to = step.to as Target;
  const first: ForgeEffect[] = [];
  if (!ctx.declared.has(source.id)) {
    const p: Params = [];
    objectParams(source, ctx, p);
    first.push({ api: 'Pump', params: p });
  }
  const p: Params = [];
  objectParams({ ...to, filter: { ...to.filter, alts: to.filter.alts.map((a) => ({ ...a, props: [] })) } }, ctx, p);
  p.push(['TargetUnique', 'True'], ['DamageSource', 'ParentTarget'], ['NumDmg', ctx.svar('X', 'ParentTargeted$CardPower')]);
  return [...first, { api: 'DealDamage', params: p }];
}
