import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: each other player', () => {
  test('"each other player" is Defined$ Player.Other, even in a spell', () => {
    assert.deepStrictEqual(script('Shared Lore {1}{U}\nSorcery\nYou draw two cards, then each other player draws a card.'), [
      'A:SP$ Draw | Cost$ 1 U | Defined$ You | NumCards$ 2 | SubAbility$ DBDraw',
      'SVar:DBDraw:DB$ Draw | Defined$ Player.Other | NumCards$ 1',
    ]);
  });
});
