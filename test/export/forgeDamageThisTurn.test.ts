import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: creatures dealt damage this turn', () => {
  test('"target creature that was dealt damage this turn" is Creature.wasDealtDamageThisTurn', () => {
    assert.deepStrictEqual(script('Test Sting {1}{R}\nInstant\nTest Sting deals 4 damage to target creature that was dealt damage this turn.'), [
      'A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature.wasDealtDamageThisTurn | NumDmg$ 4',
    ]);
  });

  test('"target creature that dealt damage this turn" is Creature.dealtDamageThisTurn', () => {
    assert.deepStrictEqual(script('Test Verdict {1}{W}\nInstant\nDestroy target creature that dealt damage this turn.'), [
      'A:SP$ Destroy | Cost$ 1 W | ValidTgts$ Creature.dealtDamageThisTurn',
    ]);
  });
});
