import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "you both own and control"', () => {
  test('is YouCtrl+YouOwn', () => {
    assert.deepStrictEqual(script('Homing Lantern {4}\nArtifact\n{3}, {T}: Return target creature you both own and control to your hand.'), [
      'A:AB$ ChangeZone | Cost$ 3 T | Origin$ Battlefield | Destination$ Hand | ValidTgts$ Creature.YouCtrl+YouOwn',
    ]);
  });
});
