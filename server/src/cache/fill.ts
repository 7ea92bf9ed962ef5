/**
 * Filling the result cache (this part parses): the cards the cache misses are parsed together with
 * the directives in force, at their own lines, in a sub-document of the file (scan.ts); then the
 * cards the file-wide results depend on (facts.ts) are parsed as a second sub-document, unless
 * their results are stored already. Cards found in the cache are never parsed again. The language
 * server fills a file's section from the document it has parsed anyway.
 */
import { type CardsDocument, type ParsedChunk, parseDocument } from '../language/document.js';
import { fileDiagnostics, validateDocument } from '../language/validation.js';
import { chunkVocabulary } from '../language/vocabulary.js';
import { tokenCardNames } from '../language/checks/undefinedToken.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import type { Declarations } from '../language/model/symbols.js';
import { nameKey } from '../language/cardNames.js';
import { cardSummary } from '../cli/report.js';
import type { Section } from './cacheFile.js';
import { decodeRecord, type Entry, entryLine, type FileRecord, recordLine, shiftDiagnostic, shiftSummary } from './entries.js';
import type { CardFacts, Relevant } from './facts.js';
import { type Lookup, orderOf, storedEntries, subDocument } from './lookup.js';
import { alwaysKept, scanVocabulary, subDocumentText, toBinary } from './scan.js';

/** How a section is filled. */
export interface FillOptions {
  /** The settings' declarations (under each file's own). */
  baseDeclarations?: Declarations;
  /** Store each card's JSON summary (the CLI's JSON report needs them; the editor doesn't). */
  summaries: boolean;
}

/** The cross-card facts of a parsed chunk (see facts.ts). */
function factsOf(chunk: ParsedChunk): CardFacts {
  const card = chunk.ast.card;
  const model = chunk.model;
  if (!card || !model) return { card: false, special: true, names: [], tokens: [], creates: [] };
  // The keys the document's name index files the card under (NameIndex in nameIndex.ts).
  const names = card.faces.map((f) => nameKey(f.name.text)).filter(Boolean);
  if (card.faces.length > 1) names.push(nameKey(card.name));
  return {
    card: true,
    // A card that uses a rules word as the set's own (`Artifact — Aura`) may carry the file's one
    // shadows-rules-word note, on the first such use: the file-wide results depend on it.
    special: chunk.ast.directives.length > 0 || card.directives.length > 0 || (chunk.vocabulary ?? chunkVocabulary(chunk.text)).some((k) => /\t[+=]*!/.test(k)),
    names: [...new Set(names)],
    tokens: model.isToken ? [...tokenCardNames({ models: [model] } as CardsDocument)] : [],
    creates: [...new Set(model.createdTokens.filter((t) => !t.predefined).map((t) => nameKey(t.name)))],
    meld: model.meld ? [nameKey(model.meld.partner), nameKey(model.meld.result)] : undefined,
  };
}

/** A parsed card's JSON summary, as the cache keeps it (a binary string). */
const summaryOf = (chunk: ParsedChunk | undefined) => (chunk?.model ? toBinary(JSON.stringify(cardSummary(chunk.model))) : undefined);

/** A parsed chunk's entry, with its own diagnostics (a melded card's summary is left to its file's record). */
function entryOf(chunk: ParsedChunk, diagnostics: CardDiagnostic[], withSummary: boolean): Entry {
  const summary = withSummary && chunk.model && !chunk.model.meldedFrom ? summaryOf(chunk)! : null;
  return { startLine: chunk.startLine, card: !!chunk.model, facts: factsOf(chunk), diagnostics, summary };
}

/**
 * Each chunk's own diagnostics, in the document's lines: the document's diagnostics less its
 * file-wide ones, each with the chunk whose lines hold it. (Only the language service's own
 * results are read, never how a chunk keeps them.)
 */
