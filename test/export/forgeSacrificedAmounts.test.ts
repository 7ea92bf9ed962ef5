import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: the sacrificed object of a spell\'s additional cost, counters on the card dealing damage', () => {
  test('a spell\'s additional cost is in its Cost$; the sacrificed creature\'s power or toughness is Sacrificed$', () => {
    assert.deepStrictEqual(script("Test Offering {1}{W}\nSorcery\nAs an additional cost to cast this spell, sacrifice a creature.\nTarget player gains life equal to the sacrificed creature's toughness."), [
      'A:SP$ GainLife | Cost$ 1 W Sac<1/Creature> | ValidTgts$ Player | LifeAmount$ X',
      'SVar:X:Sacrificed$CardToughness',
    ]);
    assert.deepStrictEqual(script("Test Lash {3}{B}\nInstant\nAs an additional cost to cast this spell, sacrifice a creature.\nTest Lash deals damage to any target equal to the sacrificed creature's power."), [
      'A:SP$ DealDamage | Cost$ 3 B Sac<1/Creature> | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X',
      'SVar:X:Sacrificed$CardPower',
    ]);
  });

  test('"where X is the sacrificed artifact\'s mana value" is Sacrificed$CardManaCost', () => {
    assert.deepStrictEqual(script("Test Smelting {3}{R}\nSorcery\nAs an additional cost to cast this spell, sacrifice an artifact.\nPut X +1/+1 counters on target creature you control, where X is the sacrificed artifact's mana value.").slice(1), [
      'SVar:X:Sacrificed$CardManaCost',
    ]);
  });

  test('at the beginning of a step, "~ deals damage equal to the number of charge counters on it" is Count$CardCounters', () => {
    const lines = script('Test Capacitor {4}\nArtifact\nAt the beginning of your upkeep, put a charge counter on Test Capacitor.\nAt the beginning of your end step, Test Capacitor deals damage equal to the number of charge counters on it to each player.');
    assert.ok(lines.includes('SVar:X:Count$CardCounters.CHARGE'), lines.join('\n'));
    assert.ok(lines.some((l) => /DB\$ DealDamage \| Defined\$ Player \| NumDmg\$ X$/.test(l)), lines.join('\n'));
  });
});
