import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  return readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0];
}

suite('effect model: a basic land type chosen as the card enters (614.12, 305.7)', () => {
  test('"choose a basic land type" and "Enchanted land is the chosen type."', () => {
    const [, choose, is] = effects('Mirage Veil {2}{U}{U}\nEnchantment — Aura\nEnchant land\nAs Mirage Veil enters the battlefield, choose a basic land type.\nEnchanted land is the chosen type.\nCumulative upkeep {1}');
    assert.deepStrictEqual(choose.replacement, { choose: 'basicLandType' });
    assert.strictEqual(describeEffect(choose).join('\n'), 'replacement: as this card enters the battlefield, you choose a basic land type');
    assert.strictEqual(is.continuous?.[0].chosenLandType, true);
    assert.ok(describeEffect(is).join('\n').includes('is the basic land type chosen as this card entered (and no other land type) and loses its other abilities'), describeEffect(is).join('\n'));
  });

  test('"Enchanted land is the chosen type" with more words after it stays unread', () => {
    const [, , is] = effects('Mirage Veil {2}{U}{U}\nEnchantment — Aura\nEnchant land\nAs Mirage Veil enters the battlefield, choose a basic land type.\nEnchanted land is the chosen type until end of turn.\nCumulative upkeep {1}');
    assert.ok(is.unknown, JSON.stringify(is.continuous));
  });

  test('"Enchanted creature is the chosen type" on an Aura that chooses a creature type is no land type: it stays unread', () => {
    const [, , is] = effects('Borrowed Banner {1}{U}\nEnchantment — Aura\nEnchant creature\nAs Borrowed Banner enters, choose a creature type.\nEnchanted creature is the chosen type.');
    assert.ok(is.unknown, JSON.stringify(is.continuous));
    assert.ok(!describeEffect(is).join('\n').includes('basic land type'), describeEffect(is).join('\n'));
  });
});
