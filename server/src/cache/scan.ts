/**
 * What the result cache reads from a file's text without parsing it: its cards as the parser will
 * split them (the core's own splitter), a hash of each card's text, the directives before the first
 * card (they decide how every card reads), and "sub-document" texts that keep chosen cards at their
 * lines and blank out the others. Parser-free, so a run answered from the cache never loads the parser.
 */
import { readFileSync } from 'node:fs';
import { drain, groupLines, type RawChunk } from '../language/chunks.js';
import { type ChunkVocabulary, chunkVocabulary, countVocabulary, type VocabularyCounts, vocabularyCandidates, vocabularyKey, type VocabularyWord } from '../language/vocabulary.js';
import { nodeCrypto } from '../files/builtins.js';

/** A file's text as the cache sees it. */
export interface FileScan {
  /** The text with CRLF and CR line breaks read as LF (as the parser reads it). */
  text: string;
  lineCount: number;
  chunks: RawChunk[];
  /** Offset of each chunk's first character in `text`. */
  offsets: number[];
  /** Hash of each chunk's text. */
  hashes: string[];
  /** Indexes of the chunks holding the directives in force (before the first card). */
  preamble: number[];
  /**
   * The chunk that ends the preamble (the first neither comment nor directive), -1 if none. Every
   * sub-document keeps it: without it, a misplaced directive further down would come into force.
   */
  preambleEnd: number;
  /**
   * What each card offers the set's vocabulary, and the candidate words they make with their
   * counts (vocabulary.ts `vocabularyCandidates`): with the file's declarations, they decide how
   * every card reads. Found when first needed ({@link scanVocabulary}); a lookup whose cards are
   * those stored takes the stored key instead (lookup.ts).
   */
  offered?: ChunkVocabulary[];
  vocabulary?: VocabularyWord[];
  /** {@link vocabularyKey} of `vocabulary`. */
  vocabularyKey?: string;
}

/** The scan's vocabulary, found from its cards' texts if no one has yet (see {@link FileScan.vocabulary}). */
export function scanVocabulary(scan: FileScan, known?: (index: number) => ChunkVocabulary | undefined): VocabularyWord[] {
  if (!scan.vocabulary) {
    scan.offered ??= scan.chunks.map((c, i) => known?.(i) ?? chunkVocabulary(c.text));
    const counts: VocabularyCounts = new Map();
    for (const keys of scan.offered) countVocabulary(counts, keys);
    scan.vocabulary = vocabularyCandidates(counts);
    scan.vocabularyKey = vocabularyKey(scan.vocabulary);
  }
  return scan.vocabulary;
}

/** node:crypto's one-shot hash (Node ≥ 20.12), if it has one. */
const oneShot = () => (nodeCrypto() as { hash?: (algorithm: string, data: string, encoding: 'base64') => string }).hash;

/**
 * A 120-bit hash of a text (SHA-1, base64, cut to 20 characters): collisions among the cards of
 * any set are out of reach, and node:crypto's one-shot SHA-1 hashes 10,000 cards in ~15 ms.
 */
export function hashText(text: string): string {
  // UTF-8 turns every lone surrogate into U+FFFD; such a text (only from an editor) is hashed as UTF-16.
  if (!(text as { isWellFormed?(): boolean }).isWellFormed?.()) return nodeCrypto().createHash('sha1').update(Buffer.from(text, 'utf16le')).digest('base64').slice(0, 20);
  const hash = oneShot();
  const digest = hash ? hash('sha1', text, 'base64') : nodeCrypto().createHash('sha1').update(text).digest('base64');
  return digest.slice(0, 20);
}

