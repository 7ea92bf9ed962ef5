import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: clashing', () => {
  test('a triggered clash is Clash with the won clash\'s effects in WinSubAbility$', () => {
    assert.deepStrictEqual(script('Test Brute {2}{B}\nCreature — Ogre\nWhen Test Brute enters the battlefield, clash with an opponent. If you win, put a +1/+1 counter on Test Brute.\n2/1'), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigEffect',
      'SVar:DBPutCounter:DB$ PutCounter | Defined$ Self | CounterType$ P1P1 | CounterNum$ 1',
      'SVar:TrigEffect:DB$ Clash | WinSubAbility$ DBPutCounter',
    ]);
  });

  test('a spell\'s clash after its first sentence is a sub-ability of the spell', () => {
    assert.deepStrictEqual(script('Test Sweep {1}{G}\nSorcery\nDestroy target artifact. Clash with an opponent. If you win, destroy all artifacts your opponents control.'), [
      'A:SP$ Destroy | Cost$ 1 G | ValidTgts$ Artifact | SubAbility$ DBClash',
      'SVar:DBDestroyAll:DB$ DestroyAll | ValidCards$ Artifact.OppCtrl',
      'SVar:DBClash:DB$ Clash | WinSubAbility$ DBDestroyAll',
    ]);
  });

  test('a spell returned to its owner\'s hand from the stack names itself (Defined$ Self)', () => {
    assert.deepStrictEqual(script('Test Boomerang {1}{R}\nInstant\nTest Boomerang deals 2 damage to any target. Clash with an opponent. If you win, return Test Boomerang to its owner\'s hand.'), [
      'A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 2 | SubAbility$ DBClash',
      'SVar:DBChangeZone:DB$ ChangeZone | Defined$ Self | Origin$ Stack | Destination$ Hand',
      'SVar:DBClash:DB$ Clash | WinSubAbility$ DBChangeZone',
    ]);
  });

  test('a clash whose won steps target is not written yet', () => {
    assert.match(forgeNotScripted('Test Knight {2}{W}\nCreature — Knight\nWhenever Test Knight attacks, clash with an opponent. If you win, target creature gains flying until end of turn.\n2/2').join('\n'), /clash whose won steps have a target/);
  });
});
