/**
 * Forge: a folder with one script per card (`cards/<letter>/<name>.txt`), token scripts
 * (`tokens/`) and the edition (`editions/<Set Name>.txt`). Each script has the card's
 * characteristics, `K:` lines for keywords Forge scripts that way, an `A:AB$ Mana` line for every
 * mana ability whose cost and mana Forge can write, and the `Oracle:` text. A card whose every
 * ability is scripted plays fully; the others load and show their text but do nothing in play.
 */
import type { BoosterSlots, Exporter, ExportFile } from './registry.js';
import { collationPlan, exportSlots, forgeBooster, forgeCollation, forgeMythicRate, poolsOfSet } from './boosters.js';
import type { ExportCard, ExportFace, ExportSet } from './setModel.js';
import { compareNumbers } from './collectorNumbers.js';
import { colorWord, displayLines, isBasicLand, Warnings } from './text.js';
import { forgeCost, forgeSymbol, isReminderOnly, keywordLine, manaAbilityLine } from './forgeScript.js';

const alternateModes: Partial<Record<string, string>> = {
  split: 'Split', aftermath: 'Split', adventure: 'Adventure', flip: 'Flip', transform: 'DoubleFaced', modal_dfc: 'Modal', meld: 'Meld', double_faced_token: 'DoubleFaced',
};

/** Forge's file name for a card: lower case, punctuation dropped, words joined by `_` (`fire_ice`). */
export function forgeFileName(name: string): string {
  const base = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return base || 'card';
}

/**
 * Each token's script name (its file under `tokens/`, and the `[tokens]` entry): colours, P/T and
 * name, as Forge names its own (`u_2_2_spirit`), told apart with `_2` when two would be the same.
 */
export function forgeTokenScripts(set: ExportSet): Map<ExportCard, string> {
  const names = new Map<ExportCard, string>();
  const used = new Set<string>();
  for (const token of set.tokens) {
    const colors = token.faces[0].colors.map((c) => c.toLowerCase()).join('') || 'c';
    const pt = token.faces[0].power !== undefined ? `_${token.faces[0].power}_${token.faces[0].toughness}` : '';
    const base = forgeFileName(`${colors}${pt} ${token.name}`);
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}_${n}`;
    used.add(name);
    names.set(token, name);
  }
  return names;
}

/** The Oracle line: text lines joined with a literal `\n`, loyalty costs as Forge writes them (`[+1]:`). */
function oracle(face: ExportFace): string {
  return displayLines(face).map((l) => l.replace(/^([+−-]?)(\d+|X):/, (_, sign: string, n: string) => `[${sign === '−' ? '-' : sign}${n}]:`)).join('\\n');
}

interface Scripted {
  lines: string[];
  abilities: number;
  scripted: number;
  full: boolean;
}

function faceScript(card: ExportCard, face: ExportFace, index: number, warnings: Warnings): Scripted {
  const lines = [`Name:${face.name}`];
  const cost = face.cost.filter((b) => {
    if (forgeSymbol(b, card.declarations)) return true;
    warnings.add(`Forge has no mana symbol {${b}}; it is left out of ManaCost (the Oracle text still shows it)`, card.name);
    return false;
  });
  lines.push(`ManaCost:${forgeCost(cost, face.hasCost)}`);
  const mode = alternateModes[card.layout];
  if (index === 0 && mode && card.faces.length > 1) lines.push(`AlternateMode:${mode}`);
  lines.push(`Types:${[...face.supertypes, ...face.types, ...face.subtypes].join(' ')}`);
  if (face.colorIndicator || (card.isToken && face.colors.length > 0)) lines.push(`Colors:${(face.colorIndicator ?? face.colors).map((c) => colorWord[c]).join(',') || 'colorless'}`);
  if (face.power !== undefined) lines.push(`PT:${face.power}/${face.toughness}`);
  if (face.loyalty !== undefined) lines.push(`Loyalty:${face.loyalty}`);
  if (face.defense !== undefined) lines.push(`Defense:${face.defense}`);
  let scripted = 0;
  let abilities = 0;
  for (const a of face.abilities) {
    if (a.ability.granted || isReminderOnly(a)) continue;
    abilities++;
    const line = keywordLine(a, card.declarations) ?? manaAbilityLine(a, face.name, card.declarations);
    if (line) {
      lines.push(line);
      scripted++;
    }
  }
  lines.push(`Oracle:${oracle(face)}`);
  // Spells need a scripted spell ability (A:SP$) to be cast, and Auras one to attach: never full here.
  const needsSpell = face.types.includes('Instant') || face.types.includes('Sorcery') || face.subtypes.includes('Aura');
  return { lines, abilities, scripted, full: scripted === abilities && !needsSpell };
}

function cardScript(card: ExportCard, warnings: Warnings): { text: string; full: boolean; partly: boolean } {
  const faces = card.faces.map((f, i) => faceScript(card, f, i, warnings));
  const text = faces.map((f) => f.lines.join('\n')).join('\n\nALTERNATE\n\n') + '\n';
  const full = faces.every((f) => f.full);
  return { text, full, partly: !full && faces.some((f) => f.scripted > 0) };
}

const rarityLetter: Record<string, string> = { common: 'C', uncommon: 'U', rare: 'R', mythic: 'M', special: 'S', bonus: 'S' };

/** The name an edition lists a card by: split-like cards by their full name, others by their front face. */
function editionName(card: ExportCard): string {
  return ['split', 'aftermath'].includes(card.layout) ? card.name : card.faces[0].name;
}

/** A file name that any file system accepts (the set's long name may hold `/` or `:`). */
function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').replace(/^\.+/, '_').trim() || 'Custom Set';
}

function editionFile(set: ExportSet, tokenFiles: string[], slots: BoosterSlots, warnings: Warnings, collation?: ReturnType<typeof collationPlan>): string {
  const lines = ['[metadata]', `Code=${set.code}`];
  if (set.released) lines.push(`Date=${set.released}`);
  else warnings.add('no "@released" date: the Forge edition has no Date');
  // Forge reads Type= into its CardEdition.Type enum; CUSTOM_SET is its value for custom sets ("Custom" is none).
  lines.push(`Name=${set.name}`, 'Type=CUSTOM_SET');
  // A Booster= line is what makes an edition draftable, from the same slots as the other formats' packs;
  // a set's own @collation in Forge's booster slot syntax, with its exact odds.
  const rarities = new Set(set.cards.filter((c) => !isBasicLand(c)).map((c) => c.rarity));
  const own = collation ? forgeCollation(collation, poolsOfSet(set)) : undefined;
  const booster = own?.booster ?? (collation ? undefined : forgeBooster(rarities, slots));
  if (booster) lines.push(`Booster=${booster}`);
  else warnings.add('the set has no commons, uncommons, rares or mythics to fill a pack: the Forge edition has no Booster line and cannot be drafted');
  if (own) lines.push(`BoosterSlots=${own.slots}`);
  if (!own && rarities.has('rare') && rarities.has('mythic') && slots.rare > 0 && slots.mythicRate !== forgeMythicRate) {
    warnings.add(`Forge's RareMythic slot has a mythic in 1 pack of ${forgeMythicRate}, not 1 of ${slots.mythicRate}`);
  }
  if (own) lines.push('', ...own.sections.flatMap((section) => [section, '']));
  else lines.push('');
  lines.push('[cards]');
  const sorted = [...set.cards].sort((a, b) => compareNumbers(a.number, b.number));
  for (const card of sorted) {
    const letter = isBasicLand(card) ? 'L' : rarityLetter[card.rarity];
    lines.push(`${card.number} ${letter} ${editionName(card)}`);
  }
  if (tokenFiles.length > 0) lines.push('', '[tokens]', ...tokenFiles);
  return lines.join('\n') + '\n';
}

