/**
 * How much of each kind of input cardtext takes in, and the memory planning every input goes
 * through before it is parsed — CLI arguments and `--cards`, the editor's open documents and
 * settings files, the workspace index — so that a large or pathological input is refused with one
 * message naming it instead of running the process out of memory (a V8 crash, exit 134).
 *
 * The sizes are bytes on disk; the memory is what parsing and checking keep, which follows lines,
 * cards and the parts of text that become nodes, not bytes: measured (`node --expose-gc`, heap after
 * a full collection, parsed and checked), real cards keep 0.96 KB a non-blank line (7.6 KB a card,
 * 25 bytes a character), one-word cards 2.1 KB each (a line and a card, with their two
 * diagnostics), two-line cards 3.3 KB; lines of 5,000 characters of one repeated part keep up to
 * 180 bytes a `{`, 270 bytes a separate `X`, 235 bytes a repeat of the card's name, 530 bytes a
 * quoted `"X"`, and 25–35 bytes a character of lowercase words. The model below is above every one
 * of them; a card's diagnostics of one code are capped (validation.ts), so their number follows
 * the same parts. docs/reliability.md gives the runs.
 */
import { getHeapStatistics } from 'node:v8';
import { formatBytes, maxCardsFileBytes, maxKnowledgeFileBytes } from './sizes.js';

const KB = 1024;
const MB = 1024 * KB;

/** The largest file read of each kind, in bytes. */
export const inputLimits = {
  /** A `.cards` file: 20 MB is ~100,000 real cards. */
  cards: maxCardsFileBytes,
  /** A rules, rulings or Scryfall cards file named in the settings or with --rules/--rulings/--cards (MTGJSON's AtomicCards is ~120 MB). */
  knowledge: maxKnowledgeFileBytes,
  /** A Scryfall JSON file for `cardtext import` (Scryfall's oracle-cards bulk file is ~160 MB). */
  importJson: 256 * MB,
  /** One image a card's `Art:` names. */
  art: 50 * MB,
  /** A set archive for `cardtext import` (a `.mse-set` with every card's picture; its files are limited again when unpacked). */
  importArchive: 512 * MB,
};

/**
 * Memory kept per non-blank line and per card (paragraph) of `.cards` text, parsed and checked; at
 * least `perChar` a character; and `perUnit` more for each part that becomes a node of its own (see
 * {@link CardsShape.units}).
 */
export const cardsMemoryModel = { perLine: 1 * KB, perCard: 1.5 * KB, perChar: 35, perUnit: 300 };

/** The most memory one `.cards` file may take to check, by the model (about 65,000 real cards; a 20 MB file of real cards is about 1 GB). */
export const maxCardsMemory = 1024 * MB;
/**
 * The same for a document open in the editor, which the server keeps with its diagnostics as long
 * as it is open (about 30,000 real cards): a language server's process peaks at about three times
 * the estimate while it parses.
 */
export const maxOpenDocumentMemory = 512 * MB;

/** Heap per byte of JSON while it is parsed and indexed (measured: 6; 438 MB for 65 MB of Scryfall cards). */
export const jsonHeapPerByte = 8;

/** What the memory planning needs of a text. */
export interface CardsShape {
  lines: number;
  /** Lines with something other than spaces. */
  nonBlankLines: number;
  /** Paragraphs: runs of non-blank lines (each a card, a directive block or stray text). */
  blocks: number;
  /** Its length in characters. */
  chars: number;
  /**
   * The parts that each become a node of their own when parsed: a brace (a symbol), `~`, a quotation
   * mark (a granted ability), a word starting with a capital (a name, X, a keyword). Measured at up to
   * 270 bytes each (`"X"` repeated: 530 bytes a quoted X), where a lowercase word keeps 25–35 bytes a
   * character.
   */
  units: number;
}

/** What the memory and time a text costs depend on (lint also plans by words), counted in one pass. */
export interface TextShape extends CardsShape {
  words: number;
  /** The longest line: its 1-based number and its length in characters. */
  longest: { line: number; length: number };
}

/**
 * Counts lines (split at \n, \r\n and \r, as in LSP), non-blank lines, paragraphs, words, parts
 * and the longest line, in one pass over the characters (3 MB in about 10 ms).
 */
