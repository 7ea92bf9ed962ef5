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
import { drain, type RawChunk, splitChunkSteps } from './chunks.js';
import { analysedText, type ParsedChunk, parseRawChunk, shiftChunk } from './parsedChunk.js';
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
export type VocabularyState = Pick<CardsDocument, 'declared' | 'vocabulary' | 'vocabularyCounts'>;

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
export function withoutComments(text: string): string {
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

/** True if a chunk contributes file-level problems (directives out of place, text that is no card). */
export function hasFileProblems(chunk: ParsedChunk): boolean {
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

/** The document object for its parsed parts (file problems and meld links worked out here). */
export function finish(source: TextSource, chunks: ParsedChunk[], cards: Card[], models: CardModel[], lineCount: number, directives: Directive[],
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
