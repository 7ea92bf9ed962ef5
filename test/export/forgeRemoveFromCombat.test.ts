import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: removing an object from combat', () => {
  test('a target removed from combat is RemoveFromCombat of it; a step after it names it Targeted', () => {
    assert.deepStrictEqual(script('Test Fog Parley {1}{W}\nInstant\nRemove target attacking creature without flying from combat. You gain 2 life.'), [
      'A:SP$ RemoveFromCombat | Cost$ 1 W | ValidTgts$ Creature.attacking+withoutFlying | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2',
    ]);
    assert.deepStrictEqual(script('Test Parley Mage {1}{W}\nCreature — Human Wizard\nWhen Test Parley Mage enters the battlefield, remove target attacking creature an opponent controls from combat. Tap it.\n1/1'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:DBTap:DB$ Tap | Defined$ Targeted',
      'SVar:TrigEffect:DB$ RemoveFromCombat | ValidTgts$ Creature.attacking+OppCtrl | SubAbility$ DBTap',
    ]);
  });
});
