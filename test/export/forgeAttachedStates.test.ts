import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of "as long as it\'s untapped" of an enchanted or equipped creature', () => {
  test('the state in Affected$: Creature.EnchantedBy+tapped, Card.EquippedBy+blocking', () => {
    assert.deepStrictEqual(script("Drowsy Ward {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +0/+3 as long as it's tapped.").slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy+tapped | AddToughness$ 3',
    ]);
    assert.deepStrictEqual(script("Guard Plate {1}\nArtifact — Equipment\nEquipped creature gets +0/+2 as long as it's blocking.\nEquip {1}"), [
      'S:Mode$ Continuous | Affected$ Card.EquippedBy+blocking | AddToughness$ 2', 'K:Equip:1',
    ]);
  });

  test('"has flying if it\'s blue": Creature.EnchantedBy+Blue with the keyword', () => {
    assert.deepStrictEqual(script("Sky Lure {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has flying if it's blue.").slice(2), [
      'S:Mode$ Continuous | Affected$ Creature.EnchantedBy+Blue | AddKeyword$ Flying',
    ]);
  });
});
