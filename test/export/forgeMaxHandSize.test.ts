import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: a maximum hand size', () => {
  test('SetMaxHandSize of you or of the chosen player (Player.Chosen), RaiseMaxHandSize of opponents', () => {
    assert.deepStrictEqual(script('Tight Purse {1}{U}\nEnchantment\nYour maximum hand size is three.'), ['S:Mode$ Continuous | Affected$ You | SetMaxHandSize$ 3']);
    assert.deepStrictEqual(script("Tight Purse {1}{U}\nEnchantment\nEach opponent's maximum hand size is reduced by two."), ['S:Mode$ Continuous | Affected$ Opponent | RaiseMaxHandSize$ -2']);
    const chosen = script("Tight Purse {1}{U}\nEnchantment\nAs Tight Purse enters the battlefield, choose an opponent.\nThe chosen player's maximum hand size is five.\nAt the beginning of your upkeep, scry 1.");
    assert.ok(chosen.includes('S:Mode$ Continuous | Affected$ Player.Chosen | SetMaxHandSize$ 5'), chosen.join('\n'));
    assert.ok(chosen.includes('SVar:ChooseOnEntering:DB$ ChoosePlayer | Defined$ You | Choices$ Player.Opponent'), chosen.join('\n'));
  });

  test('"the chosen player" on a card that chooses no player as it enters is left out with a reason', () => {
    assert.deepStrictEqual(notScripted("Tight Purse {1}{U}\nEnchantment\nThe chosen player's maximum hand size is five."), ['"the chosen player" on a card that chooses no player as it enters']);
  });
});
