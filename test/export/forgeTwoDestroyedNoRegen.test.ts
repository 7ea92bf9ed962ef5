import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: two targets destroyed, "They can\'t be regenerated."', () => {
  test('each Destroy of the chain has NoRegen$', () => {
    assert.deepStrictEqual(script("Ruinous Sleet {3}{B}{R}\nSorcery\nDestroy target artifact and target enchantment. They can't be regenerated."), [
      'A:SP$ Destroy | Cost$ 3 B R | ValidTgts$ Artifact | NoRegen$ True | SubAbility$ DBDestroy',
      'SVar:DBDestroy:DB$ Destroy | ValidTgts$ Enchantment | NoRegen$ True',
    ]);
  });
});
