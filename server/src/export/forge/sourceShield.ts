/**
 * "The next time a blue source of your choice would deal damage to you this turn, prevent that damage." (615.7) in Forge's
 * words, as its scripts of it write it: `ChooseSource` (the source chosen as it resolves), then an `Effect` in the command
 * zone holding a `DamageDone` replacement that prevents that source's next damage and exiles the effect, then `Cleanup`.
 * A source of a colour or type is kept as the chosen card (`ChosenCard`, 7 of 7 scripts); any source, as a remembered card
 * (`RememberChosen$`, 2 of 2).
 */
import { describeStep } from '../../language/effects/describe.js';
import type { Ref, Step } from '../../language/effects/types.js';
import { colorWords, type ForgeEffect, type Params, type StepContext } from './stepContext.js';
import { objectParams } from './stepParams.js';
import { NotScriptable } from './valid.js';

type Shield = Extract<Step, { do: 'preventNextFromSource' }>;

/** Forge's words for what the source may be, one per alternative (`BlueSource`, `Artifact`), none for any source. */
function kinds(step: Shield): string[] {
  if (step.colors) return step.colors.map((l) => `${colorWords[l]}Source`);
  if (step.chosenColor) return ['ChosenColorSource'];
  return step.type ? [step.type] : [];
}

/** The step's own effect: the source chosen (`ChooseSource | Choices$ Card.BlueSource`). */
export function chooseSource(step: Shield): ForgeEffect {
  const k = kinds(step);
  // A shield of any target: Forge's 2 scripts of it choose among cards and emblems, of any source (none of a colour).
  if (step.to) {
    if (k.length > 0) throw new NotScriptable('a shield of a target against a source of a colour or type (not written yet)');
    return { api: 'ChooseSource', params: [['Choices', 'Card,Emblem'], ['AILogic', 'NeedsPrevention']] };
  }
  // The one script of a land source names it `Land`; colours and artifacts are `Card.<kind>`.
  const choices = k.length === 0 ? 'Card' : k.map((x) => (x === 'Land' ? x : `Card.${x}`)).join(',');
  return { api: 'ChooseSource', params: [['Choices', choices], ...(k.length === 0 ? [['RememberChosen', 'True'] as [string, string]] : []), ['AILogic', 'NeedsPrevention']] };
}

/** The effects after `ChooseSource`: the shield (an `Effect` with its replacement) and the cleanup of the choice. */
export function sourceShieldEffects(step: Shield, ctx: StepContext): ForgeEffect[] {
  if (step.to) return targetShieldEffects(step, step.to, ctx);
  const k = kinds(step);
  const remembered = k.length === 0;
  const source = remembered ? 'Card.IsRemembered' : k.map((x) => `Card.ChosenCard+${x}`).join(',');
  const exile = ctx.svar('ExileEffect', 'DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile');
  const text = describeStep(step);
  const replacement = ctx.svar('RPreventNextFromSource', [
    'Event$ DamageDone', `ValidSource$ ${source}`, ...(step.toYou ? ['ValidTarget$ You'] : []), `ReplaceWith$ ${exile}`,
    'PreventionEffect$ True', `Description$ ${text[0].toUpperCase()}${text.slice(1)}.`,
  ].join(' | '));
  const effect: Params = [
    ['ReplacementEffects', replacement], ...(remembered ? [['RememberObjects', 'Remembered'] as [string, string]] : []),
    ['SVars', `${replacement},${exile}`], ['ConditionDefined', remembered ? 'Remembered' : 'ChosenCard'], ['ConditionPresent', 'Card'], ['ConditionCompare', 'GE1'],
  ];
  return [{ api: 'Effect', params: effect }, { api: 'Cleanup', params: [[remembered ? 'ClearRemembered' : 'ClearChosenCard', 'True']] }];
}

/**
 * "… would deal damage to any target this turn": the target is remembered by the effect, which ends when that object leaves
 * the battlefield (400.7: it is a new object), as both of Forge's scripts of it write it.
 */
function targetShieldEffects(step: Shield, to: Ref, ctx: StepContext): ForgeEffect[] {
  const exile = ctx.svar('ExileEffect', 'DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile');
  const gone = ctx.svar('OutOfSight', `Mode$ ChangesZone | TriggerZones$ Command | Origin$ Battlefield | Destination$ Any | ValidCard$ Card.IsRemembered | Execute$ ${exile} | Static$ True`);
  const text = describeStep(step);
  const replacement = ctx.svar('RPreventNextFromSource', [
    'Event$ DamageDone', 'ValidSource$ Card.ChosenCard,Emblem.ChosenCard', 'ValidTarget$ Card.IsRemembered,Player.IsRemembered', `ReplaceWith$ ${exile}`,
    'PreventionEffect$ True', `Description$ ${text[0].toUpperCase()}${text.slice(1)}.`,
  ].join(' | '));
  const effect: Params = [];
  objectParams(to, ctx, effect);
  effect.push(
    ['Triggers', gone], ['ReplacementEffects', replacement], ['RememberObjects', 'Targeted'], ['SVars', `${replacement},${gone},${exile}`],
    ['ConditionDefined', 'ChosenCard'], ['ConditionPresent', 'Card,Emblem'], ['ConditionCompare', 'GE1'],
  );
  return [{ api: 'Effect', params: effect }, { api: 'Cleanup', params: [['ClearChosenCard', 'True']] }];
}