export const forge: Exporter = {
  id: 'forge',
  title: 'Forge',
  output: 'folder',
  extension: '',
  description: 'Forge: a folder whose cards/ and editions/ (and tokens/) go into Forge\'s custom folder',
  export(set, options) {
    const warnings = new Warnings();
    const files: ExportFile[] = [];
    const used = new Set<string>();
    const unique = (dir: string, base: string) => {
      let name = base;
      for (let n = 2; used.has(`${dir}/${name}`); n++) name = `${base}_${n}`;
      used.add(`${dir}/${name}`);
      return name;
    };
    let full = 0;
    let partly = 0;
    for (const card of set.cards) {
      const base = forgeFileName(card.faces.map((f) => f.name).join(' '));
      const dir = `cards/${base[0]}`;
      const script = cardScript(card, warnings);
      files.push({ path: `${dir}/${unique(dir, base)}.txt`, content: script.text });
      if (script.full) full++;
      else if (script.partly) partly++;
    }
    const tokenFiles: string[] = [];
    for (const [token, name] of forgeTokenScripts(set)) {
      tokenFiles.push(name);
      files.push({ path: `tokens/${name}.txt`, content: cardScript(token, warnings).text });
    }
    files.push({ path: `editions/${safeFileName(set.name)}.txt`, content: editionFile(set, tokenFiles, exportSlots(set, options, (m) => warnings.add(m), 'Forge', true), warnings, collationPlan(set, options)) });
    const textOnly = set.cards.length - full;
    return {
      files,
      warnings: warnings.list(),
      summary: [`${set.cards.length} card scripts, ${set.tokens.length} token scripts, edition "${set.name}" (${set.code})`,
        `${full} fully scripted, ${textOnly} text only${partly ? ` (${partly} of them with some abilities scripted)` : ''}: text-only cards load and show their text but do nothing in play`],
      scripted: { full, textOnly, partly },
    };
  },
};