function cardDiagnostics(doc: CardsDocument): Map<ParsedChunk, CardDiagnostic[]> {
  const fileWide = new Map<string, number>();
  for (const d of fileDiagnostics(doc)) {
    const key = JSON.stringify(d);
    fileWide.set(key, (fileWide.get(key) ?? 0) + 1);
  }
  const out = new Map<ParsedChunk, CardDiagnostic[]>();
  const starts = doc.chunks.map((c) => c.startLine);
  for (const d of validateDocument(doc)) {
    if (fileWide.size > 0) {
      const key = JSON.stringify(d);
      const left = fileWide.get(key);
      if (left) {
        fileWide.set(key, left - 1);
        continue;
      }
    }
    // The last chunk starting at or before the diagnostic's line.
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= d.range.start.line) lo = mid;
      else hi = mid - 1;
    }
    const chunk = doc.chunks[lo];
    const list = out.get(chunk);
    if (list) list.push(d);
    else out.set(chunk, [d]);
  }
  return out;
}

/** The parsed chunk of each wanted scan chunk, matched by line and text; undefined if one doesn't match. */
function chunksAt(lookup: Lookup, doc: CardsDocument, wanted: Iterable<number>): Map<number, ParsedChunk> | undefined {
  const byLine = new Map(doc.chunks.map((c) => [c.startLine, c]));
  const out = new Map<number, ParsedChunk>();
  for (const i of wanted) {
    const raw = lookup.scan.chunks[i];
    const chunk = byLine.get(raw.startLine);
    if (!chunk || chunk.text !== raw.text) return undefined;
    out.set(i, chunk);
  }
  return out;
}

/** The file-wide record of a document holding (at least) the sub-document's chunks. */
function recordOf(lookup: Lookup, doc: CardsDocument, chunks: Map<number, ParsedChunk>, sub: Relevant & { key: string }): FileRecord {
  const summaries = new Map<number, string>();
  for (const i of sub.meld) {
    const summary = summaryOf(chunks.get(i));
    if (summary !== undefined) summaries.set(chunks.get(i)!.startLine, summary);
  }
    scanVocabulary(lookup.scan);
  const offered: Record<string, string[]> = {};
  lookup.scan.offered!.forEach((keys, i) => {
    if (keys.length > 0) offered[lookup.scan.hashes[i]] = [...keys];
  });
  return { key: sub.key, ...relevantOf(lookup, sub), diagnostics: fileDiagnostics(doc), summaries, vocabulary: doc.vocabulary, offered, wordsKey: lookup.scan.vocabularyKey! };
}

/** The record's note of which chunks were relevant, for this order of cards. */
function relevantOf(lookup: Lookup, sub: Relevant): Pick<FileRecord, 'order' | 'keep' | 'meld'> {
  const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);
  return { order: orderOf(lookup.scan), keep: sorted(sub.keep), meld: sorted(sub.meld) };
}

/** The section of a file whose entries and record are known, re-using stored lines that didn't change. */
function sectionOf(lookup: Lookup, entries: Entry[], record: FileRecord, storedLines: (string | undefined)[]): Section {
  const lines = new Map<string, string>();
  entries.forEach((e, i) => {
    const hash = lookup.scan.hashes[i];
    const startLine = lookup.scan.chunks[i].startLine;
    const delta = startLine - e.startLine;
    const kept = storedLines[i];
    lines.set(hash, kept !== undefined && delta === 0 ? kept
      : entryLine(hash, startLine, e.facts!, e.diagnostics.map((d) => shiftDiagnostic(d, delta)), e.summary === null ? null : shiftSummary(e.summary, delta)));
  });
  return { path: lookup.path, context: lookup.context, record: recordLine(record), entries: lines };
}

/** A filled section, and how many of the file's chunks were parsed to fill it. */
export interface Filled {
  section: Section;
  parsed: number;
}

/**
 * A file's section with everything its report needs: stored entries re-used, missing ones parsed,
 * the file-wide record parsed if its sub-document is not stored. Never throws on any text (the
 * core doesn't); throws only if a sub-document's cards don't come out as the file's (a bug).
 */
