/**
 * Validation of a whole document: each card's checks (cached with the card, so an edit re-checks
 * only the card it touched), then the file-wide ones: directives and duplicate names.
 */
import { analysedText, type CardsDocument, type ParsedChunk } from './document.js';
import { directiveProblem, directiveSpecs } from './declarations.js';
import { repeatedSetDirectives } from './setInfo.js';
import { designDiagnostics } from '../setDesign/designDiagnostics.js';
import { undefinedTokenDiagnostics } from './checks/undefinedToken.js';
import { shadowDiagnostics } from './checks/shadows.js';
import { type CardDiagnostic, checkCard, codes, makeDiagnostic } from './checks/index.js';
import { withDeclarationFix } from './checks/declarationFixes.js';
import type { Directive } from './ast.js';
import { echo } from './userText.js';
import { nameKey } from './cardNames.js';
import type { Range } from './ast.js';
import { adoptPosition, ChunkPosition, type LineBase } from './positions.js';
import { mergeDiagnostics, type SeverityOverrides } from './mergeDiagnostics.js';

export { mergeDiagnostics, type SeverityOverrides };

/**
 * At most this many diagnostics of one code are listed for one card; the rest are counted in one
 * more diagnostic of that code. A card of junk (5,000 `{` on a line) would otherwise make one
 * diagnostic per character, and its memory and the editor's list would grow without bound; no real
 * card comes near it (the corpus's most is 6 of one code).
 */
export const maxDiagnosticsPerCode = 20;

/** A card's diagnostics with each code's past {@link maxDiagnosticsPerCode} folded into one that counts them. */
export function capDiagnostics(list: CardDiagnostic[], card: string): CardDiagnostic[] {
  if (list.length <= maxDiagnosticsPerCode) return list;
  const seen = new Map<string, number>();
  for (const d of list) seen.set(d.code, (seen.get(d.code) ?? 0) + 1);
  if ([...seen.values()].every((n) => n <= maxDiagnosticsPerCode)) return list;
  const kept = new Map<string, number>();
  const out: CardDiagnostic[] = [];
  for (const d of list) {
    const n = (kept.get(d.code) ?? 0) + 1;
    kept.set(d.code, n);
    if (n <= maxDiagnosticsPerCode) out.push(d);
    else if (n === maxDiagnosticsPerCode + 1) {
      const more = seen.get(d.code)! - maxDiagnosticsPerCode;
      out.push(makeDiagnostic(d.code, `${more.toLocaleString('en-US')} more ${d.code} problems in this card are not listed (the first ${maxDiagnosticsPerCode} are)`, d.range, {
        severity: d.severity, rule: d.rule, card,
        detail: `This card has ${seen.get(d.code)!.toLocaleString('en-US')} ${d.code} problems; only the first ${maxDiagnosticsPerCode} are listed one by one. Fix those first (they are often one mistake repeated).`,
      }));
    }
  }
  return out;
}

function checkChunk(chunk: ParsedChunk, doc: CardsDocument): CardDiagnostic[] {
  if (!chunk.model) return [];
  if (!chunk.diagnostics) {
    try {
      chunk.diagnostics = capDiagnostics(checkCard(chunk.model, doc.declarations, analysedText(chunk)), chunk.model.card.name);
    } catch (error) {
      chunk.diagnostics = [makeDiagnostic(codes.checkFailed, `this card could not be checked (${echo(String(error), 60)}); please report it`, chunk.model.card.range,
        { card: chunk.model.card.name, detail: `Checking this card failed with: ${echo(String(error), 300)}. Please report this with the card's text.` })];
    }
    for (const d of chunk.diagnostics) movesWithCard(d as CardDiagnostic, chunk.base);
  }
  return chunk.diagnostics as CardDiagnostic[];
}

/** True for an LSP range (a start and an end, each a line and a character). */
function isRange(value: object): value is Range {
  const { start, end } = value as Partial<Range>;
  return typeof start?.line === 'number' && typeof start.character === 'number' && typeof end?.line === 'number' && typeof end.character === 'number';
}

/**
 * Makes every range of a card's diagnostic (its own, its fixes' edits, its related places) move
 * with the card: a check may build a position from numbers (a column inside a word), which would
 * stay put when lines are added above the card. Ranges are replaced, never changed in place (they
 * may be the AST's own).
 */
function movesWithCard(value: object, base: LineBase, depth = 0): void {
  if (depth > 5) return;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const v = record[key];
    if (v === null || typeof v !== 'object' || v instanceof ChunkPosition) continue;
    if (isRange(v)) {
      if (!(v.start instanceof ChunkPosition && v.end instanceof ChunkPosition)) record[key] = { start: adoptPosition(v.start, base), end: adoptPosition(v.end, base) };
    } else movesWithCard(v, base, depth + 1);
  }
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

