import * as assert from 'node:assert';
import { effectsOf } from './effectHelpers.js';

const chief = (line: string): string => `Warren Chief {2}{B}\nCreature — Goblin\n${line}\n2/2`;

suite('effect model: "Each other Goblin creature you control enters the battlefield with an additional +1/+1 counter on it"', () => {
  test('it is a static of each permanent of the kind, with the counter kind it enters with', () => {
    const [e] = effectsOf(chief('Each other Goblin creature you control enters the battlefield with an additional +1/+1 counter on it.'));
    assert.ok(e && !e.unknown, JSON.stringify(e));
    const c = e.continuous?.[0];
    assert.ok(c && c.affected.ref === 'each', JSON.stringify(e.continuous));
    assert.strictEqual(c.entersWithCounter, 'P1P1');
    assert.strictEqual(effectsOf(chief('Each other nontoken creature enters with an additional -1/-1 counter on it.'))[0]?.continuous?.[0]?.entersWithCounter, 'M1M1');
  });

  test('two counters, a second clause or a second sentence after it are not read', () => {
    for (const line of ['Each other Goblin creature you control enters the battlefield with two additional +1/+1 counters on it.',
      'Each other Goblin creature you control enters the battlefield with an additional +1/+1 counter on it and gains haste.',
      'Each other Goblin creature you control enters the battlefield with an additional +1/+1 counter on it. Draw a card.'])
      assert.ok(effectsOf(chief(line)).some((e) => e.unknown), line);
  });
});
