/**
 * The effect model: what each ability of a card does, read from its rules text. An ability is
 * read whole or not at all: a phrase the reader does not know makes the ability `unknown` (with
 * the words it stopped at), never a guess. Built on demand (export, hover, explain), never with
 * the card.
 */
import type { AbilityModel } from '../model/cardModel.js';

/** A colour letter of WUBRG. */
export type ColorLetter = 'W' | 'U' | 'B' | 'R' | 'G';

/** One condition on an object (all of an alternative's conditions hold together). */
export type Property =
  | { is: 'color'; color: ColorLetter; not?: boolean }
  | { is: 'colorless' | 'multicolored' | 'monocolored'; not?: boolean }
  | { is: 'type'; type: string; not?: boolean }
  | { is: 'supertype'; type: string; not?: boolean }
  /** `thatPlayer`: "they control" / "that player controls", of a trigger's player (read in counts only). */
  | { is: 'controller'; who: 'you' | 'opponent' | 'notYou' | 'target' | 'thatPlayer' | 'defending' }
  | { is: 'owner'; who: 'you' | 'opponent' }
  | { is: 'other' }
  | { is: 'state'; state: 'tapped' | 'untapped' | 'attacking' | 'blocking' | 'token' | 'nontoken' | 'unblocked' | 'blocked' }
  | { is: 'keyword'; keyword: string; not?: boolean }
  | { is: 'stat'; stat: 'power' | 'toughness' | 'manaValue'; cmp: 'LE' | 'GE' | 'EQ' | 'LT' | 'GT'; value: number | 'X' }
  | { is: 'counter'; counter: string }
  /** "historic" (700.6): an artifact, a legendary object or a Saga. */
  | { is: 'historic' }
  /** "of the chosen type": the creature type chosen as the permanent entered (614.12). */
  | { is: 'chosenType' }
  /** "dealt damage by ~ this turn": a creature the card itself dealt damage to this turn. */
  | { is: 'damagedBySelf' };

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
  /** Whose zone (`your graveyard`, `a graveyard`). */
  zoneOwner?: 'you' | 'any' | 'opponent' | 'target';
  /** The text names the objects in the plural (`creatures`, `Elves`): "every such object" when no determiner says otherwise. */
  plural?: boolean;
}

export type Zone = 'battlefield' | 'graveyard' | 'hand' | 'library' | 'exile' | 'stack';

/** An amount: a number, X (chosen as the cost is paid), or a count read from the game. */
export type Amount =
  | { n: number }
  | { x: true }
  /** `onBattlefield`: the words said "on the battlefield" ("the number of Elves on the battlefield"). */
  | { count: 'objects'; filter: Filter; onBattlefield?: true }
  | { count: 'power' | 'toughness' | 'manaValue'; of: Ref }
  | { count: 'cardsInHand'; player: Ref }
  | { count: 'lifeLost' | 'damageDealt'; of: Ref }
  /** "that much": the damage of the trigger's event ("Whenever ~ is dealt damage, it deals that much damage to …"). */
  | { count: 'eventDamage' }
  /** "You gain life equal to the life lost this way": the life the step before made players lose (a loseLife step). */
  | { count: 'lifeLostThisWay' }
  /** "your life total". */
  | { count: 'lifeTotal'; player: Ref }
  /** "your devotion to black" (700.5): the mana symbols of those colours among the mana costs of permanents you control. */
  | { count: 'devotion'; colors: string[] }
  /** "the greatest power among creatures you control": the largest power (toughness) among the objects a filter allows. */
  | { count: 'greatestPower' | 'greatestToughness'; filter: Filter };

/** Who or what a step acts on. */
export type Ref =
  /** Targets of the ability: `target creature`, `up to two target creatures`, `any target`. */
  | { ref: 'target'; filter: Filter; min: number; max: number; id: number; another?: boolean; divided?: boolean }
  /** The object whose ability this is (`~`, `this creature`). */
  | { ref: 'self' }
  /** Every object (or player) that matches: `each creature`, `all creatures`, `each opponent`. */
  | { ref: 'each'; filter: Filter }
  | { ref: 'you' }
  | { ref: 'enchanted' }
  | { ref: 'equipped' }
  /** The object or player of a trigger's event (`that creature`, `that player`). */
  | { ref: 'triggered'; what: 'object' | 'player' | 'spell' | 'controller' }
  /** The controller or owner of another reference (`its controller`). */
  | { ref: 'controller' | 'owner'; of: Ref }
  /** Objects chosen as the step resolves, not targeted (`sacrifice a creature`). */
  | { ref: 'chosen'; filter: Filter; amount: Amount; by: Ref }
  /** The one object the ability's cost sacrificed (`the sacrificed creature`), as it last existed. */
  | { ref: 'sacrificed' }
  | { ref: 'defending' };

