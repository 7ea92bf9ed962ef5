import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: counts', () => {
  test('cards of one type in all graveyards are Count$TypeInAllYards.<type>', () => {
    assert.deepStrictEqual(script("Test Vore {1}{B}{B}\nCreature — Lhurgoyf\nTest Vore's power and toughness are each equal to the number of creature cards in all graveyards.\n*/*"), [
      'S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ X | SetToughness$ X',
      'SVar:X:Count$TypeInAllYards.Creature',
    ]);
  });
});
