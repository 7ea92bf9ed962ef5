/**
 * A parsed `.cards` document: the text split into cards at blank lines, each card lexed, parsed
 * and built on its own (so a broken card never disturbs another), and re-used from the previous
 * version of the document when its text is unchanged (so a keystroke re-parses one card).
 */
import type { IToken } from 'chevrotain';
import type { Card, Directive, Problem } from './ast.js';
import { buildChunk, type ChunkAst } from './parser/astBuilder.js';
import { parseChunk } from './parser/cardParser.js';
import { tokenize } from './parser/lexer.js';
import { fieldLabels } from './parser/tokens.js';
import { PositionMap } from './parser/lineItems.js';
import { LineBase, positionIn } from './positions.js';
import { buildCardModel, type CardModel, linkMelds } from './model/cardModel.js';
import { nameKey } from './cardNames.js';
import { type Declarations, emptyDeclarations } from './model/symbols.js';
import { declarationsFrom } from './declarations.js';
import { type ChunkVocabulary, chunkVocabulary, countVocabulary, inferVocabulary, type VocabularyCounts, vocabularyFrom, type VocabularyWord, withVocabulary } from './vocabulary.js';
import { stringSource, type TextSource } from './textSource.js';
import { echo } from './userText.js';
import { drain, groupLines, type RawChunk, splitChunkSteps } from './chunks.js';

export { splitChunks } from './chunks.js';

/** One card-sized piece of the document (lines between blank lines), parsed. */
export interface ParsedChunk {
  text: string;
  startLine: number;
  /** Number of lines the chunk spans. */
  lineCount: number;
  ast: ChunkAst;
  model?: CardModel;
  /** The line every position of the chunk counts from (its AST's, model's and diagnostics'): moving the chunk moves them all. */
  base: LineBase;
  /** Cached per-card diagnostics, filled by validation (their positions move with the chunk). */
  diagnostics?: unknown[];
  /** The text the parser read, when a line longer than {@link maxLineLength} or the card past {@link maxCardLength} was cut; else unset. */
  analysed?: string;
  /** What this card offers the set's vocabulary (vocabulary.ts), kept with it. */
  vocabulary?: ChunkVocabulary;
}

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

/** Drops blank-line runs (kept inside a chunk only around `//`) and edge newlines from a token list. */
function normalizeNewlines(tokens: IToken[]): IToken[] {
  const out: IToken[] = [];
  for (const token of tokens) {
    if (token.tokenType.name === 'Newline' && (out.length === 0 || out[out.length - 1].tokenType.name === 'Newline')) continue;
    out.push(token);
  }
  while (out.length > 0 && out[out.length - 1].tokenType.name === 'Newline') out.pop();
  return out;
}

/**
 * The longest line the parser reads: the rest of a longer line is not analysed, and a diagnostic
 * says so. Real card text stays far below it (the longest Oracle line among ~10,000 real cards has
 * 627 characters, the longest official ruling 1,505), while reading a line costs time and memory
 * in proportion to its length (up to ~20 µs a character for text dense in symbols or quotes; a
 * 10,000,000-character line cost 20 s and 4.9 GB per keystroke). See docs/reliability.md.
 */
export const maxLineLength = 5_000;

/**
 * The most characters of one card the parser reads (the longest real card, all faces, has 803):
 * a card of many long lines, or thousands of lines with no blank line between them, is read up
 * to here.
 */
export const maxCardLength = 20_000;

