import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of "You control enchanted artifact creature (enchantment)"', () => {
  test('GainControl$ You of Card.EnchantedBy', () => {
    assert.deepStrictEqual(script('Cog Puppeteer {3}{U}\nEnchantment — Aura\nFlash\nEnchant artifact creature\nYou control enchanted artifact creature.').filter((l) => l.startsWith('S:')), [
      'S:Mode$ Continuous | Affected$ Card.EnchantedBy | GainControl$ You',
    ]);
    assert.deepStrictEqual(script('Glamour Heist {2}{U}{U}\nEnchantment — Aura\nEnchant enchantment\nWhen Glamour Heist enters the battlefield, draw a card.\nYou control enchanted enchantment.').filter((l) => l.startsWith('S:')), [
      'S:Mode$ Continuous | Affected$ Card.EnchantedBy | GainControl$ You',
    ]);
    // No Enchant line: bestow's Aura enchants a creature (702.103b).
    assert.deepStrictEqual(script('Tidecaller Nymph {3}{U}\nEnchantment Creature — Nymph\nBestow {5}{U}{U}\nYou control enchanted creature.\n2/3').filter((l) => l.startsWith('S:')), [
      'S:Mode$ Continuous | Affected$ Card.EnchantedBy | GainControl$ You',
    ]);
  });

  test('of a kind other than the Enchant line\'s it is not written (only some of the enchanted permanents would be controlled)', () => {
    const reason = ['control of an enchanted permanent of another kind than the Aura enchants'];
    assert.deepStrictEqual(notScripted('Cog Puppeteer {3}{U}\nEnchantment — Aura\nEnchant creature\nYou control enchanted artifact creature.'), reason);
    assert.deepStrictEqual(notScripted('Glamour Heist {2}{U}{U}\nEnchantment — Aura\nEnchant creature\nYou control enchanted enchantment.'), reason);
  });
});
