import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

suite('effect model: "If an artifact would deal damage to a creature you control, prevent N of that damage"', () => {
  test('an artifact source, the word "source" left out: the same shield as "an artifact source"', () => {
    const read = (text: string) => readCardEffects(parseDocument(`Tin Bulwark {1}{W}\nArtifact\n${text}`).chunks.find((c) => c.model)!.model!).faces[0][0];
    const bare = read('If an artifact would deal damage to a creature you control, prevent 1 of that damage.');
    assert.ok(!bare.unknown, JSON.stringify(bare.unknown));
    assert.deepStrictEqual(bare.continuous, read('If an artifact source would deal damage to a creature you control, prevent 1 of that damage.').continuous);
    assert.deepStrictEqual(bare.continuous?.[0].preventSome, { amount: 1, source: { type: 'Artifact' } });
    assert.ok(read('If an artifact would deal damage, prevent 1 of that damage.').unknown);
  });
});
