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
import { PositionMap } from './parser/lineItems.js';
import { buildCardModel, type CardModel, linkMelds } from './model/cardModel.js';
import { type Declarations, emptyDeclarations } from './model/symbols.js';
import { declarationsFrom } from './declarations.js';

/** One card-sized piece of the document (lines between blank lines), parsed. */
export interface ParsedChunk {
  text: string;
  startLine: number;
  /** Number of lines the chunk spans. */
  lineCount: number;
  ast: ChunkAst;
  model?: CardModel;
  /** Cached per-card diagnostics, filled by validation (ranges shift with the chunk). */
  diagnostics?: unknown[];
}

export interface CardsDocument {
  uri: string;
  version: number;
  text: string;
  chunks: ParsedChunk[];
  cards: Card[];
  models: CardModel[];
  /** Directives in force (those before the first card). */
  directives: Directive[];
  declarations: Declarations;
  /** File-level problems (directives after the first card, characters the lexer skipped). */
  problems: Problem[];
  lineCount: number;
  /** Chunk texts → parsed chunks, to re-use in the next version. */
  reuse: Map<string, ParsedChunk[]>;
}

interface RawChunk {
  text: string;
  startLine: number;
  lineCount: number;
}

const lineBreak = /\r\n|\r|\n/g;

/** Splits text into chunks at blank lines; a `//` line next to a blank line keeps faces together. */
export function splitChunks(text: string): { chunks: RawChunk[]; lineCount: number } {
  const starts: number[] = [0];
  lineBreak.lastIndex = 0;
  for (let m = lineBreak.exec(text); m; m = lineBreak.exec(text)) starts.push(m.index + m[0].length);
  const lineCount = starts.length;
  const lineText = (i: number) => text.slice(starts[i], i + 1 < lineCount ? starts[i + 1] : text.length).replace(/[\r\n]+$/, '');
  const chunks: { first: number; last: number }[] = [];
  let open: { first: number; last: number } | undefined;
  let joinNext = false;
  for (let i = 0; i < lineCount; i++) {
    const line = lineText(i);
    const trimmed = line.trim();
    if (trimmed === '') {
      if (open) {
        chunks.push(open);
        open = undefined;
      }
      continue;
    }
    const isSeparator = trimmed === '//';
    if (!open) {
      const previous = chunks[chunks.length - 1];
      if (previous && (isSeparator || joinNext)) {
        chunks.pop();
        open = { first: previous.first, last: i };
      } else open = { first: i, last: i };
    } else open.last = i;
    if (!trimmed.startsWith('#')) joinNext = isSeparator;
  }
  if (open) chunks.push(open);
  return {
    lineCount,
    chunks: chunks.map(({ first, last }) => ({
      text: text.slice(starts[first], last + 1 < lineCount ? starts[last + 1] : text.length).replace(/(\r\n|\r|\n)$/, ''),
      startLine: first,
      lineCount: last - first + 1,
    })),
  };
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

function parseRawChunk(raw: RawChunk, declarations: Declarations): ParsedChunk {
  const map = new PositionMap(raw.text, raw.startLine);
  const lexed = tokenize(raw.text);
  const { cst, problems } = parseChunk(normalizeNewlines(lexed.tokens));
  const ast = buildChunk(cst, problems, map, declarations);
  for (const error of lexed.errors) {
    ast.problems.push({
      message: `The character "${raw.text.substr(error.offset, error.length)}" is not part of card text and is ignored.`,
      range: map.range(error.offset, error.offset + error.length),
    });
  }
  return { text: raw.text, startLine: raw.startLine, lineCount: raw.lineCount, ast };
}

/** Moves every position in a parsed chunk by `delta` lines (a chunk re-used after lines moved). */
function shiftChunk(chunk: ParsedChunk, delta: number): void {
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
      return;
    }
    const obj = value as Record<string, unknown>;
    if (typeof obj.line === 'number' && (typeof obj.character === 'number' || obj.kind === 'Ability')) obj.line += delta;
    for (const key in obj) {
      if (key === 'face' || key === 'card' || key === 'ability' && obj.kind !== 'Quoted') continue; // back-references
      visit(obj[key]);
    }
  };
  visit(chunk.ast);
  visit(chunk.model?.card);
  visit(chunk.diagnostics);
  chunk.startLine += delta;
}

export interface ParseOptions {
  uri?: string;
  version?: number;
  /** The previous version of this document, whose unchanged cards are re-used. */
  previous?: CardsDocument;
  /** Declarations from the editor's settings, merged under the file's own directives. */
  baseDeclarations?: Declarations;
}

/** Parses a document. Never throws. */
export function parseDocument(text: string, options: ParseOptions = {}): CardsDocument {
  const { chunks: raws, lineCount } = splitChunks(text);
  // Directives before the first card decide how every card is read, so find them first.
  const leading: ParsedChunk[] = [];
  const base = options.baseDeclarations ?? emptyDeclarations();
  for (const raw of raws) {
    if (!raw.text.trimStart().startsWith('@') && !/^(#[^\n]*\n)+\s*@/.test(raw.text)) break;
    leading.push(parseRawChunk(raw, base));
  }
  const directives = leading.flatMap((c) => c.ast.directives);
  const declarations = declarationsFrom(directives, base);
  const previous = options.previous && options.previous.declarations.fingerprint === declarations.fingerprint ? options.previous.reuse : undefined;
  const reuse = new Map<string, ParsedChunk[]>();
  const chunks: ParsedChunk[] = [];
  const problems: Problem[] = [];
  for (const raw of raws) {
    let chunk = previous?.get(raw.text)?.shift();
    if (chunk) {
      if (chunk.startLine !== raw.startLine) shiftChunk(chunk, raw.startLine - chunk.startLine);
    } else {
      chunk = leading.find((l) => l.startLine === raw.startLine && l.text === raw.text) ?? parseRawChunk(raw, declarations);
    }
    if (chunk.ast.card && !chunk.model) chunk.model = buildCardModel(chunk.ast.card, declarations, chunk.text);
    chunks.push(chunk);
    const list = reuse.get(raw.text);
    if (list) list.push(chunk);
    else reuse.set(raw.text, [chunk]);
  }
  const cards: Card[] = [];
  const models: CardModel[] = [];
  let seenCard = false;
  for (const chunk of chunks) {
    if (seenCard || chunk.ast.card) {
      for (const d of chunk.ast.directives) problems.push({ message: `The directive "@${d.name}" must come before the first card; it is ignored here.`, range: d.range });
    }
    if (chunk.ast.card) {
      seenCard = true;
      for (const d of chunk.ast.card.directives) problems.push({ message: `The directive "@${d.name}" must come before the first card; it is ignored here.`, range: d.range });
      cards.push(chunk.ast.card);
      if (chunk.model) models.push(chunk.model);
    } else if (chunk.ast.problems.length > 0) problems.push(...chunk.ast.problems);
  }
  linkMelds(models);
  return {
    uri: options.uri ?? 'untitled:cards', version: options.version ?? 0, text, chunks, cards, models,
    directives, declarations, problems, lineCount, reuse,
  };
}