/** The text of a chunk as the parser reads it: `analysed` if it was cut, else the text itself. */
export function analysedText(chunk: ParsedChunk): string {
  return chunk.analysed ?? chunk.text;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Cuts lines longer than {@link maxLineLength} and the card after {@link maxCardLength} characters,
 * keeping every line break before the cut, so positions in what is read stay right.
 */
function capText(text: string, base: LineBase): { text: string; problems: Problem[] } {
  if (text.length <= maxLineLength) return { text, problems: [] };
  const parts = text.split(/(\r\n|\r|\n)/);
  const problems: Problem[] = [];
  let budget = maxCardLength;
  let changed = false;
  for (let i = 0; i < parts.length; i += 2) {
    const length = parts[i].length;
    const line = i / 2;
    const limit = Math.min(maxLineLength, budget);
    const cardCut = length > limit && limit < maxLineLength;
    if (length > limit) {
      // Don't leave half of a surrogate pair at the cut: it would read as a character that is no card text.
      const cut = /[\uD800-\uDBFF]/.test(parts[i][limit - 1] ?? '') ? limit - 1 : limit;
      parts[i] = parts[i].slice(0, cut);
      changed = true;
      // A comment is never analysed, so cutting it changes nothing the user would see.
      if (!cardCut && !/^\s*#/.test(parts[i])) {
        problems.push({
          message: `a line of ${count(length)} characters: only the first ${count(maxLineLength)} are read as card text — split it`,
          range: { start: positionIn(base, base.line + line, cut), end: positionIn(base, base.line + line, length) },
        });
      }
    }
    budget -= parts[i].length + (parts[i + 1]?.length ?? 0);
    if (cardCut || (budget <= 0 && i + 2 < parts.length)) {
      problems.push({
        message: `${count(text.length)} characters: only the first ${count(maxCardLength)} are read as card text — put blank lines between cards`,
        range: { start: positionIn(base, base.line + line, parts[i].length), end: positionIn(base, base.line + line, length) },
      });
      parts.length = i + 1;
      changed = true;
      break;
    }
  }
  return changed ? { text: parts.join(''), problems } : { text, problems };
}

function parseRawChunk(raw: RawChunk, declarations: Declarations): ParsedChunk {
  const base = new LineBase(raw.startLine);
  const capped = capText(raw.text, base);
  const parsed = parseCapped({ ...raw, text: capped.text }, base, declarations);
  if (capped.text === raw.text) return parsed;
  parsed.ast.problems.push(...capped.problems);
  parsed.text = raw.text;
  parsed.analysed = capped.text;
  return parsed;
}

/** A parsed chunk. */
function parsedChunk(raw: RawChunk, base: LineBase, ast: ChunkAst): ParsedChunk {
  return { text: raw.text, startLine: raw.startLine, lineCount: raw.lineCount, ast, base };
}

function parseCapped(raw: RawChunk, base: LineBase, declarations: Declarations): ParsedChunk {
  const map = new PositionMap(raw.text, base);
  const lexed = tokenize(raw.text);
  let tokens = normalizeNewlines(lexed.tokens);
  if (tokens.length === 0) return parsedChunk(raw, base, { directives: [], problems: [] });
  // A "//" with no face before it (at the top of the file): report it and read the card after it.
  const stray = tokens[0].tokenType.name === 'FaceSeparator' ? tokens[0] : undefined;
  if (stray) tokens = tokens.slice(tokens[1]?.tokenType.name === 'Newline' ? 2 : 1);
  if (stray && tokens.length === 0) {
    const message = 'a "//" face separator needs a card face before it — ignored here';
    return parsedChunk(raw, base, { directives: [], problems: [{ message, range: map.range(stray.startOffset, stray.startOffset + 2) }] });
  }
  const { cst, problems } = parseChunk(tokens);
  if (stray) problems.unshift({ message: 'a "//" face separator needs a card face before it — ignored here', startOffset: stray.startOffset, endOffset: stray.startOffset + 2 });
  const ast = buildChunk(cst, problems, map, declarations);
  for (const error of lexed.errors) {
    if (inFreeTextLine(raw.text, error.offset)) continue;
    ast.problems.push({
      message: `the character "${echo(raw.text.substr(error.offset, error.length), 30)}" is not part of card text — ignored`,
      range: map.range(error.offset, error.offset + error.length),
    });
  }
  return parsedChunk(raw, base, ast);
}

/** Field lines (`Artist: 林玄泰`, `Number: 8★`) and `@set`/`@released` hold free text: any character is fine there. */
const freeTextLine = new RegExp(`^[ \\t]*(?:(?:${fieldLabels.join('|')})[ \\t]*:|@(?:set|released)\\b)`);

function inFreeTextLine(text: string, offset: number): boolean {
  const start = Math.max(text.lastIndexOf('\n', offset - 1), text.lastIndexOf('\r', offset - 1)) + 1;
  return freeTextLine.test(text.slice(start, start + 40));
}

/**
 * Moves a parsed chunk by `delta` lines (a chunk re-used after lines moved): its positions count
 * from its base line (and abilities read their line from their range), so this is one number,
 * never a walk over its tree — Enter near the top of a 10,000-card file moves 10,000 chunks, not
 * 350,000 objects.
 */
function shiftChunk(chunk: ParsedChunk, delta: number): void {
  chunk.base.line += delta;
  chunk.startLine += delta;
}

/** Moves chunks [from, to) of a list by `delta` lines (a plain function: see chunks.ts on loops in generators). */
function shiftChunks(chunks: ParsedChunk[], from: number, to: number, delta: number): void {
  for (let i = from; i < to; i++) shiftChunk(chunks[i], delta);
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

/** A counter shared by every name index, so versions never repeat across documents. */
const nameChanges = { count: 0 };

/**
 * The card names of one document, kept up to date as cards change, so that duplicate names and
 * name look-ups never need a pass over the whole file.
 */
export class NameIndex {
  private readonly byName = new Map<string, ParsedChunk[]>();
  private readonly indexed = new Map<ParsedChunk, string[]>();
  /** Name keys (`nameKey`: case and apostrophe style ignored) held by more than one card. */
  readonly duplicates = new Set<string>();
  /** Changes whenever a name appears or disappears (not when a card is merely re-parsed); unique across indexes. */
  version = ++nameChanges.count;

  private keys(chunk: ParsedChunk): string[] {
    const card = chunk.ast.card;
    if (!card) return [];
    const keys = card.faces.map((f) => nameKey(f.name.text)).filter(Boolean);
    if (card.faces.length > 1) keys.push(nameKey(card.name));
    return [...new Set(keys)];
  }

  add(chunk: ParsedChunk): void {
    if (this.indexed.has(chunk)) return;
    const keys = this.keys(chunk);
    this.indexed.set(chunk, keys);
    for (const key of keys) {
      const list = this.byName.get(key);
      if (list) {
        list.push(chunk);
        if (list.length > 1) this.duplicates.add(key);
      } else {
        this.byName.set(key, [chunk]);
        this.version = ++nameChanges.count;
      }
    }
  }

  remove(chunk: ParsedChunk): void {
    const keys = this.indexed.get(chunk);
    if (!keys) return;
    this.indexed.delete(chunk);
    for (const key of keys) {
      const list = (this.byName.get(key) ?? []).filter((c) => c !== chunk);
      if (list.length === 0) {
        this.byName.delete(key);
        this.version = ++nameChanges.count;
      } else this.byName.set(key, list);
      if (list.length < 2) this.duplicates.delete(key);
    }
  }

  /** Drops every chunk not in `present` (after a full re-parse). */
  retain(present: Set<ParsedChunk>): void {
    for (const chunk of [...this.indexed.keys()]) if (!present.has(chunk)) this.remove(chunk);
  }

  /** The chunks holding cards with this name (any face name or the full name), in no particular order. */
  get(name: string): ParsedChunk[] {
    return this.byName.get(nameKey(name)) ?? [];
  }

  get size(): number {
    return this.byName.size;
  }

  allNames(): IterableIterator<string> {
    return this.byName.keys();
  }
}
