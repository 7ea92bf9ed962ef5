/**
 * Forge's words for objects: a filter of the effect model as a `Valid…` expression (`Creature.nonBlack+OppCtrl`,
 * `Artifact,Enchantment`), and a reference as a `Defined$` value (`Self`, `You`, `Player.Opponent`, `Enchanted`).
 * What Forge has no word for throws `NotScriptable`: the ability is then not scripted.
 */
import { subtypesByType } from '../../language/data/rulesData.js';
import type { Filter, Property, Ref } from '../../language/effects/types.js';
import { forgeCounter } from './counters.js';
import { NotScriptable } from './notScriptable.js';
import { wordTable } from '../../language/effects/wordTable.js';

const cardTypes = new Set(['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Instant', 'Sorcery', 'Battle']);
/** Subtypes a card in a zone may be named by alone in the `bareInZone` style (`Goblin.YouCtrl`, `Equipment`). */
const namedAlone = new Set([...subtypesByType.Creature, ...subtypesByType.Artifact, ...subtypesByType.Enchantment]);
const landOrSpellTypes = new Set([...subtypesByType.Land, ...subtypesByType.Instant]);
const adjectives = new Set(['color', 'colorless', 'multicolored', 'monocolored', 'type', 'supertype', 'state', 'chosenType']);

/**
 * Forge's order of an object's conditions: what the noun is (colours, types, states) first, then `Other`, then whose
 * it is and the rest, as the text says them (`Creature.Elf+Other+YouCtrl`, `Creature.nonBlack+Other+YouCtrl`).
 */
function ordered(all: Property[], keywordFirst: boolean): Property[] {
  // "of the chosen color" after whose it is and what it has, before the rest (`Permanent.OppCtrl+ChosenColor`,
  // `Permanent.ActivePlayerCtrl+ChosenColor+nonToken`, `Creature.withoutFlying+ChosenColor`: Forge's 4 scripts of it).
  const chosen = all.findIndex((p) => p.is === 'chosenColor');
  if (chosen >= 0) {
    const first: Property[] = all.filter((p) => p.is === 'controller' || p.is === 'owner' || p.is === 'keyword');
    return [...first, all[chosen], ...all.filter((p) => p !== all[chosen] && !first.includes(p))];
  }
  // "of the chosen type" first, as Forge's scripts write it (`Creature.ChosenType+Other+YouCtrl`).
  const props = [...all.filter((p) => p.is === 'chosenType'), ...all.filter((p) => p.is !== 'chosenType')];
  const other = props.filter((p) => p.is === 'other');
  const rest = props.filter((p) => p.is !== 'other');
  let at = 0;
  while (at < rest.length && adjectives.has(rest[at].is)) at++;
  // After `Other`: whose it is before what it has (`Creature.YouCtrl+withFlying`), otherwise as the text says.
  const tail = rest.slice(at);
  const owner = tail.filter((p) => p.is === 'controller' || p.is === 'owner');
  const keyword = tail.filter((p) => p.is === 'keyword');
  const others = tail.filter((p) => p.is !== 'controller' && p.is !== 'owner' && p.is !== 'keyword');
  // Whose it is before the counters it has (`Creature.YouCtrl+counters_GE1_P1P1`, 24 of Forge's 27 scripts of both).
  const counters: Property[] = owner.length > 0 ? tail.filter((p) => p.is === 'counter') : [];
  if (keyword.length === 0) return [...rest.slice(0, at), ...other, ...tail.filter((p) => !counters.includes(p)), ...counters];
  return keywordFirst ? [...rest.slice(0, at), ...keyword, ...other, ...owner, ...others] : [...rest.slice(0, at), ...other, ...owner, ...keyword, ...others];
}

export { NotScriptable } from './notScriptable.js';