/** What a directive is for and how it is written, for the detail of a problem with one. */
function directiveDetail(d: Directive): string {
  const spec = directiveSpecs[d.name];
  if (!spec) return `Directives go before the first card: ${Object.values(directiveSpecs).map((s) => s.usage).join(', ')}.`;
  return `"@${d.name}" ${spec.describe}; it is written once, before the first card, like "${spec.usage}".`;
}

/** A token card's text as its characteristics: its lines without the fields that don't make it a different token. */
function tokenBody(text: string): string {
  return text.split(/\r\n|\r|\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#') && !/^(?:Number|Rarity|Art|Artist|Flavor|Ruling|Note)\s*:/i.test(l)).join('\n');
}

/** File-wide diagnostics: directives, stray text, duplicate card names (not yet merged with the cards', no overrides). */
export function fileDiagnostics(doc: CardsDocument): CardDiagnostic[] {
  const out: CardDiagnostic[] = [];
  for (const d of doc.directives) {
    const problem = directiveProblem(d);
    if (problem) out.push(makeDiagnostic(codes.invalidDirective, problem, d.range, { detail: directiveDetail(d) }));
  }
  for (const d of repeatedSetDirectives(doc.directives)) {
    out.push(makeDiagnostic(codes.invalidDirective, `a second "@${d.name}" directive is ignored — only the first counts`, d.range, { detail: directiveDetail(d) }));
  }
  out.push(...undefinedTokenDiagnostics(doc));
  out.push(...shadowDiagnostics(doc));
  out.push(...designDiagnostics(doc));
  for (const p of doc.problems) {
    const code = /directive/.test(p.message) ? codes.invalidDirective : codes.syntaxError;
    out.push(makeDiagnostic(code, p.message, p.range));
  }
  // Duplicate names come from the document's name index, which is kept up to date card by card.
  const reported = new Set<object>();
  const report = (holder: ParsedChunk, firstHolder: ParsedChunk, key: string) => {
    const card = holder.ast.card!;
    const first = firstHolder.ast.card!;
    const face = card.faces.find((f) => nameKey(f.name.text) === key) ?? card.faces[0];
    const firstFace = first.faces.find((f) => nameKey(f.name.text) === key) ?? first.faces[0];
    if (reported.has(face)) return;
    reported.add(face);
    out.push(makeDiagnostic(codes.duplicateCardName, `another card of this name is on line ${firstFace.name.range.start.line + 1}`, face.name.range, {
      card: card.name, related: [{ message: 'the first card with this name', range: firstFace.name.range }],
      detail: `Another card in this file is already named "${echo(face.name.text)}"; two cards with one name can't be told apart in a set. Rename one of them.`,
    }));
  };
  for (const key of doc.names.duplicates) {
    const holders = doc.names.get(key).filter((c) => c.ast.card).sort((a, b) => a.startLine - b.startLine);
    // Tokens are named by what they are (111.4): two different Dragon tokens, or a token named like
    // the card it copies, share a name rightly. A token card repeats another only when written the same.
    const cards = holders.filter((c) => !c.model?.isToken && !c.model?.isEmblem);
    for (const holder of cards.slice(1)) report(holder, cards[0], key);
    const tokens = new Map<string, ParsedChunk>();
    for (const holder of holders) {
      if (!holder.model?.isToken && !holder.model?.isEmblem) continue;
      const body = tokenBody(holder.text);
      const earlier = tokens.get(body);
      if (earlier) report(holder, earlier, key);
      else tokens.set(body, holder);
    }
  }
  return out;
}

/** All diagnostics of a document, with severity overrides applied, in document order. */
export function validateDocument(doc: CardsDocument, overrides: SeverityOverrides = {}): CardDiagnostic[] {
  const all = mergeDiagnostics(cardDiagnostics(doc), fileDiagnostics(doc), overrides);
  // A "declare it" fix edits the file's directives, so it is added here, where the document is known.
  return all.some((d) => d.declaration) ? all.map((d) => withDeclarationFix(d, doc)) : all;
}

/**
 * The cards' own diagnostics only, with severity overrides, in document order: none of the
 * file-wide ones (directives, stray text, undefined tokens, duplicate names).
 */
export function cardDiagnosticsOnly(doc: CardsDocument, overrides: SeverityOverrides = {}): CardDiagnostic[] {
  return mergeDiagnostics(cardDiagnostics(doc), [], overrides);
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
