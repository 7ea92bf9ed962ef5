import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of lands whose land types are replaced', () => {
  test('several land types of an enchanted land: AddType$ Swamp & Mountain, with RemoveLandTypes$ and RemoveIntrinsicAbilities$', () => {
    assert.deepStrictEqual(script('Tarpit Graft {1}{B}\nEnchantment — Aura\nEnchant land\nEnchanted land is a Swamp and Mountain.').slice(2), [
      'S:Mode$ Continuous | Affected$ Card.EnchantedBy | AddType$ Swamp & Mountain | RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True',
    ]);
  });

  test('each land of a kind: Affected$ Island.OppCtrl, Land.nonBasic+OppCtrl', () => {
    assert.deepStrictEqual(script('Magma Seep {2}{R}{R}\nEnchantment\nIslands your opponents control are Mountains.'), [
      'S:Mode$ Continuous | Affected$ Island.OppCtrl | AddType$ Mountain | RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True',
    ]);
    assert.deepStrictEqual(script('Meadow Tide {1}{W}{U}\nEnchantment\nNonbasic lands your opponents control are Plains and Islands.'), [
      'S:Mode$ Continuous | Affected$ Land.nonBasic+OppCtrl | AddType$ Plains & Island | RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True',
    ]);
  });
});
