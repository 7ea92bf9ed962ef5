/**
 * How much the CLI reads, and the checks made before parsing, so a large input stops with exit 2 and
 * a message naming the limit instead of hanging or running Node out of memory (a V8 crash with exit
 * 134). The figures are measured (docs/reliability.md gives the runs).
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { formatBytes, maxCardsFileBytes } from '../files/readFile.js';
import { cardsMemoryProblem, type TextShape } from '../files/inputPlan.js';

const KB = 1024;

/**
 * `lint`. A `.cards` file is read only up to 20 MB (~100,000 cards; the language server's limit too).
 * Long lines need no limit here: the core analyses at most 5,000 characters of a line and says so
 * in a diagnostic (docs/reliability.md), as it does in the editor.
 *
 * Memory follows lines and words, not bytes: the live heap measured 2.3–3.2 KB per line (real cards,
 * one-line broken paragraphs, a 100,000-line card) and up to 2.3 KB per word (a line listing
 * keywords); 19 MB of real cards peaked at 1.65 GB. A file whose lower estimate does not fit in the
 * heap is refused; one whose upper estimate fits is linted in this process; any other is linted in
 * a child process with the same heap limit, so running out of memory there is a message, not a crash.
 */
export const lintLimits = {
  fileBytes: maxCardsFileBytes,
  lowPerLine: 2 * KB,
  highPerLine: 3.5 * KB,
  highPerWord: 2.5 * KB,
  /** After a file this large, garbage is collected before the next (keeps the peak at one file's worth). */
  collectAfterBytes: 1024 * KB,
};

/**
 * `import`: a Scryfall JSON file is read only up to 256 MB (Scryfall's oracle-cards bulk file is
 * ~160 MB). Reading, JSON.parse and the conversion peak at about 6 bytes of memory per byte of JSON
 * (measured: 438 MB for 65 MB, 100,060 cards); the check allows 8.
 */
export const importLimits = { fileBytes: 256 * 1024 * KB, heapPerInputByte: 8 };

export { textShape, type TextShape } from '../files/inputPlan.js';

/** Where to lint a file of this shape: here, in a child process, or not at all (with the reason). */
export type LintPlan = { where: 'here' | 'child' } | { refused: string };

/**
 * Decides from the text's shape and the heap Node can still use. A file whose cards would take more
 * memory than any one file may (the shared planning, files/inputPlan.ts) is refused first.
 */
export function planLint(shape: TextShape): LintPlan {
  const tooMuch = cardsMemoryProblem(shape, Number.POSITIVE_INFINITY);
  if (tooMuch) return { refused: tooMuch };
  const low = shape.lines * lintLimits.lowPerLine;
  const high = shape.lines * lintLimits.highPerLine + shape.words * lintLimits.highPerWord;
  if (high <= heapRoom() || (collectGarbage() && high <= heapRoom())) return { where: 'here' };
  const limit = getHeapStatistics().heap_size_limit;
  if (low > limit) return { refused: `its ${shape.lines.toLocaleString('en')} lines need at least ${formatBytes(low)} of memory, more than Node's ${formatBytes(limit)} heap ${raise(low)}` };
  return { where: 'child' };
}

/** How to give Node a heap of at least `bytes`. */
export function raise(bytes: number): string {
  return `(raise it with NODE_OPTIONS=--max-old-space-size=${Math.ceil((bytes * 1.25) / 1024 / 1024 / 256) * 256})`;
}

let gc: (() => void) | null | undefined;

/**
 * Runs a full garbage collection, so the heap holds only live objects: V8 otherwise collects
 * lazily within its limit, and the garbage of one file would count against the next. Uses the
 * documented --expose-gc flag, set at run time; false if that is not possible.
 */
export function collectGarbage(): boolean {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as () => void;
    } catch {
      gc = null;
    }
  }
  gc?.();
  return !!gc;
}

/** The heap Node can still use, in bytes. */
function heapRoom(): number {
  const heap = getHeapStatistics();
  return heap.heap_size_limit - heap.used_heap_size;
}

/**
 * Why an input of `bytes` would not fit in the heap Node can still use (at `perByte` heap bytes per
 * input byte), or undefined if it fits. Collects garbage first when the input looks too large.
 */
export function memoryProblem(bytes: number, perByte: number): string | undefined {
  const need = bytes * perByte;
  if (need <= heapRoom() || (collectGarbage() && need <= heapRoom())) return undefined;
  return `at ${formatBytes(bytes)} it needs about ${formatBytes(need)} of memory, more than the ${formatBytes(heapRoom())} Node can use here `
    + `(its heap limit is ${formatBytes(getHeapStatistics().heap_size_limit)}) ${raise(need + getHeapStatistics().used_heap_size)}`;
}
