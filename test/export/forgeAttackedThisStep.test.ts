import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: a spell cast only once you have been attacked', () => {
  test('"… declare attackers step and only if you\'ve been attacked this step" is OpponentTurn$ and ActivationPhases$ Declare Attackers', () => {
    assert.deepStrictEqual(script("Test Snare {1}{W}\nInstant\nCast this spell only during the declare attackers step and only if you've been attacked this step.\nTap up to two target attacking creatures."), [
      'A:SP$ Tap | Cost$ 1 W | OpponentTurn$ True | ActivationPhases$ Declare Attackers | ValidTgts$ Creature.attacking | TargetMin$ 0 | TargetMax$ 2',
    ]);
  });
});