export function textShape(text: string): TextShape {
  const state = shapeCounter();
  countShape(text, 0, text.length, state);
  return finishShape(text, state);
}

/** A count in progress (see {@link shapeSteps}). */
interface ShapeCount {
  lines: number; words: number; units: number; nonBlankLines: number; blocks: number; lineStart: number;
  inWord: boolean; previousAlnum: boolean; lineHasText: boolean; previousHadText: boolean; longestLine: number; longestLength: number;
}

const shapeCounter = (): ShapeCount => ({
  lines: 1, words: 0, units: 0, nonBlankLines: 0, blocks: 0, lineStart: 0,
  inWord: false, previousAlnum: false, lineHasText: false, previousHadText: false, longestLine: 1, longestLength: 0,
});

/** The end of a line at offset `end` (the text's end counts as one). */
function endLine(s: ShapeCount, end: number): void {
  if (end - s.lineStart > s.longestLength) {
    s.longestLine = s.lines;
    s.longestLength = end - s.lineStart;
  }
  if (s.lineHasText) {
    s.nonBlankLines++;
    if (!s.previousHadText) s.blocks++;
  }
  s.previousHadText = s.lineHasText;
  s.lineHasText = false;
}

/** Counts characters `from`..`to` of `text` into `s` (a plain function: V8 optimises its loop). */
function countShape(text: string, from: number, to: number, s: ShapeCount): void {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      endLine(s, i);
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      s.lines++;
      s.lineStart = i + 1;
      s.inWord = false;
      s.previousAlnum = false;
    } else if (c === 32 || c === 9) {
      s.inWord = false;
      s.previousAlnum = false;
    } else {
      s.lineHasText = true;
      if (!s.inWord) {
        s.inWord = true;
        s.words++;
      }
      if (c >= 97) {
        // lowercase letters, and above ASCII letters too for this count: but the braces, ~ and curly quotes
        if (c === 126 || c === 123 || c === 0x201c || c === 0x201d) s.units++;
        s.previousAlnum = c <= 122 || c > 127;
      } else if (c >= 65 && c <= 90) {
        if (!s.previousAlnum) s.units++;
        s.previousAlnum = true;
      } else {
        if (c === 34) s.units++;
        s.previousAlnum = c >= 48 && c <= 57;
      }
    }
  }
}

function finishShape(text: string, s: ShapeCount): TextShape {
  endLine(s, text.length);
  return { lines: s.lines, nonBlankLines: s.nonBlankLines, blocks: s.blocks, chars: text.length, units: s.units, words: s.words, longest: { line: s.longestLine, length: s.longestLength } };
}

/** {@link textShape} as steps of 256 K characters, for a language server that must not block on a 20 MB text. */
export function* shapeSteps(text: string): Generator<void, TextShape, void> {
  const s = shapeCounter();
  const piece = 256 * 1024;
  for (let from = 0; from < text.length; from += piece) {
    // A \r\n split between two pieces: the \n is taken with the \r.
    const start = from === 0 || text.charCodeAt(from - 1) !== 13 || text.charCodeAt(from) !== 10 ? from : from + 1;
    countShape(text, start, Math.min(text.length, from + piece), s);
    yield;
  }
  return finishShape(text, s);
}

/** The shape the memory planning needs: {@link textShape}. */
export const cardsShape: (text: string) => CardsShape = textShape;

/** The memory parsing and checking a text of this shape keeps (see the measurements above). */
export function cardsMemory(shape: CardsShape): number {
  const structure = shape.nonBlankLines * cardsMemoryModel.perLine + shape.blocks * cardsMemoryModel.perCard;
  return Math.max(structure, shape.chars * cardsMemoryModel.perChar) + shape.units * cardsMemoryModel.perUnit;
}

/**
 * The most memory a text of `lines` lines and `chars` characters can need, without reading it:
 * every other line a one-word card, every character a unit. A bound for edits, where counting the
 * whole text on each keystroke would cost more than the edit.
 */
export function cardsMemoryBound(lines: number, chars = 0): number {
  return Math.max(lines * cardsMemoryModel.perLine + Math.ceil(lines / 2) * cardsMemoryModel.perCard, chars * cardsMemoryModel.perChar) + chars * cardsMemoryModel.perUnit;
}

