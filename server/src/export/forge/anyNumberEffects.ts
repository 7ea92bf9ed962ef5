/**
 * "Tap (sacrifice, reveal) any number of …" in Forge's words: the chosen objects remembered (`Remembered$Amount` counts
 * them for a later step) until a `Cleanup` ends the ability.
 */
import type { Step } from '../../language/effects/types.js';
import { amountOf } from './amountOf.js';
import type { ForgeEffect, StepContext } from './stepContext.js';
import { NotScriptable, validOf } from './valid.js';

/** The effect of a `tapAny`, `sacrificeAny` or `revealAny` step. */
export function anyNumberEffect(step: Extract<Step, { do: 'tapAny' | 'sacrificeAny' | 'revealAny' }>, ctx: StepContext): ForgeEffect {
  switch (step.do) {
    case 'tapAny': {
      // Forge's scripts of it (4 of 4): the player chooses among them (`ChooseCard`, at most as many as they control,
      // tapped or not), the card remembers the chosen, a `Tap` of them follows (abilities.ts) and a `Cleanup` ends the ability.
      const all = { ...step.filter, alts: step.filter.alts.map((a) => ({ ...a, props: a.props.filter((p) => p.is !== 'state') })) };
      return { api: 'ChooseCard', params: [['Defined', 'You'], ['MinAmount', '0'], ['Amount', amountOf({ count: 'objects', filter: all }, ctx)], ['Choices', validOf(step.filter)], ['ChoiceZone', 'Battlefield'], ['RememberChosen', 'True']] };
    }
    case 'sacrificeAny': {
      // Forge's scripts of it (3 of 3): an optional Sacrifice of up to every such permanent you control, remembered (their
      // number is `Remembered$Amount`) until a `Cleanup` ends the ability.
      if (step.filter.alts.some((a) => a.props.some((p) => p.is === 'controller'))) throw new NotScriptable('sacrificing any number of permanents named with their controller');
      const yours = { ...step.filter, alts: step.filter.alts.map((a) => ({ ...a, props: [...a.props, { is: 'controller' as const, who: 'you' as const }] })) };
      return { api: 'Sacrifice', params: [['Defined', 'You'], ['Amount', amountOf({ count: 'objects', filter: yours }, ctx)], ['SacValid', validOf(step.filter)], ['RememberSacrificed', 'True'], ['Optional', 'True']] };
    }
    case 'revealAny':
      // Forge's scripts of it (7 of 7): the cards revealed are remembered (`Remembered$Amount` counts them), forgotten by a
      // `Cleanup` after the ability's last step.
      return { api: 'Reveal', params: [['Defined', 'You'], ['RevealValid', validOf({ alts: step.filter.alts })], ['AnyNumber', 'True'], ['RememberRevealed', 'True']] };
  }
}
