import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "If you can\'t," after a sacrifice', () => {
  test('the sacrifice remembers what it sacrificed; the next step checks Remembered$Amount LT1; a Cleanup ends the ability', () => {
    assert.deepStrictEqual(script('Hungry Idol {3}\nArtifact\nAt the beginning of your upkeep, sacrifice a creature. If you can\'t, sacrifice Hungry Idol.'), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigEffect',
      'SVar:X:Remembered$Amount',
      'SVar:DBSacrifice:DB$ Sacrifice | Defined$ Self | ConditionCheckSVar$ X | ConditionSVarCompare$ LT1 | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
      'SVar:TrigEffect:DB$ Sacrifice | Defined$ You | SacValid$ Creature | RememberSacrificed$ True | SubAbility$ DBSacrifice',
    ]);
  });
});