/** How long a step's effect lasts. */
export type Duration = 'turn' | 'permanent' | 'whileControlled' | 'untilLeaves' | 'untilYourNextTurn';

/** The token a step creates. */
export interface TokenSpec {
  name: string;
  /** A predefined token (111.10: a Treasure, a Clue, a Food): its rule and the ability the rules give it. */
  predefined?: { rule: string; text: string };
  power?: string;
  toughness?: string;
  colors: ColorLetter[];
  types: string[];
  subtypes: string[];
  supertypes: string[];
  keywords: string[];
}

/** One thing an effect does; `optional` for "you may". */
export type Step = (
  | { do: 'damage'; amount: Amount; to: Ref; source: Ref }
  | { do: 'draw'; who: Ref; amount: Amount }
  /** `reveal`: "reveals their hand. You choose a [nonland] card from it. That player discards that card." (`filter`: the card chosen). */
  | { do: 'discard'; who: Ref; amount: Amount; how: 'choice' | 'random' | 'hand' | 'reveal'; filter?: Filter }
  | { do: 'mill'; who: Ref; amount: Amount }
  | { do: 'gainLife' | 'loseLife'; who: Ref; amount: Amount }
  /** "you win the game" / "you lose the game" (104.2b, 104.3a). */
  | { do: 'winGame' | 'loseGame'; who: Ref }
  | { do: 'destroy'; what: Ref; noRegenerate?: boolean }
  /** `until`: "exile target creature until ~ leaves the battlefield" (610.3c): it returns when the card leaves. */
  | { do: 'exile'; what: Ref; until?: 'selfLeaves' }
  /**
   * "Exile target creature, then return it to the battlefield under its owner's (your) control" (400.7: it returns as a
   * new object); `returnAt`: "… at the beginning of the next end step" (603.7a: a delayed triggered ability returns it).
   */
  | { do: 'flicker'; what: Ref; control: 'owner' | 'you'; returnAt?: 'nextEndStep' }
  | { do: 'bounce'; what: Ref }
  | { do: 'putOnLibrary'; what: Ref; position: 'top' | 'bottom' }
  /** "Shuffle ~ into its owner's library" (701.20a: put into the library, which is then shuffled). */
  | { do: 'shuffleIntoLibrary'; what: Ref }
  | { do: 'return'; what: Ref; to: 'hand' | 'battlefield'; tapped?: boolean; underYourControl?: boolean }
  | { do: 'tap' | 'untap'; what: Ref }
  | {
    do: 'pump'; what: Ref; power?: number | 'X' | '-X'; toughness?: number | 'X' | '-X'; keywords: string[]; rules?: string[]; duration: Duration;
    /** "Prevent all (combat) damage that would be dealt to / by / to and dealt by <it> this turn" (615): a shield it has. */
    prevent?: { combat: boolean; dealt: 'to' | 'by' | 'toAndBy' };
    /** "gets +1/+0 until end of turn for each other attacking Goblin": `power`/`toughness` are per object counted. */
    forEach?: Amount;
    /** "gets +X/+X …, where X is its power": what X (or −X) stands for; without it, X is paid with the cost. */
    x?: Amount;
  }
  | { do: 'counters'; what: Ref; counter: string; amount: Amount }
  /** "Remove a +1/+1 counter from ~", "remove two time counters from it": a number of counters of one named kind (122.1). */
  | { do: 'removeCounters'; what: Ref; counter: string; amount: Amount }
  | { do: 'token'; amount: Amount; token: TokenSpec; tapped?: boolean; attacking?: boolean }
  /** "Exile the top card of your library. Until end of turn, you may play that card.": exiled, then playable for a while. */
  | { do: 'impulse'; amount: Amount; duration: 'turn' | 'endOfYourNextTurn' | 'untilYourNextTurn' | 'untilYourNextUpkeep' }
  | { do: 'counter'; what: Ref }
  | { do: 'scry' | 'surveil'; amount: Amount }
  /** "Look at the top N cards of your library. (You may reveal a creature card from among them and) put one of them into
   * your hand and the rest on the bottom of your library in any order / a random order / into your graveyard." */
  /** `take: 'all'` with `reveal`: "Reveal the top four cards of your library. Put all land cards revealed this way into your hand …". */
  | { do: 'dig'; look: Amount; take: number | 'all'; filter?: Filter; mayReveal?: boolean; reveal?: true; rest: 'bottom' | 'bottomRandom' | 'graveyard' }
  | { do: 'sacrifice'; who: Ref; what: Ref }
  | { do: 'regenerate'; what: Ref }
  /** "Prevent the next N damage that would be dealt to … this turn" (615.7: a prevention shield). */
  | { do: 'preventNext'; amount: Amount; to: Ref }
  /** "You become the monarch" (724). */
  | { do: 'monarch' }
  /** "Take an extra turn after this one" (500.7). */
  | { do: 'extraTurn'; who: Ref }
  /** "Proliferate" (701.34). */
  | { do: 'proliferate' }
  /** "Bolster 2." (701.39): counters on the creature you control with the least toughness (chosen among those tied). */
  | { do: 'bolster'; amount: number }
  /** "Populate" (701.36): create a token that's a copy of a creature token you control. */
  | { do: 'populate' }
  /** "Manifest the top card of your library." (701.40): face down as a 2/2 creature. */
  | { do: 'manifest'; amount: number }
  /** "Prevent all combat damage that would be dealt this turn." */
  | { do: 'preventCombatDamage' }
  /** "Prevent all (combat) damage that would be dealt this turn to you and creatures you control / by attacking creatures"
   * (615.1a): a prevention effect on every such object or player for the turn (`toYou`: "you" among what is protected). */
  | { do: 'preventAll'; combat: boolean; toYou?: true; to?: Filter; by?: Filter }
  | { do: 'fight'; what: Ref; other: Ref }
  /** "It explores." (701.44): the creature reveals its controller's top card; a land goes to the hand, else a +1/+1 counter. */
  | { do: 'explore'; what: Ref }
  | { do: 'gainControl'; what: Ref; duration: Duration }
  /** "You may put a creature card from your hand onto the battlefield": one such card, or none (the choice is the step's). */
  | { do: 'putFromHand'; filter: Filter; tapped?: boolean }
  /** "~ becomes a 3/3 green Elemental creature with trample until end of turn. It's still a land." (205.1b): types added. */
  | { do: 'animate'; what: Ref; power: number; toughness: number; colors: ColorLetter[]; types: string[]; subtypes: string[]; keywords: string[]; duration: Duration;
      /** Its colours replace colours it may have (105.3: "becomes a green creature" of a coloured object or a target). */
      replacesColors?: boolean;
      /** Its creature types replace those it has (205.1a: "becomes a Dragon creature" of a creature). */
      replacesCreatureTypes?: boolean }
  /** `to: 'libraryTop'`: "then shuffle and put that card on top" (one card, on top after the shuffle). */
  | { do: 'search'; who: Ref; filter: Filter; amount: Amount; upTo: boolean; to: 'hand' | 'battlefield' | 'libraryTop'; tapped?: boolean; reveal?: boolean }
  | { do: 'mana'; produced: string; amount: number; /** "Add {B} for each Swamp you control": that many times. */ times?: Amount }
  | { do: 'energy'; amount: Amount }
  | { do: 'transform' }
  /** "~ becomes the color of your choice until end of turn" (105.3): a colour chosen as it resolves replaces its colours. */
  | { do: 'becomeChosenColor'; what: Ref; duration: Duration }
  /** "attach ~ to it": the card itself (an Equipment or Aura) attached to an object (701.3). */
  | { do: 'attach'; to: Ref }
  /** Keyword actions that put counters on the card once (701.37 monstrosity, 701.46 adapt). */
  | { do: 'monstrosity' | 'adapt'; amount: number }
) & {
  optional?: boolean;
  /** "You may draw a card. If you do, discard a card.": the step happens only if the "you may" steps before it were done. */
  ifYouDo?: boolean;
  /** "… unless you pay {2}": a cost a player may pay to stop the step. */
  unless?: { cost: CostPart[]; payer: Ref };
  /** "Draw a card at the beginning of the next turn's upkeep." (603.7a): done by a delayed triggered ability. */
  delayed?: 'nextTurnUpkeep';
  /** "If this spell was kicked, draw two cards." (702.33d): the step happens only if the spell was kicked. */
  ifKicked?: boolean;
  /** "If you control a Wizard, draw a card.": the step happens only if you control such objects as it resolves. */
  ifYouControl?: Extract<Condition, { youControl: Filter }>;
  /** "If there are no depletion counters on ~, sacrifice it.": the step happens only if the card itself has no such counters. */
  ifNoCountersOnSelf?: string;
  /** "Then if it has three or more +1/+1 counters on it, sacrifice ~.": the step happens only if that object has so many. */
  ifCountersOn?: { what: Ref; counter: string; atLeast: number };
};

