/**
 * The checks shared by a step with two targets of its own written as Forge's empty `Pump` (or the step before) and a
 * second targeting effect after it: a fight of two targets (twoTargetFight.ts), a bite of another target
 * (anotherTargetBite.ts).
 */
import { subtypesByType } from '../../language/data/rulesData.js';
import type { Filter, Ref } from '../../language/effects/types.js';
import type { StepContext } from './stepContext.js';
import { saysOther } from './stepParams.js';
import { NotScriptable } from './valid.js';

/** A target of a step. */
export type Target = Extract<Ref, { ref: 'target' }>;

/** One plain target: exactly one, on the battlefield, not "up to", "X", "divided" or "different". */
export function plainTarget(ref: Ref): ref is Target {
  return ref.ref === 'target' && ref.min === 1 && ref.max === 1 && !ref.upTo && !ref.x && !ref.divided && !ref.unique && !ref.filter.zone;
}

/** The filter without "other" (other than the first target, not than the card itself); undefined if it never said it. */
export function withoutOther(filter: Filter): Filter | undefined {
  if (!saysOther(filter)) return undefined;
  return { ...filter, alts: filter.alts.map((a) => ({ ...a, props: a.props.filter((p) => p.is !== 'other') })) };
}

const creatureTypes = new Set(subtypesByType.Creature);

/**
 * True if every kind of the filter is a creature (the noun creature or a creature type). A fighter that is not a
 * creature deals and is dealt no damage (701.14b); Forge's Fight checks that only of a `Defined$` fighter, not of a
 * target, which it would have fight as it is (a planeswalker losing loyalty).
 */
export function allCreatures(filter: Filter): boolean {
  return filter.alts.every((a) => a.noun === 'Creature' || creatureTypes.has(a.noun));
}

/**
 * True if an earlier step of the ability targets something other than `except`, or a mode that can be chosen with this
 * one targets something: Forge's `TargetUnique$` keeps a target other than every earlier target of the ability (of
 * the other chosen modes too), where "another target" is other than only the step's first one.
 */
export function earlierTargets(ctx: StepContext, except?: number): boolean {
  return ctx.otherModeTargets === true || [...ctx.declared].some((id) => id !== except);
}

/** Of a fight written as one `Fight` ("It fights target creature you don't control"): throws unless each fighter it targets is a creature whatever is chosen. */
export function checkFighters(what: Ref, other: Ref, ctx: StepContext): void {
  const fresh = [what, other].filter((r): r is Target => r.ref === 'target' && !ctx.declared.has(r.id));
  if (fresh.some((r) => !allCreatures(r.filter))) throw new NotScriptable('a fight with a target that may not be a creature (Forge\'s Fight would have it fight, 701.14b)');
}
