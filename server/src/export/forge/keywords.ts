/**
 * Keyword abilities as Forge's `K:` lines (`K:Flying`, `K:Bushido:2`, `K:Cycling:2`, `K:TypeCycling:Basic:2`,
 * `K:Flashback 1 R`, `K:Enchant creature`), written from the effect model's reading of the keyword. A keyword whose
 * parameter or cost Forge cannot say exactly throws `NotScriptable`.
 */
import type { KeywordEffect } from '../../language/effects/types.js';
import type { Declarations } from '../../language/model/symbols.js';
import { subtypesByType } from '../../language/data/rulesData.js';
import { subtypeOf } from '../../language/effects/filters.js';
import { readCostText } from '../../language/effects/costs.js';
import { Unread } from '../../language/effects/words.js';
import { costOf, forgeShard, forgeSymbol } from './costs.js';
import { NotScriptable } from './valid.js';
import { wordTable } from '../../language/effects/wordTable.js';

/** Keywords Forge scripts as a bare `K:Name` line. */
const simpleKeywords = new Set([
  'Flying', 'First Strike', 'Double Strike', 'Deathtouch', 'Defender', 'Flash', 'Haste', 'Hexproof', 'Indestructible', 'Lifelink',
  'Menace', 'Reach', 'Shroud', 'Trample', 'Vigilance', 'Fear', 'Intimidate', 'Changeling', 'Devoid', 'Prowess', 'Convoke', 'Delve',
  'Flanking', 'Infect', 'Wither', 'Persist', 'Exalted', 'Cascade', 'Horsemanship', 'Shadow', 'Skulk', 'Rebound',
  'Split Second', 'Storm', 'Battle Cry', 'Evolve', 'Extort', 'Dethrone', 'Provoke', 'Soulbond', 'Banding', 'Phasing', 'Living weapon',
  'Fuse', 'Sunburst', 'Ascend', 'Unleash', 'Exploit', 'Jump-start', 'Ingest', 'Improvise', 'Cipher', 'Totem armor', 'Hidden agenda',
  'Aftermath', 'Mentor', 'Partner', 'Riot', 'Myriad', 'Conspire', 'Retrace', 'Epic', 'Undaunted', 'Living Weapon',
]);
/** Keywords whose capital letters the 2020 engine's scripts write otherwise than the rules (`K:Split second`). */
const forgeSpelling: Record<string, string> = wordTable({
  'Split Second': 'Split second', 'Battle Cry': 'Battle cry', 'Living weapon': 'Living Weapon', 'Level Up': 'Level up', 'Cumulative Upkeep': 'Cumulative upkeep',
  'Totem Armor': 'Totem armor', 'Umbra Armor': 'Totem armor', 'Umbra armor': 'Totem armor', 'Hidden Agenda': 'Hidden agenda', 'Jump-Start': 'Jump-start', 'Aura Swap': 'Aura swap',
});
/** Keywords Forge scripts as `K:Name:N`. */
const amountKeywords = new Set([
  'Bushido', 'Rampage', 'Bloodthirst', 'Annihilator', 'Afflict', 'Crew', 'Fabricate', 'Modular', 'Renown', 'Dredge',
  'Fading', 'Vanishing', 'Frenzy', 'Graft', 'Poisonous', 'Soulshift', 'Absorb', 'Devour', 'Ripple', 'Afterlife', 'Tribute',
]);
/** Keywords Forge scripts as `K:Name:<mana cost>`. */
const costKeywords = new Set([
  'Kicker', 'Multikicker', 'Cycling', 'Equip', 'Madness', 'Morph', 'Megamorph', 'Evoke', 'Echo', 'Unearth', 'Ninjutsu',
  'Dash', 'Buyback', 'Entwine', 'Bestow', 'Outlast', 'Scavenge', 'Level up', 'Fortify', 'Prowl', 'Replicate', 'Embalm', 'Eternalize',
  'Transmute', 'Surge', 'Emerge', 'Cumulative upkeep', 'Spectacle', 'Escalate', 'Recover', 'Aura swap', 'Miracle', 'Strive',
]);
/** Written with a space, not a colon, before the cost by the 2020 engine's scripts. */
const spacedCostKeywords = new Set(['Flashback']);
/** Keywords that are neither of the above but whose parameter Forge writes after a colon (`K:Affinity:Artifact`). */
const landwalks = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
const colors = new Set(['white', 'blue', 'black', 'red', 'green']);
const creatureTypes = new Set(subtypesByType.Creature);
/** Cycling variants Forge names by the type searched for (702.29e). */
const cyclingTypes: Record<string, string> = wordTable({ 'basic land': 'Basic', plains: 'Plains', island: 'Island', swamp: 'Swamp', mountain: 'Mountain', forest: 'Forest', land: 'Land' });

