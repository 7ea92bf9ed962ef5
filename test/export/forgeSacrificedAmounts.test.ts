import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: the sacrificed object of a spell\'s additional cost, counters on the card dealing damage', () => {
  test('a spell\'s additional cost is in its Cost$; the sacrificed creature\'s power or toughness is Sacrificed$', () => {
    assert.deepStrictEqual(script("Test Grim Tally {1}{B}\nInstant\nAs an additional cost to cast this spell, sacrifice a creature.\nEach opponent loses life equal to the sacrificed creature's toughness."), [
      'A:SP$ LoseLife | Cost$ 1 B Sac<1/Creature> | Defined$ Player.Opponent | LifeAmount$ X',
      'SVar:X:Sacrificed$CardToughness',
    ]);
    assert.deepStrictEqual(script("Test Hurl {2}{R}\nSorcery\nAs an additional cost to cast this spell, sacrifice a creature.\nTest Hurl deals damage equal to the sacrificed creature's toughness to target creature."), [
      'A:SP$ DealDamage | Cost$ 2 R Sac<1/Creature> | ValidTgts$ Creature | NumDmg$ X',
      'SVar:X:Sacrificed$CardToughness',
    ]);
  });

  test('"where X is the sacrificed artifact\'s mana value" is Sacrificed$CardManaCost', () => {
    assert.deepStrictEqual(script("Test Melt Down {1}{R}\nInstant\nAs an additional cost to cast this spell, sacrifice an artifact.\nTarget player loses X life, where X is the sacrificed artifact's mana value.").slice(1), [
      'SVar:X:Sacrificed$CardManaCost',
    ]);
  });

  test('at the beginning of a step, "~ deals damage equal to the number of charge counters on it" is Count$CardCounters', () => {
    const lines = script('Test Dynamo {3}\nArtifact\nWhenever you cast an artifact spell, put a charge counter on Test Dynamo.\nAt the beginning of your upkeep, Test Dynamo deals damage equal to the number of charge counters on it to each player.');
    assert.ok(lines.includes('SVar:X:Count$CardCounters.CHARGE'), lines.join('\n'));
    assert.ok(lines.some((l) => /DB\$ DealDamage \| Defined\$ Player \| NumDmg\$ X$/.test(l)), lines.join('\n'));
  });
});
