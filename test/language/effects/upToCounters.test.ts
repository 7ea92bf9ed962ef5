import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

const still = (cap: string): string => `Ember Still {4}\nArtifact\n{2}, {T}: Put up to two charge counters on Ember Still.${cap} Draw a card.`;

suite('effect model: up to a number of counters, with a cap on their total', () => {
  test('"Put up to two charge counters on ~. This ability can\'t cause the total number … to be greater than six.": counters on the card itself, up to two, capped at six', () => {
    const [e] = effectsOf(still(" This ability can't cause the total number of charge counters on Ember Still to be greater than six."));
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.[0], { do: 'counters', what: { ref: 'self' }, counter: 'CHARGE', amount: { n: 2 }, upTo: { maxTotal: 6 } });
    assert.match(describeEffect(e).join('\n'), /put up to 2 charge counter\(s\) on this card \(~\), to no more than 6 in all/);
  });

  test('"up to" counters without the cap, or with a cap on another kind of counter, are not read', () => {
    assert.ok(effectsOf(still(''))[0].unknown);
    assert.ok(effectsOf(still(" This ability can't cause the total number of time counters on Ember Still to be greater than six."))[0].unknown);
  });
});

suite('effect model: counters on two targets in one sentence', () => {
  test('"… on target creature you control and a -1/-1 counter on another target creature": a second counters step on a target other than the first (115.3)', () => {
    const [e] = effectsOf('Grafted Rivalry {1}{B}{G}\nInstant\nPut two +1/+1 counters on target creature you control and a -1/-1 counter on another target creature.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.map((s) => s.do === 'counters' && s.what.ref === 'target' ? [s.counter, s.amount, !!s.what.unique, s.what.filter.alts[0].props.length] : s.do), [['P1P1', { n: 2 }, false, 1], ['M1M1', { n: 1 }, true, 0]]);
    assert.match(describeEffect(e).join('\n'), /put 1 -1\/-1 counter\(s\) on another target creature$/);
  });

  test('"… on up to one other target creature": the second target is another one too', () => {
    const [e] = effectsOf('Shared Burden {1}{W}\nSorcery\nPut a shield counter on target creature and a +1/+1 counter on up to one other target creature.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.map((s) => s.do === 'counters' && s.what.ref === 'target' ? [s.amount, !!s.what.unique, s.what.min, s.what.max] : s.do), [[{ n: 1 }, false, 1, 1], [{ n: 1 }, true, 0, 1]]);
    assert.match(describeEffect(e).join('\n'), /put 1 \+1\/\+1 counter\(s\) on up to 1 other target creature$/);
  });

  test('without "another", the second target may be the first one', () => {
    const [e] = effectsOf('Patchwork Ward {2}{W}\nInstant\nPut a shield counter on target creature you control and two +1/+1 counters on up to one target artifact creature.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.map((s) => s.do === 'counters' && s.what.ref === 'target' ? [s.counter, s.amount, !!s.what.unique, s.what.min, s.what.max] : s.do), [['SHIELD', { n: 1 }, false, 1, 1], ['P1P1', { n: 2 }, false, 0, 1]]);
  });

  test('"it", "that creature" or "those creatures" after the two targets is not read: either or both may be meant', () => {
    for (const then of ['Those creatures gain trample until end of turn.', 'Untap that creature.', 'It gains haste until end of turn.']) {
      const [e] = effectsOf(`Sparring Rites {2}{G}\nInstant\nPut a +1/+1 counter on target creature and two +1/+1 counters on another target creature you control. ${then}`);
      assert.match(e.unknown?.reason ?? '', /after a step on two targets/, then);
    }
  });
});