/** `Dragons`, `Demons`: a creature type in the plural, as protection names one. */
function pluralSubtype(word: string): boolean {
  const sub = subtypeOf(word);
  return !!sub && word !== sub && creatureTypes.has(sub);
}

/** A keyword's cost in Forge's words (`2 R`, `Sac<1/Land>`, `1 G PayLife<3>`), or NotScriptable. */
export function keywordCost(k: KeywordEffect, declarations: Declarations): string {
  if (k.costText) {
    try {
      const parts = readCostText(k.costText.replace(/\.$/, ''));
      // {T}, {Q} or loyalty in a keyword's cost (a spell's, or one paid again for each age counter) is not a cost Forge's
      // keyword lines can pay.
      if (parts.some((p) => p.pay === 'tap' || p.pay === 'untap' || p.pay === 'loyalty')) throw new NotScriptable(`${k.name} with {T}, {Q} or loyalty in its cost`);
      return costOf(parts, declarations);
    } catch (error) {
      if (error instanceof Unread) throw new NotScriptable(`${k.name} with a cost cardtext cannot read ("${k.costText}")`);
      throw error;
    }
  }
  if (!k.mana) throw new NotScriptable(`${k.name} with no cost`);
  if (!k.mana.every((b) => forgeSymbol(b, declarations))) throw new NotScriptable(`${k.name} with a mana symbol Forge does not have`);
  return k.mana.map(forgeShard).join(' ');
}

/** What a keyword's line may need to know of its card: its subtypes (`K:Amplify:1:Bird,Soldier`). */
export interface KeywordHolder {
  subtypes: string[];
}

/** The `K:` lines of a keyword ability (`Protection from red and from black` is two). */
export function keywordLines(k: KeywordEffect, holder: KeywordHolder, declarations: Declarations): string[] {
  // A set's keyword that works as one of the rules' (its reminder text says so) is written as that keyword.
  if (k.actsAs) return keywordLines({ ...k, name: k.actsAs, actsAs: undefined }, holder, declarations);
  if (k.name === 'Protection' && k.parameter && / and from /.test(k.parameter)) {
    return k.parameter.split(/,? and (?=from )|, (?=from )/).map((p) => keywordLine({ ...k, parameter: p.trim() }, holder, declarations));
  }
  if (k.name === 'Kicker' && k.costs) {
    if (k.costs.length !== 2) throw new NotScriptable('more than two kicker costs');
    return [`K:Kicker:${k.costs.map((c) => keywordCost({ ...k, mana: c }, declarations)).join(':')}`];
  }
  return [keywordLine(k, holder, declarations)];
}

