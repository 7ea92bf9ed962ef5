/**
 * A plain card list as CSV, in the columns `cardtext import` reads back (import/csv.ts): one row a
 * card (tokens too), a multi-face card's one-line fields joined with ` // ` and its multi-line
 * fields with a `//` line, as the `.cards` format joins faces. Fields are quoted as RFC 4180 says
 * and guarded as the CubeCobra export guards them: a field a spreadsheet would run as a formula
 * gets a leading `'` (taken off again on import).
 *
 * A CSV holds cards only: the set's `@set`, `@released` and other directives are named in a
 * warning with the import options that give them back.
 */
import type { Exporter } from './registry.js';
import type { ExportCard, ExportFace } from './setModel.js';
import { csvField, isFormulaLike, neutralize } from './cubecobra.js';
import { colorWord } from './text.js';

/** The columns, as the importer's header names them. */
export const csvHeader = ['Name', 'Cost', 'Type', 'Text', 'P/T', 'Loyalty', 'Defense', 'Hand', 'Life', 'Rarity', 'Flavor', 'Artist', 'Number', 'Slot', 'Color Indicator', 'Art', 'Notes'];

const braced = (face: ExportFace) => face.cost.map((b) => `{${b}}`).join('');
const capital = (w: string) => w[0].toUpperCase() + w.slice(1);

/** A field of every face: one line each, joined with ` // ` (empty when no face has it). */
function perFace(card: ExportCard, value: (f: ExportFace) => string | undefined): string {
  const values = card.faces.map((f) => value(f) ?? '');
  return values.some((v) => v !== '') ? values.join(' // ') : '';
}

/** Lines of every face, a `//` line between faces (empty when no face has any). */
function perFaceLines(card: ExportCard, lines: (f: ExportFace) => string[]): string {
  const each = card.faces.map(lines);
  return each.some((l) => l.length > 0) ? each.map((l) => l.join('\n')).join('\n//\n') : '';
}

/** A card's row. */
function row(card: ExportCard): string[] {
  const fields = card.model.card.faces.flatMap((f) => f.fields);
  const field = (label: string) => fields.filter((f) => f.label === label).map((f) => f.value.trim());
  const notes = [...field('Note'), ...field('Ruling').map((r) => `Ruling: ${r}`)];
  return [
    card.faces.map((f) => f.name).join(' // '),
    perFace(card, (f) => braced(f) || undefined),
    perFace(card, (f) => (f.name === f.typeLine ? '' : f.typeLine)),
    perFaceLines(card, (f) => f.text),
    perFace(card, (f) => (f.power !== undefined || f.toughness !== undefined ? `${f.power ?? ''}/${f.toughness ?? ''}` : undefined)),
    perFace(card, (f) => f.loyalty), perFace(card, (f) => f.defense), perFace(card, (f) => f.hand), perFace(card, (f) => f.life),
    field('Rarity')[0] ?? '',
    perFaceLines(card, (f) => (f.flavor ? f.flavor.split('\n') : [])),
    perFace(card, (f) => f.artist),
    card.numberGiven ? card.number : '',
    field('Slot')[0] ?? '',
    perFace(card, (f) => f.colorIndicator?.map((c) => capital(colorWord[c] ?? c)).join(', ')),
    perFace(card, (f) => f.art),
    notes.join('\n'),
  ];
}

export const csv: Exporter = {
  id: 'csv',
  title: 'CSV card list',
  output: 'file',
  extension: '.csv',
  description: 'a card list for a spreadsheet (the columns cardtext import reads back)',
  export(set) {
    const cards = [...set.cards, ...set.tokens];
    const formulas = new Set<string>();
    const cell = (value: string) => {
      if (isFormulaLike(value)) formulas.add(value);
      return csvField(neutralize(value));
    };
    const text = [csvHeader, ...cards.map(row)].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
    const warnings: string[] = [];
    const twoPts = cards.filter((c) => c.faces.some((f) => f.model.face.stats.filter((st) => st.statKind === 'powerToughness' && !st.levelBand).length > 1)).map((c) => c.name);
    if (twoPts.length) warnings.push(`a second power/toughness line is left out: a row holds one a face (${twoPts.slice(0, 3).join(', ')}${twoPts.length > 3 ? `, … ${twoPts.length} in all` : ''})`);
    const lost = [...(set.codeGiven ? [`@set ${set.code} ${set.name}`] : []), ...(set.released ? [`@released ${set.released}`] : []), ...set.directives];
    if (lost.length > 0) {
      const back = [set.codeGiven ? `--set "${set.code} ${set.name}"` : '', set.released ? `--released ${set.released}` : ''].filter(Boolean).join(' ');
      const rest = set.directives.length ? `; the other directives are not in the sheet: ${set.directives.slice(0, 5).join(' | ')}${set.directives.length > 5 ? ` | … (${set.directives.length} in all)` : ''}` : '';
      warnings.push(`a CSV holds cards only: the set's directives are not in it${back ? ` (cardtext import gives @set and @released back with ${back})` : ''}${rest}`);
    }
    if (formulas.size > 0) warnings.push(`${formulas.size} field${formulas.size === 1 ? '' : 's'} would run as ${formulas.size === 1 ? 'a formula' : 'formulas'} in a spreadsheet; ${formulas.size === 1 ? 'it is' : 'they are'} written with a leading ' (cardtext import takes it off)`);
    return { files: [{ path: '', content: text }], warnings, summary: [`${cards.length} row${cards.length === 1 ? '' : 's'} (${set.cards.length} cards, ${set.tokens.length} tokens)`] };
  },
};