/** What makes a triggered ability trigger. */
export interface Trigger {
  event: 'enters' | 'dies' | 'leaves' | 'attacks' | 'attacksUnblocked' | 'blocks' | 'attacksOrBlocks' | 'becomesBlocked' | 'combatDamageToPlayer' | 'damageToPlayer' | 'combatDamageToCreature' | 'dealtDamage' | 'turnedFaceUp'
    | 'dealsDamage' | 'dealsCombatDamage' | 'phase' | 'cast' | 'putIntoGraveyard' | 'becomesTarget' | 'cycle' | 'discard' | 'gainLife' | 'drawCard'
    | 'planarChaos' | 'damageToCreature' | 'damageToOpponent' | 'setInMotion' | 'exploits' | 'state' | 'damageToYou' | 'combatDamageToYou' | 'taps' | 'untaps'
    /** The card itself exerted as it attacks (701.43: "You may exert ~ as it attacks. When you do, …"). */
    | 'exerted'
    /** "When you sacrifice ~" (of the card itself). */
    | 'sacrificed';
  /** The object or player the event happens to (`~`, `a creature you control`, `a player`). */
  subject: Ref;
  /** For `phase`: which step or phase, and whose. */
  phase?: 'upkeep' | 'draw' | 'end' | 'combat' | 'precombatMain' | 'endCombat';
  whose?: 'you' | 'each' | 'opponent' | 'player' | 'enchantedController' | 'enchantedPlayer';
  /** For `cast`: who casts and what spells. */
  spell?: Filter;
  /** "Whenever ~ enters the battlefield or attacks": a second event that triggers the same ability. */
  orAttacks?: boolean;
  /** "When ~ enters the battlefield or dies": the card itself entering, or dying. */
  orDies?: boolean;
  /** For `cast`: "a spell that targets ~" (heroic), a spell with the card itself among its targets. */
  targetsSelf?: boolean;
  /** For `cast`: "a spell from your graveyard / from exile" (601.2a: the zone the card was cast from). */
  castFrom?: 'graveyard' | 'exile';
  /** For `putIntoGraveyard`: "from anywhere" (any zone), or "from your library". */
  from?: 'anywhere' | 'library';
  /** For `attacks`: "attacks alone" (506.5), the only creature declared as an attacker. */
  alone?: boolean;
  /** For `attacks` of the card itself: "~ and at least N other creatures attack" (battalion: N = 2). */
  withOthers?: number;
  /** "Whenever ~ or another creature enters": the object itself is among the subjects. */
  orSelf?: boolean;
  /** "Whenever one or more creatures attack": the event happens once to a group, not once to each object. */
  oneOrMore?: boolean;
  /** An intervening if (603.4), when read. */
  condition?: Condition;
  /** For `state` (a state trigger, 603.8): "When you control no Islands", the state that triggers it. */
  state?: Extract<Condition, { youControl: Filter }>;
}

