/**
 * What the Forge compiler knows while it writes an ability's steps (`StepContext`) and the shape of one written effect.
 * Amounts as Forge says them (a number, or an SVar that counts) are in amountOf.ts.
 */
import type { CostPart, Step } from '../../language/effects/types.js';

/** A parameter list in the order written (`Key$ Value`). */
export type Params = [string, string][];

/** One Forge effect: its API and parameters. */
export interface ForgeEffect {
  api: string;
  params: Params;
}

/** What the compiler knows while it writes one ability. */
export interface StepContext {
  /** The `Defined$` word for "that creature" of the trigger (`TriggeredCard`, `TriggeredAttacker`…), if any. */
  triggered?: string;
  /** The word for "that player" of the trigger (`TriggeredPlayer`, `TriggeredTarget`). */
  triggeredPlayer?: string;
  /** True in a beginning-of-step trigger whose "that player" is the player whose step it is (Forge's active player). */
  activePlayer?: boolean;
  /** Forge's word for "that player" paying an `unless` cost, when not `triggeredPlayer` (`EnchantedController`). */
  triggeredPayer?: string;
  /** True in a triggered ability's effect (Forge's scripts write some parameters differently there). */
  inTrigger: boolean;
  /** True for the first effect of an `A:` line (the spell or activated ability itself, not a sub-ability). */
  top: boolean;
  /** A trigger's effect that is an ability with a cost ("you may pay {1}. If you do, …"): its first step is written as an activated ability's. */
  paid?: boolean;
  /** True in a spell: the card itself is on the stack as it resolves. */
  inSpell: boolean;
  /** A spell's two kicker costs (`Kicker {2}{R} and/or {3}{U}`), in its keyword's order: Forge's `Kicked 1`, `Kicked 2`. */
  kickers?: string[][];
  /** True in the effect of a trigger at the beginning of each end step ("the end step"). */
  endStep?: boolean;
  /** True in the effect of a trigger at the beginning of a step or phase (the card itself on the battlefield, 603.2). */
  atStep?: boolean;
  /** In a trigger that checks the count of "a … or … permanent" its steps compare (eachOfPair.ts). */
  eachOfPair?: boolean;
  /** True in the effect of a trigger on an event of the card itself on the battlefield ("enters", "attacks"). */
  selfOnBattlefield?: boolean;
  /** True in a loyalty ability costing −X. */
  loyaltyX?: boolean;
  /** Forge's word for "you" here when not `You` (`TriggeredCardController` when the card itself died). */
  you?: string;
  /** True when the effect needs the card itself still on the battlefield as it resolves (another creature died). */
  selfPresent?: boolean;
  /** The card has an ability of removing its last counter (see `FaceInfo.lastCounterTrigger`). */
  lastCounterTrigger?: boolean;
  /** True in an optional trigger's effect ("you may …"). */
  optional?: boolean;
  /** Forge's word for "defending player" here (`TriggeredDefendingPlayer` in an attack trigger). */
  defending?: string;
  /** Forge's word for what "that player" of the trigger controls, counted, when not the active player's (`DefenderCtrl`). */
  thatPlayerCtrl?: string;
  /**
   * True in a trigger of the card itself attacking: what defending player controls, counted, is Forge's `DefenderCtrl`
   * (`Count$Valid Land.DefenderCtrl`, as Forge's one script of it). Of every such object (`ValidCards$ Creature.DefenderCtrl`,
   * 4 of 4) and of a target (`ValidTgts$ Creature.DefenderCtrl`, 16 of 16 with `AttackerUnblocked`) not written yet
   * but for the card's own damage (`defenderTarget`) —
   * measured again, +2 equivalent and +1 wrong, and +3 equivalent and +6 wrong: the attack triggers' own two-way
   * spellings (`TriggerZones$` of a tap, 4 of Forge's 10, of a `DamageAll` 2 of 3, of a bounce 6 of 9; `Creature.Self`;
   * `Defined$ Self` of another step) come out wrong.
   */
  defenderCtrl?: boolean;
  /**
   * True where `defenderCtrl` is and the trigger does one thing: its damage from the card itself to a target defending
   * player controls is written (`ValidTgts$ Creature.DefenderCtrl`; the one two-step script of it, an exchange of damage,
   * names the card otherwise).
   */
  defenderTarget?: boolean;
  /**
   * True in a mode of a modal ability (a `Charm` choice): its first effect stands for the ability as an ability's own
   * line does (Forge's scripts of a mode that puts counters on the card leave `Defined$ Self` out, 3 of 3).
   */
  inMode?: boolean;
  /**
   * True in a mode of a modal ability that can be chosen with another mode that has a target: Forge chains the chosen
   * modes as sub-abilities, and its `TargetUnique$` keeps a target other than those of the other modes too.
   */
  otherModeTargets?: boolean;
  /** True where every step is a sub-ability (a mode of a modal spell, under Forge's `Charm`; what a mana ability does besides adding mana). */
  inSub?: boolean;
  /**
   * Where the card itself is when its trigger resolves, if not on the battlefield (`When ~ dies, return it …`; "At the
   * beginning of your upkeep, if ~ is in your graveyard (the command zone), exile it").
   */
  selfZone?: 'Graveyard' | 'Command';
  /**
   * True in a trigger that does not trigger from the battlefield: of the card itself cast (on the stack), cycled or
   * discarded, put into a graveyard from the library, in a graveyard or the command zone. A leaves-the-battlefield
   * trigger ("when ~ dies") is the permanent's own (603.10a) and is not one.
   */
  selfOffBattlefield?: boolean;
  /** Forge's word for the card itself in `selfZone`, when not the trigger's `TriggeredCard` (`Self` of a step's trigger). */
  selfZoneDefined?: string;
  /** A trigger on the card itself entering the battlefield. */
  selfEntered?: boolean;
  /** A trigger on an object (the card itself or another) entering the battlefield. */
  entered?: boolean;
  /** A trigger whose return of the card itself from the graveyard Forge's scripts name (`Defined$ Self`; see zoneSteps.ts). */
  namesReturnedSelf?: boolean;
  /** A trigger on a permanent tapped for mana (its mana, a mana ability of its own, 605.1b). */
  tappedForMana?: boolean;
  /** The card itself was sacrificed to pay the ability's cost: its characteristics are as it last existed. */
  selfSacrificed?: boolean;
  /** An activated ability activated from the card's hand (bloodrush, channel). */
  fromHand?: boolean;
  /** The ability's own cost sacrificed an object: "the sacrificed creature's power" is Forge's `Sacrificed$`. */
  costSacrificed?: boolean;
  /** The card's own activated ability has {T} in its cost ("… and ~ remains tapped" begins with the card tapped). */
  costTapped?: boolean;
  /** The amount of a mana ability's mana ("Add an amount of {B} equal to the sacrificed artifact's mana value"). */
  manaAmount?: boolean;
  /** Where the trigger's object is when the trigger resolves, if it left the battlefield (another creature died). */
  triggeredZone?: 'Graveyard';
  /** The id of the target spell a step counters whose mana value a later step counts (Forge's `Count$RememberedNumber`). */
  counteredValue?: number;
  /** True when the ability's cost pays X (a spell or activated ability with {X}). */
  xPaid: boolean;
  /** Set once "X target …" is written: X is then the number of targets chosen (`SVar:X:Targeted$Amount`), shared by
   * every step of the ability. */
  xTargeted?: { done: boolean };
  /** Target ids already written (a later step names them `Targeted`). */
  declared: Set<number>;
  /** Target ids an earlier step moved off the battlefield (destroyed, exiled, returned, sacrificed), with the step's verb. */
  gone: Map<number, Step['do']>;
  /** Forge's `Cost$` words for a cost (an `unless` cost is written like an ability's cost). */
  cost?: (parts: CostPart[]) => string;
  /** True where Forge's scripts count permanents on the battlefield as `Count$Valid …` only (statics, mana abilities). */
  countsValid?: boolean;
  /** The face's name (Forge's scripts name an effect the spell creates after it: `Name$ Foo Effect`). */
  faceName?: string;
  /** Adds an SVar holding `value` and returns its name. */
  svar(base: string, value: string): string;
}

/** Forge's colour names of the model's colour letters (`W` → `White`), the filters' table. */
export { colorNames as colorWords } from './valid.js';

