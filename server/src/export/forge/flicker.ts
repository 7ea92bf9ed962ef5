/**
 * "Exile target creature. Return that card to the battlefield under its owner's control at the beginning of the next end
 * step." as Forge's scripts write it: the exile remembers the card (`RememberChanged$ True`), a delayed trigger at the
 * next end step remembers it in turn (`RememberObjects$ Remembered`) and returns it (`Defined$ DelayTriggerRemembered`),
 * and the card's memory is cleared (`Cleanup`). 8 of Forge's 10 scripts of a target so returned spell it this way (the
 * other 2 add a counter or make it enter tapped, which the text says).
 */
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect, StepContext } from './stepContext.js';
import { objectParams } from './stepParams.js';
import { NotScriptable } from './valid.js';

type Flicker = Extract<Step, { do: 'flicker' }>;

/** The exile of a flicker step (the first of its effects); the rest come from `flickerReturn`. */
export function flickerExile(step: Flicker, ctx: StepContext): ForgeEffect {
  // Exiled and returned at once: Forge's 20 scripts of it spell the return 12 ways (`RememberTargets$` or
  // `RememberChanged$`, `Origin$ Exile` or `All`, with or without `IsCloudshift$`, `ForgetOtherTargets$`): none is theirs.
  if (!step.returnAt) throw new NotScriptable('exiling and returning at once (Forge\'s scripts spell it many ways)');
  // Of the card itself, Forge's 2 scripts differ (one returns it through a static delayed trigger).
  if (step.what.ref !== 'target') throw new NotScriptable('exiling the card itself until the next end step');
  // Under your control a card you don't own would need Forge's `GainControl$`, which none of its scripts of it writes.
  const owned = step.what.filter.alts.every((a) => a.props.some((p) => p.is === 'owner' && p.who === 'you'));
  if (step.control === 'you' && !owned) throw new NotScriptable('returning a card under your control at the next end step');
  // Measured on the corpus: of the 4 triggers it would write, 3 differ from Forge's scripts in the trigger's own older
  // spelling (`ValidCard$ Creature.Self`), and Forge's 2 scripts of it in a spell spell it two ways (one remembers the
  // targets and returns `Remembered`): written in activated abilities only.
  if (ctx.inTrigger || ctx.inSpell) throw new NotScriptable(`exiling and returning at the next end step in a ${ctx.inSpell ? 'spell' : 'triggered ability'} (not written yet)`);
  const p: ForgeEffect['params'] = [['Origin', 'Battlefield'], ['Destination', 'Exile']];
  objectParams(step.what, ctx, p);
  // Forge's scripts of it mark the target Mandatory exactly when it is "another target" (4 of 4; none of the 6 others),
  // a trigger's or an activated ability's alike (where it changes nothing: the ability is activated with its target).
  if (step.what.filter.alts.every((a) => a.props.some((x) => x.is === 'other'))) p.push(['Mandatory', 'True']);
  p.push(['RememberChanged', 'True']);
  return { api: 'ChangeZone', params: p };
}

/** After the exile: the delayed trigger that returns the card at the beginning of the next end step, and the cleanup. */
export function flickerReturn(ctx: StepContext): ForgeEffect[] {
  const back = ctx.svar('TrigReturn', 'DB$ ChangeZone | Origin$ Exile | Destination$ Battlefield | Defined$ DelayTriggerRemembered');
  return [
    { api: 'DelayedTrigger', params: [['Mode', 'Phase'], ['Phase', 'End of Turn'], ['Execute', back], ['RememberObjects', 'Remembered'], ['TriggerDescription', 'Return the exiled card to the battlefield.']] },
    { api: 'Cleanup', params: [['ClearRemembered', 'True']] },
  ];
}
