import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "Prevent all (combat) damage target creature would deal this turn"', () => {
  test('a Pump with the shield keyword of damage dealt by it', () => {
    assert.deepStrictEqual(script('Test Hush {W}\nInstant\nPrevent all combat damage target creature would deal this turn.'), [
      'A:SP$ Pump | Cost$ W | ValidTgts$ Creature | KW$ Prevent all combat damage that would be dealt by CARDNAME.',
    ]);
    assert.deepStrictEqual(script('Test Warden {1}{W}\nCreature — Human Cleric\nSacrifice Test Warden: Prevent all damage target creature would deal this turn.\n1/1'), [
      'A:AB$ Pump | Cost$ Sac<1/CARDNAME> | ValidTgts$ Creature | KW$ Prevent all damage that would be dealt by CARDNAME.',
    ]);
  });
});
