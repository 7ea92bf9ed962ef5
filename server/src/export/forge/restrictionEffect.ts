/**
 * "Monocolored creatures can't block this turn", "Each creature attacks this turn if able" (a restriction or requirement
 * on every object of a kind for the turn) in Forge's words: an effect in the command zone named after the card, holding a
 * continuous static that grants the hidden keyword to each such object on the battlefield (`Mode$ Continuous |
 * Affected$ … | AffectedZone$ Battlefield | AddHiddenKeyword$ …`), as 4 of Forge's 7 scripts of it write it.
 */
import { describeStep } from '../../language/effects/describe.js';
import { switchedRule } from '../../language/effects/keywordActions.js';
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect, StepContext } from './stepContext.js';
import { allValid } from './stepParams.js';
import { NotScriptable } from './valid.js';

/**
 * True when `step` gives every object of a kind rules (restrictions), not only the switch of power and toughness.
 * `ctx`: the step's context, where what the trigger's player controls has a word of Forge's (see `allValid`).
 */
export function rulesOfAll(step: Extract<Step, { do: 'pump' }>, ctx?: StepContext): boolean {
  return !!allValid(step.what, ctx) && (step.rules?.length ?? 0) > 0 && !(step.rules!.length === 1 && step.rules![0] === switchedRule);
}

/** Whether `step` is a restriction on every object of a kind for the turn, and nothing else. */
export function isRestrictionOfAll(step: Extract<Step, { do: 'pump' }>, ctx?: StepContext): boolean {
  return rulesOfAll(step, ctx) && !step.power && !step.toughness && step.keywords.length === 0 && !step.prevent;
}

/** The effect of a restriction on every object of a kind for the turn (see isRestrictionOfAll). */
export function restrictionOfAllEffect(step: Extract<Step, { do: 'pump' }>, ctx: StepContext): ForgeEffect {
  const affected = allValid(step.what, ctx)!;
  if (step.duration !== 'turn' || step.rules!.length !== 1) throw new NotScriptable('a restriction on every object of a kind, other than one for the turn');
  // In a sub-ability or a mode of a charm: not written yet (measured, Forge's 2 charms of it differ from ours elsewhere).
  if (!ctx.top || ctx.inMode || !ctx.faceName) throw new NotScriptable(`a restriction on every object of a kind in ${ctx.inTrigger ? 'a triggered ability' : 'a sub-ability or a mode'} (not written yet)`);
  // Of the creatures your opponents control, Forge's scripts spell it three ways (with and without the effect's name and
  // `AffectedZone$`); of those you control, its one script names the effect `CARDNAME Effect`: neither written yet.
  if (/OppCtrl|YouDontCtrl|YouCtrl/.test(affected)) throw new NotScriptable('a restriction on every object a player controls (not written yet: Forge spells it several ways)');
  // Forge's `Other` in the effect's static names what is not the effect itself, in the command zone: every creature.
  if (/[.+]Other\b/.test(affected)) throw new NotScriptable('a restriction on every other object of a kind (Forge\'s Other would be other than the effect)');
  const text = describeStep(step);
  const stat = [
    'Mode$ Continuous', `Affected$ ${affected}`, 'AffectedZone$ Battlefield', `AddHiddenKeyword$ ${step.rules![0]}`, 'EffectZone$ Command',
    `Description$ ${text[0].toUpperCase()}${text.slice(1)}.`,
  ].join(' | ');
  return { api: 'Effect', params: [['Name', `${ctx.faceName} Effect`], ['StaticAbilities', ctx.svar('STRestrict', stat)]] };
}
