import * as assert from 'node:assert';
import { describeCastTiming } from '../../../server/src/language/effects/describeConditions.js';
import { readCastTiming } from '../../../server/src/language/effects/castTiming.js';

suite('effect model: a spell cast only once you have been attacked', () => {
  test('"during the declare attackers step and only if you\'ve been attacked this step" is that step, once attacked', () => {
    const t = readCastTiming("during the declare attackers step and only if you've been attacked this step");
    assert.deepStrictEqual(t, { during: 'declareAttackers', attackedThisStep: true });
    assert.match(describeCastTiming(t), /declare attackers step and only if you've been attacked this step/);
  });

  test('"attacked this turn", or another step, is not read', () => {
    assert.throws(() => readCastTiming("during the declare attackers step and only if you've been attacked this turn"));
    assert.throws(() => readCastTiming("during the declare blockers step and only if you've been attacked this step"));
  });
});
