/**
 * Validation of a whole document: each card's checks (cached with the card, so an edit re-checks
 * only the card it touched), then the file-wide ones: directives and duplicate names.
 */
import type { CardsDocument } from './document.js';
import { directiveProblem } from './declarations.js';
import { type CardDiagnostic, checkCard, codeInfo, codes, type Code, type Severity } from './checks/index.js';

/** Per-code severity overrides from settings; `off` silences a code. */
export type SeverityOverrides = Partial<Record<string, Severity | 'off'>>;

function diagnostic(code: Code, message: string, range: CardDiagnostic['range'], extra: Partial<CardDiagnostic> = {}): CardDiagnostic {
  return { code, severity: codeInfo[code].severity, message, rule: codeInfo[code].rule, range, ...extra };
}

/** Diagnostics of every card, cached on its chunk. */
function cardDiagnostics(doc: CardsDocument): CardDiagnostic[] {
  const out: CardDiagnostic[] = [];
  for (const chunk of doc.chunks) {
    if (!chunk.model) continue;
    if (!chunk.diagnostics) {
      try {
        chunk.diagnostics = checkCard(chunk.model, doc.declarations, chunk.text);
      } catch (error) {
        chunk.diagnostics = [diagnostic(codes.checkFailed, `This card could not be checked (${String(error)}).`, chunk.model.card.range, { card: chunk.model.card.name })];
      }
    }
    out.push(...(chunk.diagnostics as CardDiagnostic[]));
  }
  return out;
}

/** File-wide diagnostics: directives, stray text, duplicate card names. */
function fileDiagnostics(doc: CardsDocument): CardDiagnostic[] {
  const out: CardDiagnostic[] = [];
  for (const d of doc.directives) {
    const problem = directiveProblem(d);
    if (problem) out.push(diagnostic(codes.invalidDirective, problem, d.range));
  }
  for (const p of doc.problems) {
    const code = /directive/.test(p.message) ? codes.invalidDirective : codes.syntaxError;
    out.push(diagnostic(code, p.message, p.range));
  }
  const seen = new Map<string, CardsDocument['cards'][number]>();
  for (const card of doc.cards) {
    for (const face of card.faces) {
      const key = face.name.text.toLowerCase();
      if (!key) continue;
      const first = seen.get(key);
      if (first && first !== card) {
        out.push(diagnostic(codes.duplicateCardName, `Another card in this file is already named "${face.name.text}" (line ${first.range.start.line + 1}); two cards with one name can't be told apart in a set.`,
          face.name.range, { card: card.name, related: [{ message: 'the first card with this name', range: first.faces[0].name.range }] }));
      } else if (!first) seen.set(key, card);
    }
  }
  return out;
}

/** All diagnostics of a document, with severity overrides applied, in document order. */
export function validateDocument(doc: CardsDocument, overrides: SeverityOverrides = {}): CardDiagnostic[] {
  const all = [...cardDiagnostics(doc), ...fileDiagnostics(doc)];
  const out: CardDiagnostic[] = [];
  for (const d of all) {
    const override = overrides[d.code];
    if (override === 'off') continue;
    out.push(override ? { ...d, severity: override } : d);
  }
  return out.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}
