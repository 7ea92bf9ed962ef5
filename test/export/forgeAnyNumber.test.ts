import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: counters distributed among targets', () => {
  test('"Distribute two +1/+1 counters among one or two target creatures you control" is PutCounter with DividedAsYouChoose$', () => {
    assert.deepStrictEqual(script('Shared Growth {1}{G}\nInstant\nDistribute two +1/+1 counters among one or two target creatures you control.'), [
      'A:SP$ PutCounter | Cost$ 1 G | ValidTgts$ Creature.YouCtrl | TargetMin$ 1 | TargetMax$ 2 | CounterType$ P1P1 | CounterNum$ 2 | DividedAsYouChoose$ 2',
    ]);
  });

  test('any number of target creatures is at most one per counter (TargetMax$ the counters)', () => {
    assert.deepStrictEqual(script('Seed Scatter {3}{G}\nSorcery\nDistribute five +1/+1 counters among any number of target creatures.'), [
      'A:SP$ PutCounter | Cost$ 3 G | ValidTgts$ Creature | TargetMin$ 1 | TargetMax$ 5 | CounterType$ P1P1 | CounterNum$ 5 | DividedAsYouChoose$ 5',
    ]);
  });
});

suite('Forge scripts: any number of target players', () => {
  test('"Any number of target players each gain 4 life" targets 0 to every player (TargetMax$ PlayerCountPlayers$Amount)', () => {
    assert.deepStrictEqual(script('Shared Harvest {1}{G}\nSorcery\nAny number of target players each gain 4 life.'), [
      'A:SP$ GainLife | Cost$ 1 G | ValidTgts$ Player | TargetMin$ 0 | TargetMax$ MaxTgts | LifeAmount$ 4',
      'SVar:MaxTgts:PlayerCountPlayers$Amount',
    ]);
  });
});
