/**
 * How a step happens, beside what it does (`Step` is what it does and these): "you may", "If you do", "unless … pays",
 * a delayed step, and the conditions that decide whether it happens as it resolves.
 */
import type { Amount, ColorLetter, Filter, Ref } from './objectTypes.js';
import type { EntryCondition, StaticCondition } from './staticTypes.js';
import type { Condition } from './triggerTypes.js';
import type { CostPart } from './types.js';

/** Whether and when a step happens: "you may", "If you do", "unless … pays", a delayed step, a condition as it resolves. */
export type StepModifiers = {
  optional?: boolean;
  /**
   * "Whenever a creature dies, that creature's controller may draw a card.": the player who chooses whether the optional
   * step happens, when it is not you (the player who would do it).
   */
  optionalBy?: Ref;
  /** "You may draw a card. If you do, discard a card.": the step happens only if the "you may" steps before it were done. */
  ifYouDo?: boolean;
  /**
   * "… unless you pay {2}": a cost a player may pay to stop the step; `times`: "unless its controller pays {1} for each card
   * revealed this way (for each card in your graveyard)", "… pays {X}, where X is your devotion to blue" (that much generic
   * mana); `each`: "each opponent sacrifices a permanent unless they pay {1}" —
   * `payer` is the step's players, each of whom may pay for themself; `any`: "unless any player pays {2}" — each player
   * in turn may pay, and one payment is enough (`payer`: each player).
   */
  unless?: { cost: CostPart[]; payer: Ref; times?: Amount; each?: boolean; any?: boolean };
  /** "Draw a card at the beginning of the next turn's upkeep." (603.7a): done by a delayed triggered ability. */
  delayed?: 'nextTurnUpkeep' | 'endOfCombat' | 'nextEndStep';
  /** "If this spell was kicked, draw two cards." (702.33d): the step happens only if the spell was kicked. */
  ifKicked?: boolean;
  /** "If this spell was kicked with its {2}{R} kicker, …" (702.33d): which of its two kicker costs, by its mana symbols. */
  ifKickedWith?: string[];
  /** "If you control a Wizard, draw a card.": the step happens only if you control such objects as it resolves. */
  ifYouControl?: Extract<Condition, { youControl: Filter }>;
  /**
   * "If it's your turn, scry 2.", "If seven or more cards are in your graveyard, …", "If you cast this spell during your
   * main phase, …": the step happens only if the game's state is so as it resolves.
   */
  ifState?: StepState;
  /** "If there are no depletion counters on ~, sacrifice it.": the step happens only if the card itself has no such counters. */
  ifNoCountersOnSelf?: string;
  /** "Sacrifice a creature. If you can't, sacrifice ~.": the step happens only if the sacrifice before it sacrificed nothing. */
  ifNoneSacrificed?: boolean;
  /** "If that creature would die this turn, exile it instead." (614.1a) after the step, of its one target creature. */
  exileIfDies?: boolean;
  /** "If a creature dealt damage this way would die this turn, exile it instead." (614.1a) after the one damage step. */
  exileDamagedIfDies?: boolean;
  /** "A creature dealt damage this way can't be regenerated this turn." (701.19c) after the one damage step to one target. */
  noRegenerateDamaged?: boolean;
  /** "Then if it has three or more +1/+1 counters on it, sacrifice ~.": the step happens only if that object has so many. */
  ifCountersOn?: { what: Ref; counter: string; atLeast: number };
  /** "Put a +1/+1 counter on equipped creature if it's blue.": the step happens only if its object has that colour as it resolves. */
  ifItsColor?: { what: Ref; color: ColorLetter };
  /** "If that land was a snow land, …": the step happens only if the target a step before chose is of that kind. */
  ifThatIs?: { what: Ref; is: Filter; was?: true; permanent?: true };
  /**
   * "Target creature gets -1/-1 until end of turn. Threshold — If seven or more cards are in your graveyard, instead
   * destroy that creature.": one of two ways the effect goes as it resolves (614.1a). `replaced`: a step of the sentence
   * before, done only if the condition does not hold; otherwise a step done instead, only if it holds.
   */
  instead?: { condition: StaticCondition | EntryCondition | { youControlEach: Filter[] }; replaced: boolean };
};

/**
 * A condition on the game's state before a sentence of steps: one of a static ability's "as long as" conditions, or a
 * spell's own "you cast this spell during your main phase" (addendum); `presence`: "if you revealed a Dragon card or
 * controlled a Dragon as you cast this spell" (its optional reveal); `youControlEach`: "if you control a blue permanent
 * and a black permanent", one of each kind (each you control).
 */
export type StepState = StaticCondition | { castInMainPhase: true } | { castFromGraveyard: true } | { presence: string } | { youControlEach: Filter[] };
