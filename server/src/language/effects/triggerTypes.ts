/**
 * What makes a triggered ability trigger (`Trigger`: the event, its subject, its step or spell) and the intervening "if"
 * the reader knows (`Condition`, 603.4). Re-exported by types.ts.
 */
import type { ColorLetter, Filter, Ref } from './objectTypes.js';

/** What makes a triggered ability trigger. */
export interface Trigger {
  event: 'enters' | 'dies' | 'leaves' | 'attacks' | 'attacksUnblocked' | 'blocks' | 'attacksOrBlocks' | 'blocksOrBlocked' | 'becomesBlocked' | 'combatDamageToPlayer' | 'damageToPlayer' | 'combatDamageToCreature' | 'dealtDamage' | 'turnedFaceUp'
    | 'dealsDamage' | 'dealsCombatDamage' | 'phase' | 'cast' | 'putIntoGraveyard' | 'becomesTarget' | 'cycle' | 'discard' | 'gainLife' | 'drawCard'
    | 'planarChaos' | 'damageToCreature' | 'damageToOpponent' | 'setInMotion' | 'exploits' | 'state' | 'damageToYou' | 'combatDamageToYou' | 'taps' | 'untaps'
    /** The card itself exerted as it attacks (701.43: "You may exert ~ as it attacks. When you do, …"). */
    | 'exerted'
    /** "Whenever you surveil" (701.25). */
    | 'surveil'
    /** "When ~ becomes monstrous" (701.37b), of the card itself. */
    | 'monstrous'
    /** "When this creature transforms into ~" (701.28), of the card itself: the face with this ability turned up. */
    | 'transformed'
    /** "When you sacrifice ~" (of the card itself). */
    | 'sacrificed'
    /** "Whenever enchanted land is tapped for mana", "Whenever a player taps a land for mana" (106.12). */
    | 'tapsForMana'
    /** "Whenever one or more +1/+1 counters are put on ~" (once for the counters of one kind put on it at one time). */
    | 'countersPut';
  /** The object or player the event happens to (`~`, `a creature you control`, `a player`). */
  subject: Ref;
  /** For `phase`: which step or phase, and whose. */
  phase?: 'upkeep' | 'draw' | 'end' | 'combat' | 'precombatMain' | 'endCombat';
  whose?: 'you' | 'each' | 'opponent' | 'player' | 'enchantedController' | 'enchantedPlayer' | 'chosenPlayer';
  /** For `cast`: who casts and what spells. */
  spell?: Filter;
  /** "Whenever you cast a white spell or a Plains enters the battlefield under your control": a permanent of a kind
   * entering the battlefield, a second event of a cast trigger (the filter says whose). */
  orEnters?: Filter;
  /** "Whenever ~ enters the battlefield or attacks": a second event that triggers the same ability. */
  orAttacks?: boolean;
  /** "When ~ enters the battlefield or dies": the card itself entering, or dying. */
  orDies?: boolean;
  /** "When ~ enters the battlefield or leaves the battlefield": the card itself entering, or leaving. */
  orLeaves?: boolean;
  /** "When ~ enters the battlefield or is turned face up": the card itself entering, or turned face up (702.37e). */
  orTurnedFaceUp?: boolean;
  /** For `cast`: "a spell that targets ~" (heroic), a spell with the card itself among its targets. */
  targetsSelf?: boolean;
  /**
   * For `discard` of the card itself: "a spell or ability an opponent controls causes you to discard ~" (701.8); for
   * `becomesTarget`: "… the target of a spell or ability an opponent controls".
   */
  byOpponent?: boolean;
  /** For `becomesTarget`: "the target of a spell" / "of an Aura spell": spells of that kind only, not abilities. */
  bySpell?: Filter;
  /** For `countersPut`: the kind of counter (`P1P1`), and "you put" (counters you put, not any player). */
  counter?: string;
  byYou?: boolean;
  /** For `cast`: "your second spell each turn": only the spell that is the nth you cast this turn. */
  nth?: number;
  /** For `cast`: "a spell from your graveyard / from exile" (601.2a: the zone the card was cast from). */
  castFrom?: 'graveyard' | 'exile';
  /** For `cast`: "during your turn" / "during an opponent's turn", the turn the spell is cast in. */
  turn?: 'yours' | 'opponents';
  /** For `putIntoGraveyard`: "from anywhere" (any zone), or "from your library". */
  from?: 'anywhere' | 'library';
  /**
   * For `blocks`, `becomesBlocked` and `blocksOrBlocked`: the other creature of the block, when the text names it ("blocks a
   * creature with flying", "becomes blocked by a creature"): the event happens once for each such creature (509.3b, d).
   */
  by?: Filter;
  /** With `by`: "one or more" such creatures, the event happening once for the block (not once for each of them). */
  byOneOrMore?: boolean;
  /** For `attacks`: "attacks you" (not a planeswalker you control), or "attacks you or a planeswalker you control". */
  attacked?: 'you' | 'youOrPlaneswalker';
  /** For `attacks`: "attacks alone" (506.5), the only creature declared as an attacker. */
  alone?: boolean;
  /** For `dealtDamage`: "is dealt combat damage" / "you're dealt combat damage" (combat damage only, 510.2). */
  combat?: boolean;
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
  | { youControl: Filter; compare: 'GE' | 'EQ' | 'LE'; count: number }
  | { spellsLastTurn: 'none' | 'twoOrMore' }
  /** "if it was kicked" (702.33d), of the card itself entering; `with`: "kicked with its {1}{R} kicker" (a step's
   * "… instead"), that cost's symbols. */
  | { kicked: true; with?: string[] }
  /** "if you gained 5 or more life this turn". */
  | { lifeGainedThisTurn: number }
  /** "if you have no cards in hand", "if that player has two or fewer cards in hand" (`that player`: the trigger's player). */
  | { cardsInHand: 'you' | 'thatPlayer'; compare: 'EQ' | 'GE' | 'LE'; count: number }
  /** "if you have 200 or more cards in your library". */
  | { cardsInLibrary: 'you'; compare: 'GE'; count: number }
  /** "if that player controls a Plains": the trigger's player (the active player of a step's trigger) controls one or more. */
  | { thatPlayerControls: Filter }
  /** "if you have 5 or less life", "if that player has 5 or less life". */
  | { life: 'you' | 'thatPlayer'; compare: 'GE' | 'LE'; count: number }
  /** "if ~ is untapped" / "if ~ is tapped": a state of the card itself as the ability triggers and resolves. */
  | { selfTapped: boolean }
  /** "if ~ is in your graveyard": the ability triggers (and resolves) only while the card is there (113.6b, 603.4). */
  | { selfInYourGraveyard: true }
  /** "if ~ is in the command zone" (a commander's ability that works from there, 903.3). */
  | { selfInCommandZone: true }
  /**
   * "if ~ is an enchantment" (the card itself has that card type as the ability triggers and resolves: it may have become a
   * creature), "if it's enchanted", "if ~ is monstrous" (701.37b), "if ~ is renowned" (702.112b).
   */
  | { selfIs: 'Enchantment' | 'enchanted' | 'monstrous' | 'renowned' }
  /** "if defending player controls no Walls" (of an attack trigger of the card itself): none of its defending player's. */
  | { defenderControlsNo: Filter }
  /** "if no creatures are on the battlefield" / "if there are no Zombies on the battlefield" (anyone's). */
  | { noneOnBattlefield: Filter }
  /** "if there are seven or more lands on the battlefield" (anyone's). */
  | { onBattlefield: Filter; atLeast: number }
  /** "if a +1/+1 counter was put on a permanent under your control this turn" (one or more, of that kind). */
  | { counterPutOnYoursThisTurn: string }
  /** "if there are four or more basic land types among lands that player controls" (that player's domain). */
  | { thatPlayerDomain: number }
  /** "if you didn't lose life this turn". */
  | { noLifeLostThisTurn: true }
  /** "if you drew two or more cards this turn". */
  | { drewThisTurn: number }
  /** "if ~ dealt damage to an opponent this turn" (any damage, to any opponent). */
  | { selfDealtDamageToOpponent: true }
  /** "if a planeswalker entered the battlefield under your control this turn" (one or more of the kind). */
  | { enteredUnderYourControl: Filter }
  /** "if a player controls more creatures than each other player" (one player controls strictly the most of them). */
  | { playerControlsMost: Filter }
  /** "if you have four or more creature cards in your graveyard". */
  | { graveyardAtLeast: Filter; count: number }
  /** "if there are fewer than six creature cards in your graveyard". */
  | { inYourGraveyard: Filter; fewerThan: number }
  /** "if you're the monarch" / "if an opponent is the monarch" (724). */
  | { monarch: 'you' | 'opponent' }
  /** "if there are four or more card types among cards in your graveyard" (delirium). */
  | { delirium: true }
  /** "if you control a Desert or there is a Desert card in your graveyard". */
  | { desert: true }
  /** "if a permanent you controlled left the battlefield this turn" (revolt). */
  | { revolt: true }
  /** "if a creature died this turn" (morbid; 700.4: "dies" is put into a graveyard from the battlefield). */
  | { creatureDied: true }
  /** "if ~ attacked or blocked this combat" (of an end of combat trigger): the card itself attacked or blocked in it. */
  | { selfAttackedOrBlocked: 'combat' }
  /** "if you lost life last turn": you lost any life during the turn before this one. */
  | { lifeLostLastTurn: true }
  /** "if you attacked with a creature this turn" / "if you attacked this turn" (raid). */
  | { attacked: true }
  /** "if you cast it from your hand" (of the card itself entering): it entered as a spell you cast from your hand resolved. */
  | { castFromHand: true }
  /** "if 4 or more damage was dealt to it this turn" (of the card itself dying): the damage it was dealt this turn. */
  | { damagedThisTurn: number }
  /** "if it was a Human" / "if it was a creature" (of the object that died): a type it had as it last existed (603.10a). */
  | { itWas: string }
  /**
   * "sacrifice it unless {U} was spent to cast it" (of the card itself entering): no mana of that colour was spent to cast
   * it (601.2h), which never changes afterwards — the step is done only then.
   */
  | { manaNotSpent: ColorLetter }
  /** "if its surge cost was paid" (of the card itself entering): it was cast for that alternative cost. */
  | { costPaid: 'madness' | 'prowl' | 'surge' | 'spectacle' }
  /** "if tribute wasn't paid" (702.104b), of the card itself entering: no opponent put its tribute counters on it. */
  | { tributeNotPaid: true }
  /** "if you revealed a Dragon card or controlled a Dragon as you cast ~" (of a card with the optional reveal Forge calls presence). */
  | { presence: string };
