import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: a creature that becomes an Aura (the Licids)', () => {
  // The Licids' sentence is fixed wording (the reader takes only those words); costs, stats and the Aura's ability are invented.
  test('an Animate of the card itself for good, ended by RevertCost$, and an Attach to the target', () => {
    assert.deepStrictEqual(script('Mire Licid {3}{B}\nCreature — Licid\n{2}{B}, {T}: Mire Licid loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {B}{B} to end this effect.\nEnchanted creature gets -1/-0 and has menace.\n2/1'), [
      'A:AB$ Animate | Cost$ 2 B T | Defined$ Self | RemoveThisAbility$ True | Permanent$ True | RevertCost$ B B | Keywords$ Enchant creature | Abilities$ SPAttach | Types$ Enchantment,Aura | RemoveCardTypes$ True | RemoveEnchantmentTypes$ True | SubAbility$ DBAttach',
      'SVar:SPAttach:SP$ Attach | Cost$ 0 | ValidTgts$ Creature',
      'SVar:DBAttach:DB$ Attach | ValidTgts$ Creature',
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ -1 | AddKeyword$ Menace',
    ]);
  });

  test('the same words in a triggered ability are not written', () => {
    const card = 'Tide Licid {U}\nCreature — Licid\nWhen this creature enters, Tide Licid loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {U} to end this effect.\n0/3';
    assert.deepStrictEqual(script(card), []);
    assert.deepStrictEqual(notScripted(card), ['a card that becomes an Aura other than by its own activated ability']);
  });
});
