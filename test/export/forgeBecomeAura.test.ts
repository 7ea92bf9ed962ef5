import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: a creature that becomes an Aura (the Licids)', () => {
  test('an Animate of the card itself for good, ended by RevertCost$, and an Attach to the target', () => {
    assert.deepStrictEqual(script('Sparking Licid {1}{R}\nCreature — Licid\n{1}{R}, {T}: Sparking Licid loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {R}{R} to end this effect.\nEnchanted creature gets +1/+0.\n1/1'), [
      'A:AB$ Animate | Cost$ 1 R T | Defined$ Self | RemoveThisAbility$ True | Permanent$ True | RevertCost$ R R | Keywords$ Enchant creature | Abilities$ SPAttach | Types$ Enchantment,Aura | RemoveCardTypes$ True | RemoveEnchantmentTypes$ True | SubAbility$ DBAttach',
      'SVar:SPAttach:SP$ Attach | Cost$ 0 | ValidTgts$ Creature',
      'SVar:DBAttach:DB$ Attach | ValidTgts$ Creature',
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 1',
    ]);
  });
});
