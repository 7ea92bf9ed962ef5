/**
 * A type chosen as the effect resolves, in Forge's words as all its scripts of it write it: `ChooseType | Defined$ You |
 * Type$ Basic Land` (`Creature`, `InvalidTypes$ Wall`), then `Animate | Types$ ChosenType` taking away the old land
 * types and the abilities they gave (`RemoveLandTypes$`, `RemoveIntrinsicAbilities$`) or the old creature types
 * (`RemoveCreatureTypes$`). The card itself is the Animate's default (its scripts leave `Defined$ Self` out, 4 of 4).
 */
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect, Params, StepContext } from './stepContext.js';
import { allValid, objectParams } from './stepParams.js';
import { NotScriptable } from './valid.js';

type ChosenType = Extract<Step, { do: 'becomeChosenType' }>;

/** Forge's choice of a type by the ability's controller (`ChooseType | Defined$ You | Type$ Creature`), but `except`. */
export function typeChoice(kind: string, except?: string): ForgeEffect {
  const p: Params = [['Defined', 'You'], ['Type', kind]];
  if (except) p.push(['InvalidTypes', except]);
  return { api: 'ChooseType', params: p };
}

/** The step's own effect: the choice (`ChooseType`) of the type the object becomes. */
export function becomeChosenTypeChoice(step: ChosenType): ForgeEffect {
  if (step.duration !== 'turn') throw new NotScriptable('a chosen type for another duration');
  // Of one object (a target or the card itself), or every creature of a kind (Forge's `AnimateAll`). Every land of a kind: its
  // one script of it leaves `Defined$ You` out, unlike its other 22 choices of a type: not written yet.
  const each = step.what.ref === 'each' && step.kind === 'Creature';
  if (step.what.ref !== 'target' && step.what.ref !== 'self' && !each) throw new NotScriptable('a chosen type of more than one object (not written yet)');
  if (step.what.ref === 'target' && step.what.max !== 1) throw new NotScriptable('a chosen type of more than one target');
  // A land becomes a basic land type, a creature a creature type (305.7, 205.1a): of any other object, not written.
  const noun = step.kind === 'Basic Land' ? 'Land' : 'Creature';
  if (step.what.ref === 'self' ? step.kind !== 'Creature' : 'filter' in step.what && step.what.filter.alts.some((a) => a.noun !== noun)) throw new NotScriptable(`a ${step.kind.toLowerCase()} type of an object that is not a ${noun.toLowerCase()}`);
  return typeChoice(step.kind, step.except);
}

/** The effect after `ChooseType`: the object becomes the chosen type. */
export function chosenTypeAnimate(step: ChosenType, ctx: StepContext): ForgeEffect {
  const p: Params = [];
  const all = allValid(step.what, ctx);
  if (all) p.push(['ValidCards', all]);
  else if (step.what.ref !== 'self') objectParams(step.what, ctx, p);
  p.push(['Types', 'ChosenType']);
  if (step.kind === 'Creature') p.push(['RemoveCreatureTypes', 'True']);
  else if (!step.addition) p.push(['RemoveLandTypes', 'True'], ['RemoveIntrinsicAbilities', 'True']);
  return { api: all ? 'AnimateAll' : 'Animate', params: p };
}

/**
 * Throws for what an ability that chooses a creature type as it resolves is not written with: a P/T raise of the objects of
 * that type. Measured, Forge's 2 scripts of it the corpus holds write the raise unsigned (`NumAtt$ 3`), where its other
 * pumps of every object of a kind are signed (`NumAtt$ +3`, as this export writes them): 0 equivalent, 2 wrong.
 */
export function checkChosenTypeSteps(steps: Step[]): void {
  const raise = steps.some((s) => s.do === 'pump' && s.what.ref === 'each' && ((typeof s.power === 'number' && s.power > 0) || (typeof s.toughness === 'number' && s.toughness > 0)));
  if (raise) throw new NotScriptable('a P/T raise of the objects of a creature type chosen as it resolves (not written yet)');
}
