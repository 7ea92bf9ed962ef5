/**
 * "Look at the top card of your library. If it's a land card, you may reveal it and put it into your hand." in Forge's
 * words, as all 3 of its scripts of these words write it: `PeekAndReveal | PeekAmount$ 1 | RevealValid$ … |
 * RevealOptional$ True | RememberRevealed$ True`, then a `ChangeZone` of the top card to the hand when the remembered
 * (revealed) card is of that kind; the ability's last step is a `Cleanup` of the card's memory.
 */
import type { Step } from '../../language/effects/types.js';
import type { ForgeEffect, Params, StepContext } from './stepContext.js';
import { NotScriptable, validOf } from './valid.js';

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

type RevealTopIf = Extract<Step, { do: 'revealTopIf' }>;

/**
 * "Reveal the top card of your library. If it's a land card, ~ gets +1/+1 until end of turn." as all 3 of Forge's scripts
 * of it in an activated ability write it: a `Dig` that moves nothing (`NoMove$ True`, the card kept on top) and remembers
 * the revealed card, then each step of the sentence done only if the remembered card is of the kind (`ConditionDefined$
 * Remembered | ConditionPresent$ Card.Land | ConditionCompare$ GE1`); the ability's last step is a `Cleanup` of the card's
 * memory. In a trigger or a spell, not written yet (Forge's scripts there spell the condition other ways).
 */
export function revealedIfEffects(step: RevealTopIf, ctx: StepContext, effectsOf: (steps: Step[], ctx: StepContext) => ForgeEffect[]): ForgeEffect[] {
  if (ctx.inTrigger || ctx.inSpell || ctx.inSub) throw new NotScriptable('revealing the top card and doing something if it is of a kind, outside an activated ability (not written yet)');
  const dig: ForgeEffect = { api: 'Dig', params: [['DigNum', '1'], ['Reveal', 'True'], ['DestinationZone', 'Library'], ['LibraryPosition', '0'], ['LibraryPosition2', '0'], ['NoMove', 'True'], ['RememberRevealed', 'True']] };
  const then = effectsOf(step.then, { ...ctx, inSub: true, inMode: false, top: false });
  // The kind as a card's (`Card.Land`, `Card.Artifact,Card.Creature`), as Forge's conditions on a remembered card name it;
  // any card at all is `Card`.
  const kind = validOf(step.filter).split(',').map((v) => (v === 'Card' || v.includes('.') ? v : `Card.${v}`)).join(',');
  const condition: Params = [['ConditionDefined', 'Remembered'], ['ConditionPresent', kind], ['ConditionCompare', 'GE1']];
  for (const e of then) {
    if (e.api === 'Cleanup' || e.params.some(([k]) => k.startsWith('Condition'))) throw new NotScriptable('a step with a condition of its own after a revealed top card');
    // The card's own bonus: its 3 scripts write the numbers unsigned (`NumAtt$ 1`, not `+1`; the same number to Forge).
    if (e.api === 'Pump') e.params = e.params.map(([k, v]) => (k === 'NumAtt' || k === 'NumDef' ? [k, v.replace(/^\+/, '')] : [k, v]));
    e.params.push(...condition);
  }
  return [dig, ...then];
}

type RevealSharingType = Extract<Step, { do: 'revealSharingType' }>;

/**
 * Kinship ("… If it shares a creature type with ~, you may reveal it. If you do, each opponent loses 2 life.") as all 4
 * of Forge's scripts of it write it: a `PeekAndReveal` of the top card revealed only if it shares a creature type with
 * the card (`RevealValid$ Card.sharesCreatureTypeWith | RevealOptional$ True`) and remembered, then each step done only
 * if a card was remembered (`ConditionDefined$ Remembered | ConditionPresent$ Card | ConditionCompare$ EQ1`); the
 * ability's last step is a `Cleanup` of the card's memory. "Each opponent" in those steps is not written yet: the 3
 * scripts of it spell it two ways (`Defined$ Opponent` 2, `Player.Opponent` 1; measured, 1 equivalent and 2 wrong).
 */
export function revealedSharingEffects(step: RevealSharingType, ctx: StepContext, effectsOf: (steps: Step[], ctx: StepContext) => ForgeEffect[]): ForgeEffect[] {
  const peek: ForgeEffect = { api: 'PeekAndReveal', params: [['PeekAmount', '1'], ['RevealValid', 'Card.sharesCreatureTypeWith'], ['RevealOptional', 'True'], ['RememberRevealed', 'True']] };
  const then = effectsOf(step.then, { ...ctx, inSub: true, inMode: false, top: false });
  for (const e of then) {
    if (e.api === 'Cleanup' || e.params.some(([k]) => k.startsWith('Condition'))) throw new NotScriptable('a step with a condition of its own after a card revealed for kinship');
    if (e.params.some(([k, v]) => k === 'Defined' && v === 'Player.Opponent')) throw new NotScriptable('"each opponent" after a card revealed for kinship (not written yet: Forge\'s scripts of it spell it two ways)');
    e.params.push(['ConditionDefined', 'Remembered'], ['ConditionPresent', 'Card'], ['ConditionCompare', 'EQ1']);
  }
  return [peek, ...then];
}
