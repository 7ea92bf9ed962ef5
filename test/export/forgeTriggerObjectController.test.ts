import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('the controller of a trigger\'s object named by its kind', () => {
  test('"that land\'s controller" after "Whenever a land enters" is Forge\'s TriggeredCardController', () => {
    assert.deepStrictEqual(script('Quarry Warden {3}\nArtifact\nWhenever a land enters the battlefield, Quarry Warden deals 1 damage to that land\'s controller.')[1],
      'SVar:TrigEffect:DB$ DealDamage | Defined$ TriggeredCardController | NumDmg$ 1');
  });
});
