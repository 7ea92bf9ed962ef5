/**
 * Planesculptors: the text export of MSE that Planesculptors imports — the set's title, `1.0`,
 * then per card its shape, number, mana value, rarity, name, colour, cost, type, power,
 * toughness, rules (lines joined with `///br///`), flavor and artist, the same for a second face,
 * and a line of `=`. Names must be unique and free of `; | : [ ] < >`.
 */
import type { Exporter } from './registry.js';
import type { ExportCard, ExportFace, ExportSet } from './setModel.js';
import { colorWord, displayLines, mseRarity, Warnings } from './text.js';

const forbidden = /[;|:[\]<>]/;

/** Problems Planesculptors has with the set's names (forbidden characters, the same name twice). */
export function nameProblems(set: ExportSet): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const card of [...set.cards, ...set.tokens]) {
    const name = card.faces[0].name;
    if (forbidden.test(card.name)) out.push(`Planesculptors names can't contain ; | : [ ] < >: "${card.name}"`);
    if (seen.has(name.toLowerCase())) out.push(`Planesculptors needs unique names: "${name}" is used twice`);
    seen.add(name.toLowerCase());
  }
  return out;
}

function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function shape(card: ExportCard): string {
  if (card.isToken) return 'token';
  if (card.faces.length === 1) return 'normal';
  if (card.layout === 'split' || card.layout === 'aftermath' || card.layout === 'adventure') return 'split';
  if (card.layout === 'flip') return 'flip';
  return 'double';
}

/** MSE's card colour: `green`, `white, blue, multicolor`, `artifact`, `land`, `colorless`. */
function mseColor(face: ExportFace): string {
  const colors = face.colors.map((c) => colorWord[c]);
  if (face.types.includes('Land')) return colors.length ? `${colors.join(', ')}, land` : 'land';
  if (colors.length === 0) return face.types.includes('Artifact') ? 'artifact' : 'colorless';
  return colors.length > 1 ? `${colors.join(', ')}, multicolor` : colors[0];
}

function faceLines(face: ExportFace | undefined): string[] {
  if (!face) return ['', '', '', '', '', '', '', '', ''];
  const rules = displayLines(face);
  if (face.loyalty !== undefined) rules.push(`Starting loyalty: ${face.loyalty}`);
  return [
    face.name, mseColor(face), face.cost.join(''), face.typeLine, face.power ?? '', face.toughness ?? '',
    html(rules.join('\n')).replace(/\n/g, '///br///'), html(face.flavor ?? '').replace(/\n/g, '///br///'), html(face.artist ?? ''),
  ];
}

export const planesculptors: Exporter = {
  id: 'planesculptors',
  title: 'Planesculptors',
  output: 'file',
  extension: '.txt',
  description: 'Planesculptors: upload the .txt file as a new version of your set',
  export(set) {
    const warnings = new Warnings();
    for (const p of nameProblems(set)) warnings.add(p);
    const out = [set.name, '1.0', ''];
    for (const card of [...set.cards, ...set.tokens]) {
      out.push(shape(card), card.number, String(card.manaValue), mseRarity(card), ...faceLines(card.faces[0]), ...faceLines(card.faces[1]), '===========');
      if (card.faces.length > 2) warnings.add('Planesculptors cards have two faces; faces after the second are left out', card.name);
    }
    warnings.add('Planesculptors draws costs from MSE\'s symbol images; costs are written as MSE symbol text (2WU), which its importer reads from an MSE export');
    return { files: [{ path: '', content: out.join('\n') + '\n' }], warnings: warnings.list(), summary: [`${set.cards.length + set.tokens.length} cards`] };
  },
};
