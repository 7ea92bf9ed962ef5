import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: flipping a coin', () => {
  test('"Flip a coin. If you win the flip, …" is FlipACoin with the won flip\'s effects in WinSubAbility$', () => {
    assert.deepStrictEqual(script('Test Gambler {1}{R}\nCreature — Human Rogue\n{T}, Pay 2 life: Flip a coin. If you win the flip, you gain 5 life.\n1/1'), [
      'A:AB$ FlipACoin | Cost$ T PayLife<2> | WinSubAbility$ DBGainLife',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 5',
    ]);
  });

  test('each outcome is a chain of its own, the lost flip\'s in LoseSubAbility$', () => {
    assert.deepStrictEqual(script('Test Chest {3}\nArtifact\n{2}, {T}: Flip a coin. If you win the flip, sacrifice Test Chest and draw two cards. If you lose the flip, you lose 2 life.'), [
      'A:AB$ FlipACoin | Cost$ 2 T | WinSubAbility$ DBSacrifice | LoseSubAbility$ DBLoseLife',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 2',
      'SVar:DBSacrifice:DB$ Sacrifice | Defined$ Self | SubAbility$ DBDraw',
      'SVar:DBLoseLife:DB$ LoseLife | Defined$ You | LifeAmount$ 2',
    ]);
  });

  test('a triggered flip is not written', () => {
    assert.match(forgeNotScripted('Test Doll {2}\nArtifact Creature — Construct\nWhenever Test Doll deals combat damage to a creature, flip a coin. If you win the flip, you gain 1 life.\n1/1').join('\n'), /coin flip in a triggered ability/);
  });

  test('a flip with a target is not written yet', () => {
    assert.match(forgeNotScripted('Test Thrower {1}{R}\nCreature — Goblin\n{T}: Flip a coin. If you win the flip, Test Thrower deals 2 damage to any target. If you lose the flip, Test Thrower deals 2 damage to you.\n1/1').join('\n'), /coin flip with a target/);
  });

  test('a step after the flip happens whatever the flip: it ends both outcomes', () => {
    assert.deepStrictEqual(script('Test Luck {1}{R}\nInstant\nFlip a coin. If you win the flip, you gain 3 life. Draw a card.'), [
      'A:SP$ FlipACoin | Cost$ 1 R | WinSubAbility$ DBGainLife | LoseSubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1',
      'SVar:DBGainLife:DB$ GainLife | LifeAmount$ 3 | SubAbility$ DBDraw',
    ]);
  });
});
