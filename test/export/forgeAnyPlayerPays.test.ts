import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "unless any player pays …" and "an additional" P/T change', () => {
  test('"unless any player pays {N}" is UnlessPayer$ Player', () => {
    assert.deepStrictEqual(script('Tithe Wall {W}\nInstant\nCreatures you control get +1/+0 until end of turn unless any player pays {1}.'), [
      'A:SP$ PumpAll | Cost$ W | ValidCards$ Creature.YouCtrl | NumAtt$ +1 | UnlessCost$ 1 | UnlessPayer$ Player',
    ]);
  });

  test('"that creature gets an additional +N/+N": a Pump of its own of the same target', () => {
    assert.deepStrictEqual(script('Feral Surge {G}\nInstant\nTarget creature gets +2/+0 until end of turn. That creature gets an additional +3/+3 until end of turn unless any player pays {3}.'), [
      'A:SP$ Pump | Cost$ G | ValidTgts$ Creature | NumAtt$ +2 | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | Defined$ Targeted | NumAtt$ +3 | NumDef$ +3 | UnlessCost$ 3 | UnlessPayer$ Player',
    ]);
  });
});
