import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: "if this spell was kicked with its {…} kicker" (702.33d, two kicker costs)', () => {
  test('each sentence\'s steps only if the spell was kicked with that cost', () => {
    const spell = effectsOf('Twin Flare {X}{R}\nSorcery\nKicker {1}{R} and/or {2}{G}\nTwin Flare deals X damage to target creature. If Twin Flare was kicked with its {1}{R} kicker, it deals 2 damage to that creature\'s controller. If this spell was kicked with its {2}{G} kicker, you gain X life.').find((e) => e.kind === 'spell')!;
    assert.strictEqual(spell.unknown, undefined);
    assert.deepStrictEqual(spell.steps!.map((s) => s.ifKickedWith), [undefined, ['1', 'R'], ['2', 'G']]);
    assert.deepStrictEqual(spell.steps!.map((s) => s.ifKicked), [undefined, true, true]);
    assert.strictEqual(spell.steps![1].do === 'damage' && spell.steps![1].source?.ref, 'self');
    assert.match(describeEffect(spell).join('\n'), /if this card was kicked with its \{2\}\{G\} kicker, /);
  });

  test('"with its kicker" without a cost stays unread', () => {
    const spell = effectsOf('Twin Flare {R}\nSorcery\nKicker {1}{R}\nTwin Flare deals 2 damage to any target. If this spell was kicked with its kicker, you gain 2 life.').find((e) => e.kind === 'spell')!;
    assert.ok(spell.unknown);
  });
});
