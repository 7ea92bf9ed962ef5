import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

const mole = (cap: string): string => `Gearwork Mole {3}\nArtifact Creature — Mole\n{X}, {T}: Put up to X +0/+1 counters on Gearwork Mole.${cap}\n1/1`;

suite('effect model: up to a number of counters, with a cap on their total', () => {
  test('"Put up to X … counters on ~. This ability can\'t cause the total number … to be greater than five.": counters on the card itself, up to X, capped at five', () => {
    const [e] = effectsOf(mole(" This ability can't cause the total number of +0/+1 counters on Gearwork Mole to be greater than five."));
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'counters', what: { ref: 'self' }, counter: 'P0P1', amount: { x: true }, upTo: { maxTotal: 5 } }]);
    assert.match(describeEffect(e).join('\n'), /put up to X \(chosen as it is paid\) \+0\/\+1 counter\(s\) on this card \(~\), to no more than 5 in all/);
  });

  test('"up to" counters without the cap, or with a cap on another kind of counter, are not read', () => {
    assert.ok(effectsOf(mole(''))[0].unknown);
    assert.ok(effectsOf(mole(" This ability can't cause the total number of +1/+0 counters on Gearwork Mole to be greater than five."))[0].unknown);
  });
});

suite('effect model: counters on two targets in one sentence', () => {
  test('"… on target creature and a +1/+1 counter on another target creature": a second counters step on a target other than the first (115.3)', () => {
    const [e] = effectsOf('Twin Grafting {2}{G}\nSorcery\nPut three +1/+1 counters on target creature and a +1/+1 counter on another target creature.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.map((s) => s.do === 'counters' && s.what.ref === 'target' ? [s.amount, !!s.what.unique, s.what.filter.alts[0].props.length] : s.do), [[{ n: 3 }, false, 0], [{ n: 1 }, true, 0]]);
  });

  test('without "another", the second target may be the first one', () => {
    const [e] = effectsOf('Bog Festering {B}\nInstant\nPut a -1/-1 counter on target creature and two -1/-1 counters on up to one target Zombie.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.map((s) => s.do === 'counters' && s.what.ref === 'target' ? [s.amount, !!s.what.unique, s.what.min, s.what.max] : s.do), [[{ n: 1 }, false, 1, 1], [{ n: 2 }, false, 0, 1]]);
  });
});
