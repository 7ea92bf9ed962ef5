import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: a discard chosen from some revealed cards', () => {
  test('"reveals four cards from their hand and you choose one of them. That player discards that card." is read', () => {
    const [e] = effectsOf('Pried Secrets {1}{B}\nSorcery\nTarget player reveals four cards from their hand and you choose one of them. That player discards that card.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'discard' && s.how === 'reveal');
    if (s.do !== 'discard') return;
    assert.deepStrictEqual(s.revealed, { n: 4 });
    assert.deepStrictEqual(s.amount, { n: 1 });
    assert.match(describeEffect(e).join('\n'), /reveals 4 cards from their hand; you choose 1 of them; they discard it/);
  });

  test('"You choose two of them. That player discards those cards." discards two; choosing as many as revealed is not read', () => {
    const [e] = effectsOf('Pried Pair {1}{B}{B}\nSorcery\nTarget player reveals four cards from their hand. You choose two of them. That player discards those cards.');
    const [s] = e.steps!;
    assert.ok(s.do === 'discard' && s.how === 'reveal' && 'n' in s.amount && s.amount.n === 2);
    const [odd] = effectsOf('Pried All {2}{B}\nSorcery\nTarget player reveals two cards from their hand. You choose two of them. That player discards those cards.');
    assert.ok(odd.unknown);
  });
});
