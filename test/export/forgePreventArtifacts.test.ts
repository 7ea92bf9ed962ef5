import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of "If an artifact would deal damage to a creature you control, prevent N of that damage"', () => {
  test('Source$ Artifact, as of "an artifact source"', () => {
    assert.deepStrictEqual(script('Tin Bulwark {1}{W}\nArtifact\nIf an artifact would deal damage to a creature you control, prevent 1 of that damage.'), [
      'S:Mode$ PreventDamage | Target$ Creature.YouCtrl | Source$ Artifact | Amount$ 1',
    ]);
  });
});
