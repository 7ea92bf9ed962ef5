import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: a basic land type chosen as the card enters', () => {
  test('ChooseType of a basic land type, and the enchanted land the chosen type (AddType$ ChosenType, its land types replaced)', () => {
    const lines = script('Mirage Veil {2}{U}{U}\nEnchantment — Aura\nEnchant land\nAs Mirage Veil enters the battlefield, choose a basic land type.\nEnchanted land is the chosen type.\nCumulative upkeep {1}');
    assert.ok(lines.includes('SVar:ChooseOnEntering:DB$ ChooseType | Type$ Basic Land'), lines.join('\n'));
    assert.ok(lines.includes('S:Mode$ Continuous | Affected$ Card.EnchantedBy | AddType$ ChosenType | RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True'), lines.join('\n'));
  });

  test('on a card that chooses no basic land type as it enters, it is left out with a reason', () => {
    assert.deepStrictEqual(notScripted('Mirage Veil {2}{U}{U}\nEnchantment — Aura\nEnchant land\nEnchanted land is the chosen type.'), ['"the chosen type" of a land on a card that chooses no basic land type as it enters']);
  });
});
