import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "unless any player pays …" and "an additional" P/T change', () => {
  test('"unless any player pays {N}" is UnlessPayer$ Player', () => {
    assert.deepStrictEqual(script('Tithe Wall {W}\nInstant\nCreatures you control get +1/+0 until end of turn unless any player pays {1}.'), [
      'A:SP$ PumpAll | Cost$ W | ValidCards$ Creature.YouCtrl | NumAtt$ +1 | UnlessCost$ 1 | UnlessPayer$ Player',
    ]);
  });

  test('"that creature gets an additional +N/+N": a Pump of its own of the same target', () => {
    assert.deepStrictEqual(script('Feral Surge {G}\nInstant\nTarget Elf gets +1/+0 and gains trample until end of turn. That creature gets an additional +2/+2 until end of turn unless any player pays {3}.'), [
      'A:SP$ Pump | Cost$ G | ValidTgts$ Elf | NumAtt$ +1 | KW$ Trample | SubAbility$ DBPump',
      'SVar:DBPump:DB$ Pump | Defined$ Targeted | NumAtt$ +2 | NumDef$ +2 | UnlessCost$ 3 | UnlessPayer$ Player',
    ]);
  });
});
