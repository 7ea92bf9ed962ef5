/**
 * The effect model's objects and amounts: the conditions on an object (`Property`), a kind of object (`Filter`), who or
 * what a step acts on (`Ref`: the card itself, a target, each object of a kind, a player), amounts and durations.
 * Re-exported by types.ts.
 */
import type { EntryCondition } from './staticTypes.js';
import type { StepState } from './stepModifiers.js';

/** A colour letter of WUBRG. */
export type ColorLetter = 'W' | 'U' | 'B' | 'R' | 'G';

/** One condition on an object (all of an alternative's conditions hold together). */
export type Property =
  | { is: 'color'; color: ColorLetter; not?: boolean }
  | { is: 'colorless' | 'multicolored' | 'monocolored'; not?: boolean }
  | { is: 'type'; type: string; not?: boolean }
  | { is: 'supertype'; type: string; not?: boolean }
  /** `thatPlayer`: "they control" / "that player controls", of a trigger's player (read in counts only). */
  /** `targetOrController`: "that player or that planeswalker's controller" after a target player or planeswalker. */
  | { is: 'controller'; who: 'you' | 'opponent' | 'notYou' | 'target' | 'thatPlayer' | 'defending' | 'targetOrController' }
  | { is: 'owner'; who: 'you' | 'opponent' }
  | { is: 'other' }
  | { is: 'state'; state: 'tapped' | 'untapped' | 'attacking' | 'blocking' | 'token' | 'nontoken' | 'unblocked' | 'blocked' | 'enchanted' | 'face-down' }
  | { is: 'keyword'; keyword: string; not?: boolean }
  | { is: 'stat'; stat: 'power' | 'toughness' | 'manaValue'; cmp: 'LE' | 'GE' | 'EQ' | 'LT' | 'GT'; value: number | 'X' }
  | { is: 'counter'; counter: string }
  /** "with a counter on it": a counter of any kind (Forge: `HasCounters`). */
  | { is: 'anyCounter' }
  /** "(an Aura) attached to a creature [you control]" (303.4): what it is attached to. */
  | { is: 'attachedTo'; noun: 'Creature' | 'Permanent'; yours?: true }
  /** "historic" (700.6): an artifact, a legendary object or a Saga. */
  | { is: 'historic' }
  /** "of the chosen type": the creature type chosen as the permanent entered (614.12). */
  | { is: 'chosenType' }
  /** "of the chosen color": the color chosen as the permanent entered (614.12). */
  | { is: 'chosenColor' }
  /** "dealt damage by ~ this turn": a creature the card itself dealt damage to this turn. */
  | { is: 'damagedBySelf' }
  /** "blocking ~": a creature blocking the card itself (509.1). */
  | { is: 'blockingSelf' }
  /** "(enchanted creature and other creatures) that share a creature type with it": with the enchanted creature, it too. */
  | { is: 'sharesTypeWithEnchanted' }
  /** "target creature ~ is blocking" / "target creature it's blocking": a creature the card itself blocks (509.1). */
  | { is: 'blockedBySelf' }
  /** "(an Aura or Equipment) attached to ~": attached to the card itself (303.4, 301.5). */
  | { is: 'attachedToSelf' }
  /** "that was dealt damage this turn" / "that dealt damage this turn": damage dealt to it, or by it, this turn. */
  | { is: 'damagedThisTurn' | 'dealtDamageThisTurn' }
  /** "that dealt damage to you this turn": a source of damage dealt to you this turn. */
  | { is: 'dealtDamageToYouThisTurn' }
  /** "that entered the battlefield this turn": a permanent that came onto the battlefield this turn (603.6a). */
  | { is: 'enteredThisTurn' }
  /** "named ~": a card with the card's own name (201.2). */
  | { is: 'namedSelf' }
  /** "named Sphinx Sovereign": a card with that name (201.2), as the text spells it. */
  | { is: 'named'; name: string }
  /** "with the greatest power among creatures on the battlefield" (tied ones each qualify). */
  | { is: 'greatestPower' };

