import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "Until end of turn, <target> gets … and <target> gets …"', () => {
  test('each target\'s change is a Pump of its own, the duration said first is both\'s', () => {
    assert.deepStrictEqual(script('Crooked Bargain {1}{B}\nInstant\nYou lose 1 life. Until end of turn, target Rogue you control gets +2/+0 and target tapped creature gets -2/-0.'), [
      'A:SP$ LoseLife | Cost$ 1 B | Defined$ You | LifeAmount$ 1 | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | ValidTgts$ Rogue.YouCtrl | NumAtt$ +2 | SubAbility$ DBPump2',
      'SVar:DBPump2:DB$ Pump | ValidTgts$ Creature.tapped | NumAtt$ -2',
    ]);
  });
});
