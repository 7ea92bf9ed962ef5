import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of lands whose land types are replaced', () => {
  test('several land types of an enchanted land: AddType$ Forest & Island & Swamp, with RemoveLandTypes$ and RemoveIntrinsicAbilities$', () => {
    assert.deepStrictEqual(script('Wild Bloom {G}\nEnchantment — Aura\nEnchant land\nEnchanted land is a Forest, Island, and Swamp.').slice(2), [
      'S:Mode$ Continuous | Affected$ Card.EnchantedBy | AddType$ Forest & Island & Swamp | RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True',
    ]);
  });

  test('each land of a kind: Affected$ Swamp, Land.nonBasic', () => {
    assert.deepStrictEqual(script('Frost Veil {2}{U}{U}\nEnchantment\nAll Swamps are Islands.'), [
      'S:Mode$ Continuous | Affected$ Swamp | AddType$ Island | RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True',
    ]);
    assert.deepStrictEqual(script('Crimson Eclipse {1}{R}\nEnchantment\nNonbasic lands are Forests.'), [
      'S:Mode$ Continuous | Affected$ Land.nonBasic | AddType$ Forest | RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True',
    ]);
  });
});
