/**
 * Forge: a folder with one script per card (`cards/<letter>/<name>.txt`), token scripts
 * (`tokens/`), the edition (`editions/<Set Name>.txt`) and, when some card does not play fully,
 * `forge-playability.txt` naming each such card and what was left out. Each script is written from
 * the card's effect model (export/forge/): the characteristics, every ability Forge can script
 * exactly, and the `Oracle:` text. A card whose every ability is scripted plays fully; an ability
 * the model cannot script exactly is left out (never guessed).
 */
import type { BoosterSlots, Exporter, ExportFile } from './registry.js';
import { collationPlan, exportSlots, forgeBooster, forgeCollation, forgeMythicRate, poolsOfSet } from './boosters.js';
import type { ExportCard, ExportSet } from './setModel.js';
import { compareNumbers } from './collectorNumbers.js';
import { isBasicLand, Warnings } from './text.js';
import { cardScript, type CardScript } from './forge/cardScript.js';
import { playabilityFile, playabilityReport } from './forge/playability.js';

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

const rarityLetter: Record<string, string> = { common: 'C', uncommon: 'U', rare: 'R', mythic: 'M', special: 'S', bonus: 'S' };

/** The name an edition lists a card by: split-like cards by their full name, others by their front face. */
function editionName(card: ExportCard): string {
  return ['split', 'aftermath'].includes(card.layout) ? card.name : card.faces[0].name;
}

/** A file name that any file system accepts (the set's long name may hold `/` or `:`). */
function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').replace(/^\.+/, '_').trim() || 'Custom Set';
}

function editionFile(set: ExportSet, tokenFiles: string[], slots: BoosterSlots, warnings: Warnings, left: Set<ExportCard>, collation?: ReturnType<typeof collationPlan>): string {
  const lines = ['[metadata]', `Code=${set.code}`];
  if (set.released) lines.push(`Date=${set.released}`);
  else warnings.add('no "@released" date: the Forge edition has no Date');
  // Forge reads Type= into its CardEdition.Type enum: the 2020 engine's value for custom sets is THIRDPARTY (today's
  // Forge has CUSTOM_SET, which the 2020 engine would read as UNKNOWN; "Custom" is neither).
  lines.push(`Name=${set.name}`, 'Type=THIRDPARTY');
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
  for (const card of sorted.filter((c) => !left.has(c))) {
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
    const scripts: { card: ExportCard; script: CardScript }[] = [];
    for (const card of set.cards) {
      const base = forgeFileName(card.faces.map((f) => f.name).join(' '));
      const dir = `cards/${base[0]}`;
      const script = cardScript(card, warnings);
      if (script.unloadable) warnings.add(`${script.unloadable}: the card is left out of the export`, card.name);
      else files.push({ path: `${dir}/${unique(dir, base)}.txt`, content: script.text });
      scripts.push({ card, script });
    }
    const tokenFiles: string[] = [];
    for (const [token, name] of forgeTokenScripts(set)) {
      const script = cardScript(token, warnings);
      if (script.unloadable) continue;
      tokenFiles.push(name);
      files.push({ path: `tokens/${name}.txt`, content: script.text });
    }
    const left = new Set(scripts.filter((s) => s.script.unloadable).map((s) => s.card));
    const slots = exportSlots(set, options, (m) => warnings.add(m), 'Forge', true);
    files.push({ path: `editions/${safeFileName(set.name)}.txt`, content: editionFile(set, tokenFiles, slots, warnings, left, collationPlan(set, options)) });
    const report = playabilityReport(scripts);
    if (report.file) files.push({ path: playabilityFile, content: report.file });
    return {
      files,
      warnings: warnings.list(),
      summary: [`${set.cards.length} card scripts, ${set.tokens.length} token scripts, edition "${set.name}" (${set.code})`, ...report.summary],
      scripted: report.scripted,
    };
  },
};
