import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: "until your next upkeep"', () => {
  test('a keyword gained until your next upkeep lasts that long', () => {
    const e = effectsOf('Briarback Genie {2}{G}{G}\nCreature — Djinn\nAt the beginning of your upkeep, target creature an opponent controls gains swampwalk until your next upkeep.\n5/4').at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const step = e.steps?.[0];
    assert.ok(step?.do === 'pump' && step.duration === 'untilYourNextUpkeep', JSON.stringify(step));
    assert.match(describeEffect(e).join('\n'), /gains swampwalk until your next upkeep/);
  });
});
