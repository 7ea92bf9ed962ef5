/**
 * What a static ability's continuous effect affects, as Forge's scripts name it (`Affected$`): the card itself with its
 * condition (`Card.Self+Wall`), the enchanted or equipped creature (`Creature.EnchantedBy`, `Card.EquippedBy+Human`), each
 * object of a kind (`Creature.YouCtrl`), you. Exact or nothing: `NotScriptable` otherwise.
 */
import type { Continuous, Filter } from '../../language/effects/types.js';
import type { FaceInfo } from './abilities.js';
import { forgeCounter } from './counters.js';
import { NotScriptable, validOf } from './valid.js';

/**
 * The objects or players an effect on each of a kind affects (`Creature.YouCtrl`, `Player`, `Opponent`); your opponents'
 * "You can't gain life." is `Player.Opponent`, as both of Forge's scripts of it write it, and so is their untap limit (its
 * other rules for your opponents are `Opponent` in all of theirs).
 */
export function eachAffected(c: Continuous, filter: Filter): string {
  // "All cards are legendary", "All creature cards are colorless": cards in every zone, where Forge's `Affected$` is of the
  // battlefield only.
  if (!filter.zone && filter.alts.some((a) => a.noun === 'Card')) throw new NotScriptable('an effect on cards in every zone (Forge\'s Affected$ is of permanents)');
  const valid = validOf(filter, true);
  // Your opponents' untap limit too (`UntapAdjust:Permanent:2`, Forge's one script of it).
  const playerOpponent = c.keywords.length === 1 && (c.keywords[0] === "You can't gain life." || c.keywords[0].startsWith('UntapAdjust:'));
  return valid === 'Opponent' && playerOpponent ? 'Player.Opponent' : valid;
}

/** The card itself, with the state or type its condition names (`Card.Self+equipped`, `Creature.Self`, `Card.Self+Wall`). */
function selfAffected(c: Continuous): string {
  const a = c.asLongAs;
  // A type of the card itself: `Creature.Self` for "~ is a creature", `Card.Self+Wall` for a subtype, as Forge's script of each.
  if (a && 'selfType' in a) return a.selfType === 'Creature' ? 'Creature.Self' : `Card.Self+${a.selfType}`;
  if (a && 'selfIs' in a) return `Card.Self+${a.selfIs === 'monstrous' ? 'IsMonstrous' : a.selfIs}`;
  if (a && 'selfCounters' in a) return `Card.Self+counters_GE${a.selfCounters.count}_${forgeCounter(a.selfCounters.counter)}`;
  if (a && 'mostCommonColor' in a) return `Card.Self+MostProminentColor ${a.mostCommonColor.toLowerCase()}`;
  return 'Card.Self';
}

/**
 * `Affected$` of a continuous effect (`enchantNoun`: what the card's Aura enchants, `Creature` unless it says otherwise).
 * An equipped creature that loses a keyword or gains a type: `Card.EquippedBy`, as Forge's one script of each.
 * An equipped creature of a kind: `Card.EquippedBy+Human`, as 2 of Forge's 3 such scripts (one writes `Human.EquippedBy`).
 * The card and the creature it is paired with, as all of Forge's scripts of soulbond's keywords and P/T write them.
 * A land that becomes a basic land type (or the chosen one): `Card.EnchantedBy`, as all 5 of Forge's scripts of it.
 * A land that becomes a creature: `Land.AttachedBy`, as all 3 of Forge's scripts of it.
 * An enchanted permanent of a subtype that is a creature too: `Vehicle.AttachedBy | AddType$ Creature`, as both of
 * Forge's scripts of it.
 */
export function affectedOf(c: Continuous, face: FaceInfo, enchantNoun: string): string {
  const a = c.asLongAs;
  if (a && 'selfType' in a && c.affected.ref !== 'self') throw new NotScriptable('a type of the card itself as a condition of other objects');
  const becomes = a && 'attachedIs' in a && a.permanent ? a.attachedIs : undefined;
  if (becomes) {
    if (c.addedType !== 'Creature' || becomes.length !== 1 || becomes[0].is !== 'type') throw new NotScriptable('what an enchanted permanent of a kind gets');
    // Only an Aura's "enchanted permanent" is the permanent it is attached to; an Equipment's words are not read so.
    if (!face.subtypes.includes('Aura')) throw new NotScriptable('"as long as enchanted permanent is …" of a card that is not an Aura');
    return `${becomes[0].type}.AttachedBy`;
  }
  // "equipped creature is tapped" is the creature an Equipment is attached to (`Card.EquippedBy`): of an Equipment only.
  if (a && 'equippedIs' in a && !face.subtypes.includes('Equipment')) throw new NotScriptable('"as long as equipped creature is tapped" of a card that is not an Equipment');
  const ref = c.affected.ref;
  if (c.landCreature && ref === 'enchanted') return 'Land.AttachedBy';
  if ((c.landType || c.chosenLandType) && ref === 'enchanted') return 'Card.EnchantedBy';
  if (c.paired) return 'Creature.PairedWith,Creature.Self+Paired';
  if (a && 'attachedIs' in a) {
    const attached = `+${validOf({ alts: [{ noun: 'Creature', props: a.attachedIs }] }).replace(/^Creature\./, '')}`;
    return ref === 'equipped' ? `Card.EquippedBy${attached}` : `${enchantNoun}.EnchantedBy${attached}`;
  }
  if (ref === 'self') return selfAffected(c);
  if (ref === 'enchanted') return `${c.control && enchantNoun !== 'Permanent' ? 'Card' : enchantNoun}.EnchantedBy`;
  if (ref === 'equipped') return c.loses || c.addedType ? 'Card.EquippedBy' : 'Creature.EquippedBy';
  if (ref === 'each') return eachAffected(c, c.affected.filter);
  if (ref === 'you' && c.power === undefined && c.rules.length === 0 && !a) return 'You';
  throw new NotScriptable('what a static ability affects');
}
