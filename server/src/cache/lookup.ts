/**
 * Answering a file from the result cache, without the parser: its cards are found by the hash of
 * their text, moved to where they now stand, and joined with the file-wide results stored for the
 * same sub-document (the cards those results depend on, at the same lines; see facts.ts). Any card
 * not found, or a sub-document not stored, and the file is not answered here: the caller parses
 * what is missing (fill.ts) and stores it.
 */
import type { CardDiagnostic } from '../language/checks/index.js';
import type { CacheStore, Section } from './cacheFile.js';
import { decodeEntry, decodeRecord, type Entry, recordVocabulary, shiftDiagnostic, shiftSummary } from './entries.js';
import { type CardFacts, type Relevant, relevantChunks } from './facts.js';
import { alwaysKept, type FileScan, hashText, scanVocabulary, subDocumentText } from './scan.js';
import type { VocabularyWord } from '../language/vocabulary.js';

/** A file's text looked up in the cache. */
export interface Lookup {
  path: string;
  scan: FileScan;
  /** What every result of the file depends on besides its cards: settings, program inputs, its directives. */
  context: string;
  /** The stored section, if it was stored in the same context. */
  section?: Section;
  /** The section's entries for the file's chunks, with their facts, once decoded (for that section). */
  decoded?: { section: Section; entries: (Entry | undefined)[] };
}

/** What a file's report is made of. */
export interface Assembled {
  /** Cards in the file. */
  cards: number;
  /** Each card's JSON summary, in file order, as binary strings (scan.ts; when asked for). */
  summaries?: string[];
  /** The cards' own diagnostics, in file order. */
  cardDiagnostics: CardDiagnostic[];
  fileDiagnostics: CardDiagnostic[];
  /** The set's own words the file uses without declaring them. */
  vocabulary: VocabularyWord[];
}

/**
 * The context key of a file: `parts` (what the caller's results depend on: settings'
 * declarations, knowledge files…), the text of the directives in force and the set's own words.
 */
export function contextOf(scan: FileScan, parts: string[]): string {
  if (scan.vocabularyKey === undefined) scanVocabulary(scan);
  return hashText([...parts, ...scan.preamble.map((i) => scan.chunks[i].text), scan.vocabularyKey].join('\u0000'));
}

/**
 * The file's words (see {@link FileScan.vocabulary}) as far as the stored section tells them: the
 * same cards in the same order make the stored words (nothing is read); otherwise each stored
 * card's part is taken from the record, and only the cards not stored are read.
 */
function vocabularyFromSection(scan: FileScan, section: Section | undefined): void {
  const stored = section ? recordVocabulary(section.record) : undefined;
  if (!stored || scan.vocabularyKey !== undefined) return;
  if (stored.order === orderOf(scan)) {
    scan.vocabularyKey = stored.wordsKey;
    return;
  }
  const offered = stored.offered();
  if (!offered) return;
  scanVocabulary(scan, (i) => (section!.entries.has(scan.hashes[i]) ? offered[scan.hashes[i]] ?? [] : undefined));
}

/** Looks up a file's scanned text in the store. */
export function lookupFile(store: CacheStore, path: string, scan: FileScan, parts: string[]): Lookup {
  const section = store.section(path);
  vocabularyFromSection(scan, section);
  const context = contextOf(scan, parts);
  return { path, scan, context, section: section?.context === context ? section : undefined };
}

/** True if the directives in force may declare a set (`undefined-token` then applies; see facts.ts). */
export function setMayBeDeclared(scan: FileScan): boolean {
  return scan.preamble.some((i) => /@\s*set/i.test(scan.chunks[i].text));
}

/** True if the directives in force may plan packs or slots (@collation, @skeleton): file-wide results then depend on every card's rarity. */
export function designMayBeDeclared(scan: FileScan): boolean {
  return scan.preamble.some((i) => /@\s*(?:collation|skeleton)/i.test(scan.chunks[i].text));
}

/** The file's card texts in order, as one key: the same order of the same cards has the same facts. */
export function orderOf(scan: FileScan): string {
  return hashText(scan.hashes.join(''));
}

/** The key of the sub-document of the chunks kept (the directives in force and the chunk ending them always are). */
export function subDocumentKey(scan: FileScan, keep: Set<number>): string {
  const always = new Set(alwaysKept(scan));
  return hashText(subDocumentText(scan, (i) => keep.has(i) || always.has(i)));
}

/** The chunks the file-wide results depend on, from every chunk's facts, and the key of their sub-document. */
export function subDocument(scan: FileScan, facts: CardFacts[]): Relevant & { key: string } {
  const relevant = relevantChunks(facts, setMayBeDeclared(scan), designMayBeDeclared(scan));
  return { ...relevant, key: subDocumentKey(scan, relevant.keep) };
}

/** The stored entry of each chunk (undefined where there is none, or it is malformed). */
export function storedEntries(lookup: Lookup, withFacts: boolean): (Entry | undefined)[] {
  const { section, scan } = lookup;
  if (section && lookup.decoded?.section === section) return [...lookup.decoded.entries];
  const entries = scan.hashes.map((hash) => {
    const line = section?.entries.get(hash);
    return line === undefined ? undefined : decodeEntry(line, withFacts);
  });
  // Filling the cache after a miss decodes them again otherwise.
  if (withFacts && section) lookup.decoded = { section, entries };
  return [...entries];
}

/**
 * The file's results from the cache alone, or undefined if any part is missing. Summaries are
 * assembled only when asked for (the JSON report needs them; diagnostics don't).
 */
export function assemble(lookup: Lookup, withSummaries: boolean): Assembled | undefined {
  if (!lookup.section) return undefined;
  const record = decodeRecord(lookup.section.record);
  if (!record) return undefined;
  // The same cards in the same order have the same facts: the record's relevant chunks hold.
  const sameOrder = record.order === orderOf(lookup.scan);
  const present: Entry[] = [];
  for (const e of storedEntries(lookup, !sameOrder)) {
    if (!e) return undefined;
    present.push(e);
  }
  const relevant: Relevant = sameOrder ? { keep: new Set(record.keep), meld: new Set(record.meld) } : relevantChunks(present.map((e) => e.facts!), setMayBeDeclared(lookup.scan), designMayBeDeclared(lookup.scan));
  if (subDocumentKey(lookup.scan, relevant.keep) !== record.key) return undefined;
  const { chunks } = lookup.scan;
  const summaries: string[] = [];
  const cardDiagnostics: CardDiagnostic[] = [];
  let cards = 0;
  for (let i = 0; i < present.length; i++) {
    const entry = present[i];
    const delta = chunks[i].startLine - entry.startLine;
    for (const d of entry.diagnostics) cardDiagnostics.push(shiftDiagnostic(d, delta));
    if (!entry.card) continue;
    cards++;
    if (!withSummaries) continue;
    // A card a meld link may change has its summary in the record, stored for these very lines.
    const summary = relevant.meld.has(i) ? record.summaries.get(chunks[i].startLine) : entry.summary === null ? undefined : shiftSummary(entry.summary, delta);
    if (summary === undefined) return undefined;
    summaries.push(summary);
  }
  return { cards, summaries: withSummaries ? summaries : undefined, cardDiagnostics, fileDiagnostics: record.diagnostics, vocabulary: record.vocabulary };
}
