import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: each other player', () => {
  test('"each other player" is Defined$ Player.Other, even in a spell', () => {
    assert.deepStrictEqual(script('Shared Lore {2}{U}\nSorcery\nYou draw three cards, then each other player draws a card.'), [
      'A:SP$ Draw | Cost$ 2 U | Defined$ You | NumCards$ 3 | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ Player.Other | NumCards$ 1',
    ]);
  });

  test('"each other player" after another player or a trigger\'s player is other than that one: not written as Player.Other', () => {
    for (const text of [
      'Test Split {2}{B}\nSorcery\nTarget player draws three cards. Each other player discards two cards.',
      'Test Tithe {1}{W}{B}\nInstant\nTarget opponent loses 3 life and each other player gains 1 life.',
      'Test Echo Bell {3}\nArtifact\nWhenever a player casts a spell, each other player loses 1 life.',
      'Test Toll {2}{R}\nEnchantment\nAt the beginning of each player\'s upkeep, each other player loses 1 life.',
    ]) assert.ok(!script(text).some((l) => l.includes('Player.Other')), `${text}\n${script(text).join('\n')}`);
  });
});
