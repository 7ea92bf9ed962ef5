import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: clashing', () => {
  test('"Clash with an opponent. If you win, …": a clash step holding what a won clash does (701.23)', () => {
    const [e] = effectsOf('Test Brute {2}{B}\nCreature — Ogre\nWhen Test Brute enters the battlefield, clash with an opponent. If you win, put a +1/+1 counter on Test Brute.\n2/1');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'clash', win: [{ do: 'counters', what: { ref: 'self' }, counter: 'P1P1', amount: { n: 1 } }] }]);
    assert.match(describeEffect(e).join('\n'), /clash with an opponent; if you win, put 1 \+1\/\+1 counter/);
  });

  test('a sentence before the clash is a step of its own, done whatever the clash', () => {
    const [e] = effectsOf('Test Sweep {1}{G}\nSorcery\nDestroy target artifact. Clash with an opponent. If you win, draw a card.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.map((s) => s.do), ['destroy', 'clash']);
    const clash = e.steps![1] as { win: { do: string }[] };
    assert.deepStrictEqual(clash.win.map((s) => s.do), ['draw']);
  });

  test('"you may clash" and a clash followed by "Otherwise, …" are not read', () => {
    assert.strictEqual(effectsOf('Test Oak {1}{G}\nCreature — Treefolk\nAt the beginning of your upkeep, you may clash with an opponent. If you win, draw a card.\n1/1')[0].unknown?.reason, 'not read: what happens');
    assert.strictEqual(effectsOf('Test Glance {1}{U}\nEnchantment\nAt the beginning of your end step, clash with an opponent. If you win, draw a card. Otherwise, you lose 2 life.')[0].unknown?.reason, 'not read: what happens');
  });
});
