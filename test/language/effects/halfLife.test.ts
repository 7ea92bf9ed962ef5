import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

function effectOf(text: string) {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0][0];
}

suite('effect model: losing half a life total', () => {
  test('"You lose half your life, rounded up": half of your own total (107.1a)', () => {
    const e = effectOf('Test Pact {2}{B}\nSorcery\nCreate a 2/2 black Zombie creature token. You lose half your life, rounded up.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[1], { do: 'loseLife', who: { ref: 'you' }, amount: { count: 'lifeTotal', player: { ref: 'you' }, halfUp: true } });
    assert.match(describeEffect(e).join('\n'), /you lose life equal to half your life total, rounded up/);
  });

  test('"that player loses half their life, rounded up": of the player who loses it', () => {
    const e = effectOf('Test Wither {2}{B}{B}\nEnchantment\nAt the beginning of each opponent\'s end step, that player discards a card, then loses half their life, rounded up.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const step = e.steps![1];
    assert.ok(step.do === 'loseLife' && 'count' in step.amount && step.amount.count === 'lifeTotal' && step.amount.halfUp);
    assert.deepStrictEqual(step.amount.player, step.who);
  });

  test('rounded down, or another player\'s life, is not read so', () => {
    for (const text of ['Test Pact {B}\nInstant\nYou lose half your life, rounded down.', 'Test Pact {B}\nInstant\nYou lose half their life, rounded up.']) {
      assert.ok(!(effectOf(text).steps ?? []).some((s) => s.do === 'loseLife' && 'halfUp' in s.amount), text);
    }
  });
});
