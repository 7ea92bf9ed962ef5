/**
 * The stored lines of the result cache (see cacheFile.ts): a card's entry (its facts, its own
 * diagnostics and its report summary, with lines as they were when stored) and a file's record
 * (its file-wide diagnostics and the summaries a meld link changes, for one sub-document key).
 * Decoding checks the shape of everything it reads: a malformed line is a miss, never a result.
 */
import type { VocabularyWord } from '../language/vocabulary.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import { type CardFacts, decodeFacts, encodeFacts } from './facts.js';
import { fromBinary, toBinary } from './scan.js';

/** A card's stored results. Lines are those of the card when stored, at `startLine`. */
export interface Entry {
  startLine: number;
  /** The chunk holds a card. */
  card: boolean;
  /** Decoded only when asked for (see `decodeEntry`). */
  facts?: CardFacts;
  diagnostics: CardDiagnostic[];
  /** The card's JSON report summary, as a binary string (scan.ts; `null` for a melded card: its summary comes from its file's record). */
  summary: string | null;
}

/**
 * A file's file-wide results for one sub-document key, and which chunks made that sub-document
 * for one order of card texts (so a file whose cards didn't change needs no facts decoded).
 */
export interface FileRecord {
  key: string;
  /** Hash of the file's card hashes in order, and the relevant chunks (facts.ts) they gave. */
  order: string;
  keep: number[];
  meld: number[];
  diagnostics: CardDiagnostic[];
  /** JSON summaries of meld-linked cards (binary strings), by first line. */
  summaries: Map<number, string>;
  /** The set's own words the file uses without declaring them (the lint summary lists them). */
  vocabulary: VocabularyWord[];
  /** What each card offers the set's vocabulary, by card hash (only cards that offer something). */
  offered: Record<string, string[]>;
  /** The key of the words the cards make with nothing declared (scan.ts), for `order`. */
  wordsKey: string;
}

type Stored = Pick<CardDiagnostic, 'code' | 'severity' | 'message' | 'detail' | 'rule' | 'range' | 'card' | 'related'>;

/** A diagnostic as stored: what reports and the editor show (a fix is looked up on the parsed document). */
function stored(d: CardDiagnostic): Stored {
  const out: Stored = { code: d.code, severity: d.severity, message: d.message, rule: d.rule, range: d.range };
  if (d.detail !== undefined) out.detail = d.detail;
  if (d.card !== undefined) out.card = d.card;
  if (d.related !== undefined) out.related = d.related;
  return out;
}

const isInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isPosition = (p: unknown): boolean => !!p && typeof p === 'object' && isInt((p as { line: unknown }).line) && isInt((p as { character: unknown }).character);
const isRange = (r: unknown): boolean => !!r && typeof r === 'object' && isPosition((r as { start: unknown }).start) && isPosition((r as { end: unknown }).end);
const severities = new Set(['error', 'warning', 'info', 'hint']);

const wordKinds = new Set(['subtype', 'keyword', 'type', 'supertype']);

/** True if `v` is a stored list of vocabulary words. */
function isVocabulary(v: unknown): v is VocabularyWord[] {
  return Array.isArray(v) && v.every((w) => !!w && typeof w === 'object' && wordKinds.has(w.kind) && typeof w.word === 'string' && isInt(w.cards)
    && (w.type === undefined || typeof w.type === 'string'));
}

function isDiagnostic(v: unknown): v is CardDiagnostic {
  if (!v || typeof v !== 'object') return false;
  const d = v as Record<string, unknown>;
  return typeof d.code === 'string' && severities.has(d.severity as string) && typeof d.message === 'string' && typeof d.rule === 'string' && isRange(d.range)
    && (d.card === undefined || typeof d.card === 'string') && (d.detail === undefined || typeof d.detail === 'string')
    && (d.related === undefined || (Array.isArray(d.related) && d.related.every((r) => !!r && typeof r.message === 'string' && isRange(r.range))));
}

function parseDiagnostics(json: string): CardDiagnostic[] | undefined {
  if (json === '[]') return [];
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) && list.every(isDiagnostic) ? list : undefined;
  } catch {
    return undefined;
  }
}

/** A card's entry line (a binary string, as stored). */
export function entryLine(hash: string, startLine: number, facts: CardFacts, diagnostics: CardDiagnostic[], summary: string | null): string {
  const f = encodeFacts(facts);
  return `${toBinary(`E\t${hash}\t${startLine}\t${f.flags}\t${f.json}\t${JSON.stringify(diagnostics.map(stored))}\t`)}${summary ?? ''}`;
}

