/**
 * One card-sized piece of a document (the lines between blank lines), parsed on its own: lexed, parsed with recovery
 * and built into its AST, with over-long lines and cards cut to what the parser reads (docs/reliability.md). Positions
 * count from the chunk's base line, so a chunk re-used after lines moved is moved by one number.
 */
import type { IToken } from 'chevrotain';
import type { Problem } from './ast.js';
import { buildChunk, type ChunkAst } from './parser/astBuilder.js';
import { parseChunk } from './parser/cardParser.js';
import { tokenize } from './parser/lexer.js';
import { fieldLabels } from './parser/tokens.js';
import { PositionMap } from './parser/lineItems.js';
import { LineBase, positionIn } from './positions.js';
import type { CardModel } from './model/cardModel.js';
import type { Declarations } from './model/symbols.js';
import type { ChunkVocabulary } from './vocabulary.js';
import { echo } from './userText.js';
import type { RawChunk } from './chunks.js';

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
  /** What this card offers the set's vocabulary (vocabularyKeys.ts), kept with it. */
  vocabulary?: ChunkVocabulary;
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

export function parseRawChunk(raw: RawChunk, declarations: Declarations): ParsedChunk {
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
export function shiftChunk(chunk: ParsedChunk, delta: number): void {
  chunk.base.line += delta;
  chunk.startLine += delta;
}

/** Moves chunks [from, to) of a list by `delta` lines (a plain function: see chunks.ts on loops in generators). */
export function shiftChunks(chunks: ParsedChunk[], from: number, to: number, delta: number): void {
  for (let i = from; i < to; i++) shiftChunk(chunks[i], delta);
}
