import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

const wyrm = (effect: string) => `Ember Wyrm {3}{R}{R}\nCreature — Dragon\nFlying\nWhen Ember Wyrm enters the battlefield, ${effect}\n3/3`;

suite('effect model: "you may pay … When you do, …" (603.12, a reflexive trigger)', () => {
  test('the payment is read as the trigger\'s, its steps as a reflexive trigger\'s, and said so', () => {
    const [, e] = effects(wyrm('you may pay {2}{R}. When you do, it deals 3 damage to any target.'));
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.strictEqual(e.reflexive, true);
    assert.deepStrictEqual(e.payToDo?.map((p) => p.pay), ['mana']);
    assert.deepStrictEqual(e.steps?.map((s) => s.do), ['damage']);
    assert.match(describeEffect(e).join(' '), /you may pay \{2\}\{R\}, and when you do \(a reflexive trigger: its targets chosen then\):.*deal 3 damage to any target/);
  });

  test('"If you do" is not a reflexive trigger', () => {
    const [, e] = effects(wyrm('you may pay {2}{R}. If you do, it deals 3 damage to any target.'));
    assert.ok(!e.unknown && e.payToDo && !e.reflexive);
  });

  test('"When you do" after another action than a payment stays unread', () => {
    assert.ok(effects(wyrm('you may sacrifice a creature. When you do, it deals 3 damage to any target.'))[1].unknown);
  });
});
