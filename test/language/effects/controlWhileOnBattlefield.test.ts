import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: gaining control "for as long as ~ remains on the battlefield"', () => {
  const landfall = (duration: string) => `Siltmaw Oracle {1}{U}{U}\nCreature — Human Wizard\nLandfall — Whenever a land enters the battlefield under your control, gain control of target creature with power 2 or less ${duration}.\n1/3`;

  test('the control ends once the card leaves the battlefield, described in the card\'s own words', () => {
    const e = effectsOf(landfall('for as long as Siltmaw Oracle remains on the battlefield'))[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual([e.steps![0].do, (e.steps![0] as { duration: string }).duration], ['gainControl', 'untilLeaves']);
    assert.match(describeEffect(e).join('\n'), /gain control of target creature with power ≤ 2 for as long as this card \(~\) remains on the battlefield/);
  });

  test('"for as long as you control ~" stays its own duration', () => {
    const e = effectsOf(landfall('for as long as you control Siltmaw Oracle'))[0];
    assert.deepStrictEqual((e.steps![0] as { duration: string }).duration, 'whileControlled');
  });
});
