import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

/** A sorcery "Mire Writ" with two kicker costs, {1}{B} and {3}{G}, and the rules text `text`. */
const writ = (text: string) => effectsOf(`Mire Writ {1}{B}\nSorcery\nKicker {1}{B} and/or {3}{G}\n${text}`);

suite('effect model: "if this spell was kicked with its {…} kicker" (702.33d, two kicker costs)', () => {
  test('each sentence\'s steps only if the spell was kicked with that cost', () => {
    const effects = writ('Target player discards a card. If this spell was kicked with its {3}{G} kicker, that player loses 3 life. If Mire Writ was kicked with its {1}{B} kicker, you gain 2 life.');
    const spell = effects.find((e) => e.kind === 'spell')!;
    assert.strictEqual(spell.unknown, undefined);
    assert.deepStrictEqual(spell.steps!.map((s) => s.ifKickedWith), [undefined, ['3', 'G'], ['1', 'B']]);
    assert.deepStrictEqual(spell.steps!.map((s) => s.ifKicked), [undefined, true, true]);
    assert.match(describeEffect(spell).join('\n'), /if this card was kicked with its \{3\}\{G\} kicker, target player loses 3 life/);
    assert.match(describeEffect(effects.find((e) => e.keyword)!).join('\n'), /Kicker with costs \{1\}\{B\} and\/or \{3\}\{G\}/);
  });

  test('"with its kicker" without a cost stays unread', () => {
    const spell = effectsOf('Mire Writ {B}\nSorcery\nKicker {1}{B}\nTarget player discards a card. If this spell was kicked with its kicker, you gain 2 life.').find((e) => e.kind === 'spell')!;
    assert.ok(spell.unknown);
  });

  test('"…, draw three cards instead" of one kicker cost is an amount that keeps the cost (the export counts it only of a card with that one cost)', () => {
    const after = writ('You draw a card. If this spell was kicked with its {3}{G} kicker, draw three cards instead.').find((e) => e.kind === 'spell')!;
    assert.strictEqual(after.unknown, undefined);
    const draw = after.steps!.find((s) => s.do === 'draw');
    assert.deepStrictEqual(draw && 'amount' in draw ? draw.amount : undefined, { count: 'ifElse', condition: { kicked: true, with: ['3', 'G'] }, then: 3, else: 1 });
    assert.match(describeEffect(after).join('\n'), /3 if this spell was kicked with its \{3\}\{G\} kicker, otherwise 1/);
    const first = writ('Mire Writ deals 1 damage to target creature. If this spell was kicked with its {1}{B} kicker, instead Mire Writ deals 4 damage to that creature.').find((e) => e.kind === 'spell')!;
    assert.strictEqual(first.unknown, undefined);
    assert.match(describeEffect(first).join('\n'), /4 if this spell was kicked with its \{1\}\{B\} kicker, otherwise 1/);
  });

  test('"the life lost this way" of a loss under the other kicker cost is not read', () => {
    const spell = writ('You draw a card. If this spell was kicked with its {1}{B} kicker, each opponent loses 2 life. If this spell was kicked with its {3}{G} kicker, you gain life equal to the life lost this way.').find((e) => e.kind === 'spell')!;
    assert.match(spell.unknown?.reason ?? '', /after a step that may not happen/);
  });
});
