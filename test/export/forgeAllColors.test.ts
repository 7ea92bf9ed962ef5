import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of "~ is all colors."', () => {
  test('a characteristic-defining static of every zone: SetColor$ All', () => {
    assert.deepStrictEqual(script('Prism Runner {4}\nArtifact Creature — Shapeshifter\nPrism Runner is all colors.\n2/2'), [
      'S:Mode$ Continuous | EffectZone$ All | Affected$ Card.Self | CharacteristicDefining$ True | SetColor$ All',
    ]);
  });
});