/** The `K:` line of a keyword ability. */
export function keywordLine(k: KeywordEffect, holder: KeywordHolder, declarations: Declarations): string {
  const name = k.name;
  const parameter = k.parameter;
  // The 2020 engine builds undying's trigger without its effect (forge-sim: MISSING-SVAR UndyingReturn, for Forge's own
  // scripts too): in play it would do nothing, so it is not written.
  if (name === 'Undying') throw new NotScriptable("undying (the 2020 engine's undying trigger has no effect)");
  if (name === 'Amplify' && parameter && /^\d+$/.test(parameter) && !k.mana) {
    if (holder.subtypes.length === 0) throw new NotScriptable('amplify on a card with no creature type');
    return `K:Amplify:${parameter}:${holder.subtypes.join(',')}`;
  }
  if (name === 'Cycling' && k.variant && k.variant !== 'any') {
    const type = cyclingTypes[k.variant.toLowerCase()];
    if (!type) throw new NotScriptable(`${k.variant}cycling`);
    return `K:TypeCycling:${type}:${keywordCost(k, declarations)}`;
  }
  if (name === 'Landwalk') {
    if (!k.variant || !landwalks.has(k.variant)) throw new NotScriptable(`${k.variant ?? 'this'} landwalk`);
    return `K:${k.variant}walk`;
  }
  if (!k.mana && !k.costText && !parameter && (simpleKeywords.has(name) || simpleKeywords.has(forgeSpelling[name] ?? ''))) return `K:${forgeSpelling[name] ?? name}`;
  if (!k.mana && !k.costText && parameter && /^\d+$/.test(parameter) && amountKeywords.has(name)) {
    if (name === 'Tribute') throw new NotScriptable('Tribute (its "if tribute wasn\'t paid" ability)');
    return `K:${name}:${parameter}`;
  }
  if (name === 'Protection' && parameter) {
    const from = /^from (\w+)$/.exec(parameter);
    if (from && (colors.has(from[1]) || ['artifacts', 'creatures', 'enchantments', 'everything'].includes(from[1]) || pluralSubtype(from[1]))) return `K:Protection ${parameter}`;
    // Forge's own keywords of these (702.16: protection from a quality of colour), as its one script of each.
    if (from && ['monocolored', 'multicolored'].includes(from[1])) return `K:Protection ${parameter}`;
    if (parameter === 'from all colors') return 'K:Protection from all colors';
    throw new NotScriptable(`protection ${parameter}`);
  }
  if (name === 'Enchant' && parameter) return `K:Enchant ${parameter}`;
  // As all 6 of Forge's scripts of "reveal a Merfolk card from your hand or pay {3}".
  if (name === 'Reveal or pay' && parameter && k.mana) return `K:AlternateAdditionalCost:Reveal<1/${parameter}>:${k.mana.join(' ')}`;
  // The optional reveal of a card of a subtype as the spell is cast, which its other text checks (Forge's Presence keyword).
  if (name === 'Presence' && parameter && !k.mana && !k.costText) return `K:Presence:${parameter}`;
  if (name === 'Affinity' && parameter === 'for artifacts') return 'K:Affinity:Artifact';
  // "Affinity for Swamps" (702.41a: the cost is reduced for each Swamp you control): Forge names the land type.
  const affinityLand = name === 'Affinity' && parameter ? /^for (Plains|Islands|Swamps|Mountains|Forests)$/.exec(parameter) : null;
  if (affinityLand) return `K:Affinity:${affinityLand[1] === 'Plains' ? 'Plains' : affinityLand[1].slice(0, -1)}`;
  if (name === 'Splice' && parameter === 'onto Arcane') return `K:Splice:Arcane:${keywordCost(k, declarations)}`;
  if (name === 'Suspend' && parameter && /^\d+$/.test(parameter)) return `K:Suspend:${parameter}:${keywordCost(k, declarations)}`;
  // "Reinforce 1—{1}{W}", "Awaken 3—{4}{U}" (702.77, 702.113): the number, then the cost.
  if ((name === 'Reinforce' || name === 'Awaken') && parameter && /^\d+$/.test(parameter)) return `K:${name}:${parameter}:${keywordCost(k, declarations)}`;
  if (name === 'Champion' && parameter && /^an? [A-Z]\w+$/.test(parameter)) return `K:Champion:${parameter.replace(/^an? /, '')}`;
  const spelled = forgeSpelling[name] ?? name;
  if (!parameter && spacedCostKeywords.has(spelled)) return `K:${spelled} ${keywordCost(k, declarations)}`;
  // A cumulative upkeep that is not mana carries its words, as Forge's scripts write it (`:PayLife<2>:Pay 2 life.`).
  if (!parameter && spelled === 'Cumulative upkeep' && k.costText) return `K:${spelled}:${keywordCost(k, declarations)}:${k.costText.replace(/\.?$/, '.')}`;
  if (!parameter && costKeywords.has(spelled)) return `K:${spelled}:${keywordCost(k, declarations)}`;
  throw new NotScriptable(`the keyword ${name}${parameter ? ` ${parameter}` : ''}`);
}