/**
 * An intervening "if" (603.4) the reader knows: you control (N or more, or no) objects of a kind; a werewolf's "if no
 * spells were cast last turn" / "if a player cast two or more spells last turn".
 */
export type Condition =
  | { youControl: Filter; compare: 'GE' | 'EQ'; count: number }
  | { spellsLastTurn: 'none' | 'twoOrMore' }
  /** "if it was kicked" (702.33d), of the card itself entering. */
  | { kicked: true }
  /** "if you gained 5 or more life this turn". */
  | { lifeGainedThisTurn: number }
  /** "if you have no cards in hand", "if that player has two or fewer cards in hand" (`that player`: the trigger's player). */
  | { cardsInHand: 'you' | 'thatPlayer'; compare: 'EQ' | 'GE' | 'LE'; count: number }
  /** "if you have 5 or less life", "if that player has 5 or less life". */
  | { life: 'you' | 'thatPlayer'; compare: 'GE' | 'LE'; count: number }
  /** "if ~ is untapped" / "if ~ is tapped": a state of the card itself as the ability triggers and resolves. */
  | { selfTapped: boolean }
  /** "if no creatures are on the battlefield" / "if there are no Zombies on the battlefield" (anyone's). */
  | { noneOnBattlefield: Filter }
  /** "if you're the monarch" / "if an opponent is the monarch" (724). */
  | { monarch: 'you' | 'opponent' }
  /** "if there are four or more card types among cards in your graveyard" (delirium). */
  | { delirium: true }
  /** "if you control a Desert or there is a Desert card in your graveyard". */
  | { desert: true };

