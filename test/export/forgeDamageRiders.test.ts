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
});
