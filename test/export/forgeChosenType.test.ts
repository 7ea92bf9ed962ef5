import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: a type of your choice', () => {
  test('"Target land becomes the basic land type of your choice until end of turn" is ChooseType, then Animate taking its land types away', () => {
    assert.deepStrictEqual(script('Test Heron {1}{U}\nCreature — Bird\n{T}: Target land becomes the basic land type of your choice until end of turn.\n1/1'), [
      'A:AB$ ChooseType | Cost$ T | Defined$ You | Type$ Basic Land | SubAbility$ DBAnimate',
      'SVar:DBAnimate:DB$ Animate | ValidTgts$ Land | Types$ ChosenType | RemoveLandTypes$ True | RemoveIntrinsicAbilities$ True',
    ]);
    assert.deepStrictEqual(script('Test Sextant {2}\nArtifact\n{T}: Until end of turn, target land you control becomes the basic land type of your choice in addition to its other types.')[1],
      'SVar:DBAnimate:DB$ Animate | ValidTgts$ Land.YouCtrl | Types$ ChosenType');
  });

  test('"~ becomes the creature type of your choice" and "Choose a creature type other than Wall. Target creature becomes that type"', () => {
    assert.deepStrictEqual(script('Test Shifter {2}{U}\nCreature — Illusion\n{1}: Test Shifter becomes the creature type of your choice until end of turn.\n2/1'), [
      'A:AB$ ChooseType | Cost$ 1 | Defined$ You | Type$ Creature | SubAbility$ DBAnimate',
      'SVar:DBAnimate:DB$ Animate | Types$ ChosenType | RemoveCreatureTypes$ True',
    ]);
    assert.deepStrictEqual(script('Test Shaper {1}{U}\nCreature — Human Wizard\n{T}: Choose a creature type other than Wall. Target creature becomes that type until end of turn.\n1/1'), [
      'A:AB$ ChooseType | Cost$ T | Defined$ You | Type$ Creature | InvalidTypes$ Wall | SubAbility$ DBAnimate',
      'SVar:DBAnimate:DB$ Animate | ValidTgts$ Creature | Types$ ChosenType | RemoveCreatureTypes$ True',
    ]);
    assert.deepStrictEqual(script('Test Caller {4}{U}{U}\nCreature — Illusion\n{1}: Choose a creature type. Each creature you control becomes that type until end of turn.\n2/3')[1],
      'SVar:DBAnimateAll:DB$ AnimateAll | ValidCards$ Creature.YouCtrl | Types$ ChosenType | RemoveCreatureTypes$ True');
    assert.match(forgeNotScripted('Test Shaper {1}{U}\nCreature — Human Wizard\n{T}: Target artifact becomes the creature type of your choice until end of turn.\n1/1').join('\n'), /creature type of an object that is not a creature/);
  });
});

suite('Forge scripts: objects of a creature type chosen as it resolves', () => {
  test('"Destroy all creatures of the creature type of your choice" is ChooseType, then DestroyAll of Creature.ChosenType', () => {
    assert.deepStrictEqual(script('Test Purge {4}{B}\nSorcery\nDestroy all creatures of the creature type of your choice.'), [
      'A:SP$ ChooseType | Cost$ 4 B | Defined$ You | Type$ Creature | SubAbility$ DBDestroyAll',
      'SVar:DBDestroyAll:DB$ DestroyAll | ValidCards$ Creature.ChosenType',
    ]);
  });

  test('"Choose a creature type. All creatures of that type get -1/-1 until end of turn." counts the type chosen', () => {
    assert.deepStrictEqual(script('Test Plague {3}{B}\nSorcery\nChoose a creature type. All creatures of that type get -1/-1 until end of turn.'), [
      'A:SP$ ChooseType | Cost$ 3 B | Defined$ You | Type$ Creature | SubAbility$ DBPumpAll',
      'SVar:DBPumpAll:DB$ PumpAll | ValidCards$ Creature.ChosenType | NumAtt$ -1 | NumDef$ -1',
    ]);
  });

  test('a P/T raise of the objects of the type chosen is not written yet', () => {
    assert.match(forgeNotScripted('Test Rally {3}{W}\nInstant\nCreatures of the creature type of your choice get +0/+4 until end of turn.').join('\n'), /P\/T raise of the objects of a creature type chosen/);
  });
});
