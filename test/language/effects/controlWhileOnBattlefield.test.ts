import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: gaining control "for as long as ~ remains on the battlefield"', () => {
  test('the control ends once the card leaves the battlefield', () => {
    const e = effectsOf('Reef Siren {2}{U}{U}\nCreature — Merfolk\nWhen Reef Siren enters the battlefield, gain control of target artifact for as long as Reef Siren remains on the battlefield.\n2/2')[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual([e.steps![0].do, (e.steps![0] as { duration: string }).duration], ['gainControl', 'untilLeaves']);
    assert.match(describeEffect(e).join('\n'), /gain control of target artifact until this leaves the battlefield/);
  });

  test('"for as long as you control ~" stays its own duration', () => {
    const e = effectsOf('Reef Siren {2}{U}{U}\nCreature — Merfolk\nWhen Reef Siren enters the battlefield, gain control of target artifact for as long as you control Reef Siren.\n2/2')[0];
    assert.deepStrictEqual((e.steps![0] as { duration: string }).duration, 'whileControlled');
  });
});
