/**
 * What of a card Forge can play: keyword abilities Forge scripts as `K:` lines, and mana
 * abilities as `A:AB$ Mana` lines (cost and produced mana). Everything else stays Oracle text
 * only: Forge shows it but does not play it.
 */
import type { AbilityModel } from '../language/model/cardModel.js';
import type { Declarations } from '../language/model/symbols.js';
import { symbolClass } from './text.js';

/** Keywords Forge scripts as a bare `K:Name` line. */
const simpleKeywords = new Set([
  'Flying', 'First Strike', 'Double Strike', 'Deathtouch', 'Defender', 'Flash', 'Haste', 'Hexproof', 'Indestructible', 'Lifelink',
  'Menace', 'Reach', 'Shroud', 'Trample', 'Vigilance', 'Fear', 'Intimidate', 'Changeling', 'Devoid', 'Prowess', 'Convoke', 'Delve',
  'Flanking', 'Infect', 'Wither', 'Undying', 'Persist', 'Exalted', 'Cascade', 'Horsemanship', 'Shadow', 'Skulk', 'Rebound',
  'Split Second', 'Storm', 'Battle Cry', 'Evolve', 'Extort', 'Dethrone', 'Provoke', 'Soulbond', 'Banding', 'Phasing',
]);
/** Keywords Forge scripts as `K:Name:N`. */
const amountKeywords = new Set([
  'Bushido', 'Rampage', 'Bloodthirst', 'Annihilator', 'Afflict', 'Crew', 'Fabricate', 'Modular', 'Renown', 'Toxic', 'Dredge',
  'Fading', 'Vanishing', 'Frenzy', 'Graft', 'Poisonous', 'Soulshift', 'Absorb', 'Devour', 'Ripple', 'Afterlife', 'Mentor',
]);
/** Keywords Forge scripts as `K:Name:<mana cost>`. */
const costKeywords = new Set([
  'Kicker', 'Multikicker', 'Cycling', 'Equip', 'Flashback', 'Madness', 'Morph', 'Megamorph', 'Evoke', 'Echo', 'Unearth', 'Ninjutsu',
  'Dash', 'Buyback', 'Entwine', 'Bestow', 'Outlast', 'Scavenge', 'Level Up', 'Fortify', 'Prowl', 'Replicate', 'Embalm', 'Eternalize',
  'Ward', 'Disturb', 'Blitz', 'Plot', 'Disguise',
]);

/** Forge's form of a mana cost: symbols without braces, separated by spaces (`1 W W`, `W/U`), or `no cost`. */
export function forgeCost(cost: string[], hasCost: boolean): string {
  return hasCost ? cost.join(' ') : 'no cost';
}

/** A mana symbol Forge has a shard for (numbers, X, WUBRGCS, hybrids and Phyrexian). */
export function forgeSymbol(body: string, declarations: Declarations): boolean {
  const cls = symbolClass(body, declarations);
  return !['custom', 'unknown', 'half', 'tap', 'untap', 'energy', 'chaos', 'planeswalker', 'ticket', 'pawprint', 'phyrexianAny'].includes(cls);
}

/** The `K:` line for a keyword ability, or undefined if Forge doesn't script it that way (or we can't tell how). */
export function keywordLine(a: AbilityModel, declarations: Declarations): string | undefined {
  const ability = a.ability;
  if (ability.abilityKind !== 'keyword' || ability.granted) return undefined;
  const name = ability.keyword;
  const parameter = ability.parameter?.trim();
  const cost = ability.cost;
  if (!cost && !parameter && simpleKeywords.has(name)) return `K:${name}`;
  if (!cost && parameter && /^\d+$/.test(parameter) && amountKeywords.has(name)) return `K:${name}:${parameter}`;
  if (!cost && name === 'Protection' && parameter && /^from (white|blue|black|red|green)$/.test(parameter)) return `K:Protection ${parameter}`;
  if (cost && !parameter && costKeywords.has(name) && cost.parts.length > 0 && cost.parts.every((p) => p.partKind === 'mana')) {
    const symbols = cost.parts.flatMap((p) => p.symbols.map((s) => s.body));
    if (symbols.every((b) => forgeSymbol(b, declarations))) return `K:${name}:${symbols.join(' ')}`;
  }
  return undefined;
}

