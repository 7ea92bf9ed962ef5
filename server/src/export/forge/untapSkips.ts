/**
 * "Lands you control don't untap during your next untap step" in Forge's words, as its 3 scripts of it write it: an
 * effect in the command zone named after the card, for good (`Duration$ Permanent`), whose static gives every such
 * permanent the hidden keyword of skipping its next untap (so one that comes later is held too), and which exiles itself
 * as your untap step begins (a static `Phase` trigger).
 */
import { describeStep } from '../../language/effects/describe.js';
import { skipNextUntap } from '../../language/effects/turnRestrictions.js';
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect, StepContext } from './stepContext.js';
import { NotScriptable, validOf } from './valid.js';

/** The `Effect` of a `skipNextUntapAll` step. */
export function untapSkipsEffect(step: Extract<Step, { do: 'skipNextUntapAll' }>, ctx: StepContext): ForgeEffect {
  if (!ctx.faceName) throw new NotScriptable('an effect named after a card without a name');
  const text = describeStep(step);
  const exile = ctx.svar('ExileEffect', 'DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile');
  const remove = ctx.svar('RemoveEffect', `Mode$ Phase | Phase$ Untap | ValidPlayer$ You | TriggerZones$ Command | Static$ True | Execute$ ${exile}`);
  const stat = ctx.svar('DontUntap', `Mode$ Continuous | EffectZone$ Command | AffectedZone$ Battlefield | Affected$ ${validOf(step.filter)} | AddHiddenKeyword$ ${skipNextUntap} | Description$ ${text[0].toUpperCase()}${text.slice(1)}.`);
  return { api: 'Effect', params: [['StaticAbilities', stat], ['Triggers', remove], ['SVars', exile], ['Duration', 'Permanent'], ['Name', `${ctx.faceName} Effect`]] };
}
