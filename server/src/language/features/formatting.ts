/**
 * Formatting that keeps the meaning: mana symbols in printed order, capital symbols, the long
 * dash where cards print one, and typographic apostrophes inside words (don't → don’t) — except in
 * card names, which stay as written: the names on name lines, what follows "named", and the
 * file's card names wherever they are mentioned (rules text, rulings).
 */
import { analysedText, type CardsDocument, type ParsedChunk } from '../document.js';
import type { CardDiagnostic, TextEdit } from '../checks/index.js';
import { mergeEdits } from './codeActions.js';
import { foldApostrophes } from '../cardNames.js';

const formattingCodes = new Set(['dash-style', 'mana-cost-order', 'symbol-case']);

type Span = [start: number, end: number];

/** A word with apostrophes in it (`Urza's`), as in card names. */
const apostropheWord = /[\p{L}\p{N}-]*'[\p{L}\p{N}'-]*/gu;

/**
 * The file's card names that hold an apostrophe (only those could be changed), folded, by each of
 * their words that holds one: an apostrophe in text is in a name only if its word is in the name.
 */
function namesByApostropheWord(doc: CardsDocument): Map<string, string[]> {
  const byWord = new Map<string, string[]>();
  for (const card of doc.cards) {
    for (const face of card.faces) {
      const name = foldApostrophes(face.name.text);
      for (const word of name.match(apostropheWord) ?? []) {
        const list = byWord.get(word) ?? [];
        if (!list.includes(name)) byWord.set(word, [...list, name]);
      }
    }
  }
  return byWord;
}

/** True if one of the file's card names (`names`, by word) covers column `at` of a line (`folded`: its text, apostrophes folded). */
function inFileName(folded: string, at: number, names: Map<string, string[]>): boolean {
  apostropheWord.lastIndex = 0;
  for (let m = apostropheWord.exec(folded); m; m = apostropheWord.exec(folded)) {
    if (m.index > at) break;
    if (at >= m.index + m[0].length) continue;
    // The first occurrence starting late enough to reach `at` covers it if it starts by `at`.
    return (names.get(m[0]) ?? []).some((name) => {
      const start = folded.indexOf(name, Math.max(0, at - name.length + 1));
      return start >= 0 && start <= at;
    });
  }
  return false;
}

/** Where on a line card names stand: the name of a name line and what follows "named". */
function nameSpans(text: string, line: number, chunk: ParsedChunk): Span[] {
  const spans: Span[] = [];
  for (const face of chunk.ast.card?.faces ?? []) {
    const r = face.name.range;
    if (r.start.line === line) spans.push([r.start.character, r.end.line === line ? r.end.character : text.length]);
  }
  const named = /\bnamed\s+([^.;:()"“”]+)/gi;
  for (let m = named.exec(text); m; m = named.exec(text)) spans.push([m.index + m[0].length - m[1].length, m.index + m[0].length]);
  return spans;
}

/** Edits that format the document (or the lines from..to). */
export function doFormat(doc: CardsDocument, diagnostics: CardDiagnostic[], fromLine = 0, toLine = Number.MAX_SAFE_INTEGER): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const d of diagnostics) {
    if (!formattingCodes.has(d.code) || d.fixes?.length !== 1) continue;
    if (d.range.start.line < fromLine || d.range.end.line > toLine) continue;
    edits.push(...d.fixes[0].edits);
  }
  const names = namesByApostropheWord(doc);
  for (const chunk of doc.chunks) {
    if (chunk.startLine > toLine || chunk.startLine + chunk.lineCount <= fromLine) continue;
    analysedText(chunk).split(/\r\n|\r|\n/).forEach((text, i) => {
      const line = chunk.startLine + i;
      if (line < fromLine || line > toLine || /^\s*[#@]/.test(text)) return;
      const apostrophe = /(?<=\p{L})'(?=\p{L})/gu;
      let spans: Span[] | undefined;
      let folded: string | undefined;
      for (let m = apostrophe.exec(text); m; m = apostrophe.exec(text)) {
        spans ??= nameSpans(text, line, chunk);
        folded ??= foldApostrophes(text);
        const at = m.index;
        if (spans.some(([start, end]) => start <= at && at < end) || inFileName(folded, at, names)) continue;
        edits.push({ range: { start: { line, character: at }, end: { line, character: at + 1 } }, newText: '’' });
      }
    });
  }
  return mergeEdits(edits);
}