/** The heap Node can still use, in bytes. */
export function heapRoom(): number {
  const heap = getHeapStatistics();
  return heap.heap_size_limit - heap.used_heap_size;
}

/**
 * Why a `.cards` text of this shape is not checked (the sentence goes after "it is not checked:"
 * or a file name), or undefined if it fits: at most {@link maxCardsMemory}, and at most half the
 * heap still free (the rest is for the work around it: diagnostics, reports, other files).
 */
export function cardsMemoryProblem(shape: CardsShape, room = heapRoom(), limit = maxCardsMemory): string | undefined {
  const need = cardsMemory(shape);
  const budget = Math.min(limit, room / 2);
  if (need <= budget) return undefined;
  const what = `its ${shape.blocks.toLocaleString('en-US')} paragraphs in ${shape.nonBlankLines.toLocaleString('en-US')} lines${shape.units * cardsMemoryModel.perUnit > need / 2 ? `, with ${shape.units.toLocaleString('en-US')} symbols, names and quotes,` : ''} would take about ${formatBytes(need)} of memory to check`;
  // A real card takes about 16 KB by this model (the corpus: 160 MB for 10,006 cards).
  const cards = Math.max(1000, Math.round(limit / (16 * KB) / 5000) * 5000).toLocaleString('en-US');
  if (budget === limit) return `${what}, more than the ${formatBytes(limit)} cardtext gives one file${limit === maxCardsMemory ? '' : ' in the editor'} (about ${cards} real cards); split it into smaller files`;
  return `${what}, more than the ${formatBytes(budget)} this process can spare (raise Node's heap with NODE_OPTIONS=--max-old-space-size, or split the file)`;
}

/** Why a JSON file of `bytes` would not fit in memory while parsed, or undefined if it fits. */
export function jsonMemoryProblem(bytes: number, room = heapRoom()): string | undefined {
  const need = bytes * jsonHeapPerByte;
  if (need <= room) return undefined;
  return `at ${formatBytes(bytes)} it needs about ${formatBytes(need)} of memory to read, more than the ${formatBytes(room)} this process can use (raise Node's heap with NODE_OPTIONS=--max-old-space-size)`;
}

/** A card list's text per `.cards` line and per card, for planning an import before it is read (real sets: 40 and 250 characters). */
const importTextShape = { charsPerLine: 40, charsPerCard: 250, charsPerUnit: 10 };

/**
 * Why a file given to `cardtext import` is not read, or undefined: an archive larger than
 * {@link inputLimits.importArchive} or three times the heap still free (its pictures are held until
 * written); JSON (a Card Conjurer save, Scryfall cards) by {@link jsonMemoryProblem}; a text (a CSV
 * or TSV sheet, an MSE `set` file) by the `.cards` text it makes, about as long as itself, which
 * must fit the planning of a `.cards` file ({@link cardsMemoryProblem}) — so a 500 MB sheet is
 * refused before a byte of it is read.
 */
export function importFileProblem(bytes: number, kind: 'archive' | 'json' | 'text', room = heapRoom()): string | undefined {
  if (kind === 'archive') {
    if (bytes > inputLimits.importArchive) return `it is ${formatBytes(bytes)}, larger than the ${formatBytes(inputLimits.importArchive)} a set archive may be`;
    if (bytes * 3 > room) return `at ${formatBytes(bytes)} it needs about ${formatBytes(bytes * 3)} of memory to unpack, more than the ${formatBytes(room)} this process can use (raise Node's heap with NODE_OPTIONS=--max-old-space-size)`;
    return undefined;
  }
  if (kind === 'json') {
    if (bytes > inputLimits.importJson) return `it is ${formatBytes(bytes)}, larger than the ${formatBytes(inputLimits.importJson)} limit`;
    return jsonMemoryProblem(bytes, room);
  }
  const t = importTextShape;
  const shape: CardsShape = { lines: Math.ceil(bytes / t.charsPerLine), nonBlankLines: Math.ceil(bytes / t.charsPerLine), blocks: Math.ceil(bytes / t.charsPerCard), chars: bytes, units: Math.ceil(bytes / t.charsPerUnit) };
  const problem = cardsMemoryProblem(shape, room);
  return problem ? `at ${formatBytes(bytes)} it would make about as much .cards text, and ${problem.replace(/^its /, 'that text\'s ')}` : undefined;
}
