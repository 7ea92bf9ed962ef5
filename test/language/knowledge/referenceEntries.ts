/**
 * Every entry of the built-in rules reference (symbols, concepts, keywords, check codes), for the
 * reference tests and the conformance test that compares them with the official rules.
 */
import { codeInfo, type Code } from '../../../server/src/language/checks/codes.js';
import type { SymbolClass } from '../../../server/src/language/model/symbols.js';
import { codeReference, concepts, keywordReferences, type ReferenceEntry, symbolReference } from '../../../server/src/language/knowledge/reference.js';

/** Every symbol class; a Record so a new class added to SymbolClass fails to compile here until listed. */
export const allClasses: Record<SymbolClass, true> = {
  colored: true, colorless: true, generic: true, variable: true, hybrid: true, monocoloredHybrid: true,
  colorlessHybrid: true, phyrexian: true, hybridPhyrexian: true, snow: true, phyrexianAny: true, half: true,
  custom: true, tap: true, untap: true, energy: true, chaos: true, planeswalker: true, ticket: true,
  pawprint: true, unknown: true,
};

/** Every entry of the built-in reference. */
export function allEntries(): ReferenceEntry[] {
  return [
    ...Object.keys(allClasses).map((c) => symbolReference(c as SymbolClass)),
    ...concepts,
    ...keywordReferences,
    ...Object.keys(codeInfo).map((c) => codeReference(c as Code)),
  ];
}
