/**
 * How a document's diagnostics are put together from its cards' and its file-wide ones: document
 * order, then severity overrides. Apart from validation.ts (which uses it) so that the result
 * cache can assemble the same list from stored parts without loading the parser.
 */
import type { CardDiagnostic, Severity } from './checks/index.js';

/** Per-code severity overrides from settings; `off` silences a code. */
export type SeverityOverrides = Partial<Record<string, Severity | 'off'>>;

/**
 * A document's diagnostics from its cards' (in card order) and its file-wide ones, merged in
 * document order with severity overrides applied: what `validateDocument` returns (the result
 * cache assembles the same from stored parts).
 */
export function mergeDiagnostics(cards: CardDiagnostic[], file: CardDiagnostic[], overrides: SeverityOverrides = {}): CardDiagnostic[] {
  // Card diagnostics are already in document order; only file-level ones need merging in.
  const all = file.length === 0 ? cards : cards.concat(file).sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  if (Object.keys(overrides).length === 0) return all;
  const out: CardDiagnostic[] = [];
  for (const d of all) {
    const override = overrides[d.code];
    if (override === 'off') continue;
    out.push(override ? { ...d, severity: override } : d);
  }
  return out;
}
