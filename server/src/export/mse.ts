/**
 * Magic Set Editor 2: a `.mse-set` zip holding the `set` file — `key: value` lines nested by one
 * TAB per level (multi-line values on the lines after their key, one TAB deeper), `game: magic`,
 * and one `card:` block per card with the game's fields (second faces in the `… 2` fields).
 * Text fields are MSE tagged strings: symbols in `<sym>…</sym>`, a literal `<` written as the
 * character with code 1.
 */
import type { Exporter } from './registry.js';
import type { ExportCard, ExportFace, ExportSet } from './setModel.js';
import { displayLines, mseRarity, symbolClass, Warnings } from './text.js';
import { type Declarations, emptyDeclarations } from '../language/model/symbols.js';
import { zip } from './zip.js';

/**
 * The code MSE's Magic symbol font draws a symbol by, or undefined if it has none: numbers, X/Y/Z,
 * WUBRG, C, S, T, Q, two-colour hybrids, twobrid `2/W`, and Phyrexian mana as `H/B` (`H` for the
 * Phyrexian generic symbol {H}) — not the rules' `B/P`.
 */
function mseCode(body: string, declarations: Declarations): string | undefined {
  const cls = symbolClass(body, declarations);
  if (cls === 'phyrexian') return `H/${body.split('/').find((part) => part !== 'P')}`;
  if (cls === 'phyrexianAny') return 'H';
  return ['generic', 'variable', 'colored', 'colorless', 'snow', 'tap', 'untap', 'hybrid', 'monocoloredHybrid'].includes(cls) || body === 'Z' ? body : undefined;
}

/** A tagged-string value: `<` escaped as code 1, then symbols tagged. */
function tagged(text: string, declarations: Declarations, warnings: Warnings, card: string): string {
  const escaped = text.replace(/</g, '\u0001');
  return escaped.replace(/\{([^{}]*)\}/g, (whole, body: string) => {
    const code = mseCode(body.toUpperCase(), declarations);
    if (code !== undefined) return `<sym>${code}</sym>`;
    warnings.add(`MSE's Magic symbol font has no ${whole}; it is written as text`, card);
    return whole;
  });
}

function costText(face: ExportFace, card: ExportCard, warnings: Warnings): string {
  return face.cost.map((b) => {
    const code = mseCode(b, card.declarations);
    if (code === undefined) warnings.add(`MSE's Magic symbol font has no {${b}}; the casting cost holds its letters`, card.name);
    return code ?? b;
  }).join('');
}

/** One `key: value` line, or a key followed by the value's lines one TAB deeper. */
function entry(key: string, value: string | undefined, depth: number): string[] {
  if (value === undefined || value === '') return [];
  const tabs = '\t'.repeat(depth);
  const lines = value.split('\n');
  if (lines.length === 1) return [`${tabs}${key}: ${value}`];
  return [`${tabs}${key}:`, ...lines.map((l) => `${tabs}\t${l}`)];
}

function faceEntries(card: ExportCard, face: ExportFace, suffix: string, warnings: Warnings): string[] {
  const t = (text: string) => tagged(text, card.declarations, warnings, card.name);
  return [
    ...entry(`name${suffix}`, t(face.name), 1),
    ...entry(`casting cost${suffix}`, costText(face, card, warnings), 1),
    ...entry(`super type${suffix}`, t([...face.supertypes, ...(face.model.isToken ? ['Token'] : []), ...face.types].join(' ')), 1),
    ...entry(`sub type${suffix}`, t(face.subtypes.join(' ')), 1),
    ...entry(`rule text${suffix}`, t(displayLines(face).join('\n')), 1),
    ...entry(`flavor text${suffix}`, face.flavor ? `<i-flavor>${t(face.flavor)}</i-flavor>` : undefined, 1),
    ...entry(`power${suffix}`, face.power, 1),
    ...entry(`toughness${suffix}`, face.toughness, 1),
    ...entry(`loyalty${suffix}`, face.loyalty, 1),
    ...entry(`illustrator${suffix}`, face.artist ? t(face.artist) : undefined, 1),
  ];
}

/** The text of the `set` file. */
export function mseSetFile(set: ExportSet, warnings: Warnings): string {
  const lines = ['mse version: 2.0.0', 'game: magic', 'stylesheet: new', 'set info:', ...entry('title', tagged(set.name, emptyDeclarations(), warnings, set.name), 1)];
  if (set.released) lines.push(...entry('description', `${set.code}, released ${set.released}`, 1));
  else lines.push(...entry('description', set.code, 1));
  for (const card of [...set.cards, ...set.tokens]) {
    lines.push('card:', '\thas styling: false');
    lines.push(...faceEntries(card, card.faces[0], '', warnings));
    lines.push(...entry('rarity', mseRarity(card), 1));
    if (card.faces[1]) lines.push(...faceEntries(card, card.faces[1], ' 2', warnings));
    if (card.faces.length > 2) warnings.add('MSE cards have two faces; faces after the second are left out', card.name);
    // The number is the card's own `Number:` text: escaped like every other field the user wrote.
    lines.push(...entry('notes', `#${tagged(card.number, card.declarations, warnings, card.name)}${card.layout !== 'normal' ? ` (${card.layout})` : ''}`, 1));
  }
  return lines.join('\n') + '\n';
}

export const mse: Exporter = {
  id: 'mse',
  title: 'Magic Set Editor',
  output: 'file',
  extension: '.mse-set',
  description: 'Magic Set Editor 2 set (.mse-set): open it with File → Open in MSE',
  export(set) {
    const warnings = new Warnings();
    const text = mseSetFile(set, warnings);
    if (set.cards.some((c) => c.faces.length > 1)) warnings.add('two-faced cards fill MSE\'s "… 2" fields; pick a split, flip or double-faced style for them in MSE to see the second face');
    return {
      files: [{ path: '', content: zip([{ name: 'set', content: text }]) }],
      warnings: warnings.list(),
      summary: [`${set.cards.length + set.tokens.length} cards in the set file (stylesheet "new")`],
    };
  },
};
