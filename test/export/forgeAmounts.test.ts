import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: amounts said "equal to"', () => {
  test("the number of cards in a target player's hand is TargetedPlayer$CardsInHand", () => {
    assert.deepStrictEqual(script("Test Glare {2}{R}\nSorcery\nTest Glare deals damage to target player equal to the number of cards in that player's hand."), [
      'A:SP$ DealDamage | Cost$ 2 R | ValidTgts$ Player | NumDmg$ X',
      'SVar:X:TargetedPlayer$CardsInHand',
    ]);
  });
});
