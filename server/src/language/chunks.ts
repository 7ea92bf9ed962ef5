/**
 * Splitting a document's text into card-sized chunks at blank lines (the first thing a parse
 * does), at once or in steps for a large file.
 */

/** One card-sized piece of text: lines between blank lines. */
export interface RawChunk {
  text: string;
  startLine: number;
  lineCount: number;
}

/** Splits text into chunks at blank lines; a `//` line next to a blank line keeps faces together. */
export function splitChunks(text: string): { chunks: RawChunk[]; lineCount: number } {
  return drain(splitChunkSteps(text));
}

/** Lines between two pauses of the steps below (a large file is split in several steps). */
const linesPerStep = 4000;

/*
 * The loops over lines run in plain functions, a block of lines per call, and the generators only
 * pause between blocks: V8 can't optimise a loop while it runs inside a generator (no on-stack
 * replacement there), so a long loop in one stays in the slow tiers for its whole run.
 */

/** Where lines start and end, found a block at a time. */
interface LineScan {
  starts: number[];
  ends: number[];
  /** The text has only "\n" breaks (the usual case: no match object per line). */
  lf: boolean;
  /** A regular expression of its own: steps of several documents can be under way at once. */
  lineBreak: RegExp;
  done: boolean;
}

/** Finds up to `count` more line breaks. */
function scanLines(text: string, scan: LineScan, count: number): void {
  const { starts, ends } = scan;
  if (scan.lf) {
    let at = text.indexOf('\n', starts[starts.length - 1]);
    for (let n = 0; n < count && at >= 0; n++, at = text.indexOf('\n', at + 1)) {
      ends.push(at);
      starts.push(at + 1);
    }
    scan.done = at < 0;
    return;
  }
  for (let n = 0; n < count; n++) {
    const m = scan.lineBreak.exec(text);
    if (!m) {
      scan.done = true;
      return;
    }
    ends.push(m.index);
    starts.push(m.index + m[0].length);
  }
}

/** The raw chunks of line groups [from, to). */
function rawChunks(text: string, groups: LineGroup[], from: number, to: number, starts: number[], end: (i: number) => number, into: RawChunk[]): void {
  for (let g = from; g < to; g++) {
    const { first, last } = groups[g];
    into.push({ text: text.slice(starts[first], end(last)), startLine: first, lineCount: last - first + 1 });
  }
}

/** `splitChunks` in steps, pausing every few thousand lines (see parseDocumentSteps). */
export function* splitChunkSteps(text: string): Generator<void, { chunks: RawChunk[]; lineCount: number }, void> {
  const scan: LineScan = { starts: [0], ends: [], lf: !text.includes('\r'), lineBreak: /\r\n|\r|\n/g, done: false };
  for (scanLines(text, scan, linesPerStep); !scan.done; scanLines(text, scan, linesPerStep)) yield;
  const { starts, ends } = scan;
  const lineCount = starts.length;
  // Line ends are known, so a line is one slice (a very long line is never scanned again).
  const end = (i: number) => (i + 1 < lineCount ? ends[i] : text.length);
  const groups = yield* groupLineSteps(lineCount, (i) => text.slice(starts[i], end(i)));
  const raws: RawChunk[] = [];
  for (let g = 0; g < groups.length; g += linesPerStep) {
    if (g > 0) yield;
    rawChunks(text, groups, g, Math.min(groups.length, g + linesPerStep), starts, end, raws);
  }
  return { lineCount, chunks: raws };
}

/** First and last line of a chunk. */
type LineGroup = { first: number; last: number };

/** The chunks of `lineCount` lines, as first and last line numbers (see {@link splitChunks}). */
export function groupLines(lineCount: number, lineText: (i: number) => string): LineGroup[] {
  return drain(groupLineSteps(lineCount, lineText));
}

/** Grouping lines into chunks, carried from one block of lines to the next. */
interface Grouping {
  chunks: LineGroup[];
  open: LineGroup | undefined;
  joinNext: boolean;
}

/** Groups lines [from, to) (see {@link splitChunks}). */
function groupBlock(g: Grouping, from: number, to: number, lineText: (i: number) => string): void {
  const chunks = g.chunks;
  for (let i = from; i < to; i++) {
    const trimmed = lineText(i).trim();
    if (trimmed === '') {
      if (g.open) {
        chunks.push(g.open);
        g.open = undefined;
      }
      continue;
    }
    const isSeparator = trimmed === '//';
    if (!g.open) {
      const previous = chunks[chunks.length - 1];
      if (previous && (isSeparator || g.joinNext)) {
        chunks.pop();
        g.open = { first: previous.first, last: i };
      } else g.open = { first: i, last: i };
    } else g.open.last = i;
    if (!trimmed.startsWith('#')) g.joinNext = isSeparator;
  }
}

function* groupLineSteps(lineCount: number, lineText: (i: number) => string): Generator<void, LineGroup[], void> {
  const g: Grouping = { chunks: [], open: undefined, joinNext: false };
  for (let from = 0; from < lineCount; from += linesPerStep) {
    if (from > 0) yield;
    groupBlock(g, from, Math.min(lineCount, from + linesPerStep), lineText);
  }
  if (g.open) g.chunks.push(g.open);
  return g.chunks;
}

/** Runs steps to the end at once. */
export function drain<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
