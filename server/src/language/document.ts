/**
 * A parsed `.cards` document: the text split into cards at blank lines, each card lexed, parsed
 * and built on its own (so a broken card never disturbs another), and re-used from the previous
 * version of the document when its text is unchanged (so a keystroke re-parses one card).
 */
import type { Card, Directive, Problem } from './ast.js';
import { buildCardModel, type CardModel, linkMelds } from './model/cardModel.js';
import { type Declarations, emptyDeclarations } from './model/symbols.js';
import { declarationsFrom } from './declarations.js';
import { type ChunkVocabulary, chunkVocabulary, countVocabulary, inferVocabulary, type VocabularyCounts, vocabularyFrom, type VocabularyWord, withVocabulary } from './vocabulary.js';
import { stringSource, type TextSource } from './textSource.js';
import { drain, groupLines, type RawChunk, splitChunkSteps } from './chunks.js';
import { analysedText, type ParsedChunk, parseRawChunk, shiftChunk, shiftChunks } from './parsedChunk.js';
import { echo } from './userText.js';
import { NameIndex } from './nameIndex.js';

export { splitChunks } from './chunks.js';
export { analysedText, maxCardLength, maxLineLength, type ParsedChunk } from './parsedChunk.js';
export { NameIndex } from './nameIndex.js';

export interface CardsDocument {
  uri: string;
  version: number;
  /** The whole text (built on demand from `source`). */
  readonly text: string;
  /** The text by lines. */
  source: TextSource;
  chunks: ParsedChunk[];
  cards: Card[];
  models: CardModel[];
  /** Directives in force (those before the first card). */
  directives: Directive[];
  declarations: Declarations;
  /** File-level problems (directives after the first card, characters the lexer skipped). */
  problems: Problem[];
  lineCount: number;
  /** Card names → cards, kept up to date incrementally. */
  names: NameIndex;
  /** The chunks that contribute file-level problems (usually none). */
  special: Set<ParsedChunk>;
  /**
   * Chunks whose cards have diagnostics, in line order, once the document has been validated
   * (undefined before); `unchecked` lists chunks re-parsed since, for validation to check.
   */
  flagged?: ParsedChunk[];
  unchecked: ParsedChunk[];
  /** Meld cards' fronts, and the melded cards linked to them (202.3c). */
  meldFronts: CardModel[];
  meldLinked: CardModel[];
  /** Fingerprint of the settings' declarations this document was parsed with. */
  baseFingerprint: string;
  /** What the directives and settings declare, before the set's own words are added (`declarations` has both). */
  declared: Declarations;
  /** The set's own words, learned from its cards (vocabulary.ts), and the counts they come from. */
  vocabulary: VocabularyWord[];
  vocabularyCounts: VocabularyCounts;
}

/** What a document knows of the set's own words (see {@link CardsDocument.declared}). */
type VocabularyState = Pick<CardsDocument, 'declared' | 'vocabulary' | 'vocabularyCounts'>;

/** True if `text` is lines `first`..`last` joined with "\n", compared in place (a long line is never copied). */
function sameLines(text: string, lines: string[], first: number, last: number): boolean {
  let length = last - first;
  for (let i = first; i <= last; i++) length += lines[i].length;
  if (length !== text.length) return false;
  let at = 0;
  for (let i = first; i <= last; i++) {
    if (text.slice(at, at + lines[i].length) !== lines[i]) return false;
    at += lines[i].length + 1;
  }
  return true;
}

export interface ParseOptions {
  uri?: string;
  version?: number;
  /** The previous version of this document, whose unchanged cards are re-used. */
  previous?: CardsDocument;
  /** Declarations from the editor's settings, merged under the file's own directives. */
  baseDeclarations?: Declarations;
  /**
   * When this text is part of a file (the result cache's sub-documents): the whole file's candidate
   * words (vocabulary.ts `vocabularyCandidates`), instead of those this text's cards offer.
   */
  vocabulary?: VocabularyWord[];
}

