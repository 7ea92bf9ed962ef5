/**
 * Updating a parsed document after one edit: only the cards around the edited lines are parsed
 * again, the cards after them are re-used (moved when lines were added or removed), and the set's
 * own words are counted again only when a card's words changed. Anything wider (a directive, a
 * card joining across the edit, new set words) falls back to parsing the whole text again.
 */
import { buildCardModel } from './model/cardModel.js';
import { chunkVocabulary, countVocabulary, inferVocabulary, type VocabularyCounts, withVocabulary } from './vocabulary.js';
import type { TextSource } from './textSource.js';
import { drain, groupLines } from './chunks.js';
import { analysedText, type ParsedChunk, parseRawChunk, shiftChunk, shiftChunks } from './parsedChunk.js';
import { type CardsDocument, finish, hasFileProblems, parseDocument, type ParseOptions, type VocabularyState, withoutComments } from './document.js';

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

