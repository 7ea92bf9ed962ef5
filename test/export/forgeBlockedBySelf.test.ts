import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: a creature the card itself is blocking', () => {
  test('"target creature it\'s blocking" is Creature.blockedBySource', () => {
    assert.deepStrictEqual(script("Test Hedge {2}{G}\nCreature — Plant Wall\n{G}, {T}: Test Hedge deals 2 damage to target creature it's blocking. You gain 2 life.\n0/4"), [
      'A:AB$ DealDamage | Cost$ G T | ValidTgts$ Creature.blockedBySource | NumDmg$ 2 | SubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 2',
    ]);
  });

  test('"target creature ~ is blocking" is Creature.blockedBySource', () => {
    assert.deepStrictEqual(script('Test Grip {1}{B}\nCreature — Wall\n{1}{B}: Tap target creature Test Grip is blocking.\n0/3'), [
      'A:AB$ Tap | Cost$ 1 B | ValidTgts$ Creature.blockedBySource',
    ]);
  });

  test('"it\'s blocking" after another target is not read as the card', () => {
    assert.deepStrictEqual(script("Test Coil {2}{B}\nCreature — Zombie\n{T}: Target creature gets -2/-0 until end of turn. Test Coil deals 1 damage to target creature it's blocking.\n1/3"), []);
  });

  test('"it\'s blocking" in a dies trigger is not written: Forge takes the dead card out of combat', () => {
    assert.deepStrictEqual(script("Test Bramble {1}{G}\nCreature — Plant Wall\nDefender\nWhen Test Bramble dies, it deals 3 damage to target creature it's blocking.\n0/5").filter((l) => !l.startsWith('K:')), []);
  });
});