/** An activated ability a static ability grants: its cost, its steps and its text (the words in quotes). */
export interface GrantedAbility {
  cost: CostPart[];
  steps: Step[];
  text: string;
}

/** A continuous effect of a static ability (an anthem, a keyword grant, `can't block`). */
export interface Continuous {
  affected: Ref;
  power?: number;
  toughness?: number;
  keywords: string[];
  /** Restrictions and rules that Forge writes as hidden keywords (`CARDNAME can't block.`). */
  rules: string[];
  control?: 'you';
  /** For the card itself: it can't attack unless defending player controls one of these (508.1c). */
  attacksOnlyIfDefenderControls?: Filter;
  /** For the card itself: it can't attack if defending player controls one of these (508.1c). */
  cantAttackIfDefenderControls?: Filter;
  /** For the card itself: the creatures that can't block it (509.1b). */
  unblockableBy?: Filter;
  /** "As long as …" (611.3a: the effect applies only while it holds). */
  asLongAs?: StaticCondition;
  /** Activated abilities in quotes it grants: `has "{B}: Regenerate this creature."` (`~` is the object that has it). */
  granted?: GrantedAbility[];
  /** "gets +1/+1 for each artifact you control": `power`/`toughness` are per object counted, times this count. */
  forEach?: Amount;
  /**
   * "~'s power and toughness are each equal to the number of creatures you control" (604.3, a characteristic-defining
   * ability of the card itself): which of them the count sets, the count, and `plus`/`times` ("1 plus", "twice").
   */
  defines?: { power: boolean; toughness: boolean; amount: Amount; plus: number; times: number };
  /**
   * "As long as ~ is paired with another creature, both creatures have …" (702.95: soulbond): the card itself (`affected`
   * is `self`) and the creature it is paired with, while they are paired.
   */
  paired?: true;
  /**
   * "~ can't be the target of black spells or abilities from black sources" (`source`: the colour of what can't target
   * it), "Cards in graveyards can't be the targets of spells or abilities" (no `source`: nothing can).
   */
  cantTarget?: { source?: Extract<Property, { is: 'color' }> };
  /** "Creatures without flying can't attack you" (`planeswalkers`: "… you or planeswalkers you control"). */
  cantAttackYou?: { planeswalkers: boolean };
  /** "Creatures your opponents control enter the battlefield tapped" (of `each` object of a kind, as it enters). */
  entersTapped?: true;
  /** "~ isn't a creature" (of the card itself, with a condition: a god of Theros while your devotion is low). */
  notCreature?: true;
}

/**
 * A change to what spells cost (601.2f): "Artifact spells you cast cost {1} less to cast", "Red spells cost {2} more to
 * cast", "This spell costs {1} less to cast if you control a Wizard" / "for each artifact you control".
 */
export interface CostChange {
  /** More (a tax) or less. */
  more: boolean;
  /** The spells it applies to: the card itself as it is cast, or a kind of spell. */
  spells: 'self' | Filter;
  /** Whose spells: "you cast", "your opponents cast"; every player's when not said. */
  caster?: 'you' | 'opponents';
  /** Generic mana, or that much for each object counted. */
  amount: number;
  forEach?: Amount;
  /** "if you control a Wizard". */
  condition?: Extract<Condition, { youControl: Filter }>;
  /** "Spells … that target ~ / enchanted player": the spells are those that target it (`spells` is then every spell). */
  target?: 'self' | 'enchantedPlayer';
}

/**
 * A permanent that enters the battlefield tapped unless its controller pays life or reveals a card of these types as
 * it enters (614.12), or controls a permanent of these types.
 */
export type TappedUnless = { payLife: number } | { reveal: string[] } | { control: string[] }
  /** "unless you control two or more basic lands" (GE), "… two or fewer other lands" (LE): a number of them. */
  | { controlCount: Filter; compare: 'GE' | 'LE'; count: number };

