/**
 * What a static ability does (`Continuous` effects, cost changes, abilities it grants) and the states its "as long as"
 * reads (`StaticCondition`), and the choices and conditions of a permanent entering. Re-exported by types.ts.
 */
import type { Amount, ColorLetter, Filter, Property, Ref } from './objectTypes.js';
import type { Step } from './stepTypes.js';
import type { Condition, Trigger } from './triggerTypes.js';
import type { CostPart } from './types.js';

/**
 * An activated ability a static ability grants: its cost, its steps and its text (the words in quotes); or a triggered
 * one (`trigger`, its cost empty).
 */
export interface GrantedAbility {
  cost: CostPart[];
  steps: Step[];
  text: string;
  trigger?: Trigger;
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
  /** "You control enchanted artifact creature": the kind the text names the enchanted permanent by (the export checks it against the Enchant line). */
  controlledAs?: Filter;
  /** For the card itself: it can't attack unless defending player controls one of these (508.1c). */
  attacksOnlyIfDefenderControls?: Filter;
  /** "~ is all colors": the card's colours, defined in every zone (604.3). */
  allColors?: true;
  /** For the card itself: it can't attack unless defending player is the monarch (724, 508.1c). */
  attacksOnlyIfDefenderIsMonarch?: true;
  /** For the card itself: it can't attack if defending player controls one of these (508.1c). */
  cantAttackIfDefenderControls?: Filter;
  /** For the card itself: the creatures that can't block it (509.1b). */
  unblockableBy?: Filter;
  /** For the card itself, an Equipment: the only objects it can be attached to (301.5c). */
  attachOnlyTo?: Filter;
  /** For the card itself: the attacking creatures it can't block (509.1a: `~ can't block creatures with power 2 or greater`). */
  cantBlockOf?: Filter;
  /** "As long as …" (611.3a: the effect applies only while it holds). */
  asLongAs?: StaticCondition;
  /** Activated abilities in quotes it grants: `has "{B}: Regenerate this creature."` (`~` is the object that has it). */
  granted?: GrantedAbility[];
  /** "gets +1/+1 for each artifact you control": `power`/`toughness` are per object counted, times this count. */
  forEach?: Amount;
  /** "gets +1/+1 for each age counter on ~": the kind of counter counted on the card itself (122.1), instead of `forEach`. */
  forEachCounter?: string;
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
  cantTarget?: {
    source?: Extract<Property, { is: 'color' }>;
    /** "can't be the target(s) of spells": spells only, not abilities. */
    spellsOnly?: true;
    /** "… of black or red spells", "… of Aura spells": the spells' colours or subtype. */
    sourceColors?: ColorLetter[];
    sourceType?: string;
    /** "… your opponents control". */
    opponents?: true;
  };
  /** "Creatures without flying can't attack you" (`planeswalkers`: "… you or planeswalkers you control"). */
  cantAttackYou?: { planeswalkers: boolean };
  /** "Creatures your opponents control enter the battlefield tapped" (of `each` object of a kind, as it enters). */
  entersTapped?: true;
  /** "Each other Rogue creature you control enters the battlefield with an additional +1/+1 counter on it": its kind. */
  entersWithCounter?: string;
  /** "gets +3/+1 and is black": its colour, replacing its others (105.3, 613.1d). */
  setColor?: ColorLetter | /** "All permanents are colorless" (105.2c). */ 'colorless';
  /** "~ isn't a creature" (of the card itself, with a condition: a god of Theros while your devotion is low). */
  notCreature?: true;
  /** "has base power and toughness 0/2" (613.4b: its base P/T set). */
  basePT?: { power: number; toughness: number };
  /**
   * "Enchanted land is an Island", "… a Mountain, Forest, and Plains", "All Mountains are Plains" (305.7: the land types
   * replace its land types and the abilities they gave it).
   */
  landType?: string[];
  /** "Enchanted land is the chosen type" (305.7): the basic land type chosen as the card entered, as `landType` does. */
  chosenLandType?: true;
  /** "Each land is a Swamp in addition to its other land types". */
  addedLandType?: string;
  /** "Enchanted land is a 3/3 black Ooze creature. It's still a land.": the creature types the land gains with the creature type. */
  landCreature?: string[];
  /** `has "Cumulative upkeep {1}."`, `have "At the beginning of your upkeep, sacrifice this creature unless you pay {1}."` */
  upkeep?: { cost: CostPart[]; cumulative: boolean; text: string };
  /**
   * "is an Angel in addition to its other types", "are enchantments in addition to their other types" (205.1b): a type
   * added; "is the chosen type in addition to its other types": the creature type chosen as the card entered.
   */
  addedType?: string | Extract<Property, { is: 'chosenType' }>;
  /** "lose flying and can't have or gain flying": the keyword removed and kept away. */
  losesKeyword?: string;
  /** "loses flying", "All creatures lose flying" (613.1f): keywords removed, which the object may gain again afterwards. */
  loses?: string[];
  /** "Enchanted creature has protection from black. This effect doesn't remove ~." (702.16c: the Aura stays attached). */
  protectionKeepsSource?: true;
  /** "You may look at the top card of your library any time" (`you`), "Play with the top card of your library revealed" (`all`). */
  topCardSeenBy?: 'you' | 'all';
  /**
   * "You may cast artifact spells as though they had flash" (702.8a): the spells of a kind you (`affected`) may cast any
   * time you could cast an instant.
   */
  castWithFlash?: Filter;
  /** "You may play land cards from your graveyard" (305.1). */
  playLandsFromGraveyard?: true;
  /** "Creatures entering the battlefield don't cause abilities to trigger" (a rule of the game). */
  noEntryTriggers?: true;
  /** "You have no maximum hand size" (402.2; `affected` is the players). */
  noMaxHandSize?: true;
  /** "If an opponent controls a Swamp and you control a Plains, you may cast ~ without paying its mana cost" (118.9). */
  freeCastIf?: { opponentControls: Filter; youControl: Filter };
  /** "You can't cast noncreature spells", "… during your turn": the spells the players (`affected`; `enchanted`: its controller) can't cast. */
  cantCast?: { spells: Filter; duringYourTurn?: true };
  /** "Players can't play lands" (305.1). */
  cantPlayLands?: true;
  /** "Each player can't cast more than one spell each turn": the most spells each of the players (`affected`) may cast a turn. */
  castLimit?: number;
  /**
   * "Spells with the chosen name can't be cast." (`cast`), "Activated abilities of sources with the chosen name can't be
   * activated [unless they're mana abilities]." (`activate`, `activateNonMana`): of the card name chosen as it entered.
   */
  chosenNameLock?: 'cast' | 'activate' | 'activateNonMana';
  /**
   * "Your maximum hand size is two.", "Each opponent's maximum hand size is reduced by one.", "The chosen player's maximum
   * hand size is four." (402.2): whose (`chosenPlayer`: the player chosen as the card entered) and the size or the change.
   */
  maxHandSize?: ({ set: number } | { raise: number }) & { of: 'you' | 'opponents' | 'chosenPlayer' };
  /** "As long as ~ is in your graveyard and …": the ability works while the card is in your graveyard (113.6b). */
  inGraveyard?: true;
  /** "If a white source would deal damage to you, prevent 2 of that damage" (615.7): to `affected`, from such sources. */
  /** "can't attack (or block) unless its controller pays {3}": the generic mana to pay for each (`target`: of attacks on whom). */
  attackTax?: { cost: number; block: boolean; target?: 'you' | 'youAndPlaneswalkers' };
  preventSome?: { amount: number; source?: { color?: ColorLetter; type?: string; opponents?: true } };
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
  /** "cost {W} more": one mana of this colour (`W`) instead of generic mana. */
  color?: string;
  forEach?: Amount;
  /** "if you control a Wizard"; "if a creature died this turn" (morbid), "if you attacked with a creature this turn" (raid). */
  condition?: Extract<Condition, { youControl: Filter } | { creatureDied: true } | { attacked: true }>;
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

/** What happened this turn, as a condition of the counters a permanent enters with (morbid, revolt, raid). */
export type EntryCondition = Extract<Condition, { revolt: true } | { creatureDied: true } | { attacked: true } | { presence: string }>;

/** What its controller chooses as a permanent enters (614.12): a colour, a creature type, an opponent or player, a card name, a number. */
export type EntryChoice = 'color' | 'creatureType' | 'basicLandType' | 'opponent' | 'player' | 'cardName' | 'nonlandCardName' | 'number';

/** The condition of a static ability's "as long as" the reader knows: you control objects of a kind; whose turn it is. */
export type StaticCondition = Extract<Condition, { youControl: Filter }> | { turn: 'yours' | 'notYours' }
  /** "as long as ~ is equipped / attacking / monstrous…": a state of the card itself. */
  | { selfIs: SelfState; byName?: boolean }
  /** "as long as ~ is a creature", "as long as it's a Wall": a card type or subtype of the card itself. */
  | { selfType: string; byName?: boolean }
  /** "as long as it has defender": a keyword of the card itself. */
  | { selfHas: string; byName?: boolean }
  /** "as long as ~ has a +1/+1 counter on it", "… three or more divinity counters on it": counters on the card itself. */
  | { selfCounters: { counter: string; count: number }; byName?: boolean }
  /** "as long as enchanted (equipped) creature is blue / a Human / legendary": a quality of the creature it is attached to. */
  | { attachedIs: Property[]; to: 'enchanted' | 'equipped'; /** "enchanted permanent is …" (not a creature). */ permanent?: true }
  /** "as long as defending player controls an artifact" (of an attacking creature's own abilities). */
  | { defenderControls: Filter }
  /** Your graveyard, hand and life: "seven or more cards are in your graveyard", "there are four or more card types
   * among cards in your graveyard", "there are two or more instant and/or sorcery cards in your graveyard" (spell mastery),
   * "you have no cards in hand", "you have 5 or less life". */
  | { yours: 'graveyardCards' | 'graveyardCardTypes' | 'graveyardInstantsSorceries' | 'handCards' | 'life'; compare: 'GE' | 'LE' | 'EQ'; count: number }
  /** "your devotion to white and black is less than seven" (700.5): the colours, in the text's order. */
  | { devotion: string[]; compare: 'LT'; count: number }
  /** "you have the city's blessing" (702.131: ascend's designation, kept for the rest of the game). */
  | { blessing: true }
  /** "you control a Desert or there is a Desert card in your graveyard". */
  | { desert: true }
  /** "creatures you control have total power 8 or greater" (formidable). */
  | { totalPower: number }
  /** "~'s power is 4 or greater": the card's own power. */
  | { selfPower: number }
  /** "there are three or more brick counters on ~", "there are no charge counters on ~": counted on the card itself. */
  | { countersOnSelf: { counter: string; compare: 'GE' | 'EQ'; count: number } }
  /** "an opponent controls an Island" (GE 1), "your opponents control no creatures" (EQ 0): objects an opponent controls. */
  | { opponentsControl: Filter; compare: 'GE' | 'EQ'; count: number }
  /** "an opponent has 10 or less life" (the lowest life total among them), "an opponent has no cards in hand", "an opponent
   * is poisoned" (a poison counter, 122.1f), "you have more cards in hand than each opponent". */
  | { opponentHas: 'lowestLife' | 'fewestCards' | 'poison'; compare: 'LE' | 'EQ' | 'GE'; count: number }
  | { moreCardsInHand: true }
  /** "an artifact card is in your graveyard", "there is a land card in your graveyard": a card of a type there. */
  | { graveyardHasType: string }
  /** "as long as black is the most common color among all permanents or is tied for most common" (`White` … `Green`). */
  | { mostCommonColor: string }
  /** "as long as the top card of your library is black" / "is a creature card": a colour (of a `Card`) or a card type. */
  | { topOfLibrary: Filter }
  /** "as long as equipped creature is tapped" (of other objects the Equipment affects). */
  | { equippedIs: 'tapped' | 'untapped' }
  /** "as long as two or more creatures are blocking it" / "… Equipment are attached to it" (the card itself). */
  | { blockedBy: number } | { equipmentAttached: number }
  /** "as long as any player controls a black permanent". */
  | { anyPlayerControls: Filter }
  /** "as long as an opponent owns a card in exile". */
  | { opponentOwnsExiled: true }
  /** "as long as your life total is greater than or equal to your starting life total" (103.4). */
  | { lifeAtLeastStarting: true }
  /** "as long as an opponent's life total is less than half their starting life total". */
  | { opponentBelowHalfLife: true };

/** States of a permanent a static ability's "as long as ~ is …" reads. */
export type SelfState = 'equipped' | 'enchanted' | 'tapped' | 'untapped' | 'attacking' | 'blocking' | 'monstrous';