const selfSacrifice = /^Sacrifice (?:~|CARDNAME|this (?:artifact|creature|land|enchantment|permanent)|(.+))$/;

/** Forge's `Cost$` for an activated ability's cost, or undefined if a part can't be written. */
function forgeActivationCost(a: AbilityModel, faceName: string, declarations: Declarations): string | undefined {
  const ability = a.ability;
  if (ability.abilityKind !== 'activated' || ability.abilityWord) return undefined;
  const mana: string[] = [];
  const rest: string[] = [];
  for (const part of ability.cost.parts) {
    if (part.partKind === 'mana') {
      const bodies = part.symbols.map((s) => s.body);
      if (!bodies.every((b) => forgeSymbol(b, declarations))) return undefined;
      mana.push(...bodies);
    } else if (part.partKind === 'tap') rest.push('T');
    else if (part.partKind === 'untap') rest.push('Q');
    else if (part.partKind === 'payLife') {
      const life = /^Pay (\d+) life$/.exec(part.text);
      if (!life) return undefined;
      rest.push(`PayLife<${life[1]}>`);
    } else if (part.partKind === 'sacrifice') {
      const m = selfSacrifice.exec(part.text);
      if (!m || (m[1] !== undefined && m[1] !== faceName)) return undefined;
      rest.push('Sac<1/CARDNAME>');
    } else return undefined;
  }
  return [...mana, ...rest].join(' ') || undefined;
}

/** Forge's `Produced$` (and `Amount$`) for an effect that only adds mana, or undefined. */
export function forgeProduced(effect: string): string | undefined {
  const text = effect.replace(/\s*\([^()]*\)\s*$/, '').trim();
  const same = /^Add ((?:\{[WUBRGC]\})+)\.$/.exec(text);
  if (same) {
    const letters = same[1].slice(1, -1).split('}{');
    if (letters.every((l) => l === letters[0])) return letters.length === 1 ? `Produced$ ${letters[0]}` : `Produced$ ${letters[0]} | Amount$ ${letters.length}`;
    if (new Set(letters).size === letters.length) return `Produced$ ${letters.join(' ')}`;
    return undefined;
  }
  const choice = /^Add \{([WUBRGC])\}(?:, \{([WUBRGC])\})*,? or \{([WUBRGC])\}\.$/.exec(text);
  if (choice) return `Produced$ Combo ${[...text.matchAll(/\{([WUBRGC])\}/g)].map((m) => m[1]).join(' ')}`;
  if (/^Add one mana of any colou?r\.$/.test(text)) return 'Produced$ Any';
  return undefined;
}

/** The `A:AB$ Mana` line for a mana ability whose cost and production Forge can write, or undefined. */
export function manaAbilityLine(a: AbilityModel, faceName: string, declarations: Declarations): string | undefined {
  if (!a.isManaAbility || a.ability.abilityKind !== 'activated' || a.ability.granted) return undefined;
  const cost = forgeActivationCost(a, faceName, declarations);
  const produced = forgeProduced(a.ability.effect.text);
  if (!cost || !produced) return undefined;
  const description = a.ability.effect.text.replace(/\|/g, '/').replace(/\bCARDNAME\b|~/g, faceName);
  return `A:AB$ Mana | Cost$ ${cost} | ${produced} | SpellDescription$ ${description}`;
}

/** True for a line that is only reminder text (nothing to script). */
export function isReminderOnly(a: AbilityModel): boolean {
  return /^\([^()]*\)$/.test(a.ability.text.trim());
}
