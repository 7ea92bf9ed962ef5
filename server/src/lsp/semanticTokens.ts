/**
 * Semantic tokens of a large document, computed a group of cards at a time with the event loop
 * free between groups (the first request on a 10,000-card file would otherwise hold the server
 * for hundreds of milliseconds), then joined into one LSP encoding.
 */
import type { CardsDocument } from '../language/document.js';
import { doSemanticTokens } from '../language/features/semanticTokens.js';
import { runInSlices } from './slices.js';

const cardsPerGroup = 100;

function* steps(doc: CardsDocument, fromLine: number, toLine: number): Generator<void, number[], void> {
  const data: number[] = [];
  let lastLine = 0;
  const chunks = doc.chunks;
  for (let i = 0; i < chunks.length; i += cardsPerGroup) {
    const first = Math.max(fromLine, i === 0 ? 0 : chunks[i].startLine);
    const last = Math.min(toLine, i + cardsPerGroup < chunks.length ? chunks[i + cardsPerGroup].startLine - 1 : Number.MAX_SAFE_INTEGER);
    if (first > last) continue;
    const piece = doSemanticTokens(doc, first, last);
    if (piece.length === 0) continue;
    // Each piece is encoded from line 0; the groups don't share lines, so only the first delta moves.
    let line = 0;
    for (let k = 0; k < piece.length; k += 5) line += piece[k];
    piece[0] -= lastLine;
    lastLine = line;
    for (let k = 0; k < piece.length; k++) data.push(piece[k]);
    yield;
  }
  return data;
}

/** The same tokens as `doSemanticTokens`, without holding the event loop on a large document. */
export async function semanticTokensInSlices(doc: CardsDocument, fromLine = 0, toLine = Number.MAX_SAFE_INTEGER): Promise<number[]> {
  if (doc.chunks.length <= cardsPerGroup) return doSemanticTokens(doc, fromLine, toLine);
  return (await runInSlices(steps(doc, fromLine, toLine))) ?? [];
}
