import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts of "Players can\'t play lands."', () => {
  test('S:Mode$ CantPlayLand with nothing more', () => {
    assert.deepStrictEqual(script("Dry Season {2}{R}\nEnchantment\nPlayers can't play lands.").filter((l) => l.startsWith('S:')), ['S:Mode$ CantPlayLand']);
  });
});
