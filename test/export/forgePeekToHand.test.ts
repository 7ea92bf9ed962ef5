import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: the top card of your library put into your hand if it is of a kind', () => {
  test('it is PeekAndReveal of the kind, a ChangeZone of the top card on the remembered card, then a Cleanup', () => {
    assert.deepStrictEqual(script("Moss Seeker {1}{G}\nCreature — Elf\n{T}: Look at the top card of your library. If it's a land card, you may reveal it and put it into your hand.\n1/2"), [
      'A:AB$ PeekAndReveal | Cost$ T | PeekAmount$ 1 | RevealValid$ Land | RevealOptional$ True | RememberRevealed$ True | SubAbility$ DBChangeZone',
      'SVar:DBChangeZone:DB$ ChangeZone | Defined$ TopOfLibrary | Origin$ Library | Destination$ Hand | ConditionDefined$ Remembered | ConditionPresent$ Land | ConditionCompare$ EQ1 | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('in an upkeep trigger, of a creature card of the chosen type, the same with Creature.ChosenType', () => {
    const lines = script("Rally Horn {3}\nArtifact\nAs Rally Horn enters the battlefield, choose a creature type.\nAt the beginning of your upkeep, look at the top card of your library. If it's a creature card of the chosen type, you may reveal it and put it into your hand.");
    assert.ok(lines.includes('SVar:TrigEffect:DB$ PeekAndReveal | PeekAmount$ 1 | RevealValid$ Creature.ChosenType | RevealOptional$ True | RememberRevealed$ True | SubAbility$ DBChangeZone'), lines.join('\n'));
    assert.ok(lines.includes('SVar:DBChangeZone:DB$ ChangeZone | Defined$ TopOfLibrary | Origin$ Library | Destination$ Hand | ConditionDefined$ Remembered | ConditionPresent$ Creature.ChosenType | ConditionCompare$ EQ1 | SubAbility$ DBCleanup'), lines.join('\n'));
  });

  test('of a noncreature, nonland card the kind is Card.nonCreature+nonLand', () => {
    const lines = script("Quiet Monk {2}{W}\nCreature — Human Monk\n{2}, {T}: Look at the top card of your library. If it's a noncreature, nonland card, you may reveal it and put it into your hand.\n1/3");
    assert.match(lines[0], /RevealValid\$ Card\.nonCreature\+nonLand/);
    assert.match(lines[1], /ConditionPresent\$ Card\.nonCreature\+nonLand/);
  });
});
