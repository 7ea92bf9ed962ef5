/**
 * "Exile target creature until ~ leaves the battlefield" (610.3c) in Forge's words: the exile happens only while the card
 * is still on the battlefield (`ConditionPresent$ Card.Self`), and an effect in the command zone remembers the exiled
 * card, with a trigger that returns it under its owner's control when the card (imprinted on the effect) leaves.
 */
import type { ForgeEffect, StepContext } from './stepContext.js';

/** The sub-ability that follows the exile step: the effect that returns the exiled card. */
export function returnWhenSelfLeaves(ctx: StepContext): ForgeEffect {
  const exileEffect = ctx.svar('DBExileEffect', 'DB$ ChangeZone | Origin$ Command | Destination$ Exile | Defined$ Self');
  const trigReturn = ctx.svar('DBReturnExiled', `DB$ ChangeZoneAll | Origin$ Exile | Destination$ Battlefield | ChangeType$ Card.IsRemembered | SubAbility$ ${exileEffect}`);
  const comeBack = ctx.svar(
    'ReturnOnLeaving',
    `Mode$ ChangesZone | Origin$ Battlefield | Destination$ Any | ValidCard$ Card.IsImprinted | Execute$ ${trigReturn} | TriggerZones$ Command | TriggerController$ TriggeredCardController | Static$ True | TriggerDescription$ The exiled card returns to the battlefield when EFFECTSOURCE leaves it.`,
  );
  return {
    api: 'Effect',
    params: [
      ['Triggers', comeBack], ['RememberObjects', 'Targeted'], ['ImprintCards', 'Self'], ['SVars', `${trigReturn},${exileEffect}`],
      ['ConditionPresent', 'Card.Self'], ['Duration', 'Permanent'], ['ForgetOnMoved', 'Exile'],
    ],
  };
}
