/**
 * How much of each kind of input cardtext takes in, and the memory planning every input goes
 * through before it is parsed — CLI arguments and `--cards`, the editor's open documents and
 * settings files, the workspace index — so that a large or pathological input is refused with one
 * message naming it instead of running the process out of memory (a V8 crash, exit 134).
 *
 * The sizes are bytes on disk; the memory is what parsing and checking keep, which follows lines
 * and cards, not bytes: measured (`node --expose-gc`, heap after a full collection, parsed and
 * checked), real cards keep 0.96 KB a non-blank line (7.6 KB a card), one-word cards 2.1 KB each
 * (a line and a card, with their two diagnostics), two-line cards 3.3 KB. The model below
 * (1 KB a non-blank line + 1.5 KB a card) is above every one of them. Lines longer than 5,000
 * characters and cards longer than 20,000 are cut by the parser, so words need no term of their own.
 * docs/reliability.md gives the runs.
 */
import { getHeapStatistics } from 'node:v8';
import { formatBytes, maxCardsFileBytes, maxKnowledgeFileBytes } from './readFile.js';

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
};

/** Memory kept per non-blank line and per card (paragraph) of `.cards` text, parsed and checked. */
export const cardsMemoryModel = { perLine: 1 * KB, perCard: 1.5 * KB };

/** The most memory one `.cards` file may take to check (~100,000 real cards take about 700 MB). */
export const maxCardsMemory = 1024 * MB;

/** Heap per byte of JSON while it is parsed and indexed (measured: 6; 438 MB for 65 MB of Scryfall cards). */
export const jsonHeapPerByte = 8;

/** What the memory and time a text costs depend on, counted in one pass. */
export interface TextShape {
  lines: number;
  /** Lines with something other than spaces. */
  nonBlankLines: number;
  /** Paragraphs: runs of non-blank lines (each a card, a directive block or stray text). */
  blocks: number;
  words: number;
  /** The longest line: its 1-based number and its length in characters. */
  longest: { line: number; length: number };
}

/** Counts lines (split at \n, \r\n and \r), non-blank lines, paragraphs, words and the longest line. */
export function textShape(text: string): TextShape {
  let lines = 1;
  let words = 0;
  let nonBlankLines = 0;
  let blocks = 0;
  let lineStart = 0;
  let inWord = false;
  let lineHasText = false;
  let previousHadText = false;
  const longest = { line: 1, length: 0 };
  const endLine = (end: number) => {
    if (end - lineStart > longest.length) {
      longest.line = lines;
      longest.length = end - lineStart;
    }
    if (lineHasText) {
      nonBlankLines++;
      if (!previousHadText) blocks++;
    }
    previousHadText = lineHasText;
    lineHasText = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      endLine(i);
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      lines++;
      lineStart = i + 1;
      inWord = false;
    } else if (c === 32 || c === 9) inWord = false;
    else {
      lineHasText = true;
      if (!inWord) {
        inWord = true;
        words++;
      }
    }
  }
  endLine(text.length);
  return { lines, nonBlankLines, blocks, words, longest };
}

/** What the memory planning needs of a text: its lines, non-blank lines and paragraphs. */
export type CardsShape = Pick<TextShape, 'lines' | 'nonBlankLines' | 'blocks'>;

/**
 * {@link textShape} without words and the longest line, in a pass over line starts only (a line's
 * characters are read up to its first non-space one): 3 MB of cards in about 2 ms, against 15–20 ms
 * for the full count.
 */
export function cardsShape(text: string): CardsShape {
  // A lone \r also ends a line (as in LSP): such a text is counted character by character.
  if (/\r(?!\n)/.test(text)) {
    const { lines, nonBlankLines, blocks } = textShape(text);
    return { lines, nonBlankLines, blocks };
  }
  let lines = 0;
  let nonBlankLines = 0;
  let blocks = 0;
  let previousHadText = false;
  let start = 0;
  for (;;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let hasText = false;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c !== 32 && c !== 9 && c !== 13) {
        hasText = true;
        break;
      }
    }
    lines++;
    if (hasText) {
      nonBlankLines++;
      if (!previousHadText) blocks++;
    }
    previousHadText = hasText;
    if (end >= text.length) break;
    start = end + 1;
  }
  return { lines, nonBlankLines, blocks };
}

/** The memory parsing and checking a text of this shape keeps. */
export function cardsMemory(shape: Pick<TextShape, 'nonBlankLines' | 'blocks'>): number {
  return shape.nonBlankLines * cardsMemoryModel.perLine + shape.blocks * cardsMemoryModel.perCard;
}

/**
 * The most memory a text of `lines` lines can need, without reading it: every other line a
 * one-word card. A bound for edits, where counting the whole text on each keystroke would cost
 * more than the edit.
 */
export function cardsMemoryBound(lines: number): number {
  return lines * cardsMemoryModel.perLine + Math.ceil(lines / 2) * cardsMemoryModel.perCard;
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
export function cardsMemoryProblem(shape: CardsShape, room = heapRoom()): string | undefined {
  const need = cardsMemory(shape);
  const budget = Math.min(maxCardsMemory, room / 2);
  if (need <= budget) return undefined;
  const what = `its ${shape.blocks.toLocaleString('en-US')} paragraphs in ${shape.nonBlankLines.toLocaleString('en-US')} lines would take about ${formatBytes(need)} of memory to check`;
  if (budget === maxCardsMemory) return `${what}, more than the ${formatBytes(maxCardsMemory)} cardtext gives one file (about 100,000 cards); split it into smaller files`;
  return `${what}, more than the ${formatBytes(budget)} this process can spare (raise Node's heap with NODE_OPTIONS=--max-old-space-size, or split the file)`;
}

/** Why a JSON file of `bytes` would not fit in memory while parsed, or undefined if it fits. */
export function jsonMemoryProblem(bytes: number, room = heapRoom()): string | undefined {
  const need = bytes * jsonHeapPerByte;
  if (need <= room) return undefined;
  return `at ${formatBytes(bytes)} it needs about ${formatBytes(need)} of memory to read, more than the ${formatBytes(room)} this process can use (raise Node's heap with NODE_OPTIONS=--max-old-space-size)`;
}
