/**
 * CubeCobra CSV: the header CubeCobra's own export writes, one row per card (tokens are not cube
 * cards). Fields are quoted as RFC 4180 says: commas, quotes and line breaks inside a field.
 */
import type { Exporter } from './registry.js';
import type { ExportCard } from './setModel.js';

export const cubeCobraHeader = ['name', 'CMC', 'Type', 'Color', 'Set', 'Collector Number', 'Rarity', 'Color Category', 'status', 'Finish', 'maybeboard', 'image URL', 'image Back URL', 'tags', 'Notes', 'MTGO ID', 'Custom'];

/**
 * True if a spreadsheet opening the CSV would read the field as a formula (OWASP, "CSV Injection"):
 * it starts with `=`, `@`, a tab or a line break, or with `+` or `-` followed by anything a formula
 * needs (an operator, a parenthesis, a reference or a string; not an apostrophe or a comma, which
 * names have and a formula can't use alone). A name such as `+2 Mace` or `-Two Guys` is text to every spreadsheet and stays as it is, so CubeCobra, which reads names
 * exactly as written, still finds it. (LibreOffice 7.4, headless: only `=…` is evaluated at all.)
 */
export function isFormulaLike(value: string): boolean {
  if (/^[=@\t\r\n]/.test(value)) return true;
  return /^[+-]/.test(value) && /[()!|=&":$%^*/+\-<>[\]{}]/.test(value.slice(1));
}

/** A field a spreadsheet would run as a formula, written with a leading `'` (the spreadsheet's own "this is text" mark). */
export function neutralize(value: string): string {
  return isFormulaLike(value) ? `'${value}` : value;
}

/** One CSV field: quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const categories: Record<string, string> = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green' };

/** CubeCobra's colour category: lands, colourless, one colour, hybrid, or multicoloured. */
function colorCategory(card: ExportCard): string {
  if (card.faces[0].types.includes('Land')) return 'Lands';
  if (card.colors.length === 0) return 'Colorless';
  if (card.colors.length === 1) return categories[card.colors[0]];
  const hybridOnly = card.faces[0].cost.every((b) => !/^[WUBRG]$/.test(b));
  return hybridOnly && card.faces[0].cost.some((b) => /^[WUBRG]\/[WUBRG]$/.test(b)) ? 'Hybrid' : 'Multicolored';
}

export const cubecobra: Exporter = {
  id: 'cubecobra',
  title: 'CubeCobra',
  output: 'file',
  extension: '.csv',
  description: 'CubeCobra CSV: import it into a cube with "Import from CSV"',
  export(set) {
    const url = (art?: string) => (art && /^https?:\/\//.test(art) ? art : '');
    const rows = set.cards.map((card) => [
      card.name, String(card.manaValue), card.faces.map((f) => f.typeLine).join(' // '), card.colors.join(''), set.code.toLowerCase(), card.number,
      card.rarity, colorCategory(card), 'Proxied', 'Non-foil', 'false', url(card.faces[0].art), url(card.faces[1]?.art), '', '', '', 'true',
    ]);
    const formulas = new Set<string>();
    const field = (value: string) => {
      if (isFormulaLike(value)) formulas.add(value);
      return csvField(neutralize(value));
    };
    const csv = [cubeCobraHeader, ...rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
    const warnings = ['CubeCobra rows hold no rules text, flavor, artist or stats: the cube lists the cards by name (CubeCobra cannot show custom card text)'];
    if (formulas.size > 0) {
      const shown = [...formulas].slice(0, 3).map((f) => `"${f.length > 40 ? `${f.slice(0, 39)}…` : f}"`).join(', ');
      warnings.push(`${formulas.size} field${formulas.size === 1 ? '' : 's'} (${shown}${formulas.size > 3 ? ', …' : ''}) would run as ${formulas.size === 1 ? 'a formula' : 'formulas'} in a spreadsheet; ${formulas.size === 1 ? 'it is' : 'they are'} written with a leading ' so a spreadsheet shows text, and CubeCobra will show that ' too: rename such cards`);
    }
    if (set.tokens.length > 0) warnings.push(`${set.tokens.length} token${set.tokens.length === 1 ? ' is' : 's are'} not cube cards and ${set.tokens.length === 1 ? 'is' : 'are'} left out`);
    return { files: [{ path: '', content: csv }], warnings, summary: [`${rows.length} rows`] };
  },
};
