import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "Until end of turn, <target> gets … and <target> gets …"', () => {
  test('each target\'s change is a Pump of its own, the duration said first is both\'s', () => {
    assert.deepStrictEqual(script('Crooked Bargain {1}{B}\nInstant\nUntil end of turn, target creature you control gets +2/+0 and target creature an opponent controls gets -2/-0.'), [
      'A:SP$ Pump | Cost$ 1 B | ValidTgts$ Creature.YouCtrl | NumAtt$ +2 | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | ValidTgts$ Creature.OppCtrl | NumAtt$ -2',
    ]);
  });
});
