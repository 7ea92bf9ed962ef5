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

/** The file's card names that hold an apostrophe (only those could be changed), folded. */
function namesWithApostrophes(doc: CardsDocument): string[] {
  const names = new Set<string>();
  for (const card of doc.cards) for (const face of card.faces) if (/['’‘ʼ`]/.test(face.name.text)) names.add(foldApostrophes(face.name.text));
  return [...names];
}

/** Where on a line card names stand: the name of a name line, after "named", and the file's names. */
function nameSpans(text: string, line: number, chunk: ParsedChunk, names: string[]): Span[] {
  const spans: Span[] = [];
  for (const face of chunk.ast.card?.faces ?? []) {
    const r = face.name.range;
    if (r.start.line === line) spans.push([r.start.character, r.end.line === line ? r.end.character : text.length]);
  }
  const named = /\bnamed\s+([^.;:()"“”]+)/gi;
  for (let m = named.exec(text); m; m = named.exec(text)) spans.push([m.index + m[0].length - m[1].length, m.index + m[0].length]);
  const folded = foldApostrophes(text);
  for (const name of names) {
    for (let at = folded.indexOf(name); at >= 0; at = folded.indexOf(name, at + name.length)) spans.push([at, at + name.length]);
  }
  return spans;
}

/** Edits that format the document (or the lines from..to). */
export function doFormat(doc: CardsDocument, diagnostics: CardDiagnostic[], fromLine = 0, toLine = Number.MAX_SAFE_INTEGER): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const d of diagnostics) {
    if (!formattingCodes.has(d.code) || !d.fix) continue;
    if (d.range.start.line < fromLine || d.range.end.line > toLine) continue;
    edits.push(...d.fix.edits);
  }
  const names = namesWithApostrophes(doc);
  for (const chunk of doc.chunks) {
    if (chunk.startLine > toLine || chunk.startLine + chunk.lineCount <= fromLine) continue;
    analysedText(chunk).split(/\r\n|\r|\n/).forEach((text, i) => {
      const line = chunk.startLine + i;
      if (line < fromLine || line > toLine || /^\s*[#@]/.test(text)) return;
      const apostrophe = /(?<=\p{L})'(?=\p{L})/gu;
      let spans: Span[] | undefined;
      for (let m = apostrophe.exec(text); m; m = apostrophe.exec(text)) {
        spans ??= nameSpans(text, line, chunk, names);
        const at = m.index;
        if (spans.some(([start, end]) => start <= at && at < end)) continue;
        edits.push({ range: { start: { line, character: at }, end: { line, character: at + 1 } }, newText: '’' });
      }
    });
  }
  return mergeEdits(edits);
}