function isDirectiveChunk(raw: RawChunk): boolean {
  return /^\s*@/m.test(raw.text) && firstContentLine(raw.text)?.trimStart().startsWith('@') === true;
}

/** A chunk's text without its comment lines (card-wide phrases must not come from comments). */
function withoutComments(text: string): string {
  return text.includes('#') ? text.split(/\r\n|\r|\n/).filter((l) => !/^\s*#/.test(l)).join('\n') : text;
}

/** The first line of a chunk that is not a comment. */
function firstContentLine(text: string): string | undefined {
  return text.split(/\r\n|\r|\n/).find((l) => !/^\s*#/.test(l));
}

/** Parses a document, re-using unchanged cards of `options.previous`. Never throws. */
export function parseDocument(input: string, options: ParseOptions = {}): CardsDocument {
  return drain(parseDocumentSteps(input, options));
}

/**
 * `parseDocument` in small steps: it pauses after each card it parses or models, so a caller
 * (the language server) can spread a large file over many turns of its event loop and keep
 * answering requests. Re-used cards cost no step.
 */
export function* parseDocumentSteps(input: string, options: ParseOptions = {}): Generator<void, CardsDocument, void> {
  // Lines are what matter (positions are line/character), so CRLF and CR files read as LF.
  const text = /\r/.test(input) ? input.replace(/\r\n?/g, '\n') : input;
  const { chunks: raws, lineCount } = yield* splitChunkSteps(text);
  // Directives before the first card decide how every card is read, so find them first.
  const leading: ParsedChunk[] = [];
  const base = options.baseDeclarations ?? emptyDeclarations();
  for (const raw of raws) {
    if (firstContentLine(raw.text) === undefined) continue; // a comment block
    if (!isDirectiveChunk(raw)) break;
    leading.push(parseRawChunk(raw, base));
  }
  const directives = leading.flatMap((c) => c.ast.directives);
  const declared = declarationsFrom(directives, base);
  // The set's own words decide how cards are read too: count them (re-using what earlier cards counted).
  const known = new Map<string, ChunkVocabulary>();
  for (const chunk of options.previous?.chunks ?? []) if (chunk.vocabulary) known.set(chunk.text, chunk.vocabulary);
  const counts: VocabularyCounts = new Map();
  const offered: ChunkVocabulary[] = [];
  // In steps, as the parse below: counting 10,000 cards at once would hold up the first screen.
  for (let i = 0; (i = offerNext(raws, i, known, offered, counts)) < raws.length; ) yield;
  const vocabulary = options.vocabulary ? vocabularyFrom(options.vocabulary, declared) : inferVocabulary(counts, declared);
  const declarations = withVocabulary(declared, vocabulary);
  const prev = options.previous && options.previous.declarations.fingerprint === declarations.fingerprint ? options.previous : undefined;
  const reuse = new Map<string, ParsedChunk[]>();
  for (const chunk of prev?.chunks ?? []) {
    const list = reuse.get(chunk.text);
    if (list) list.push(chunk);
    else reuse.set(chunk.text, [chunk]);
  }
  const chunks: ParsedChunk[] = [];
  // A step per card parsed or modelled (re-used ones cost none); the loops run in plain functions
  // (see chunks.ts: a loop inside a generator is never optimised).
  for (let i = 0; (i = takeChunks(raws, i, reuse, leading, declarations, chunks)) <= raws.length; ) yield;
  // Each chunk keeps what it offered the vocabulary (chunks and raws correspond one to one).
  for (let i = 0; i < chunks.length; i++) chunks[i].vocabulary ??= offered[i];
  for (let i = 0; (i = modelNext(chunks, i, declarations)) <= chunks.length; ) yield;
  return yield* assembleSteps(text, chunks, lineCount, directives, declarations, { declared, vocabulary, vocabularyCounts: counts }, options, prev?.names, prev?.meldLinked);
}

/** Counts what the next few hundred cards offer the set's vocabulary (a step of {@link parseDocumentSteps}); the next index. */
function offerNext(raws: RawChunk[], from: number, known: Map<string, ChunkVocabulary>, offered: ChunkVocabulary[], counts: VocabularyCounts): number {
  const to = Math.min(raws.length, from + 500);
  for (let i = from; i < to; i++) {
    const keys = known.get(raws[i].text) ?? chunkVocabulary(raws[i].text);
    offered.push(keys);
    countVocabulary(counts, keys);
  }
  return to;
}

/**
 * Takes raw chunks from `from` into `chunks`, re-using unchanged ones, until it has parsed one;
 * returns the index after it, or one past the end when nothing was left to parse.
 */
function takeChunks(raws: RawChunk[], from: number, reuse: Map<string, ParsedChunk[]>, leading: ParsedChunk[], declarations: Declarations, chunks: ParsedChunk[]): number {
  for (let i = from; i < raws.length; i++) {
    const raw = raws[i];
    const old = reuse.get(raw.text)?.shift();
    if (old) {
      if (old.startLine !== raw.startLine) shiftChunk(old, raw.startLine - old.startLine);
      chunks.push(old);
      continue;
    }
    // A leading chunk was parsed before its directives were known; re-parse it if it also holds a card.
    const lead = leading.find((l) => l.startLine === raw.startLine && l.text === raw.text);
    chunks.push(lead && !lead.ast.card ? lead : parseRawChunk(raw, declarations));
    return i + 1;
  }
  return raws.length + 1;
}

/** Builds the model of the next card without one from `from`; returns the index after it, or one past the end when none is left. */
function modelNext(chunks: ParsedChunk[], from: number, declarations: Declarations): number {
  for (let i = from; i < chunks.length; i++) {
    const chunk = chunks[i];
    if (!chunk.ast.card || chunk.model) continue;
    chunk.model = buildCardModel(chunk.ast.card, declarations, withoutComments(chunk.text));
    return i + 1;
  }
  return chunks.length + 1;
}

/** One edit of a document, as LSP sends it: a range of the old text and its replacement. */
export interface TextChange {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  text: string;
}

/**
 * Updates a document after one edit, re-parsing only the cards around the edited lines; cards
 * after it are re-used (moved if lines were added or removed). `source` is the new text.
 * Falls back to a full parse when the edit touches
 * the directives or spans more than a few cards.
 */
export function updateDocument(prev: CardsDocument, change: TextChange, source: TextSource, options: ParseOptions = {}): CardsDocument {
  return tryUpdateDocument(prev, change, source, options) ?? parseDocument(source.text(), { ...options, previous: prev });
}

/**
 * `updateDocument` when the edit can be handled around the edited lines; undefined when the
 * whole document must be parsed again (the caller decides when: a language server does that in
 * steps, with `parseDocumentSteps` and `previous`). Nothing is changed when it returns undefined.
 */
export function tryUpdateDocument(prev: CardsDocument, change: TextChange, source: TextSource, options: ParseOptions = {}): CardsDocument | undefined {
  return drain(tryUpdateDocumentSteps(prev, change, source, options));
}

/**
 * `tryUpdateDocument` in steps: moving the cards after the edit (Enter near the top of a large
 * file moves all of them, a number each) pauses every few thousand cards. `source` is read before
 * the first pause.
 */
export function* tryUpdateDocumentSteps(prev: CardsDocument, change: TextChange, source: TextSource, options: ParseOptions = {}): Generator<void, CardsDocument | undefined, void> {
  const full = () => undefined;
  const chunks = prev.chunks;
  if (chunks.length === 0 || (options.baseDeclarations && options.baseDeclarations.fingerprint !== prev.baseFingerprint)) return full();
  const oldStart = change.range.start.line;
  const oldEnd = change.range.end.line;
  const delta = (change.text.match(/\r\n|\r|\n/g)?.length ?? 0) - (oldEnd - oldStart);
  // The window: the chunks touching the edited lines, plus one neighbour on each side (a blank line
  // added or removed can split or join cards, and a `//` can join across blank lines).
  let lo = lastChunkStartingBy(chunks, oldStart - 1);
  let hi = lo;
  while (hi < chunks.length && chunks[hi].startLine <= oldEnd + 1) hi++;
  lo = Math.max(0, lo - 1);
  hi = Math.min(chunks.length, hi + 1);
  const editedLine = source.line(oldStart);
  const touchesDirectives = chunks.slice(lo, hi).some((c) => c.ast.directives.length > 0) || /(^|\n)\s*@/.test(change.text) || /^\s*@/.test(editedLine);
  if (touchesDirectives || hi - lo > 8) return full();
  // Text typed before the first card (in leading blank lines) belongs to the window too.
  const windowStart = lo === 0 ? 0 : chunks[lo].startLine;
  const oldWindowEnd = hi < chunks.length ? chunks[hi].startLine : prev.lineCount;
  const newWindowEnd = oldWindowEnd + delta;
  const lineCount = source.lineCount;
  if (lineCount !== prev.lineCount + delta) return full();
  // The window is read line by line and compared with the old chunks in place, so an unchanged
  // neighbour with a very long line is never copied or scanned again.
  const lines: string[] = [];
  for (let i = windowStart; i < newWindowEnd; i++) lines.push(source.line(i));
  const groups = groupLines(lines.length, (i) => lines[i]);
  // A card after the window that starts with "//", or a window ending in "//", would join across it: re-parse fully.
  // (Checked before anything is shifted, so that a full parse starts from an untouched document.)
  const separator = /^\s*\/\/\s*$/;
  if (hi < chunks.length && separator.test(source.line(chunks[hi].startLine + delta))) return full();
  const lastGroup = groups[groups.length - 1];
  let lastMiddle: string | undefined;
  for (let i = lastGroup?.last ?? -1; lastGroup && i >= lastGroup.first && lastMiddle === undefined; i--) if (!/^\s*#/.test(lines[i])) lastMiddle = lines[i];
  if (hi < chunks.length && lastMiddle !== undefined && separator.test(lastMiddle)) return full();
  const unused = new Set(chunks.slice(lo, hi));
  const middle = groups.map(({ first, last }) => {
    const startLine = windowStart + first;
    const old = [...unused].find((c) => c.lineCount === last - first + 1 && sameLines(c.text, lines, first, last));
    if (old) {
      unused.delete(old);
      if (old.startLine !== startLine) shiftChunk(old, startLine - old.startLine);
      return old;
    }
    return parseRawChunk({ text: lines.slice(first, last + 1).join('\n'), startLine, lineCount: last - first + 1 }, prev.declarations);
  });
  // The set's own words: take the replaced cards' words off the counts, add the new cards'. If the
  // vocabulary changes, every card may read differently: parse the whole text again (as a directive edit does).
  const words = updatedVocabulary(prev, chunks.slice(lo, hi), middle);
  if (!words) return full();
  const after = chunks.slice(hi);
  if (delta !== 0) {
    for (let i = 0; i < after.length; i += 5000) {
      if (i > 0) yield;
      shiftChunks(after, i, Math.min(after.length, i + 5000), delta);
    }
  }
  const names = prev.names;
  const removed = chunks.slice(lo, hi).filter((c) => !middle.includes(c));
  for (const c of removed) names.remove(c);
  for (const c of middle) {
    if (c.ast.card && !c.model) c.model = buildCardModel(c.ast.card, prev.declarations, withoutComments(analysedText(c)));
    if (c.ast.card) names.add(c);
  }
  // Splice the window's cards into the previous lists instead of walking every chunk again.
  const oldWindowCards = chunks.slice(lo, hi).filter((c) => c.ast.card);
  const firstCard = lo > 0 ? lastCardIndexBefore(prev, lo) + 1 : 0;
  const middleCards = middle.filter((c) => c.ast.card);
  const cards = prev.cards.slice(0, firstCard).concat(middleCards.map((c) => c.ast.card!), prev.cards.slice(firstCard + oldWindowCards.length));
  const models = prev.models.slice(0, firstCard).concat(middleCards.map((c) => c.model!), prev.models.slice(firstCard + oldWindowCards.length));
  const next = chunks.slice(0, lo).concat(middle, after);
  const special = new Set(prev.special);
  for (const c of removed) special.delete(c);
  for (const c of middle) if (hasFileProblems(c)) special.add(c);
  const fronts = prev.meldFronts.filter((m) => !removed.some((c) => c.model === m)).concat(middleCards.map((c) => c.model!).filter((m) => m.meld && !prev.meldFronts.includes(m)));
  const doc = finish(source, next, cards, models, lineCount, prev.directives, prev.declarations, words, options, names, special, fronts, prev.meldLinked);
  if (prev.flagged) {
    // Carry the validated state over: drop the replaced chunks, and let validation check the new ones.
    const gone = new Set(removed);
    doc.flagged = prev.flagged.filter((c) => !gone.has(c));
    doc.unchecked = [...new Set([...prev.unchecked.filter((c) => !gone.has(c)), ...middle.filter((c) => !c.diagnostics)])];
  }
  return doc;
}

/** Index of the last chunk starting at or before `line` (0 if none): chunks are in line order. */
function lastChunkStartingBy(chunks: ParsedChunk[], line: number): number {
  let lo = 0;
  let hi = chunks.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (chunks[mid].startLine <= line) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Index in `doc.cards` of the last card in chunks before `index`. */
function lastCardIndexBefore(doc: CardsDocument, index: number): number {
  for (let i = index - 1; i >= 0; i--) {
    const card = doc.chunks[i].ast.card;
    if (card) return doc.cards.lastIndexOf(card, Math.min(doc.cards.length - 1, i));
  }
  return -1;
}

/** True if a chunk contributes file-level problems (directives out of place, text that is no card). */
function hasFileProblems(chunk: ParsedChunk): boolean {
  return chunk.ast.directives.length > 0 || (chunk.ast.card?.directives.length ?? 0) > 0 || (!chunk.ast.card && chunk.ast.problems.length > 0);
}

/** File-level problems, from the few chunks that have any. */
function fileProblems(chunks: ParsedChunk[], special: Set<ParsedChunk>, firstCardLine: number): Problem[] {
  const problems: Problem[] = [];
  for (const chunk of chunks) {
    if (!special.has(chunk)) continue;
    const misplaced = (d: Directive) => problems.push({ message: `directive "@${echo(d.name, 30)}" is ignored — directives go before the first card`, range: d.range });
    for (const d of chunk.ast.directives) if (d.range.start.line > firstCardLine) misplaced(d);
    if (chunk.ast.card) chunk.ast.card.directives.forEach(misplaced);
    else if (chunk.ast.problems.length > 0) problems.push(...chunk.ast.problems);
  }
  return problems;
}

/**
 * The set's words after an edit replaced chunks `replaced` by `middle`: the previous ones when no
 * card's words changed (a keystroke inside a card's text), else counted again; undefined when the
 * words the cards read with change (the whole text must be parsed again).
 */
function updatedVocabulary(prev: CardsDocument, replaced: ParsedChunk[], middle: ParsedChunk[]): VocabularyState | undefined {
  const kept = new Set(middle);
  const gone = replaced.filter((c) => !kept.has(c));
  const was = new Set(replaced);
  const added = middle.filter((c) => !was.has(c));
  for (const c of added) c.vocabulary ??= chunkVocabulary(c.text);
  const keys = (list: ParsedChunk[]) => list.flatMap((c) => c.vocabulary ?? chunkVocabulary(c.text)).sort().join('\n');
  if (keys(gone) === keys(added)) return prev;
  const counts: VocabularyCounts = new Map(prev.vocabularyCounts);
  for (const c of gone) countVocabulary(counts, c.vocabulary ?? chunkVocabulary(c.text), -1);
  for (const c of added) countVocabulary(counts, c.vocabulary!);
  const vocabulary = inferVocabulary(counts, prev.declared);
  if (withVocabulary(prev.declared, vocabulary).fingerprint !== prev.declarations.fingerprint) return undefined;
  return { declared: prev.declared, vocabulary, vocabularyCounts: counts };
}

function finish(source: TextSource, chunks: ParsedChunk[], cards: Card[], models: CardModel[], lineCount: number, directives: Directive[],
  declarations: Declarations, words: VocabularyState, options: ParseOptions, names: NameIndex, special: Set<ParsedChunk>,
  meldFronts: CardModel[] = models.filter((m) => m.meld), previouslyLinked: CardModel[] = []): CardsDocument {
  const firstCardLine = cards[0]?.range.start.line ?? Infinity;
  const problems = special.size > 0 ? fileProblems(special.size > 64 ? chunks : [...special].sort((a, b) => a.startLine - b.startLine), special, firstCardLine) : [];
  const meldLinked = linkMelds(meldFronts, previouslyLinked, names);
  return {
    uri: options.uri ?? 'untitled:cards', version: options.version ?? 0, source, chunks, cards, models,
    get text(): string {
      return (this as CardsDocument).source.text();
    },
    directives, declarations, problems, lineCount, names, special, meldFronts, meldLinked, unchecked: [],
    baseFingerprint: options.baseDeclarations?.fingerprint ?? '',
    declared: words.declared, vocabulary: words.vocabulary, vocabularyCounts: words.vocabularyCounts,
  };
}

/** What assembling a document collects from its chunks. */
interface Gathered {
  cards: Card[];
  models: CardModel[];
  names: NameIndex;
  present: Set<ParsedChunk>;
  special: Set<ParsedChunk>;
}

/** Collects the cards, models, names and file-problem chunks of chunks [from, to). */
function gather(chunks: ParsedChunk[], from: number, to: number, declarations: Declarations, into: Gathered): void {
  for (let i = from; i < to; i++) {
    const chunk = chunks[i];
    if (chunk.ast.card && !chunk.model) chunk.model = buildCardModel(chunk.ast.card, declarations, withoutComments(analysedText(chunk)));
    if (hasFileProblems(chunk)) into.special.add(chunk);
    if (chunk.ast.card) {
      into.cards.push(chunk.ast.card);
      if (chunk.model) into.models.push(chunk.model);
      into.names.add(chunk);
      into.present.add(chunk);
    }
  }
}

/** Builds the document from its parsed chunks: cards, models, file problems, the name index. */
function* assembleSteps(text: string, chunks: ParsedChunk[], lineCount: number, directives: Directive[], declarations: Declarations, words: VocabularyState,
  options: ParseOptions, previousNames?: NameIndex, previouslyLinked: CardModel[] = []): Generator<void, CardsDocument, void> {
  const cards: Card[] = [];
  const models: CardModel[] = [];
  const names = previousNames ?? new NameIndex();
  const present = new Set<ParsedChunk>();
  const special = new Set<ParsedChunk>();
  const gathered = { cards, models, names, present, special };
  for (let i = 0; i < chunks.length; i += 500) {
    if (i > 0) yield;
    gather(chunks, i, Math.min(chunks.length, i + 500), declarations, gathered);
  }
  if (previousNames) names.retain(present);
  return finish(stringSource(text), chunks, cards, models, lineCount, directives, declarations, words, options, names, special, undefined, previouslyLinked);
}
