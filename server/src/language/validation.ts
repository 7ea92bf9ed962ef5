/**
 * Validation of a whole document: each card's checks (cached with the card, so an edit re-checks
 * only the card it touched), then the file-wide ones: directives and duplicate names.
 */
import { analysedText, type CardsDocument, type ParsedChunk } from './document.js';
import { directiveProblem } from './declarations.js';
import { repeatedSetDirectives } from './setInfo.js';
import { undefinedTokenDiagnostics } from './checks/undefinedToken.js';
import { type CardDiagnostic, checkCard, codeInfo, codes, type Code } from './checks/index.js';
import { echo } from './userText.js';
import { nameKey } from './cardNames.js';
import { mergeDiagnostics, type SeverityOverrides } from './mergeDiagnostics.js';

export { mergeDiagnostics, type SeverityOverrides };

function diagnostic(code: Code, message: string, range: CardDiagnostic['range'], extra: Partial<CardDiagnostic> = {}): CardDiagnostic {
  return { code, severity: codeInfo[code].severity, message, rule: codeInfo[code].rule, range, ...extra };
}

function checkChunk(chunk: ParsedChunk, doc: CardsDocument): CardDiagnostic[] {
  if (!chunk.model) return [];
  if (!chunk.diagnostics) {
    try {
      chunk.diagnostics = checkCard(chunk.model, doc.declarations, analysedText(chunk));
    } catch (error) {
      chunk.diagnostics = [diagnostic(codes.checkFailed, `This card could not be checked (${String(error)}).`, chunk.model.card.range, { card: chunk.model.card.name })];
    }
  }
  return chunk.diagnostics as CardDiagnostic[];
}

/**
 * Diagnostics of every card, cached on its chunk. The document remembers which chunks have any,
 * so after an edit only the re-parsed cards are checked and only cards with diagnostics are read.
 */
function cardDiagnostics(doc: CardsDocument): CardDiagnostic[] {
  let flagged = doc.flagged;
  if (!flagged) {
    flagged = doc.chunks.filter((c) => checkChunk(c, doc).length > 0);
  } else if (doc.unchecked.length > 0) {
    for (const chunk of doc.unchecked) {
      if (checkChunk(chunk, doc).length === 0) continue;
      // Insert in line order (binary search over the flagged chunks).
      let lo = 0;
      let hi = flagged.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (flagged[mid].startLine < chunk.startLine) lo = mid + 1;
        else hi = mid;
      }
      flagged.splice(lo, 0, chunk);
    }
  }
  doc.flagged = flagged;
  doc.unchecked = [];
  const out: CardDiagnostic[] = [];
  for (const chunk of flagged) {
    const list = chunk.diagnostics as CardDiagnostic[];
    for (let i = 0; i < list.length; i++) out.push(list[i]);
  }
  return out;
}

/** File-wide diagnostics: directives, stray text, duplicate card names (not yet merged with the cards', no overrides). */
export function fileDiagnostics(doc: CardsDocument): CardDiagnostic[] {
  const out: CardDiagnostic[] = [];
  for (const d of doc.directives) {
    const problem = directiveProblem(d);
    if (problem) out.push(diagnostic(codes.invalidDirective, problem, d.range));
  }
  for (const d of repeatedSetDirectives(doc.directives)) out.push(diagnostic(codes.invalidDirective, `The file already has an "@${d.name}" directive; only the first counts, so this one is ignored.`, d.range));
  out.push(...undefinedTokenDiagnostics(doc));
  for (const p of doc.problems) {
    const code = /directive/.test(p.message) ? codes.invalidDirective : codes.syntaxError;
    out.push(diagnostic(code, p.message, p.range));
  }
  // Duplicate names come from the document's name index, which is kept up to date card by card.
  const reported = new Set<object>();
  for (const key of doc.names.duplicates) {
    const holders = doc.names.get(key).filter((c) => c.ast.card).sort((a, b) => a.startLine - b.startLine);
    const first = holders[0]?.ast.card;
    if (!first) continue;
    const firstFace = first.faces.find((f) => nameKey(f.name.text) === key) ?? first.faces[0];
    for (const holder of holders.slice(1)) {
      const card = holder.ast.card!;
      const face = card.faces.find((f) => nameKey(f.name.text) === key) ?? card.faces[0];
      if (reported.has(face)) continue;
      reported.add(face);
      out.push(diagnostic(codes.duplicateCardName, `Another card in this file is already named "${echo(face.name.text)}" (line ${firstFace.name.range.start.line + 1}); two cards with one name can't be told apart in a set.`,
        face.name.range, { card: card.name, related: [{ message: 'the first card with this name', range: firstFace.name.range }] }));
    }
  }
  return out;
}

/** All diagnostics of a document, with severity overrides applied, in document order. */
export function validateDocument(doc: CardsDocument, overrides: SeverityOverrides = {}): CardDiagnostic[] {
  return mergeDiagnostics(cardDiagnostics(doc), fileDiagnostics(doc), overrides);
}

/**
 * Checks the cards that validation has not checked yet, pausing after each: a language server
 * runs these steps spread over its event loop, and `validateDocument` then only collects.
 */
export function* checkSteps(doc: CardsDocument): Generator<void, void, void> {
  for (const chunk of doc.flagged ? doc.unchecked : doc.chunks) {
    if (!chunk.model || chunk.diagnostics) continue;
    checkChunk(chunk, doc);
    yield;
  }
}