export function fillSection(lookup: Lookup, options: FillOptions): Filled {
  const { scan } = lookup;
  const count = scan.chunks.length;
  const entries = storedEntries(lookup, true);
  const storedLines = entries.map((e, i) => (e ? lookup.section?.entries.get(scan.hashes[i]) : undefined));
  const parsed = new Set<number>();
  let doc: CardsDocument | undefined;
  let chunks = new Map<number, ParsedChunk>();
  let own = new Map<ParsedChunk, CardDiagnostic[]>();
  const parse = (more: Iterable<number>): boolean => {
    for (const i of [...more, ...alwaysKept(scan)]) parsed.add(i);
    doc = parseDocument(subDocumentText(scan, (i) => parsed.has(i)), { baseDeclarations: options.baseDeclarations, previous: doc, vocabulary: scanVocabulary(scan) });
    own = cardDiagnostics(doc);
    const found = chunksAt(lookup, doc, parsed);
    if (found) chunks = found;
    return !!found;
  };
  // A sub-document whose cards don't come out as in the file would be a bug: then parse it all.
  const parseOrAll = (more: Iterable<number>) => {
    if (!parse(more) && !parse(Array.from({ length: count }, (_, i) => i))) throw new Error('the parsed cards do not match the file\'s cards');
  };
  const missing = entries.flatMap((e, i) => (e ? [] : [i]));
  const stale = decodeRecord(lookup.section?.record ?? '');
  // Only the missing cards first: an edit seldom changes the sub-document (names, tokens, melds), so
  // the stored file-wide results usually stand. If it does, the parse below adds the cards they need,
  // re-using these (parseDocument's `previous`).
  if (missing.length > 0) parseOrAll(missing);
  const entryAt = (i: number, withSummary: boolean) => entryOf(chunks.get(i)!, own.get(chunks.get(i)!) ?? [], withSummary);
  for (const i of parsed) entries[i] ??= entryAt(i, options.summaries);
  const sub = subDocument(scan, entries.map((e) => e!.facts!));
  // The same sub-document has the same file-wide results, whatever else changed.
  const reuse = stale?.key === sub.key ? { ...stale, ...relevantOf(lookup, sub) } : undefined;
  // Cards whose summary is wanted but not stored (a melded card that no longer is one).
  const unsummarised = options.summaries ? entries.flatMap((e, i) => (e!.card && e!.summary === null && !sub.meld.has(i) ? [i] : [])) : [];
  const wanted = [...(reuse ? [] : sub.keep), ...unsummarised].filter((i) => !parsed.has(i));
  if (wanted.length > 0 || (!reuse && !doc)) parseOrAll(wanted);
  for (const i of unsummarised) {
    entries[i] = entryAt(i, true);
    storedLines[i] = undefined;
  }
  const record = reuse ?? recordOf(lookup, doc!, chunks, sub);
  return { section: sectionOf(lookup, entries as Entry[], record, storedLines), parsed: parsed.size };
}

/**
 * A file's section from the document the language server parsed and checked, in steps;
 * undefined if the document doesn't match the scanned text.
 */
export function* sectionFromDocumentSteps(lookup: Lookup, doc: CardsDocument): Generator<void, Section | undefined, void> {
  const all = Array.from({ length: lookup.scan.chunks.length }, (_, i) => i);
  const chunks = chunksAt(lookup, doc, all);
  if (!chunks) return undefined;
  const own = cardDiagnostics(doc);
  yield;
  const entries: Entry[] = [];
  for (const i of all) {
    const chunk = chunks.get(i)!;
    entries.push(entryOf(chunk, own.get(chunk) ?? [], false));
    if (i % 500 === 499) yield;
  }
  const record = recordOf(lookup, doc, chunks, subDocument(lookup.scan, entries.map((e) => e.facts!)));
  yield;
  return sectionOf(lookup, entries, record, []);
}
