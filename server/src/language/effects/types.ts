/**
 * The effect model: what each ability of a card does, read from its rules text. An ability is
 * read whole or not at all: a phrase the reader does not know makes the ability `unknown` (with
 * the words it stopped at), never a guess. Built on demand (export, hover, explain), never with
 * the card.
 */
import type { AbilityModel } from '../model/cardModel.js';
import type { Amount, Filter, Ref, Zone } from './objectTypes.js';
import type { Continuous, CostChange, EntryChoice, EntryCondition, StaticCondition, TappedUnless } from './staticTypes.js';
import type { Step } from './stepTypes.js';
import type { Condition, Trigger } from './triggerTypes.js';

export type * from './objectTypes.js';
export type * from './stepTypes.js';
export type * from './stepModifiers.js';
export type * from './triggerTypes.js';
export type * from './staticTypes.js';

/** A keyword ability as the model reads it: the rules name, its parameter and its cost. */
export interface KeywordEffect {
  name: string;
  /** `creature` for `Enchant creature`, `3` for `Bushido 3`, `from red`, `Swamp` for swampcycling. */
  parameter?: string;
  /** Mana symbols of a mana cost (`1`, `R`), when the keyword has one. */
  mana?: string[];
  /** Each of several mana costs (`Kicker {2}{U} and/or {1}{B}`). */
  costs?: string[][];
  /** Any other cost, as written (`Pay 2 life`). */
  costText?: string;
  /** A cycling variant: `basic land`, `Swamp`, … (702.29e); `any` for plain cycling. */
  variant?: string;
  /** The rules' keyword a set's own keyword works as, its reminder text saying the same (`Flashback` for a graveyard cast
   * "for its … cost. Then exile it."). */
  actsAs?: string;
  /** Presence: another ability of the card checks whether the card was revealed (a `presence` condition). */
  checked?: boolean;
}

/** A part of an activated ability's cost. */
export type CostPart =
  | { pay: 'mana'; symbols: string[] }
  | { pay: 'tap' | 'untap' }
  | { pay: 'life'; amount: number }
  /** "have an opponent gain 3 life" (an alternative cost, 118.9): an opponent of your choice gains that much. */
  | { pay: 'opponentGainsLife'; amount: number }
  /** "… unless that player has ~ deal 5 damage to them" (an "unless" cost only): the card deals that much damage to the payer. */
  | { pay: 'damageYou'; amount: number }
  /** `words`: what the text sacrifices, as it says it (`another creature`). */
  | { pay: 'sacrifice'; what: Ref; amount: number; words?: string }
  /** `self`: "Discard ~" (channel, bloodrush: the ability works in your hand). */
  | { pay: 'discard'; filter: Filter; amount: number; random?: boolean; hand?: boolean; self?: true }
  /** `Exile ~ (from your graveyard / hand)`, `Exile two creature cards from your graveyard` (the filter says the zone). */
  | { pay: 'exile'; what: Ref; amount: number; from?: 'graveyard' | 'hand' }
  /** "Exile the top card (two cards) of your library" (a cost: those cards, whatever they are). */
  | { pay: 'exileTop'; amount: number }
  /** "Put the top card (two cards) of your library into your graveyard" (a cost: those cards milled, 701.13). */
  | { pay: 'millTop'; amount: number }
  | { pay: 'removeCounters'; counter: string; amount: number | 'X' }
  /** "Put a -1/-1 counter on ~" / "… on a creature you control" (a cost: counters put on the card or on one you choose). */
  | { pay: 'addCounters'; counter: string; amount: number; on?: Filter }
  | { pay: 'tapUntapped'; filter: Filter; amount: number }
  | { pay: 'return'; filter: Filter; amount: number; words?: string }
  | { pay: 'loyalty'; amount: number | 'X' }
  | { pay: 'energy'; amount: number };

/** When a spell may be cast: whose turn, and which part of it. */
export interface CastTiming {
  turn?: 'yours' | 'opponents';
  /** `combat`; before or after blockers are declared (in combat, or from the turn's start); one combat step. */
  during?: 'combat' | 'combatBeforeBlockers' | 'combatAfterBlockers' | 'declareAttackers' | 'declareBlockers' | 'beforeAttackers' | 'beforeBlockers';
  /** "Cast this spell only if you control two or more Vampires": objects you control as it is cast. */
  ifYouControl?: Extract<Condition, { youControl: Filter }>;
  /** "… during the declare attackers step and only if you've been attacked this step" (506.2: attacked by a player's creatures). */
  attackedThisStep?: true;
}

/** Limits on when an activated ability may be activated. */
export interface Restrictions {
  sorcerySpeed?: boolean;
  oncePerTurn?: boolean;
  /** "Activate no more than twice (three times…) each turn": how many times. */
  timesPerTurn?: number;
  /**
   * Activated only during your turn, your upkeep, or your turn before attackers are declared; during any upkeep, combat,
   * the declare blockers or end of combat step; before blockers are declared or before the combat damage step.
   */
  during?: 'yourTurn' | 'yourUpkeep' | 'yourTurnBeforeAttackers' | 'upkeep' | 'combat' | 'declareBlockers' | 'endOfCombat' | 'beforeBlockers' | 'beforeCombatDamage';
  /** Activated from a zone other than the battlefield (`Return ~ from your graveyard`). */
  zone?: Zone;
  /** `Activate only if you control a Wizard` / `if ~ is attacking` / `if seven or more cards are in your graveyard`. */
  onlyIf?: StaticCondition;
  /** `Any player may activate this ability.` (602.1: its activator, not its controller, is "you"). */
  anyPlayer?: boolean;
}

