import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

suite('effect model: "If an artifact would deal damage to you, prevent N of that damage"', () => {
  test('an artifact source, the word "source" left out: the same shield as "an artifact source"', () => {
    const read = (text: string) => readCardEffects(parseDocument(`Brass Ward {2}\nArtifact\n${text}`).chunks.find((c) => c.model)!.model!).faces[0][0];
    const bare = read('If an artifact would deal damage to you, prevent 2 of that damage.');
    assert.ok(!bare.unknown, JSON.stringify(bare.unknown));
    assert.deepStrictEqual(bare.continuous, read('If an artifact source would deal damage to you, prevent 2 of that damage.').continuous);
    assert.deepStrictEqual(bare.continuous?.[0].preventSome, { amount: 2, source: { type: 'Artifact' } });
    assert.ok(read('If an artifact would deal damage, prevent 2 of that damage.').unknown);
  });
});
