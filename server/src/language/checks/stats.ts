/**
 * Power/toughness, loyalty and defense belong to the card types that have them (208.1, 209.1,
 * 306.5, 310.4), and loyalty abilities to planeswalkers (606.2).
 */
import type { Ability, Face } from '../ast.js';
import { codes } from './codes.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';
import { echo } from '../userText.js';

/** Artifacts printed with power/toughness they only use as creatures (301.7a Vehicles, Spacecraft with station). */
const printedPTSubtypes = new Set(['Vehicle', 'Spacecraft']);

function checkStats(face: Face, ctx: CheckContext, accept: Accept): void {
  const fm = ctx.face;
  if (fm.types.length === 0) return;
  const pt = face.stats.filter((s) => s.statKind === 'powerToughness' && !s.levelBand);
  const loyalty = face.stats.filter((s) => s.statKind === 'loyalty' && s.value?.trim());
  const defense = face.stats.filter((s) => s.statKind === 'defense' && s.value?.trim());
  const anchor = face.typeLine?.range ?? face.name.range;
  const isCreature = fm.types.includes('Creature');
  if (isCreature && pt.length === 0) {
    accept('error', codes.missingPowerToughness, 'A creature card has a power and toughness (208.1): add a line such as "2/2" at the end of the card.', anchor);
  }
  const ptAllowed = isCreature || fm.subtypes.some((s) => printedPTSubtypes.has(s)) || face.abilities.some((a) => a.abilityKind === 'keyword' && (a.keyword === 'Crew' || a.keyword === 'Station'));
  if (!ptAllowed) {
    for (const s of pt) accept('warning', codes.unexpectedPowerToughness, `Only creatures (and Vehicles) have power and toughness (208.1); this card is ${/^[aeiou]/i.test(fm.types[0] ?? '') ? 'an' : 'a'} ${fm.types.join(' ').toLowerCase()}, so "${echo(`${s.power}/${s.toughness}`)}" would never be used.`, s.range);
  }
  // A planeswalker that transforms into another planeswalker keeps its loyalty counters, so that back
  // face may print no loyalty (Garruk Relentless); every other planeswalker face prints one.
  const index = ctx.model.faces.indexOf(fm);
  const keepsCounters = index > 0 && ctx.model.faces[index - 1].types.includes('Planeswalker');
  if (fm.types.includes('Planeswalker') && loyalty.length === 0 && !keepsCounters) {
    accept('error', codes.missingLoyalty, 'A planeswalker card has a loyalty number (209.1): add a line such as "Loyalty: 3".', anchor);
  }
  if (!fm.types.includes('Planeswalker')) {
    for (const s of loyalty) accept('warning', codes.unexpectedLoyalty, `Loyalty is a characteristic only planeswalkers have (306.5); this ${fm.types.join(' ').toLowerCase()} would ignore it.`, s.range);
  }
  if (fm.types.includes('Battle') && defense.length === 0) {
    accept('error', codes.missingDefense, 'A battle has a defense number (310.4): add a line such as "Defense: 5".', anchor);
  }
}

function checkLoyaltyAbility(ability: Ability, ctx: CheckContext, accept: Accept): void {
  if (ability.abilityKind !== 'loyalty' || ability.granted || ctx.face.types.includes('Planeswalker')) return;
  accept('warning', codes.loyaltyAbilityOnNonPlaneswalker,
    `"${echo(ability.loyaltyCost.text)}:" is a loyalty ability, which normally only planeswalkers have (606.2); on this ${ctx.face.types.join(' ').toLowerCase() || 'card'} there are no loyalty counters to pay it with unless something puts them there.`,
    ability.loyaltyCost.range);
}

registerChecks({ Face: [checkStats], Ability: [checkLoyaltyAbility] });
