/**
 * "Look at the top card of your library. If it's a land card, you may reveal it and put it into your hand." in Forge's
 * words, as all 3 of its scripts of these words write it: `PeekAndReveal | PeekAmount$ 1 | RevealValid$ … |
 * RevealOptional$ True | RememberRevealed$ True`, then a `ChangeZone` of the top card to the hand when the remembered
 * (revealed) card is of that kind; the ability's last step is a `Cleanup` of the card's memory.
 */
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect } from './stepContext.js';
import { validOf } from './valid.js';

type PeekToHand = Extract<Step, { do: 'peekToHand' }>;

/** The look: the top card, revealed if the player chooses and it is of the kind, and remembered. */
export function peekAndReveal(step: PeekToHand): ForgeEffect {
  return { api: 'PeekAndReveal', params: [['PeekAmount', '1'], ['RevealValid', validOf(step.filter, false, { bareInZone: true })], ['RevealOptional', 'True'], ['RememberRevealed', 'True']] };
}

/** The move: the top card put into the hand when a card of the kind was revealed. */
export function revealedToHand(step: PeekToHand): ForgeEffect {
  const valid = validOf(step.filter, false, { bareInZone: true });
  return { api: 'ChangeZone', params: [['Defined', 'TopOfLibrary'], ['Origin', 'Library'], ['Destination', 'Hand'], ['ConditionDefined', 'Remembered'], ['ConditionPresent', valid], ['ConditionCompare', 'EQ1']] };
}