/** An entry line read back (its facts too, if `withFacts`), or undefined if malformed. */
export function decodeEntry(line: string, withFacts: boolean): Entry | undefined {
  const fields = line.split('\t');
  if (fields.length !== 7) return undefined;
  const startLine = Number(fields[2]);
  const flags = fields[3];
  const facts = withFacts ? decodeFacts(flags, fields[4]) : undefined;
  const diagnostics = parseDiagnostics(fields[5] === '[]' ? '[]' : fromBinary(fields[5]));
  if (!isInt(startLine) || !/^[c-][s-]$/.test(flags) || (withFacts && !facts) || !diagnostics) return undefined;
  const summary = fields[6] === '' ? null : fields[6];
  if (summary !== null && !summary.startsWith('{')) return undefined;
  return { startLine, card: flags[0] === 'c', facts, diagnostics, summary };
}

const indexList = (list: number[]) => list.join(',');

function parseIndexes(text: string): number[] | undefined {
  if (text === '') return [];
  const list = text.split(',').map(Number);
  return list.every(isInt) ? list : undefined;
}

/** A file's record line (a binary string; the summaries in it are binary strings too). */
export function recordLine(r: FileRecord): string {
  return toBinary(`R\t${r.key}\t${r.order}\t${indexList(r.keep)}\t${indexList(r.meld)}\t${JSON.stringify(r.diagnostics.map(stored))}\t${JSON.stringify(Object.fromEntries(r.summaries))}\t${JSON.stringify(r.vocabulary)}\t${JSON.stringify(r.offered)}\t${r.wordsKey}`);
}

/** A record line read back ('' or malformed: undefined). */
export function decodeRecord(line: string): FileRecord | undefined {
  const fields = fromBinary(line).split('\t');
  if (fields.length !== 10 || fields[0] !== 'R' || !fields[1]) return undefined;
  const keep = parseIndexes(fields[3]);
  const meld = parseIndexes(fields[4]);
  const diagnostics = parseDiagnostics(fields[5]);
  let summaries: unknown;
  let vocabulary: unknown;
  try {
    summaries = JSON.parse(fields[6]);
    vocabulary = JSON.parse(fields[7]);
  } catch {
    return undefined;
  }
  const offered = decodeOffered(fields[8]);
  if (!offered) return undefined;
  if (!keep || !meld || !diagnostics || !summaries || typeof summaries !== 'object' || !isVocabulary(vocabulary)) return undefined;
  const map = new Map<number, string>();
  for (const [line, summary] of Object.entries(summaries)) {
    if (!isInt(Number(line)) || typeof summary !== 'string') return undefined;
    map.set(Number(line), summary);
  }
  return { key: fields[1], order: fields[2], keep, meld, diagnostics, summaries: map, vocabulary, offered, wordsKey: fields[9] };
}

/** A record's map of what cards offer the vocabulary, read back (malformed: undefined). */
function decodeOffered(json: string): Record<string, string[]> | undefined {
  try {
    const v = JSON.parse(json) as unknown;
    if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
    return Object.values(v).every((keys) => Array.isArray(keys) && keys.every((k) => typeof k === 'string')) ? v as Record<string, string[]> : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The vocabulary parts of a record line without decoding the rest: the card order it was stored
 * for, the words' key, and what each card offers (undefined if the line is no record).
 */
export function recordVocabulary(line: string): { order: string; wordsKey: string; offered: () => Record<string, string[]> | undefined } | undefined {
  if (!line.startsWith('R\t')) return undefined;
  const fields = fromBinary(line).split('\t');
  if (fields.length !== 10) return undefined;
  return { order: fields[2], wordsKey: fields[9], offered: () => decodeOffered(fields[8]) };
}

const moved = (p: { line: number; character: number }, delta: number) => ({ line: p.line + delta, character: p.character });
const movedRange = (r: CardDiagnostic['range'], delta: number) => ({ start: moved(r.start, delta), end: moved(r.end, delta) });

/** A stored diagnostic moved by `delta` lines (its card moved). */
export function shiftDiagnostic(d: CardDiagnostic, delta: number): CardDiagnostic {
  if (delta === 0) return d;
  const out: CardDiagnostic = { ...d, range: movedRange(d.range, delta) };
  if (d.related) out.related = d.related.map((r) => ({ ...r, range: movedRange(r.range, delta) }));
  return out;
}

/**
 * A stored JSON summary moved by `delta` lines. Every `"line"` key of a summary (the card's, its
 * abilities') is a line of the card, and in JSON text a key can't be mistaken for text inside a
 * string (a quote in a string is escaped), so the numbers are replaced in place, without parsing.
 */
export function shiftSummary(summary: string, delta: number): string {
  if (delta === 0) return summary;
  return summary.replace(/"line":(\d+)/g, (_, n: string) => `"line":${Number(n) + delta}`);
}
