import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of "Players can\'t play lands."', () => {
  test('S:Mode$ CantPlayLand with nothing more', () => {
    assert.deepStrictEqual(script("Scorched Accord {1}{R}{R}\nEnchantment\nAt the beginning of your upkeep, Scorched Accord deals 1 damage to you.\nPlayers can't play lands.").filter((l) => l.startsWith('S:')), ['S:Mode$ CantPlayLand']);
  });
});