/** One kind of object a filter accepts: a noun (card type, subtype, `Permanent`, `Card`, `Spell`, `Player`…) and conditions. */
export interface Alternative {
  /** `Creature`, `Artifact`, `Permanent`, `Card`, `Spell`, `Player`, `Opponent`, or a subtype (`Goblin`). */
  noun: string;
  props: Property[];
}

/** What objects or players a phrase accepts: any of its alternatives (`artifact or enchantment`). */
export interface Filter {
  alts: Alternative[];
  /** The zone the objects are in when not the battlefield (cards in a graveyard, spells on the stack). */
  zone?: Zone;
  /** Whose zone (`your graveyard`, `a graveyard`; `single`: "target cards from a single graveyard", all of one player's). */
  zoneOwner?: 'you' | 'any' | 'opponent' | 'target' | 'single' | /** "in the chosen player's graveyard" (of a characteristic-defining count only). */ 'chosenPlayer';
  /** The text names the objects in the plural (`creatures`, `Elves`): "every such object" when no determiner says otherwise. */
  plural?: boolean;
}

export type Zone = 'battlefield' | 'graveyard' | 'hand' | 'library' | 'exile' | 'stack';

/** An amount: a number, X (chosen as the cost is paid), or a count read from the game. */
export type Amount =
  | { n: number }
  | { x: true }
  /**
   * `onBattlefield`: the words said "on the battlefield" ("the number of Elves on the battlefield"); `forEach`: they said
   * "for each" ("draw a card for each Elf you control"), not "the number of"; `each`: so much for each object counted
   * ("you gain 2 life for each Gate you control"), when more than one.
   */
  | { count: 'objects'; filter: Filter; onBattlefield?: true; forEach?: true; each?: number;
      /** "2 plus the number of cards named ~ in all graveyards": a number added to the count. */
      plus?: number;
      /** Said after what is dealt the damage ("deals damage to target creature equal to the number of Mountains you control"). */
      afterTarget?: true }
  /**
   * `countered`: "that spell's mana value" of the target spell a counter step before countered (said so, not "its"; set
   * only after a step that counters it);
   * `byKind`: "the artifact's mana value" of the target named by that kind word (`artifact`); `exiledCard`: "the exiled card's power" of a
   * target card in a graveyard (the export checks one step exiled it, and no other object can be meant).
   */
  | { count: 'power' | 'toughness' | 'manaValue'; of: Ref; countered?: true; byKind?: string; exiledCard?: true }
  /**
   * "the number of +1/+1 counters on ~", "for each age counter on it" (122.1): counters of one kind on an object;
   * `forEach`: said "for each"; `each`: so much for each counter ("2 life for each age counter on it").
   */
  | { count: 'counters'; counter: string; of: Ref; forEach?: true; each?: number }
  /** "the number of basic land types among lands you control" (domain): the basic land types (205.3i) among them. */
  | { count: 'domain' }
  /**
   * "the number of creatures that died this turn", "for each creature that died this turn" (700.4: put into a graveyard
   * from the battlefield); `subtype`: "for each Zubera that died this turn", the permanents of that subtype only.
   */
  | { count: 'creaturesDied'; subtype?: string }
  /** "the life you've lost this turn" (119.3). */
  | { count: 'lifeYouLostThisTurn' }
  /** "the number of experience counters you have" (122.1: counters a player has). */
  | { count: 'yourCounters'; counter: 'experience' }
  /** "the number of colors of mana spent to cast this spell" (converge, 601.2h): the colours among the mana paid for it. */
  | { count: 'colorsSpent' }
  /** "for each time ~ was kicked" (702.33c, multikicker): how many times its kicker cost was paid; `each`: so much each time. */
  | { count: 'timesKicked'; each?: number }
  | { count: 'cardsInHand'; player: Ref; /** "… minus 4": so many fewer (the amount may be below 0). */ minus?: number }
  | { count: 'lifeLost' | 'damageDealt'; of: Ref }
  /** "that much": the damage of the trigger's event ("Whenever ~ is dealt damage, it deals that much damage to …"). */
  | { count: 'eventDamage' }
  /** "for each creature blocking it": the creatures blocking the attacker a "becomes blocked" trigger names (509.1h). */
  | { count: 'blockers'; of: Ref }
  /** "You gain life equal to the life lost this way": the life the step before made players lose (a loseLife step). */
  | { count: 'lifeLostThisWay' }
  /** "You gain life equal to the damage dealt this way": the damage the card's damage step before dealt. */
  | { count: 'damageDealtThisWay' }
  /** "the number of cards revealed this way": the cards a `revealAny` step before revealed. */
  | { count: 'revealedThisWay' }
  /** "for each creature tapped this way": the permanents a `tapAny` step before tapped (`each`: so much for each). */
  | { count: 'tappedThisWay'; each?: number }
  /** "that much" after "Sacrifice any number of lands": the permanents a `sacrificeAny` step before sacrificed. */
  | { count: 'sacrificedThisWay' }
  /** "that many" after "Discard all the cards in your hand, then draw …": the cards a counted discard step before discarded. */
  | { count: 'discardedThisWay' }
  /** "your life total"; `halfUp`: "half your (their) life, rounded up" (107.1a). */
  | { count: 'lifeTotal'; player: Ref; halfUp?: true }
  /** "your devotion to black" (700.5): the mana symbols of those colours among the mana costs of permanents you control. */
  | { count: 'devotion'; colors: string[] }
  /** "the greatest power among creatures you control": the largest power (toughness) among the objects a filter allows. */
  | { count: 'greatestPower' | 'greatestToughness'; filter: Filter }
  /**
   * "Target creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets +5/+5 … instead.": one number
   * if the condition holds as the step resolves, another if not.
   */
  | { count: 'ifElse'; condition: { kicked: true; with?: string[] } | StepState | EntryCondition; then: number; else: number };

