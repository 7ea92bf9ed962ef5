/** A parsed document's cards as set entries, each with the diagnostics that fall inside it. */
import type { CardsDocument } from '../language/document.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import type { SetEntry } from './setStats.js';

/**
 * Pairs each card with its diagnostics. Both lists are in document order, so one walk over the
 * diagnostics does it; diagnostics outside every card (a misplaced directive) belong to none.
 */
export function documentEntries(doc: CardsDocument, diagnostics: CardDiagnostic[]): SetEntry[] {
  const sorted = [...diagnostics].sort((a, b) => a.range.start.line - b.range.start.line);
  let next = 0;
  return doc.models.map((model) => {
    const { start, end } = model.card.range;
    while (next < sorted.length && sorted[next].range.start.line < start.line) next++;
    const own: CardDiagnostic[] = [];
    for (let i = next; i < sorted.length && sorted[i].range.start.line <= end.line; i++) own.push(sorted[i]);
    return { model, uri: doc.uri, diagnostics: own };
  });
}