/** Forge's colour names of the model's colour letters (`W` → `White`). */
export const colorNames: Record<string, string> = wordTable({ W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green' });
const stateWords: Record<string, string> = wordTable({
  tapped: 'tapped', untapped: 'untapped', attacking: 'attacking', blocking: 'blocking', token: 'token', nontoken: 'nonToken', unblocked: 'unblocked', blocked: 'blocked', enchanted: 'enchanted', 'face-down': 'faceDown',
});

/** One condition in Forge's property words (`nonBlack`, `YouCtrl`, `powerLE2`). */
function property(p: Property, inZone: boolean, style: ValidStyle): string {
  switch (p.is) {
    case 'color': return `${p.not ? 'non' : ''}${colorNames[p.color]}`;
    case 'colorless': return p.not ? 'nonColorless' : 'Colorless';
    case 'multicolored': return p.not ? 'nonMultiColor' : 'MultiColor';
    case 'monocolored': return p.not ? 'nonMonoColor' : 'MonoColor';
    case 'type': return `${p.not ? 'non' : ''}${p.type}`;
    case 'supertype': return `${p.not ? 'non' : ''}${p.type}`;
    case 'controller':
      if (p.who === 'you') return 'YouCtrl';
      if (p.who === 'opponent') return inZone ? 'OppOwn' : 'OppCtrl';
      if (p.who === 'notYou') return 'YouDontCtrl';
      if (p.who === 'thatPlayer' && style.thatPlayerCtrl) return style.thatPlayerCtrl;
      // What defending player controls where the card itself attacks: Forge's `DefenderCtrl` (the defending player of
      // the ability's source).
      if (p.who === 'defending' && style.defenderCtrl) return 'DefenderCtrl';
      // The target player, or the target planeswalker's controller (5 of 5 of Forge's scripts of it).
      if (p.who === 'targetOrController') return 'ControlledBy TargetedOrController';
      // What the target player controls (`TargetedPlayerCtrl`), of damage to it and its creatures (1 of 1).
      if (p.who === 'target') return 'TargetedPlayerCtrl';
      // Elsewhere not written yet: of another creature attacking, `DefenderCtrl` would name the card's own defending player;
      // of a target or every such object, see `StepContext.defenderCtrl`.
      if (p.who === 'defending' || p.who === 'thatPlayer') throw new NotScriptable(`what ${p.who === 'defending' ? 'defending player' : 'that player'} controls (not written yet)`);
      throw new NotScriptable('a controller Forge has no word for');
    case 'owner': return p.who === 'you' ? 'YouOwn' : 'OppOwn';
    case 'other': return 'Other';
    case 'state': return stateWords[p.state];
    case 'keyword': return `${p.not ? 'without' : 'with'}${p.keyword}`;
    case 'stat': return `${p.stat === 'manaValue' ? 'cmc' : p.stat}${p.cmp}${p.value}`;
    case 'counter': return `counters_GE1_${forgeCounter(p.counter)}`;
    case 'anyCounter': return 'HasCounters';
    // Forge reads the rest of the word as a filter of its own (`Aura.AttachedTo Creature.YouCtrl`): nothing may follow it.
    case 'attachedTo': return `AttachedTo ${p.noun}${p.yours ? '.YouCtrl' : ''}`;
    // Forge's `Historic` (700.6), of spells only (see `validOf`).
    case 'historic': return 'Historic';
    case 'chosenType': return 'ChosenType';
    case 'chosenColor': return 'ChosenColor';
    // Forge's `DamagedBy`: not written yet — measured (again with the export as it is now), the dies triggers it would add
    // came out 5 equivalent and 3 written otherwise (Forge's scripts spell their origin and trigger zone two ways,
    // `Origin$ Any` without `TriggerZones$` in 2 of 8, and leave out the card's own presence for a counter in 1 of 4).
    case 'blockingSelf': return 'blockingSource';
    // Forge's `sharesCreatureTypeWith Enchanted` (4 of 4 of its scripts of it, each a pump of all under `Sac<1/CARDNAME>`).
    // Forge's engine checks it only of a source that enchants nothing and whose ability sacrificed something: anywhere
    // else every creature matches, so it is written only there (`ValidStyle.enchantedSacrificed`).
    case 'sharesTypeWithEnchanted':
      if (style.enchantedSacrificed) return 'sharesCreatureTypeWith Enchanted';
      throw new NotScriptable('creatures that share a creature type with the enchanted creature other than pumped by sacrificing the card (Forge checks it only then)');
    case 'blockedBySelf': return 'blockedBySource';
    // Forge's `Attached`: attached to the ability's host.
    case 'attachedToSelf': return 'Attached';
    case 'damagedBySelf': throw new NotScriptable('a creature the card dealt damage to this turn (not written yet)');
    // Forge's own words (6 of 6 and 2 of 2 of its scripts).
    case 'damagedThisTurn': return 'wasDealtDamageThisTurn';
    case 'namedSelf': throw new NotScriptable('cards named ~ (not written yet)');
    case 'named': return `named${p.name}`;
    case 'greatestPower': return 'greatestPower';
    case 'dealtDamageThisTurn': return 'dealtDamageThisTurn';
    case 'dealtDamageToYouThisTurn': return 'dealtDamageToYouThisTurn';
    case 'enteredThisTurn': return 'enteredBattlefieldThisTurn';
  }
}

/** How a `Valid` expression names a creature type (`Goblin`) of a card in a zone. */
export interface ValidStyle {
  /** A card in a zone named by its creature, artifact or enchantment type alone (`Goblin.YouCtrl`, `Equipment`), as
   * Forge's scripts name a target card in a graveyard or a card taken from the library's top; elsewhere (a search's
   * `ChangeType$`) `Card.Goblin`. */
  bareInZone?: boolean;
  /** An object counted (`Count$Valid …`): whose it is before its state, as most of Forge's counts write it
   * (`Land.YouCtrl+untapped`, 14 to 7). */
  counted?: boolean;
  /** Forge's word for what the trigger's player ("that player") controls, where it has one: `ActivePlayerCtrl` (the player
   * whose step it is). */
  thatPlayerCtrl?: string;
  /** The card itself attacks: what defending player controls is Forge's `DefenderCtrl`. */
  defenderCtrl?: boolean;
  /** A pump of all whose ability's cost sacrificed the card itself: Forge checks `sharesCreatureTypeWith Enchanted`. */
  enchantedSacrificed?: boolean;
}

/**
 * The `Valid` expression of a filter. Cards in a zone are named by their card type (`Creature.YouCtrl` for a creature
 * card in your graveyard, as Forge's own scripts write them). `continuous`: the objects of a static ability, whose
 * keywords Forge's scripts name before whose they are (`Creature.withFlying+OppCtrl`; elsewhere `Creature.YouCtrl+withFlying`).
 * `style`: how a creature type is named (the forms mean the same objects in Forge's engine; see `ValidStyle`).
 */
export function validOf(filter: Filter, continuous = false, style: ValidStyle = {}): string {
  // Cards in a graveyard, hand or library (not spells on the stack, which are controlled like permanents).
  const zone = !!filter.zone && filter.zone !== 'stack';
  return filter.alts.map((alt) => {
    let noun = alt.noun;
    let props = alt.props;
    if (noun === 'Card' && zone) {
      // A card type, land type or spell type names the card (`Creature.YouCtrl`, `Forest`, `Arcane`); a creature type
      // stays a property of it (`Card.Goblin`) unless the style names it alone (`Goblin.YouCtrl`).
      const type = props.find((p) => p.is === 'type' && !p.not && (cardTypes.has(p.type) || landOrSpellTypes.has(p.type) || (style.bareInZone && namedAlone.has(p.type))));
      if (type && type.is === 'type') {
        noun = type.type;
        props = props.filter((p) => p !== type);
      }
    }
    // "a historic spell" is Forge's `Card.Historic` (all 5 of its cast triggers); of a permanent or a card elsewhere, not
    // written yet — measured, its one such ability of the corpus is written otherwise (`Historic+YouCtrl+Other`).
    if (noun !== 'Spell' && props.some((p) => p.is === 'historic')) throw new NotScriptable('"historic" of a permanent or a card (not written yet)');
    // Forge's `enteredBattlefieldThisTurn` is true of a card that entered its present zone this turn, whatever the zone
    // (a card discarded or milled this turn in a graveyard), and a card that left the battlefield is a new object
    // (400.7) that dealt no damage: both written of permanents only.
    if ((zone || noun === 'Spell' || filter.zone === 'stack') && props.some((p) => p.is === 'enteredThisTurn' || p.is === 'dealtDamageToYouThisTurn')) {
      throw new NotScriptable('"that entered the battlefield (dealt damage to you) this turn" of a card not on the battlefield');
    }
    if (noun === 'Spell') noun = 'Card';
    if (noun === 'Opponent' || noun === 'Player') {
      if (props.length > 0) throw new NotScriptable('a player with conditions');
      return noun;
    }
    const owner: Property[] = zone && filter.zoneOwner === 'you' ? [{ is: 'controller', who: 'you' }] : zone && filter.zoneOwner === 'opponent' ? [{ is: 'owner', who: 'opponent' }] : [];
    if (zone && filter.zoneOwner === 'target') throw new NotScriptable("a card in a targeted player's zone");
    let all = ordered([...props, ...owner], continuous);
    const ctrl = all.findIndex((p) => p.is === 'controller' && p.who === 'you');
    if (style.counted && ctrl > 0) {
      const states = all.slice(0, ctrl).filter((p) => p.is === 'state');
      all = [...all.slice(0, ctrl).filter((p) => p.is !== 'state'), all[ctrl], ...states, ...all.slice(ctrl + 1)];
    }
    if (all.length > 1 && all.some((p) => p.is === 'attachedTo')) throw new NotScriptable('what an attached object is attached to, beside another condition');
    const words = all.map((p) => property(p, zone, style));
    return words.length > 0 ? `${noun}.${words.join('+')}` : noun;
  }).join(',');
}

/**
 * Each kind of a Forge `Valid` list (`Creature,Artifact.Black`) also with the property `prop`: `Creature.YouCtrl`,
 * `Artifact.Black+YouCtrl`.
 */
export function kindsWith(valid: string, prop: string): string {
  return valid.split(',').map((v) => `${v}${v.includes('.') ? '+' : '.'}${prop}`).join(',');
}

/** True if a filter names players (targets that are players take `Player`/`Opponent`). */
export function isPlayerFilter(filter: Filter): boolean {
  return filter.alts.every((a) => a.noun === 'Player' || a.noun === 'Opponent');
}

/** The `Defined$` value of a reference that does not target, in a context that knows what "triggered" means. */
export function definedOf(ref: Ref, triggered?: string): string {
  switch (ref.ref) {
    case 'self': return 'Self';
    case 'you': return 'You';
    case 'enchanted': return 'Enchanted';
    case 'equipped': return 'Equipped';
    case 'target': return 'Targeted';
    case 'defending': return 'DefendingPlayer';
    // The player the card's `ChoosePlayer` chose as it entered.
    case 'chosenPlayer': return 'ChosenPlayer';
    case 'each':
      if (ref.filter.alts.length === 1 && ref.filter.alts[0].props.length === 0) {
        if (ref.filter.alts[0].noun === 'Opponent') return 'Player.Opponent';
        if (ref.filter.alts[0].noun === 'Player') return 'Player';
      }
      // "each other player": every player but the ability's controller (Forge's `Player.Other`).
      if (ref.filter.alts.length === 1 && ref.filter.alts[0].noun === 'Player' && ref.filter.alts[0].props.length === 1 && ref.filter.alts[0].props[0].is === 'other') return 'Player.Other';
      throw new NotScriptable('"each" of objects where one object is meant');
    case 'controller':
    case 'owner': {
      const of = ref.of;
      const suffix = ref.ref === 'controller' ? 'Controller' : 'Owner';
      if (of.ref === 'target') return `Targeted${suffix}`;
      if (of.ref === 'self') return ref.ref === 'controller' ? 'You' : 'CardOwner';
      if (of.ref === 'enchanted') return `Enchanted${suffix}`;
      if (of.ref === 'triggered' && triggered) return `${triggered}${suffix}`;
      throw new NotScriptable('the controller of an object Forge cannot name');
    }
    case 'triggered':
      if (!triggered) throw new NotScriptable('"that" object outside a trigger');
      return triggered;
    default: throw new NotScriptable(`a reference Forge cannot name (${ref.ref})`);
  }
}
