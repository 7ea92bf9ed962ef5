/**
 * The CLI's report of a linted file: the JSON shape other tools read, and ESLint-style text.
 */
import type { CardsDocument } from '../language/document.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import type { CardModel } from '../language/model/cardModel.js';
import { plainPosition } from '../language/positions.js';
import { terminalSafe } from './terminalText.js';
import { describeVocabulary, type VocabularyWord } from '../language/vocabulary.js';

export interface FileReport {
  path: string;
  /** The set's own words the file uses without declaring them (vocabulary.ts). */
  vocabulary?: VocabularyWord[];
  cards: ReturnType<typeof cardSummary>[];
  diagnostics: {
    code: string; severity: string; message: string; detail: string | null; rule: string; card: string | null;
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
  }[];
}

/** A card's part of the JSON report: the model's summary. */
export function cardSummary(m: CardModel) {
  return {
    name: m.card.name,
    line: m.card.range.start.line,
    manaCost: m.card.faces.map((f) => f.manaCost?.symbols.map((s) => s.text).join('') ?? '').join(' // '),
    manaValue: m.manaValue,
    colors: m.colors,
    colorIdentity: m.colorIdentity,
    types: m.types,
    keywords: m.keywords,
    abilities: m.abilities.map((a) => ({
      kind: a.kind,
      line: a.ability.line,
      text: a.ability.text,
      isManaAbility: a.isManaAbility,
      produces: a.produces,
    })),
  };
}

/** A diagnostic's part of the JSON report. */
export function reportDiagnostic(d: CardDiagnostic): FileReport['diagnostics'][number] {
  return {
    code: d.code, severity: d.severity, message: d.message, detail: d.detail ?? null, rule: d.rule, card: d.card ?? null,
    range: { start: plainPosition(d.range.start), end: plainPosition(d.range.end) },
  };
}

/** The JSON report of one file. Lines and characters are 0-based, as in LSP. */
export function fileReport(path: string, doc: CardsDocument, diagnostics: CardDiagnostic[]): FileReport {
  return { path, cards: doc.models.map(cardSummary), diagnostics: diagnostics.map(reportDiagnostic), vocabulary: doc.vocabulary };
}

const reportHead = (path: string) => `{"path":${JSON.stringify(path)},"cards":[`;
const reportTail = (diagnostics: CardDiagnostic[], vocabulary: VocabularyWord[]) => `],"diagnostics":${JSON.stringify(diagnostics.map(reportDiagnostic))},"vocabulary":${JSON.stringify(vocabulary)}}`;

/**
 * A file's JSON report as text, from its cards' summaries already as JSON text: the same bytes as
 * `JSON.stringify` of {@link fileReport}.
 */
export function fileReportJson(path: string, cards: string[], diagnostics: CardDiagnostic[], vocabulary: VocabularyWord[] = []): string {
  return `${reportHead(path)}${cards.join(',')}${reportTail(diagnostics, vocabulary)}`;
}

/**
 * The same report as UTF-8 bytes, from summaries held as the bytes of their UTF-8 JSON read as
 * latin1 (as the result cache keeps them): copied, never decoded.
 */
export function fileReportBytes(path: string, cards: string[], diagnostics: CardDiagnostic[], vocabulary: VocabularyWord[] = []): Buffer {
  return Buffer.concat([Buffer.from(reportHead(path), 'utf8'), Buffer.from(cards.join(','), 'latin1'), Buffer.from(reportTail(diagnostics, vocabulary), 'utf8')]);
}

const paint = (on: boolean, code: string, text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

/** Problems counted by severity, and the cards and files they were found in. */
export interface Totals {
  files: number;
  cards: number;
  errors: number;
  warnings: number;
  infos: number;
  /** One line per file that uses words of its own without declaring them (see {@link vocabularyLine}). */
  vocabulary: string[];
}

/** Zero totals, to add file reports to with {@link addReport}. */
export const emptyTotals = (): Totals => ({ files: 0, cards: 0, errors: 0, warnings: 0, infos: 0, vocabulary: [] });

/** Adds other totals (another file's, another process's) to the totals. */
export function addTotals(totals: Totals, more: Totals): void {
  totals.files += more.files;
  totals.cards += more.cards;
  totals.errors += more.errors;
  totals.warnings += more.warnings;
  totals.infos += more.infos;
  totals.vocabulary.push(...more.vocabulary);
}

/** Adds one file report to the totals. */
export function addReport(totals: Totals, report: FileReport): void {
  addFile(totals, report.cards.length, report.diagnostics);
}

/** Adds one file's cards and diagnostics to the totals. */
export function addFile(totals: Totals, cards: number, diagnostics: { severity: string }[]): void {
  totals.files++;
  totals.cards += cards;
  for (const d of diagnostics) {
    if (d.severity === 'error') totals.errors++;
    else if (d.severity === 'warning') totals.warnings++;
    else totals.infos++;
  }
}

/**
 * ESLint's "stylish" format for one file: its path, then `line:col  severity  message  code` rows
 * ('' if clean). Safe for a terminal as it is (write it with the raw writers, colours and all).
 */
export function stylishFile(report: FileReport, color: boolean): string {
  if (report.diagnostics.length === 0) return '';
  // Every part a user wrote is made safe for a terminal before cardtext's colours go around it.
  const out: string[] = ['', paint(color, '4', terminalSafe(report.path))];
  const rows = report.diagnostics.map((d) => [
    `${d.range.start.line + 1}:${d.range.start.character + 1}`, d.severity, terminalSafe(d.message), terminalSafe(d.code),
  ]);
  // A loop, not Math.max(...rows): a file with 100,000+ problems would overflow the call stack.
  let w0 = 0;
  let w1 = 0;
  for (const r of rows) {
    w0 = Math.max(w0, r[0].length);
    w1 = Math.max(w1, r[1].length);
  }
  for (const [pos, severity, message, code] of rows) {
    const sev = severity === 'error' ? paint(color, '31', severity.padEnd(w1)) : severity === 'warning' ? paint(color, '33', severity.padEnd(w1)) : paint(color, '36', severity.padEnd(w1));
    out.push(`  ${paint(color, '2', pos.padStart(w0))}  ${sev}  ${message}  ${paint(color, '2', code)}`);
  }
  return out.join('\n') + '\n';
}

/** A file's line of the summary naming the words it uses as its own without declaring them ('' if none). */
export function vocabularyLine(path: string, words: VocabularyWord[] | undefined): string {
  if (!words?.length) return '';
  return `${terminalSafe(path)}: ${words.length} word${words.length === 1 ? '' : 's'} of the set's own, not declared: ${terminalSafe(describeVocabulary(words))}`;
}

/**
 * The last lines of the stylish format: the set's own words (once, each file that has some), then
 * "no problems" or the count of problems by severity.
 */
export function stylishSummary(totals: Totals, color: boolean): string {
  const { errors, warnings, infos, cards, files } = totals;
  const total = errors + warnings + infos;
  const words = totals.vocabulary.length === 0 ? '' : `\n${totals.vocabulary.map((l) => paint(color, '2', l)).join('\n')}\n`
    + paint(color, '2', 'Declare them (@subtype, @keyword, @type, @supertype) to make them official; until then they are recognised by use.') + '\n';
  if (total === 0) return `${words}${cards} card${cards === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}: no problems.\n`;
  return `${words}\n${paint(color, errors > 0 ? '31;1' : '33;1',
    `✖ ${total} problem${total === 1 ? '' : 's'} (${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}${infos ? `, ${infos} info` : ''}) in ${cards} card${cards === 1 ? '' : 's'}`)}\n`;
}
