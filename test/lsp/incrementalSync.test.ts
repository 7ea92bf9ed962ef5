/**
 * The document-sync fuzzer (see syncFuzzer.ts) on the repository's own cards: a few hundred
 * random batches with CR/LF/CRLF text, BOMs, positions past the end and multi-change batches,
 * each compared with the reference library's text and a fresh parse. The reliability suite runs
 * it at scale on real cards.
 */
import * as assert from 'node:assert';
import { fuzzSync } from './syncFuzzer.js';

const cards = [
  'Moss Walker {1}{G}\nCreature — Elf Scout\n{T}: Add {G}.\n2/1',
  'Tide Relic {2}\nArtifact\n{T}: Add {C}.\n{3}, {T}: Draw a card.',
  'Dusk Insight {X}{U}\nSorcery\nDraw X cards.',
  'Ember {1}{R}\nInstant\nEmber deals 2 damage to any target.\n//\nAsh {1}{B}\nSorcery\nTarget player discards a card.',
  'Hedge Scout {G}\nCreature - Elfe\nLandfall - Whenever a land enters, you gain 1 life.\n1/1',
  '# A comment line\nGrizzled Bear {1}{G}\nCreature — Bear\nTrample\n3/2',
  'Jace the Seer {2}{U}\nLegendary Planeswalker — Jace\n+1: Scry 2.\nLoyalty: 3',
  'Bolt {R}\nInstant\nBolt deals 3 damage to any target.\nRuling: 2020-01-01 It can target a planeswalker.',
];

suite('document sync fuzzing (CR/LF/CRLF, BOM, batches, positions past the end)', () => {
  test('300 random batches leave the server\'s text equal to the reference library\'s and its parse equal to a fresh one', async function () {
    this.timeout(60000);
    const figures = await fuzzSync(cards, { seed: 0xB0B, rounds: 15, batchesPerRound: 20, cardsPerDoc: 6 });
    assert.strictEqual(figures.batches, 300);
    assert.ok(figures.changes > 350 && figures.outOfRange > 5, JSON.stringify(figures));
  });
});
