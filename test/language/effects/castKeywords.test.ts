import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

suite('Effects: what a keyword paid or chosen as the card was cast decides (tribute)', () => {
  test('"if tribute wasn\'t paid" is the intervening if of the card entering, and explain says what it means', () => {
    const [keyword, trigger] = effects("Hill Brute {3}{R}\nCreature — Giant\nTribute 2\nWhen Hill Brute enters, if tribute wasn't paid, you gain 3 life.\n3/3");
    assert.deepStrictEqual([keyword.keyword?.name, keyword.keyword?.parameter], ['Tribute', '2']);
    assert.deepStrictEqual(trigger.trigger?.condition, { tributeNotPaid: true });
    assert.strictEqual(trigger.trigger?.event, 'enters');
    assert.match(describeEffect(trigger)[0], /enters the battlefield, if tribute wasn't paid \(no opponent put its \+1\/\+1 counters on it\)$/);
  });

  test('"if tribute was not paid" is read the same', () => {
    const [, trigger] = effects('Hill Brute {3}{R}\nCreature — Giant\nTribute 2\nWhen Hill Brute enters, if tribute was not paid, you gain 3 life.\n3/3');
    assert.deepStrictEqual(trigger.trigger?.condition, { tributeNotPaid: true });
  });
});
