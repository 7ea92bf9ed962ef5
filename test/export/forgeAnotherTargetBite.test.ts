import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts: a target that deals damage equal to its power to another target', () => {
  test('the first target is an empty Pump\'s (or the step before\'s), the second the DealDamage\'s, other than it (TargetUnique$)', () => {
    assert.deepStrictEqual(script('Anvil Swing {2}{R}\nInstant\nTarget Giant you control deals damage equal to its power to another target creature. Scry 1.'), [
      'A:SP$ Pump | Cost$ 2 R | ValidTgts$ Giant.YouCtrl | SubAbility$ DBDealDamage',
      'SVar:X:ParentTargeted$CardPower',
      'SVar:DBDealDamage:DB$ DealDamage | ValidTgts$ Creature | TargetUnique$ True | DamageSource$ ParentTarget | NumDmg$ X | SubAbility$ DBScry',
      'SVar:DBScry:DB$ Scry | ScryNum$ 1',
    ]);
    assert.deepStrictEqual(script('Crossfire Order {1}{R}{R}\nSorcery\nUntap target Knight. It deals damage equal to its power to another target creature.'), [
      'A:SP$ Untap | Cost$ 1 R R | ValidTgts$ Knight | SubAbility$ DBDealDamage',
      'SVar:X:ParentTargeted$CardPower',
      'SVar:DBDealDamage:DB$ DealDamage | ValidTgts$ Creature | TargetUnique$ True | DamageSource$ ParentTarget | NumDmg$ X',
    ]);
  });

  test('to a target of another kind it is not written yet (Forge\'s scripts of it spell it two ways)', () => {
    const card = 'Tail Lash {1}{G}\nInstant\nTarget Lizard you control deals damage equal to its power to target artifact creature you don\'t control. Draw a card.';
    assert.deepStrictEqual(script(card), []);
    assert.deepStrictEqual(notScripted(card), ['a target that deals damage (Forge names it only after an earlier step targets it)']);
  });

  test('after an earlier step\'s target it is not written (TargetUnique$ would exclude that one too)', () => {
    const card = 'Sharpened Grudge {3}{R}\nSorcery\nTarget creature gets +3/+0 until end of turn. Target Warrior you control deals damage equal to its power to another target creature.';
    assert.deepStrictEqual(script(card), []);
    assert.strictEqual(notScripted(card).length, 1);
  });

  test('in a triggered ability it is not written', () => {
    const card = 'Spite Hound {2}{R}\nCreature — Dog\nWhen this creature enters, target Dog you control deals damage equal to its power to another target creature.\n3/1';
    assert.deepStrictEqual(script(card), []);
    assert.deepStrictEqual(notScripted(card), ['a target that deals damage (Forge names it only after an earlier step targets it)']);
  });
});
