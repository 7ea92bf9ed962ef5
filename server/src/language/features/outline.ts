/**
 * The outline (one symbol per card, faces under it), workspace symbols and folding ranges.
 */
import type { Range } from '../ast.js';
import type { CardsDocument } from '../document.js';
import type { Workspace } from '../workspace.js';
import { vocabularySymbol } from './setWords.js';

export interface CardSymbol {
  name: string;
  detail: string;
  /** A card, one of its faces, the list of the set's own words, or one of them. */
  kind: 'card' | 'face' | 'vocabulary' | 'word';
  range: Range;
  selectionRange: Range;
  children: CardSymbol[];
}

/**
 * One symbol per card, with its faces as children for multi-face cards; first, when the file uses
 * words of its own it doesn't declare, a "Set's own words" entry listing them (setWords.ts).
 */
export function doDocumentSymbols(doc: CardsDocument): CardSymbol[] {
  const words = vocabularySymbol(doc);
  const head: CardSymbol[] = words ? [{ ...words, kind: 'vocabulary', children: words.children.map((c) => ({ ...c, kind: 'word' as const, children: [] })) }] : [];
  return head.concat(doc.cards.map((card) => {
    const first = card.faces[0];
    return {
      name: card.name || '(unnamed card)',
      detail: card.faces.map((f) => f.typeLine?.text ?? '').join(' // '),
      kind: 'card' as const,
      range: card.range,
      selectionRange: first.name.range,
      children: card.faces.length < 2 ? [] : card.faces.map((f) => ({
        name: f.name.text || '(unnamed face)', detail: f.typeLine?.text ?? '', kind: 'face' as const, range: f.range, selectionRange: f.name.range, children: [],
      })),
    };
  }));
}

export interface WorkspaceCardSymbol {
  name: string;
  detail: string;
  uri: string;
  range: Range;
}

/** Cards across the workspace whose name contains the query's letters in order (case-insensitive). */
export function doWorkspaceSymbols(workspace: Workspace, query: string, limit = 200): WorkspaceCardSymbol[] {
  const q = query.toLowerCase().replace(/\s+/g, '');
  const matches = (name: string) => {
    let i = 0;
    for (const ch of name.toLowerCase()) if (ch === q[i]) i++;
    return i === q.length;
  };
  const out: WorkspaceCardSymbol[] = [];
  for (const doc of workspace.documents()) {
    for (const card of doc.cards) {
      if (!matches(card.name)) continue;
      out.push({ name: card.name, detail: card.faces[0].typeLine?.text ?? '', uri: doc.uri, range: card.faces[0].name.range });
      if (out.length >= limit) return out;
    }
  }
  return out;
}

export interface FoldingRange {
  startLine: number;
  endLine: number;
}

/** One folding range per card (from its name line to its last line). */
export function doFoldingRanges(doc: CardsDocument): FoldingRange[] {
  return doc.chunks
    .filter((c) => c.lineCount > 1 && c.ast.card)
    .map((c) => ({ startLine: c.startLine, endLine: c.startLine + c.lineCount - 1 }));
}