/** What its controller chooses as a permanent enters (614.12): a colour, a creature type, an opponent or player, a card name, a number. */
export type EntryChoice = 'color' | 'creatureType' | 'opponent' | 'player' | 'cardName' | 'nonlandCardName' | 'number';

/** The condition of a static ability's "as long as" the reader knows: you control objects of a kind; whose turn it is. */
export type StaticCondition = Extract<Condition, { youControl: Filter }> | { turn: 'yours' | 'notYours' }
  /** "as long as ~ is equipped / attacking / monstrous…": a state of the card itself. */
  | { selfIs: SelfState; byName?: boolean }
  /** "as long as ~ has a +1/+1 counter on it", "… three or more divinity counters on it": counters on the card itself. */
  | { selfCounters: { counter: string; count: number }; byName?: boolean }
  /** "as long as enchanted (equipped) creature is blue / a Human / legendary": a quality of the creature it is attached to. */
  | { attachedIs: Property[]; to: 'enchanted' | 'equipped' }
  /** "as long as defending player controls an artifact" (of an attacking creature's own abilities). */
  | { defenderControls: Filter }
  /** Your graveyard, hand and life: "seven or more cards are in your graveyard", "there are four or more card types
   * among cards in your graveyard", "you have no cards in hand", "you have 5 or less life". */
  | { yours: 'graveyardCards' | 'graveyardCardTypes' | 'handCards' | 'life'; compare: 'GE' | 'LE' | 'EQ'; count: number }
  /** "your devotion to white and black is less than seven" (700.5): the colours, in the text's order. */
  | { devotion: string[]; compare: 'LT'; count: number }
  /** "you have the city's blessing" (702.131: ascend's designation, kept for the rest of the game). */
  | { blessing: true }
  /** "you control a Desert or there is a Desert card in your graveyard". */
  | { desert: true }
  /** "creatures you control have total power 8 or greater" (formidable). */
  | { totalPower: number }
  /** "there are three or more brick counters on ~", "there are no charge counters on ~": counted on the card itself. */
  | { countersOnSelf: { counter: string; compare: 'GE' | 'EQ'; count: number } }
  /** "an opponent controls an Island" (GE 1), "your opponents control no creatures" (EQ 0): objects an opponent controls. */
  | { opponentsControl: Filter; compare: 'GE' | 'EQ'; count: number };

/** States of a permanent a static ability's "as long as ~ is …" reads. */
export type SelfState = 'equipped' | 'enchanted' | 'tapped' | 'untapped' | 'attacking' | 'blocking' | 'monstrous';

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
}

/** A part of an activated ability's cost. */
export type CostPart =
  | { pay: 'mana'; symbols: string[] }
  | { pay: 'tap' | 'untap' }
  | { pay: 'life'; amount: number }
  /** `words`: what the text sacrifices, as it says it (`another creature`). */
  | { pay: 'sacrifice'; what: Ref; amount: number; words?: string }
  /** `self`: "Discard ~" (channel, bloodrush: the ability works in your hand). */
  | { pay: 'discard'; filter: Filter; amount: number; random?: boolean; hand?: boolean; self?: true }
  /** `Exile ~ (from your graveyard / hand)`, `Exile two creature cards from your graveyard` (the filter says the zone). */
  | { pay: 'exile'; what: Ref; amount: number; from?: 'graveyard' | 'hand' }
  | { pay: 'removeCounters'; counter: string; amount: number | 'X' }
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
  /** An instant's or sorcery's lines read as one spell ability: their text, line after line. */
  spellText?: string;
  /** An instant's or sorcery's "Cast this spell only during combat / on an opponent's turn…" (a line of its own). */
  castOnly?: CastTiming;
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
    entersTapped?: boolean; tappedUnless?: TappedUnless; counters?: { counter: string; amount: number | 'X'; ifKicked?: boolean }; choose?: EntryChoice;
    /**
     * "Prevent all (combat / noncombat) damage that would be dealt to you" (615.1a): combat damage only, noncombat only, or
     * all; "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (to the card, then a counter).
     */
    prevent?: { to: 'you'; combat?: boolean } | { to: 'self'; removeCounter: string };
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
}

/** The effect model of one card: each face's abilities, in text order. */
export interface CardEffects {
  faces: AbilityEffect[][];
}
