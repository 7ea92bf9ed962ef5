/**
 * The document-sync fuzzer (see syncFuzzer.ts) on the repository's own cards: a few hundred
 * random batches with CR/LF/CRLF text, BOMs, positions past the end and multi-change batches,
 * each compared with the reference library's text and a fresh parse. The reliability suite runs
 * it at scale on real cards.
 */
import * as assert from 'node:assert';
import { fuzzSync } from './syncFuzzer.js';

const cards = [
  'Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {G}.\n1/1',
  'Relic {R}{1}\nArtifact\n{T}: Add {T}.\nCreatures you control have "{T}, {T}: Add {Q}."',
  'Insight {1}{U}\nSorcery\nDraw X cards.',
  'Fire {1}{R}\nInstant\nFire deals 2 damage divided as you choose among one or two targets.\n//\nIce {1}{U}\nInstant\nTap target permanent.\nDraw a card.',
  'Scout {G}\nCreature - Elfe\nLandfall - Whenever a land enters, draw a card.\n1/1',
  '# A comment\nGrizzly Bears {1}{G}\nCreature — Bear\n2/2',
  'Jace {2}{U}\nLegendary Planeswalker — Jace\n+1: Draw a card.\nLoyalty: 3',
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