/** The first line of a chunk that is not a comment (as the parser decides where directives end). */
function firstContentLine(text: string): string | undefined {
  return text.split(/\r\n|\r|\n/).find((l) => !/^\s*#/.test(l));
}

/**
 * The chunks whose directives are in force: those before the first chunk that is neither a
 * comment block nor starts with a directive. The same rule as `parseDocumentSteps` (document.ts);
 * a test holds the two together.
 */
function preambleOf(chunks: RawChunk[]): { preamble: number[]; preambleEnd: number } {
  const preamble: number[] = [];
  for (let i = 0; i < chunks.length; i++) {
    const first = firstContentLine(chunks[i].text);
    if (first === undefined) continue;
    if (!first.trimStart().startsWith('@')) return { preamble, preambleEnd: i };
    preamble.push(i);
  }
  return { preamble, preambleEnd: -1 };
}

/** The chunks every sub-document holds: the directives in force and the chunk that ends them. */
export function alwaysKept(scan: FileScan): number[] {
  return scan.preambleEnd >= 0 ? [...scan.preamble, scan.preambleEnd] : scan.preamble;
}

/**
 * Splits and hashes a file's text. The chunks are those `splitChunks` gives (the same grouping of
 * lines, `groupLines`); only finding the lines differs: the text has LF breaks only here, so one
 * native split does it (a test holds the two together).
 */
export function scanText(input: string): FileScan {
  return drain(scanSteps(input));
}

/**
 * `scanText` in steps (hashing pauses every few hundred cards), for the language server. `known`:
 * the chunks of this very text, as a parsed document holds them (then the text is not split again).
 */
export function* scanSteps(input: string, known?: RawChunk[]): Generator<void, FileScan, void> {
  const text = /\r/.test(input) ? input.replace(/\r\n?/g, '\n') : input;
  const lines = text.split('\n');
  const starts = new Array<number>(lines.length);
  for (let i = 0, at = 0; i < lines.length; i++) {
    starts[i] = at;
    at += lines[i].length + 1;
  }
  let chunks = known;
  if (!chunks) {
    chunks = [];
    for (const { first, last } of groupLines(lines.length, (i) => lines[i])) {
      chunks.push({ text: text.slice(starts[first], starts[last] + lines[last].length), startLine: first, lineCount: last - first + 1 });
    }
  }
  const hashes: string[] = [];
  for (const chunk of chunks) {
    hashes.push(hashText(chunk.text));
    if (hashes.length % 500 === 0) yield;
  }
  return { text, lineCount: lines.length, chunks, offsets: chunks.map((c) => starts[c.startLine] ?? text.length), hashes, ...preambleOf(chunks) };
}

/**
 * The text with only the chosen chunks kept: every other chunk's lines are emptied, so the kept
 * cards stay at their lines, the file keeps its line count and its blank lines, and splitting it
 * again gives exactly the kept chunks.
 */
export function subDocumentText(scan: FileScan, keep: (index: number) => boolean): string {
  const { text } = scan;
  const parts: string[] = [];
  // Runs of emptied lines (and the blank lines between them) are counted and written as one string.
  let newlines = 0;
  const flush = () => {
    if (newlines > 0) parts.push('\n'.repeat(newlines));
    newlines = 0;
  };
  let cursor = 0;
  for (let i = 0; i < scan.chunks.length; i++) {
    const chunk = scan.chunks[i];
    const start = scan.offsets[i];
    let bare = true;
    for (let at = cursor; at < start && bare; at++) bare = text.charCodeAt(at) === 10;
    if (bare) newlines += start - cursor;
    else {
      flush();
      parts.push(text.slice(cursor, start));
    }
    if (keep(i)) {
      flush();
      parts.push(chunk.text);
    } else newlines += chunk.lineCount - 1;
    cursor = start + chunk.text.length;
  }
  flush();
  parts.push(text.slice(cursor));
  return parts.join('');
}

/**
 * The cache holds text as "binary strings": one character per byte of its UTF-8 form (the file
 * read as latin1), so loading, writing and copying a stored summary into a report never decode
 * or encode it. These convert at the edges (ASCII text is the same either way).
 */
export function toBinary(text: string): string {
  return /[^\x00-\x7f]/.test(text) ? Buffer.from(text, 'utf8').toString('latin1') : text;
}

/** A binary string (see {@link toBinary}) as the text it holds. */
export function fromBinary(bytes: string): string {
  return /[\x80-\xff]/.test(bytes) ? Buffer.from(bytes, 'latin1').toString('utf8') : bytes;
}

let identity: string | undefined;

/**
 * The running program, for the cache header: a hash of the bundle this code runs from (any rebuild
 * that changes it makes earlier results foreign), or of the script Node started.
 */
export function programIdentity(): string {
  if (identity) return identity;
  const file = typeof __filename === 'string' ? __filename : process.argv[1];
  try {
    identity = `cardtext-${nodeCrypto().createHash('sha1').update(readFileSync(file)).digest('base64').slice(0, 20)}`;
  } catch {
    // Unknown: a value no other run shares, so nothing stored is ever taken for this program's.
    identity = `cardtext-unknown-${process.pid}-${Date.now()}`;
  }
  return identity;
}