/** Who or what a step acts on. */
export type Ref =
  /** Targets of the ability: `target creature`, `up to two target creatures`, `any target`. */
  | { ref: 'target'; filter: Filter; min: number; max: number; id: number; another?: boolean; /** "… and two +1/+1 counters on another target creature": an object other than the targets before it in the sentence (115.3). */ unique?: boolean; divided?: boolean; /** "X target creatures": as many targets as the X chosen (min 0, max any). */ x?: boolean; /** "up to X target creatures": at most that amount (X, or what "where X is …" says; `max` Infinity). */ upTo?: Amount }
  /** The object whose ability this is (`~`, `this creature`). */
  | { ref: 'self' }
  /** Every object (or player) that matches: `each creature`, `all creatures`, `each opponent`. */
  | { ref: 'each'; filter: Filter }
  | { ref: 'you' }
  /** `enchanted creature`; `permanent`: the text said "enchanted permanent" (or land, artifact), of whatever kind it is. */
  | { ref: 'enchanted'; permanent?: true }
  | { ref: 'equipped' }
  /** The object or player of a trigger's event (`that creature`, `that player`). */
  | { ref: 'triggered'; what: 'object' | 'player' | 'spell' | 'controller' }
  /** The controller or owner of another reference (`its controller`). */
  | { ref: 'controller' | 'owner'; of: Ref }
  /** Objects chosen as the step resolves, not targeted (`sacrifice a creature`; `upTo`: "untap up to four lands"). */
  | { ref: 'chosen'; filter: Filter; amount: Amount; by: Ref; upTo?: boolean }
  /** The one object the ability's cost sacrificed (`the sacrificed creature`), as it last existed. */
  | { ref: 'sacrificed' }
  /** The one card the ability's cost discarded or exiled (`the discarded card's mana value`), as it last existed. */
  | { ref: 'paid'; how: 'discarded' | 'exiled' }
  | { ref: 'defending' }
  /** "the chosen player": the player the card chose as it entered (614.12; the export checks it chose one). */
  | { ref: 'chosenPlayer' };

/**
 * How long a step's effect lasts. `whileSelfTapped`: "for as long as ~ remains tapped" (611.2b: it ends once the card
 * untaps or leaves the battlefield); `whileControlledAndTapped`: "for as long as you control ~ and ~ remains tapped" (of
 * gaining control only).
 */
export type Duration = 'turn' | 'permanent' | 'whileControlled' | 'untilLeaves' | 'untilYourNextTurn' | 'untilYourNextUpkeep' | 'whileSelfTapped' | 'whileControlledAndTapped';
