/**
 * The test that real tournament-legal cards lint clean, written once for the fixture cards (npm test)
 * and the whole corpus (npm run conformance).
 */
import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { importCards } from '../../../server/src/language/importer.js';
import { validateDocument } from '../../../server/src/language/validation.js';
import type { CorpusCard } from '../../helpers.js';

/** Defines the test: every legal card of `cards()` (at least `atLeast` of them), in one file, has no error or warning. */
export function legalCardsTest(title: string, cards: () => CorpusCard[], atLeast: number): void {
  test(title, function () {
    this.timeout(60000);
    const legal = cards().filter((c) => Object.keys(c.legalities ?? {}).length > 0);
    assert.ok(legal.length >= atLeast, `only ${legal.length} legal cards`);
    const doc = parseDocument(importCards(legal).text);
    assert.strictEqual(doc.cards.length, legal.length);
    const loud = validateDocument(doc).filter((d) => d.severity === 'error' || d.severity === 'warning');
    assert.deepStrictEqual(loud.map((d) => `${d.card}: ${d.code}: ${d.message}`), []);
  });
}
