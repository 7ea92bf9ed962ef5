import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: "until your next upkeep"', () => {
  test('a keyword gained until your next upkeep lasts that long', () => {
    const e = effectsOf('Tidecaller Adept {1}{U}\nCreature — Merfolk Wizard\n{1}{U}, {T}: Target creature you control gains shroud until your next upkeep.\n1/2').at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const step = e.steps?.[0];
    assert.ok(step?.do === 'pump' && step.duration === 'untilYourNextUpkeep', JSON.stringify(step));
    assert.match(describeEffect(e).join('\n'), /gains shroud until your next upkeep/);
  });
});
