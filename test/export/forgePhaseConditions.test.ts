import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: conditions of "at the beginning of" triggers', () => {
  test('"… on equipped creature if it\'s blue" is ConditionDefined$ Equipped | ConditionPresent$ Creature.Blue, checked on resolution', () => {
    const lines = script('Tide Band {2}\nArtifact — Equipment\nAt the beginning of your upkeep, put a +1/+1 counter on equipped creature if it\'s blue.\nEquip {1}');
    assert.deepStrictEqual(lines.slice(0, 2), [
      'T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | CheckOnResolve$ True | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ PutCounter | Defined$ Equipped | CounterType$ P1P1 | CounterNum$ 1 | ConditionDefined$ Equipped | ConditionPresent$ Creature.Blue | ConditionCompare$ EQ1',
    ]);
  });
});
