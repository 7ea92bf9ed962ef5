import * as assert from 'node:assert';
import { effectsOf } from './effectHelpers.js';

const herald = (line: string): string => `Kiln Herald {1}{R}\nCreature — Elemental\n${line}\n2/2`;

suite('effect model: "Each other <kind> you control enters (the battlefield) with an additional <kind> counter on it"', () => {
  test('it is a static of each permanent of the kind, with the counter kind it enters with', () => {
    const [e] = effectsOf(herald('Each other Elemental creature you control enters with an additional +1/+1 counter on it.'));
    assert.ok(e && !e.unknown, JSON.stringify(e));
    const c = e.continuous?.[0];
    assert.ok(c && c.affected.ref === 'each', JSON.stringify(e.continuous));
    assert.strictEqual(c.entersWithCounter, 'P1P1');
    assert.strictEqual(effectsOf(herald('Each other creature your opponents control enters the battlefield with an additional -1/-1 counter on it.'))[0]?.continuous?.[0]?.entersWithCounter, 'M1M1');
  });

  test('two counters, a second clause or a second sentence after it are not read', () => {
    for (const line of ['Each other Elemental creature you control enters with two additional +1/+1 counters on it.',
      'Each other red creature you control enters the battlefield with an additional +1/+1 counter on it and gains haste.',
      'Each other Elemental you control enters with an additional +1/+1 counter on it. You gain 1 life.'])
      assert.ok(effectsOf(herald(line)).some((e) => e.unknown), line);
  });
});
