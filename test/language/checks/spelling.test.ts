import * as assert from 'node:assert';
import { closest, editDistance } from '../../../server/src/language/checks/spelling.js';

suite('spelling suggestions', () => {
  test('the edit distance counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    assert.strictEqual(editDistance('tramlpe', 'trample'), 1);
    assert.strictEqual(editDistance('flyng', 'flying'), 1);
    assert.strictEqual(editDistance('kitten', 'sitting'), 3);
    assert.strictEqual(editDistance('', 'abc'), 3);
    assert.strictEqual(editDistance('abc', ''), 3);
    assert.strictEqual(editDistance('same', 'same'), 0);
    // A long word after a short one: the reused rows grow.
    assert.strictEqual(editDistance('a', 'indestructible'), 14);
    assert.strictEqual(editDistance('indestructable', 'indestructible'), 1);
  });

  test('closest picks the nearest candidate within about one edit per four letters, or none', () => {
    assert.strictEqual(closest('Creture', ['Creature', 'Artifact']), 'Creature');
    assert.strictEqual(closest('Enchantmnet', ['Enchantment', 'Instant']), 'Enchantment');
    assert.strictEqual(closest('Zzz', ['Creature']), undefined);
  });
});