/** What one ability does: its kind, trigger, cost, steps or continuous effects; or what stopped the reader. */
export interface AbilityEffect {
  ability: AbilityModel;
  kind: 'spell' | 'activated' | 'loyalty' | 'triggered' | 'static' | 'keyword' | 'replacement' | 'mana' | 'aura' | 'chapter';
  /** A Saga's chapter ability (714.2): the chapter numbers it has (`I, II —` is 1 and 2). */
  chapters?: number[];
  trigger?: Trigger;
  cost?: CostPart[];
  /** An instant's or sorcery's additional cost (601.2f): "As an additional cost to cast this spell, sacrifice a creature." */
  additionalCost?: CostPart[];
  /** A triggered ability's "you may pay {cost}. If you do, …": the cost, paid as the ability resolves. */
  payToDo?: CostPart[];
  /** "you may pay {2}{R}. When you do, …" (603.12): the steps are a reflexive trigger's, its targets chosen after paying. */
  reflexive?: true;
  /** An instant's or sorcery's lines read as one spell ability: their text, line after line. */
  spellText?: string;
  /** An instant's or sorcery's "Cast this spell only during combat / on an opponent's turn…" (a line of its own). */
  castOnly?: CastTiming;
  /**
   * An instant's or sorcery's alternative cost while you control an object of a kind (118.9): "If you control a Plains, you
   * may tap an untapped creature you control rather than pay this spell's mana cost." (a line of its own).
   */
  altCost?: { cost: CostPart[]; ifYouControl: Extract<Condition, { youControl: Filter }> };
  restrictions?: Restrictions;
  steps?: Step[];
  /** A modal ability: how many modes are chosen, and each mode's steps. */
  modes?: { min: number; max: number; choices: Step[][] };
  continuous?: Continuous[];
  /** A static ability that changes what spells cost. */
  costChange?: CostChange;
  keyword?: KeywordEffect;
  /** "You may exert ~ as it attacks" (701.43): the choice offered as it attacks (with its "When you do" trigger, if any). */
  exert?: true;
  /** Replacement effects cardtext recognises (`enters tapped`, `enters with counters`, X of them paid with its cost). */
  replacement?: {
    entersTapped?: boolean; tappedUnless?: TappedUnless; choose?: EntryChoice;
    /**
     * "enters with two +1/+1 counters on it" (614.1c): only if it was kicked, or if something happened this turn; "with a
     * +1/+1 counter on it for each Gate you control" (`forEach`: one counter for each object counted as it enters).
     */
    counters?: { counter: string; amount: number | 'X'; ifKicked?: boolean; ifThisTurn?: EntryCondition; forEach?: Amount };
    /**
     * "Prevent all (combat / noncombat) damage that would be dealt to you" (615.1a): combat damage only, noncombat only, or
     * all; "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (to the card, then a counter).
     */
    prevent?: { to: 'you'; combat?: boolean } | { to: 'self'; removeCounter: string }
      /** "Prevent all (combat) damage that would be dealt to ~ by enchanted creatures" (615.1a: of those sources only). */
      | { to: 'selfBy'; by: Filter; combat?: boolean }
      /** "Prevent all damage that would be dealt to enchanted creature by sources of the chosen color" (an Aura's). */
      | { to: 'enchanted'; by: Filter }
      /**
       * "If damage would be dealt to ~, prevent that damage. Put a -1/-1 counter on ~ for each 1 damage prevented this way."
       * (`put`), "… prevent that damage and remove that many +1/+1 counters from it." (`remove`): counters on the object the
       * damage would have been dealt to, as many as the damage.
       */
      | { to: 'perDamage'; what: { ref: 'self' }; counter: string; action: 'put' | 'remove' }
      /** "Prevent all noncombat damage that would be dealt to creatures you control / to equipped creature" (615.1a). */
      | { to: 'others'; what: { ref: 'equipped' } | { ref: 'each'; filter: Filter }; combat: false };
    /**
     * "You may have ~ enter the battlefield as a copy of any creature on the battlefield" (707.5, 614.1c): what it may copy,
     * and the exceptions to the copy (707.9b): "except it's 7/7" (its base P/T), "… it has haste", "… it's a Ninja in
     * addition to its other creature types".
     */
    clone?: { filter: Filter; power?: number; toughness?: number; keywords?: string[]; addTypes?: string[] };
  };
  /** A keyword the set invents, read through its reminder text (its kind, cost and steps are the reminder's). */
  fromReminder?: boolean;
  /** For an Aura: what it can enchant (`creature`, `land you control`). */
  enchant?: Filter;
  /** A leveler's level band (711.2): its levels and P/T; the abilities after it up to the next band are its own. */
  level?: { min: number; max?: number; power?: string; toughness?: string };
  /** For an ability printed inside a level band: that band's marker. */
  band?: AbilityEffect;
  /** Set when the reader could not read the ability: the words where it stopped, and why. */
  unknown?: { text: string; reason: string };
  /** Reminder-only or a line with nothing to do (a level band marker): nothing to play. */
  nothing?: boolean;
  /**
   * A rule of deck building, nothing in a game: "A deck can have any number of cards named ~." (100.2a) or "~ can be your
   * commander." (903.3d).
   */
  deckRule?: 'anyNumber' | 'commander';
  /** "If ~ is in your opening hand, you may begin the game with it on the battlefield." (103.6a): before the first turn. */
  openingHand?: 'beginOnBattlefield';
}

/** The effect model of one card: each face's abilities, in text order. */
export interface CardEffects {
  faces: AbilityEffect[][];
}
