import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of "You control enchanted artifact creature (enchantment)"', () => {
  test('GainControl$ You of Card.EnchantedBy', () => {
    assert.deepStrictEqual(script('Gear Thief {3}{U}\nEnchantment — Aura\nEnchant artifact creature\nWhen Gear Thief enters the battlefield, scry 1.\nYou control enchanted artifact creature.').filter((l) => l.startsWith('S:')), [
      'S:Mode$ Continuous | Affected$ Card.EnchantedBy | GainControl$ You',
    ]);
    assert.deepStrictEqual(script('Charm Thief {1}{U}{U}\nEnchantment — Aura\nEnchant enchantment\nWhen Charm Thief enters the battlefield, scry 1.\nYou control enchanted enchantment.').filter((l) => l.startsWith('S:')), [
      'S:Mode$ Continuous | Affected$ Card.EnchantedBy | GainControl$ You',
    ]);
  });
});
