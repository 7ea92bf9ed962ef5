import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of "as long as it\'s untapped" of an enchanted or equipped creature', () => {
  test('the state in Affected$: Creature.EnchantedBy+untapped, Card.EquippedBy+blocking', () => {
    assert.deepStrictEqual(script("Dusk Cloak {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has hexproof as long as it's untapped.").slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy+untapped | AddKeyword$ Hexproof',
    ]);
    assert.deepStrictEqual(script("Guard Plate {1}\nArtifact — Equipment\nEquipped creature gets +0/+2 as long as it's blocking.\nEquip {1}"), [
      'S:Mode$ Continuous | Affected$ Card.EquippedBy+blocking | AddToughness$ 2', 'K:Equip:1',
    ]);
  });

  test('"can\'t block if it\'s red": Creature.EnchantedBy+Red with the restriction', () => {
    assert.deepStrictEqual(script("Tar Snare {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can't block if it's red.").slice(2), [
      "S:Mode$ Continuous | Affected$ Creature.EnchantedBy+Red | AddHiddenKeyword$ CARDNAME can't block.",
    ]);
  });
});
