import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { instant } from './effectHelpers.js';

suite('effect model: two targets destroyed, "They can\'t be regenerated."', () => {
  test('"Destroy target A and target B. They can\'t be regenerated." marks both destroy steps', () => {
    const e = instant("Destroy target artifact and target enchantment. They can't be regenerated.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps!.map((s) => s.do === 'destroy' && s.noRegenerate), [true, true]);
    assert.match(describeEffect(e).join('\n'), /can't be regenerated[^]*can't be regenerated/);
    // Without the sentence, neither is marked.
    assert.deepStrictEqual(instant('Destroy target artifact and target enchantment.').steps!.map((s) => s.do === 'destroy' && !!s.noRegenerate), [false, false]);
  });
});
