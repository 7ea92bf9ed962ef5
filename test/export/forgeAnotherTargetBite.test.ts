import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: a target that deals damage equal to its power to another target', () => {
  test('the first target is an empty Pump\'s (or the step before\'s), the second the DealDamage\'s, other than it (TargetUnique$)', () => {
    assert.deepStrictEqual(script('Anvil Swing {2}{R}\nInstant\nTarget Giant you control deals damage equal to its power to another target creature.'), [
      'A:SP$ Pump | Cost$ 2 R | ValidTgts$ Giant.YouCtrl | SubAbility$ DBDealDamage',
      'SVar:X:ParentTargeted$CardPower',
      'SVar:DBDealDamage:DB$ DealDamage | ValidTgts$ Creature | TargetUnique$ True | DamageSource$ ParentTarget | NumDmg$ X',
    ]);
    assert.deepStrictEqual(script('Crossfire Order {1}{R}{R}\nSorcery\nTap target artifact creature. It deals damage equal to its power to another target creature.'), [
      'A:SP$ Tap | Cost$ 1 R R | ValidTgts$ Creature.Artifact | SubAbility$ DBDealDamage',
      'SVar:X:ParentTargeted$CardPower',
      'SVar:DBDealDamage:DB$ DealDamage | ValidTgts$ Creature | TargetUnique$ True | DamageSource$ ParentTarget | NumDmg$ X',
    ]);
  });

  test('to a target of another kind it is not written yet (Forge\'s scripts of it spell it two ways)', () => {
    const card = 'Tail Lash {1}{G}\nInstant\nTarget creature you control deals damage equal to its power to target creature you don\'t control.';
    assert.deepStrictEqual(script(card), []);
    assert.deepStrictEqual(notScripted(card), ['a target that deals damage (Forge names it only after an earlier step targets it)']);
  });
});
