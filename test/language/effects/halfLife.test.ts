import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: losing half a life total', () => {
  test('"Target player loses half their life, rounded up": half of that player\'s own total (107.1a)', () => {
    const e = effectsOf('Test Pact {2}{B}\nSorcery\nTarget player loses half their life, rounded up. You gain 2 life.')[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const step = e.steps![0];
    assert.ok(step.do === 'loseLife' && step.who.ref === 'target' && 'count' in step.amount && step.amount.count === 'lifeTotal' && step.amount.halfUp, JSON.stringify(step));
    assert.deepStrictEqual(step.amount.player, step.who);
    assert.match(describeEffect(e).join('\n'), /target player loses life equal to half target player's life total, rounded up/);
  });

  test('"that player loses half their life, rounded up": of the player who loses it', () => {
    const e = effectsOf('Test Wither {2}{B}{B}\nEnchantment\nAt the beginning of each opponent\'s end step, that player discards a card, then loses half their life, rounded up.')[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const step = e.steps![1];
    assert.ok(step.do === 'loseLife' && 'count' in step.amount && step.amount.count === 'lifeTotal' && step.amount.halfUp);
    assert.deepStrictEqual(step.amount.player, step.who);
  });

  test('rounded down, or another player\'s life, is not read so', () => {
    for (const text of ['Test Pact {B}\nInstant\nYou lose half your life, rounded down.', 'Test Pact {B}\nInstant\nYou lose half their life, rounded up.']) {
      assert.ok(!(effectsOf(text)[0].steps ?? []).some((s) => s.do === 'loseLife' && 'halfUp' in s.amount), text);
    }
  });
});
