import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  return readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0];
}

suite('effect model: a maximum hand size (402.2)', () => {
  test('"Your maximum hand size is three." and "Each opponent\'s maximum hand size is reduced by two."', () => {
    const [yours] = effects('Tight Purse {1}{U}\nEnchantment\nYour maximum hand size is three.');
    assert.deepStrictEqual(yours.continuous?.[0].maxHandSize, { set: 3, of: 'you' });
    assert.strictEqual(describeEffect(yours).join('\n'), 'static: your maximum hand size is 3');
    const [theirs] = effects("Tight Purse {1}{U}\nEnchantment\nEach opponent's maximum hand size is reduced by two.");
    assert.deepStrictEqual(theirs.continuous?.[0].maxHandSize, { raise: -2, of: 'opponents' });
    assert.strictEqual(describeEffect(theirs).join('\n'), "static: each opponent's maximum hand size is reduced by 2");
  });

  test('"The chosen player\'s maximum hand size is five.": of the player chosen as the card entered', () => {
    const [, e] = effects("Tight Purse {1}{U}\nEnchantment\nAs Tight Purse enters the battlefield, choose an opponent.\nThe chosen player's maximum hand size is five.\nAt the beginning of your upkeep, scry 1.");
    assert.deepStrictEqual(e.continuous?.[0].maxHandSize, { set: 5, of: 'chosenPlayer' });
  });

  test('a size said otherwise stays unread', () => {
    const [e] = effects('Tight Purse {1}{U}\nEnchantment\nYour maximum hand size is equal to the number of Islands you control.');
    assert.ok(e.unknown, JSON.stringify(e.continuous));
  });
});
