/**
 * "Exile the top card of your library. Until end of turn, you may play that card." in Forge's words, as most of its
 * scripts of it write it: `Mill | Destination$ Exile | RememberMilled$ True`, then an effect in the command zone that
 * remembers those cards and lets its controller play them from exile (`MayPlay$ True`) for the duration; the ability's
 * last step is a `Cleanup` of the card's memory. Of one card, the effect ends as that card leaves exile
 * (`ExileOnMoved$ Exile`); of more (or X), it forgets each card that leaves and ends only when none is left
 * (`ForgetOnMoved$ Exile`): with `ExileOnMoved`, playing one of the cards would end the permission for the others.
 */
import type { Step } from '../../language/effects/types.js';
import { amountOf } from './amountOf.js';
import { type ForgeEffect, type StepContext } from './stepContext.js';

type Impulse = Extract<Step, { do: 'impulse' }>;

/** Forge's `Duration$` of each duration ("until end of turn" is its default). */
const durations: Record<Impulse['duration'], string | undefined> = {
  turn: undefined, endOfYourNextTurn: 'UntilTheEndOfYourNextTurn', untilYourNextTurn: 'UntilYourNextTurn', untilYourNextUpkeep: 'UntilYourNextUpkeep',
};

/** The exile itself: the top cards milled into exile and remembered. */
export function impulseExile(step: Impulse, ctx: StepContext): ForgeEffect {
  return { api: 'Mill', params: [['Defined', 'You'], ['NumCards', amountOf(step.amount, ctx)], ['Destination', 'Exile'], ['RememberMilled', 'True']] };
}

/** What follows the exile: the effect that lets its controller play the remembered cards. */
export function impulsePlay(step: Impulse, ctx: StepContext): ForgeEffect {
  const play = ctx.svar('STPlay', 'Mode$ Continuous | MayPlay$ True | EffectZone$ Command | Affected$ Card.IsRemembered | AffectedZone$ Exile | Description$ You may play remembered card.');
  const duration = durations[step.duration];
  const onMoved = 'n' in step.amount && step.amount.n === 1 ? 'ExileOnMoved' : 'ForgetOnMoved';
  return { api: 'Effect', params: [['RememberObjects', 'RememberedCard'], ['StaticAbilities', play], [onMoved, 'Exile'], ...(duration ? [['Duration', duration] as [string, string]] : [])] };
}

/** The card's memory of the exiled cards cleared, as the ability's last step (after its other steps, as Forge's scripts). */
export const clearRemembered: ForgeEffect = { api: 'Cleanup', params: [['ClearRemembered', 'True']] };
