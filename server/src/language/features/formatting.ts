/**
 * Formatting that keeps the meaning: mana symbols in printed order, capital symbols, the long
 * dash where cards print one, and typographic apostrophes inside words (don't → don’t).
 */
import { analysedText, type CardsDocument } from '../document.js';
import type { CardDiagnostic, TextEdit } from '../checks/index.js';
import { mergeEdits } from './codeActions.js';

const formattingCodes = new Set(['dash-style', 'mana-cost-order', 'symbol-case']);

/** Edits that format the document (or the lines from..to). */
export function doFormat(doc: CardsDocument, diagnostics: CardDiagnostic[], fromLine = 0, toLine = Number.MAX_SAFE_INTEGER): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const d of diagnostics) {
    if (!formattingCodes.has(d.code) || d.fixes?.length !== 1) continue;
    if (d.range.start.line < fromLine || d.range.end.line > toLine) continue;
    edits.push(...d.fixes[0].edits);
  }
  for (const chunk of doc.chunks) {
    if (chunk.startLine > toLine || chunk.startLine + chunk.lineCount <= fromLine) continue;
    analysedText(chunk).split(/\r\n|\r|\n/).forEach((text, i) => {
      const line = chunk.startLine + i;
      if (line < fromLine || line > toLine || /^\s*[#@]/.test(text)) return;
      const apostrophe = /(?<=\p{L})'(?=\p{L})/gu;
      for (let m = apostrophe.exec(text); m; m = apostrophe.exec(text)) {
        edits.push({ range: { start: { line, character: m.index }, end: { line, character: m.index + 1 } }, newText: '’' });
      }
    });
  }
  return mergeEdits(edits);
}
