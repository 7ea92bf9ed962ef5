import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: "if its surge cost was paid", "if it was kicked with its {…} kicker" of the card itself entering', () => {
  test('"if its spectacle cost was paid" (and surge, madness, prowl) is a condition of how the card was cast', () => {
    for (const cost of ['spectacle', 'surge', 'madness', 'prowl'] as const) {
      const [, trigger] = effectsOf(`Ashen Heckler {3}{B}\nCreature — Devil\n${cost[0].toUpperCase()}${cost.slice(1)} {1}{B}\nWhen Ashen Heckler enters the battlefield, if its ${cost} cost was paid, you gain 3 life.\n3/2`);
      assert.strictEqual(trigger.unknown, undefined, cost);
      assert.deepStrictEqual(trigger.trigger?.condition, { costPaid: cost });
      assert.match(describeEffect(trigger).join('\n'), new RegExp(`if its ${cost} cost was paid`));
    }
  });

  test('"if it was kicked with its {2}{W} kicker" keeps that cost\'s symbols', () => {
    const effects = effectsOf('Dawnfield Herald {1}{W}\nCreature — Human Cleric\nKicker {2}{W} and/or {1}{U}\nWhen Dawnfield Herald enters the battlefield, if it was kicked with its {1}{U} kicker, scry 2.\n2/1');
    const trigger = effects.find((e) => e.trigger)!;
    assert.strictEqual(trigger.unknown, undefined);
    assert.deepStrictEqual(trigger.trigger?.condition, { kicked: true, with: ['1', 'U'] });
    assert.match(describeEffect(trigger).join('\n'), /if it was kicked with its \{1\}\{U\} kicker/);
  });

  test('a cost that is not one of those, or a kicker without symbols, stays unread', () => {
    const [, other] = effectsOf('Ashen Heckler {3}{B}\nCreature — Devil\nDash {1}{B}\nWhen Ashen Heckler enters the battlefield, if its dash cost was paid, you gain 3 life.\n3/2');
    assert.ok(other.unknown);
    const [, bare] = effectsOf('Ashen Heckler {3}{B}\nCreature — Devil\nKicker {1}{B}\nWhen Ashen Heckler enters the battlefield, if it was kicked with its kicker, you gain 3 life.\n3/2');
    assert.ok(bare.unknown);
  });
});
