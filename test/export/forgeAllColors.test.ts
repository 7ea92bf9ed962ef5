import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of "~ is all colors."', () => {
  test('a characteristic-defining static of every zone: SetColor$ All', () => {
    assert.deepStrictEqual(script('Spectrum Wisp {1}{W}{U}\nCreature — Spirit\nFlying\nSpectrum Wisp is all colors.\n1/3').filter((l) => l.startsWith('S:')), [
      'S:Mode$ Continuous | EffectZone$ All | Affected$ Card.Self | CharacteristicDefining$ True | SetColor$ All',
    ]);
  });
});
