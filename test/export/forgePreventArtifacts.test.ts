import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of "If an artifact would deal damage to you, prevent N of that damage"', () => {
  test('Source$ Artifact, as of "an artifact source"', () => {
    assert.deepStrictEqual(script('Brass Ward {2}\nArtifact\nIf an artifact would deal damage to you, prevent 2 of that damage.'), [
      'S:Mode$ PreventDamage | Target$ You | Source$ Artifact | Amount$ 2',
    ]);
  });
});
