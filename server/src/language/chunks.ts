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

/** `splitChunks` in steps, pausing every few thousand lines (see parseDocumentSteps). */
export function* splitChunkSteps(text: string): Generator<void, { chunks: RawChunk[]; lineCount: number }, void> {
  const starts: number[] = [0];
  const ends: number[] = [];
  if (!text.includes('\r')) {
    // The usual case (a parse reads every break as "\n"): no match object per line.
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
      ends.push(at);
      starts.push(at + 1);
      if (starts.length % linesPerStep === 0) yield;
    }
  } else {
    // A regular expression of its own: steps of several documents can be under way at once.
    const lineBreak = /\r\n|\r|\n/g;
    for (let m = lineBreak.exec(text); m; m = lineBreak.exec(text)) {
      ends.push(m.index);
      starts.push(m.index + m[0].length);
      if (starts.length % linesPerStep === 0) yield;
    }
  }
  const lineCount = starts.length;
  // Line ends are known, so a line is one slice (a very long line is never scanned again).
  const end = (i: number) => (i + 1 < lineCount ? ends[i] : text.length);
  const groups = yield* groupLineSteps(lineCount, (i) => text.slice(starts[i], end(i)));
  const raws: RawChunk[] = [];
  for (const { first, last } of groups) {
    raws.push({ text: text.slice(starts[first], end(last)), startLine: first, lineCount: last - first + 1 });
    if (raws.length % linesPerStep === 0) yield;
  }
  return { lineCount, chunks: raws };
}

/** The chunks of `lineCount` lines, as first and last line numbers (see {@link splitChunks}). */
export function groupLines(lineCount: number, lineText: (i: number) => string): { first: number; last: number }[] {
  return drain(groupLineSteps(lineCount, lineText));
}

function* groupLineSteps(lineCount: number, lineText: (i: number) => string): Generator<void, { first: number; last: number }[], void> {
  const chunks: { first: number; last: number }[] = [];
  let open: { first: number; last: number } | undefined;
  let joinNext = false;
  for (let i = 0; i < lineCount; i++) {
    if (i % linesPerStep === linesPerStep - 1) yield;
    const trimmed = lineText(i).trim();
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
  return chunks;
}

/** Runs steps to the end at once. */
export function drain<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
