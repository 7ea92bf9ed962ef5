import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: removing an object from combat', () => {
  test('a target removed from combat is RemoveFromCombat of it; a step after it names it Targeted', () => {
    assert.deepStrictEqual(script('Test Retreat {W}\nInstant\nRemove target blocking creature from combat. Draw a card.'), [
      'A:SP$ RemoveFromCombat | Cost$ W | ValidTgts$ Creature.blocking | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
    ]);
    assert.deepStrictEqual(script('Test Parley Mage {1}{W}\nCreature — Human Wizard\nWhen Test Parley Mage enters the battlefield, remove target attacking creature an opponent controls from combat. Tap it.\n1/1'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:DBTap:DB$ Tap | Defined$ Targeted',
      'SVar:TrigEffect:DB$ RemoveFromCombat | ValidTgts$ Creature.attacking+OppCtrl | SubAbility$ DBTap',
    ]);
  });
});
