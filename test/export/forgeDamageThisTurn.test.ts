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

suite('Forge scripts: "each of" before targets', () => {
  test('"Put a +1/+1 counter on each of up to two target creatures" is PutCounter with TargetMin$ 0 | TargetMax$ 2', () => {
    assert.deepStrictEqual(script('Test Blessing {1}{G}\nSorcery\nPut a +1/+1 counter on each of up to two target creatures.'), [
      'A:SP$ PutCounter | Cost$ 1 G | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ 2 | CounterType$ P1P1 | CounterNum$ 1',
    ]);
  });

  test('"deals 3 damage to each of two target creatures" is DealDamage with TargetMin$ 2 | TargetMax$ 2', () => {
    assert.deepStrictEqual(script('Test Fork {3}{R}\nSorcery\nTest Fork deals 3 damage to each of two target creatures.'), [
      'A:SP$ DealDamage | Cost$ 3 R | ValidTgts$ Creature | TargetMin$ 2 | TargetMax$ 2 | NumDmg$ 3',
    ]);
  });
});
