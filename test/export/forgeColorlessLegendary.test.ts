import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of "All creatures are colorless", "All artifacts are legendary"', () => {
  test('SetColor$ Colorless and AddType$ Legendary of the objects', () => {
    assert.deepStrictEqual(script('Grey Field {2}\nEnchantment\nAll creatures are colorless.'), ['S:Mode$ Continuous | Affected$ Creature | SetColor$ Colorless']);
    assert.deepStrictEqual(script('Crown Field {3}{W}\nEnchantment\nAll nonland creatures are legendary.'), ['S:Mode$ Continuous | Affected$ Creature.nonLand | AddType$ Legendary']);
  });
});
