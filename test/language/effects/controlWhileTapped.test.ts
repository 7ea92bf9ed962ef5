import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: gaining control "for as long as you control ~ and ~ remains tapped"', () => {
  test('the duration ends once the card untaps, leaves or changes controller', () => {
    const e = effectsOf('Tidebound Keeper {3}{U}\nCreature — Merfolk\n{1}, {T}: Gain control of target artifact for as long as you control Tidebound Keeper and Tidebound Keeper remains tapped.\n2/3')[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.steps!.length, 1);
    assert.deepStrictEqual([e.steps![0].do, (e.steps![0] as { duration: string }).duration], ['gainControl', 'whileControlledAndTapped']);
    assert.match(describeEffect(e).join('\n'), /for as long as you control this card \(~\) and it remains tapped/);
  });
});
