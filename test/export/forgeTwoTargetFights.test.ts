import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: a fight of two targets of its own', () => {
  test('the first target is an empty Pump\'s, the second the Fight\'s after it (Defined$ ParentTarget)', () => {
    assert.deepStrictEqual(script('Tusk Duel {2}{G}\nInstant\nTarget green creature you control fights target creature an opponent controls.'), [
      'A:SP$ Pump | Cost$ 2 G | ValidTgts$ Creature.Green+YouCtrl | SubAbility$ DBFight',
      'SVar:DBFight:DB$ Fight | Defined$ ParentTarget | ValidTgts$ Creature.OppCtrl',
    ]);
    assert.deepStrictEqual(script('Den Warden {1}{G}\nCreature — Wolf\n{3}{G}, {T}: Target Wolf you control fights target creature you don\'t control.\n2/2'), [
      'A:AB$ Pump | Cost$ 3 G T | ValidTgts$ Wolf.YouCtrl | SubAbility$ DBFight',
      'SVar:DBFight:DB$ Fight | Defined$ ParentTarget | ValidTgts$ Creature.YouDontCtrl',
    ]);
  });

  test('"another target creature" is other than the first target (TargetUnique$), not than the card itself', () => {
    assert.deepStrictEqual(script('Arena Grudge {R}{G}\nSorcery\nTarget Beast you control fights another target creature.'), [
      'A:SP$ Pump | Cost$ R G | ValidTgts$ Beast.YouCtrl | SubAbility$ DBFight',
      'SVar:DBFight:DB$ Fight | Defined$ ParentTarget | ValidTgts$ Creature | TargetUnique$ True',
    ]);
  });

  test('two targets alike ("target creature fights another target creature") are one Fight of two targets', () => {
    assert.deepStrictEqual(script('Bitter Rivalry {4}{R}\nSorcery\nTarget attacking creature fights another target attacking creature.'), [
      'A:SP$ Fight | Cost$ 4 R | ValidTgts$ Creature.attacking | TargetMin$ 2 | TargetMax$ 2',
    ]);
  });
});
