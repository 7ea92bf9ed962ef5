import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: the next damage of a source of your choice', () => {
  test('a source of a colour is ChooseSource, an Effect whose replacement prevents the chosen card\'s next damage, then Cleanup', () => {
    assert.deepStrictEqual(script('Test Ward {1}{W}\nEnchantment\n{1}: The next time a blue source of your choice would deal damage to you this turn, prevent that damage.'), [
      'A:AB$ ChooseSource | Cost$ 1 | Choices$ Card.BlueSource | AILogic$ NeedsPrevention | SubAbility$ DBEffect',
      'SVar:ExileEffect:DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile',
      'SVar:RPreventNextFromSource:Event$ DamageDone | ValidSource$ Card.ChosenCard+BlueSource | ValidTarget$ You | ReplaceWith$ ExileEffect | PreventionEffect$ True',
      'SVar:DBEffect:DB$ Effect | ReplacementEffects$ RPreventNextFromSource | SVars$ RPreventNextFromSource,ExileEffect | ConditionDefined$ ChosenCard | ConditionPresent$ Card | ConditionCompare$ GE1 | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearChosenCard$ True',
    ]);
  });

  test('two colours and a land source name each kind; any source is remembered; without "to you" no ValidTarget$', () => {
    const two = script('Test Ward {1}{W}\nEnchantment\n{W}: The next time a black or red source of your choice would deal damage to you this turn, prevent that damage.');
    assert.match(two[0], /Choices\$ Card\.BlackSource,Card\.RedSource/);
    assert.ok(two.some((l) => l.includes('ValidSource$ Card.ChosenCard+BlackSource,Card.ChosenCard+RedSource')));
    assert.match(script('Test Ward {1}{W}\nEnchantment\n{W}: The next time a land source of your choice would deal damage to you this turn, prevent that damage.')[0], /Choices\$ Land \|/);
    const any = script('Test Shelter {W}\nInstant\nThe next time a source of your choice would deal damage to you this turn, prevent that damage.');
    assert.match(any[0], /^A:SP\$ ChooseSource \| Cost\$ W \| Choices\$ Card \| RememberChosen\$ True/);
    assert.ok(any.some((l) => l.includes('ValidSource$ Card.IsRemembered | ValidTarget$ You')));
    assert.ok(any.some((l) => l.includes('RememberObjects$ Remembered') && l.includes('ConditionDefined$ Remembered')));
    assert.ok(any.includes('SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True'));
    const anything = script('Test Monk {2}{W}\nCreature — Human Monk\n{W}, Sacrifice Test Monk: The next time a red source of your choice would deal damage this turn, prevent that damage.\n1/3');
    assert.ok(anything.some((l) => l.includes('ValidSource$ Card.ChosenCard+RedSource | ReplaceWith$')));
  });

  test('"… would deal damage to any target this turn": the target remembered by the effect, which ends when it leaves the battlefield', () => {
    assert.deepStrictEqual(script('Test Guard {1}{W}{W}\nCreature — Human Cleric\nSacrifice Test Guard: The next time a source of your choice would deal damage to any target this turn, prevent that damage.\n1/4'), [
      'A:AB$ ChooseSource | Cost$ Sac<1/CARDNAME> | Choices$ Card,Emblem | AILogic$ NeedsPrevention | SubAbility$ DBEffect',
      'SVar:ExileEffect:DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile',
      'SVar:OutOfSight:Mode$ ChangesZone | TriggerZones$ Command | Origin$ Battlefield | Destination$ Any | ValidCard$ Card.IsRemembered | Execute$ ExileEffect | Static$ True',
      'SVar:RPreventNextFromSource:Event$ DamageDone | ValidSource$ Card.ChosenCard,Emblem.ChosenCard | ValidTarget$ Card.IsRemembered,Player.IsRemembered | ReplaceWith$ ExileEffect | PreventionEffect$ True',
      'SVar:DBEffect:DB$ Effect | ValidTgts$ Creature,Player,Planeswalker | Triggers$ OutOfSight | ReplacementEffects$ RPreventNextFromSource | RememberObjects$ Targeted | SVars$ RPreventNextFromSource,OutOfSight,ExileEffect | ConditionDefined$ ChosenCard | ConditionPresent$ Card,Emblem | ConditionCompare$ GE1 | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearChosenCard$ True',
    ]);
  });

  test('"a source of your choice of the chosen color" is a ChosenColorSource, on a card that chose a colour as it entered', () => {
    const lines = script('Test Circle {2}{W}\nEnchantment\nAs Test Circle enters the battlefield, choose a color.\n{1}: The next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage.');
    assert.ok(lines.some((l) => l.startsWith('A:AB$ ChooseSource | Cost$ 1 | Choices$ Card.ChosenColorSource |')));
    assert.ok(lines.some((l) => l.includes('ValidSource$ Card.ChosenCard+ChosenColorSource | ValidTarget$ You')));
    assert.match(forgeNotScripted('Test Circle {2}{W}\nEnchantment\n{1}: The next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage.').join('\n'), /chooses no color as it enters/);
  });
});
