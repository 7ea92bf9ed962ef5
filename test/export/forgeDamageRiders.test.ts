import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: what a damage spell does besides its damage', () => {
  test('"If a creature dealt damage this way would die this turn, exile it instead" remembers the damaged (RememberDamaged$, ReplaceDyingDefined$ Remembered, Cleanup)', () => {
    assert.deepStrictEqual(script('Cinder Verdict {1}{R}\nInstant\nCinder Verdict deals 3 damage to any target. If a creature dealt damage this way would die this turn, exile it instead.'), [
      'A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 3 | RememberDamaged$ True | ReplaceDyingDefined$ Remembered | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
    assert.deepStrictEqual(script('Cinder Gale {1}{R}\nSorcery\nCinder Gale deals 1 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead.'), [
      'A:SP$ DamageAll | Cost$ 1 R | ValidCards$ Creature | NumDmg$ 1 | RememberDamaged$ True | ReplaceDyingDefined$ Remembered | SubAbility$ DBCleanup',
      'SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True',
    ]);
  });

  test('"A creature dealt damage this way can\'t be regenerated this turn" is a Pump of the target with the hidden keyword', () => {
    assert.deepStrictEqual(script("Cinder Lance {1}{R}\nInstant\nCinder Lance deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn."), [
      'A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 3 | SubAbility$ DBPump',
      "SVar:DBPump:DB$ Pump | Defined$ Targeted | KW$ HIDDEN CARDNAME can't be regenerated.",
    ]);
  });
});

suite('Forge scripts: prevention divided among targets', () => {
  test('"Prevent the next 4 damage … to any number of targets, divided as you choose" is PreventDamage with DividedAsYouChoose$', () => {
    assert.deepStrictEqual(script('Shared Ward {2}{W}\nInstant\nPrevent the next 4 damage that would be dealt this turn to any number of targets, divided as you choose.'), [
      'A:SP$ PreventDamage | Cost$ 2 W | ValidTgts$ Creature,Player,Planeswalker | TargetMin$ 1 | TargetMax$ 4 | Amount$ 4 | DividedAsYouChoose$ 4',
    ]);
  });
});
