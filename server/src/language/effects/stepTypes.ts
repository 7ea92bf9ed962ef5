/**
 * What an effect does, step by step (`Step`: deal damage, draw, destroy, create a token…), and the token a step creates.
 * Re-exported by types.ts.
 */
import type { Amount, ColorLetter, Duration, Filter, Ref } from './objectTypes.js';
import type { Continuous, GrantedAbility } from './staticTypes.js';
import type { StepModifiers } from './stepModifiers.js';

/** The token a step creates. */
export interface TokenSpec {
  name: string;
  /** "… token named Minor Demon" (111.4: a token's name is the one its effect says, else its subtypes). */
  named?: true;
  /** A predefined token (111.10: a Treasure, a Clue, a Food): its rule and the ability the rules give it. */
  predefined?: { rule: string; text: string };
  power?: string;
  toughness?: string;
  colors: ColorLetter[];
  types: string[];
  subtypes: string[];
  supertypes: string[];
  keywords: string[];
  /** "It has "Sacrifice this creature: Add {C}."" after the step: activated abilities in quotes the token has (111.3). */
  abilities?: GrantedAbility[];
}

/** One thing an effect does; `optional` for "you may". */
export type Step = (
  /** `noPrevention`: "… and the damage can't be prevented" (615.12). */
  | { do: 'damage'; amount: Amount; to: Ref; source: Ref; noPrevention?: boolean }
  | { do: 'draw'; who: Ref; amount: Amount }
  /** `reveal`: "reveals their hand. You choose a [nonland] card from it. That player discards that card." (`filter`: the card chosen);
   * `revealed`: "reveals three cards from their hand and you choose one of them" (the player reveals only that many). */
  | { do: 'discard'; who: Ref; amount: Amount; how: 'choice' | 'random' | 'hand' | 'reveal'; filter?: Filter; revealed?: Amount; /** "Look at target player's hand and choose …": only you see the hand. */ looked?: true; /** "Draw three cards, then discard one of them": one of the cards the step before drew. */ ofDrawn?: true; /** "Discard all the cards in your hand, then draw that many cards": the discarded cards are counted (`discardedThisWay`). */ counted?: true }
  /** `to`: "Exile the top card of your library", "Target opponent exiles the top two cards of their library" (the cards go to
   * exile instead of the graveyard). */
  | { do: 'mill'; who: Ref; amount: Amount; to?: 'exile' }
  /**
   * Every card of a graveyard moved: "Shuffle your graveyard into your library", "Target player shuffles their graveyard
   * into their library" (701.20a; `to: 'library'`); "Exile all cards from all graveyards" (`who`: each player) / "… from
   * target player's graveyard" (`to: 'exile'`).
   */
  | { do: 'wholeGraveyard'; who: Ref; to: 'library' | 'exile' | 'battlefield' | 'hand'; /** Only the cards of these kinds (`all creature cards`); else every card. */ filter?: Filter }
  /** "Exile all cards from your library" (`faceDown`: "… face down", 406.3): every card of it, chosen by no one. */
  | { do: 'wholeLibrary'; who: Ref; to: 'exile'; faceDown?: true }
  | { do: 'gainLife' | 'loseLife'; who: Ref; amount: Amount }
  /** "you win the game" / "you lose the game" (104.2b, 104.3a). */
  | { do: 'winGame' | 'loseGame'; who: Ref }
  | { do: 'destroy'; what: Ref; noRegenerate?: boolean }
  /** "Target creature loses flying until end of turn" (613.1f: abilities removed for the turn). */
  | { do: 'loseKeywords'; what: Ref; keywords: string[]; duration: 'turn' }
  /** `until`: "exile target creature until ~ leaves the battlefield" (610.3c): it returns when the card leaves. */
  | { do: 'exile'; what: Ref; until?: 'selfLeaves' }
  /**
   * "Exile target creature, then return it to the battlefield under its owner's (your) control" (400.7: it returns as a
   * new object); `returnAt`: "… at the beginning of the next end step" (603.7a: a delayed triggered ability returns it).
   */
  | { do: 'flicker'; what: Ref; control: 'owner' | 'you'; returnAt?: 'nextEndStep' }
  /** `pair`: one of "target A and target B to their owners' hands" (two targets of one sentence, each bounced). */
  | { do: 'bounce'; what: Ref; pair?: true }
  /** `depth`: "second (third) from the top", the number of cards left above it (1, 2); on top when unsaid. */
  | { do: 'putOnLibrary'; what: Ref; position: 'top' | 'bottom'; depth?: number }
  /** "Shuffle ~ into its owner's library" (701.20a: put into the library, which is then shuffled). */
  | { do: 'shuffleIntoLibrary'; what: Ref; /** "Target player shuffles up to three target cards from their graveyard into their library": that player (a target), whose graveyard the cards are in. */ owner?: Ref }
  /** `attachedTo`: an Aura returned "to the battlefield attached to that creature" (303.4f: the trigger's creature). */
  /** `put`: said "put target creature card from a graveyard onto the battlefield" (the same return in other words). */
  | { do: 'return'; what: Ref; to: 'hand' | 'battlefield'; tapped?: boolean; underYourControl?: boolean; attachedTo?: Ref; put?: true; /** "a Zombie card at random": the chosen cards picked by chance. */ atRandom?: true }
  | { do: 'tap' | 'untap'; what: Ref }
  /** "Remove target attacking creature from combat" (506.4: it stops being an attacking or blocking creature). */
  | { do: 'removeFromCombat'; what: Ref }
  /** "You may tap or untap target permanent": the player chooses which as it resolves. */
  | { do: 'tapOrUntap'; what: Ref }
  /** "goad target creature" (701.38a): until your next turn it attacks each combat if able, a player other than you if able. */
  | { do: 'goad'; what: Ref }
  | {
    do: 'pump'; what: Ref; power?: number | 'X' | '-X'; toughness?: number | 'X' | '-X'; keywords: string[]; rules?: string[]; duration: Duration;
    /** "Prevent all (combat) damage that would be dealt to / by / to and dealt by <it> this turn" (615): a shield it has. */
    prevent?: { combat: boolean; dealt: 'to' | 'by' | 'toAndBy' };
    /** "gets +1/+0 until end of turn for each other attacking Goblin": `power`/`toughness` are per object counted. */
    forEach?: Amount;
    /** "gets +X/+X …, where X is its power": what X (or −X) stands for; without it, X is paid with the cost. */
    x?: Amount;
    /** "Creatures target player controls don't untap …": the target player whose objects `what` is (its filter's
     * `controller: 'target'`), targeted by this step. */
    of?: Ref;
  }
  | {
    do: 'counters'; what: Ref; counter: string; amount: Amount;
    /** "Put up to X +1/+0 counters on ~. This ability can't cause the total number of +1/+0 counters on ~ to be greater
     * than seven.": any number from 0 to the amount, and no more than `maxTotal` of that kind on it afterwards. */
    upTo?: { maxTotal: number };
  }
  /** "Remove a +1/+1 counter from ~", "remove two time counters from it": a number of counters of one named kind (122.1). */
  | { do: 'removeCounters'; what: Ref; counter: string; amount: Amount }
  /** `who`: "target opponent creates …" (111.2: the player who creates a token controls it); without it, you. */
  /** `size`: "an X/X … token, where X is …" (the token's power and toughness each that amount as the step resolves). */
  /** `exileAtEndStep`: "Exile them at the beginning of the next end step." after the step (a delayed trigger, 603.7). */
  | { do: 'token'; amount: Amount; token: TokenSpec; tapped?: boolean; attacking?: boolean; who?: Ref; size?: Amount; exileAtEndStep?: boolean }
  /** "Exile the top card of your library. Until end of turn, you may play that card.": exiled, then playable for a while. */
  | { do: 'impulse'; amount: Amount; duration: 'turn' | 'endOfYourNextTurn' | 'untilYourNextTurn' | 'untilYourNextUpkeep' }
  /** `to`: "If that spell is countered this way, exile it instead of putting it into its owner's graveyard" (its card's
   * destination instead of the graveyard); `ability`: "counter target activated ability" (from a source of `what`'s kind). */
  /** "Copy target instant or sorcery spell. You may choose new targets for the copy." (707.10); `color`: "except that the
   * copy is red" (the copy's colour, 707.10c); `ability`: "Copy target triggered ability you control." (`what`: the
   * ability's source); `byController`: "The controller of target … spell copies it." (that player controls the copy). */
  | { do: 'copySpell'; what: Ref; color?: ColorLetter; ability?: 'triggered'; byController?: boolean }
  /** "Create a token that's a copy of target creature you control." (707.2: the token copies the permanent's copiable values). */
  | { do: 'copyPermanent'; what: Ref }
  | { do: 'counter'; what: Ref; to?: 'exile' | 'libraryTop' | 'libraryBottom'; ability?: boolean; /** "activated or triggered ability". */ triggered?: true; /** "that targets …": what the spell must target. */ targeting?: Filter | 'self' }
  | { do: 'scry' | 'surveil'; amount: Amount }
  /** "Look at the top four cards of your library, then put them back in any order." (401.4: the player orders them). */
  | { do: 'rearrange'; amount: Amount }
  /**
   * "Look at the top card of your library." alone: the player sees it; it stays where it is. `who`: of target player's
   * library ("Look at the top card of target player's library."); `reveal`: "Target player reveals the top card of their
   * library." (every player sees it; it stays on top, 701.16a).
   */
  | { do: 'peek'; amount: Amount; who?: Ref; reveal?: true }
  /** "Look at the top card of your library. If it's a land card, you may reveal it and put it into your hand." */
  | { do: 'peekToHand'; filter: Filter }
  /** "Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put it into your
   * hand.": the revealed card goes `to` if it is of the kind, `otherwise` if not. */
  | { do: 'revealTopCard'; filter: Filter; to: 'battlefield' | 'hand'; otherwise: 'hand' | 'graveyard' }
  /** "Look at target player's hand.": the player sees the cards; nothing else happens to them. `reveal`: "Target player
   * reveals their hand." (every player sees them, 701.16a). */
  | { do: 'lookAtHand'; who: Ref; reveal?: true }
  /** "Target opponent reveals their hand. You choose a nonland card from it. Exile that card." (`filter`: the card chosen);
   * `libraryPosition`: "That player puts that card into their library third from the top." instead (0: the top);
   * `orGraveyard`: "… a nonland card from that player's graveyard or hand and exile it" (from either zone). */
  | { do: 'fromRevealedHand'; who: Ref; filter?: Filter; libraryPosition?: number; orGraveyard?: true }
  /** "Target player exiles a card from their graveyard", "… two cards from their hand": the player chooses that many of
   * their own cards there and exiles them. */
  | { do: 'exileOwnCards'; who: Ref; amount: Amount; from: 'hand' | 'graveyard' }
  /** "Look at the top N cards of your library. (You may reveal a creature card from among them and) put one of them into
   * your hand and the rest on the bottom of your library in any order / a random order / into your graveyard." */
  /** `take: 'all'` with `reveal`: "Reveal the top four cards of your library. Put all land cards revealed this way into your hand …". */
  | { do: 'dig'; look: Amount; take: number | 'all'; filter?: Filter; mayReveal?: boolean; reveal?: true; /** "Reveal the top five … You may put a creature card from among them into your hand": taking one is the player's choice. */ mayTake?: true; rest: 'bottom' | 'bottomRandom' | 'graveyard' }
  | { do: 'sacrifice'; who: Ref; what: Ref }
  | { do: 'regenerate'; what: Ref }
  /** "Prevent the next N damage that would be dealt to … this turn" (615.7: a prevention shield). */
  | { do: 'preventNext'; amount: Amount; to: Ref; /** "the next 1 combat damage": combat damage only. */ combat?: true }
  /**
   * "The next time a (blue / black or red / artifact) source of your choice would deal damage (to you) this turn, prevent
   * that damage." (615.7): a shield against one source chosen as it resolves, of those colours or that type if said;
   * `to`: "… to any target this turn" (the one target it protects); `chosenColor`: "a source of your choice of the chosen
   * color" (the colour the card chose as it entered).
   */
  | { do: 'preventNextFromSource'; colors?: ColorLetter[]; type?: 'Artifact' | 'Land'; chosenColor?: true; toYou?: true; to?: Ref }
  /** "Flip a coin. If you win the flip, … If you lose the flip, …" (705): the steps of a won flip, and of a lost one. */
  | { do: 'flipCoin'; win: Step[]; lose?: Step[] }
  /** "Clash with an opponent. If you win, …" (701.23): the steps of a won clash. */
  | { do: 'clash'; win: Step[] }
  /** "Reveal the top card of your library. If it's a land card, ~ gets +1/+1 until end of turn.": the card stays on top;
   * `then` happens only if it is of the kind (`filter`). */
  | { do: 'revealTopIf'; filter: Filter; then: Step[] }
  /** Kinship: "look at the top card of your library. If it shares a creature type with ~, you may reveal it. If you do,
   * …": the card stays on top; `then` happens only if it was revealed. */
  | { do: 'revealSharingType'; then: Step[] }
  /** "Reveal any number of blue cards in your hand." (701.16a): as many such cards as the player chooses. */
  | { do: 'revealAny'; filter: Filter }
  /** "Tap any number of untapped creatures you control.": as many of them as the player chooses, none included. */
  | { do: 'tapAny'; filter: Filter }
  /** "Sacrifice any number of lands.": as many of the player's own as they choose, none included. */
  | { do: 'sacrificeAny'; filter: Filter }
  /**
   * "put a card from your hand on top of your library": the player chooses which one (a card of their own hand); `amount`
   * and `bottom`: "put two cards from your hand on the bottom of your library in any order"; `who`: another player
   * ("target opponent puts a card from their hand on top of their library", "each player puts …"), who chooses it.
   */
  | { do: 'handToTop'; amount?: number; bottom?: true; who?: Ref }
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
  /** "Target player can't play lands this turn", "Your opponents can't cast spells this turn", "You may play an additional
   * land this turn": a rule the player has for the rest of the turn (playerTurnRules.ts). */
  | { do: 'playerTurnRule'; who: Ref; rule: 'cantPlayLands' | 'cantCast' | 'extraLand' | 'cantSearch'; /** "can't cast creature spells": the card type. */ kind?: string }
  /** "Damage can't be prevented this turn", "Permanents enter the battlefield tapped this turn": a rule of the game for
   * the rest of the turn (playerTurnRules.ts). */
  | { do: 'gameTurnRule'; rule: 'noPrevention' | 'enterTapped' }
  /** "Lands you control don't untap during your next untap step" (502.3): every permanent of the filter's kinds then, for
   * that one untap step (untapSkips.ts). */
  | { do: 'skipNextUntapAll'; filter: Filter }
  | { do: 'fight'; what: Ref; other: Ref }
  /**
   * "~ loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay
   * {R} to end this effect." (the Licids): for good, until its controller pays `revertCost` (mana symbols, upper-cased).
   */
  | { do: 'becomeAura'; onto: Ref; revertCost: string[] }
  /** "~ phases out." (702.26): it is treated as though it doesn't exist until its controller's next untap step. */
  | { do: 'phaseOut'; what: Ref }
  /** "It explores." (701.44): the creature reveals its controller's top card; a land goes to the hand, else a +1/+1 counter. */
  | { do: 'explore'; what: Ref }
  /** "gain control of …"; `toMost`: "the player who controls the most creatures gains control of ~" (that player, not you). */
  | { do: 'gainControl'; what: Ref; duration: Duration; toMost?: Filter }
  /** "You may put a creature card from your hand onto the battlefield": one such card, or none (the choice is the step's). */
  | { do: 'putFromHand'; filter: Filter; tapped?: boolean; /** "Each player may put a land card from their hand onto the battlefield": each player, in turn order. */ eachPlayer?: true }
  /** "~ becomes a 3/3 green Elemental creature with trample until end of turn. It's still a land." (205.1b): types added. */
  | { do: 'animate'; what: Ref; power: number; toughness: number; colors: ColorLetter[]; types: string[]; subtypes: string[]; keywords: string[]; duration: Duration;
      /** "has base power 0 until end of turn": only that one of its base P/T is set (613.4b); the other number is unused. */
      only?: 'power' | 'toughness';
      /** Its colours replace colours it may have (105.3: "becomes a green creature" of a coloured object or a target). */
      replacesColors?: boolean;
      /** Its creature types replace those it has (205.1a: "becomes a Dragon creature" of a creature). */
      replacesCreatureTypes?: boolean;
      /** Its card types replace those it has (205.1a: "~ becomes a 3/3 Knight creature" of an enchantment, no longer one). */
      replacesTypes?: boolean;
      /** "loses all abilities and becomes a blue Frog with base power and toughness 1/1" (613.1f; no card type added). */
      losesAbilities?: true }
  /** `to: 'libraryTop'`: "then shuffle and put that card on top" (one card, on top after the shuffle). */
  /** "Search target opponent's library for a creature card and put that card onto the battlefield under your control. Then
   * that player shuffles their library.": you search another player's library; what you find is exiled, put onto the
   * battlefield under your control, or put into that player's graveyard (701.23). */
  | { do: 'searchTheirs'; who: Ref; filter: Filter; amount: Amount; upTo: boolean; to: 'exile' | 'battlefield' | 'graveyard' }
  /**
   * "Search your library and/or graveyard for a card named Mu Yanling, reveal it, and put it into your hand. If you search
   * your library this way, shuffle it." (701.23): a card of that name from either zone (or both) into your hand. `both`:
   * "Search your library and graveyard … Then shuffle your library." (both zones searched, the library always shuffled).
   */
  | { do: 'searchLibraryAndGraveyard'; filter: Filter; both?: true }
  /**
   * "Destroy all creatures target player controls.", "Exile all … target opponent controls.", "Return all artifacts target
   * player owns to their hand.": every permanent of the kind that player controls (owns, when returned).
   */
  | { do: 'allOfTargetPlayer'; action: 'destroy' | 'exile' | 'bounce'; filter: Filter; player: Ref }
  | { do: 'search'; who: Ref; filter: Filter; amount: Amount; upTo: boolean; to: 'hand' | 'battlefield' | 'libraryTop' | 'graveyard'; tapped?: boolean; reveal?: boolean; /** The older words of its shuffle, "If you do, shuffle your library." */ shuffleIfYouDo?: true;
    /** "put one onto the battlefield tapped and the other into your hand": one of two cards found goes `to`, the other here. */
    other?: 'hand' }
  | { do: 'mana'; produced: string; amount: number; /** "Add {B} for each Swamp you control": that many times. */ times?: Amount; /** "that player adds {G}{G}": the player whose mana pool it goes to (you if absent). */ who?: Ref;
      /**
       * "Add X mana of any one color, where X is the number of Allies you control", "Add an amount of {G} equal to your
       * devotion to green": what X (the amount) is; `{ x: true }` when the cost chooses it ("Remove X ki counters").
       */
      x?: Amount;
      /** "Add {B}, then add an additional {B} for each charge counter removed this way": so many more than X. */
      plus?: number;
      /** "one mana of any type that land (permanent) produced" (of a trigger on one tapped for mana): a type of the mana it produced. */
      ofTappedLand?: true }
  | { do: 'energy'; amount: Amount }
  /** "that player skips their next combat phase" (500.11): the player's next such step or phase is skipped. */
  | { do: 'skipNext'; who: Ref; step: 'untap' | 'draw' | 'combat' }
  /** "that player gets two poison counters" (122.1f): poison counters put on a player. */
  | { do: 'poison'; who: Ref; amount: Amount }
  /** "you get an experience counter" (122.1): experience counters put on you. */
  | { do: 'experience'; amount: Amount }
  | { do: 'transform' }
  /** "~ becomes the color of your choice until end of turn" (105.3): a colour chosen as it resolves replaces its colours. */
  | { do: 'becomeChosenColor'; what: Ref; duration: Duration }
  /** "becomes white (colorless) until end of turn": its colours replaced (none: colourless), or added to. */
  | { do: 'becomeColor'; what: Ref; colors: ColorLetter[]; duration: Duration; addition?: true }
  /** "becomes a Coward (a Swamp) until end of turn": its creature (land) types replaced; an artifact: in addition. */
  | { do: 'becomeType'; what: Ref; kind: 'Creature' | 'Land' | 'Card'; type: string; duration: Duration }
  /** "Choose a creature type." (or "… of the creature type of your choice"): a type chosen as it resolves, for later steps. */
  | { do: 'chooseType'; kind: 'Creature' }
  /**
   * "Target land becomes the basic land type of your choice until end of turn" (305.7: its other land types are gone unless
   * "in addition to its other types"), "~ becomes the creature type of your choice …" (205.1a), "Choose a creature type other
   * than Wall. Target creature becomes that type …": a type chosen as it resolves (`except`: one it may not be).
   */
  | { do: 'becomeChosenType'; what: Ref; kind: 'Basic Land' | 'Creature'; duration: Duration; addition?: true; except?: string }
  /** "attach ~ to it": the card itself (an Equipment or Aura) attached to an object (701.3). */
  | { do: 'attach'; to: Ref }
  /** "Attach target Equipment you control to target creature you control." (701.3): a target Equipment moved onto `to`. */
  | { do: 'attachEquipment'; what: Ref; to: Ref }
  /** Keyword actions that put counters on the card once (701.37 monstrosity, 701.46 adapt). */
  | { do: 'monstrosity' | 'adapt'; amount: number }
  /** "You get an emblem with "Creatures you control get +1/+1."" (114.1): an object in the command zone with those effects. */
  | { do: 'emblem'; continuous: Continuous[] }
) & StepModifiers;
