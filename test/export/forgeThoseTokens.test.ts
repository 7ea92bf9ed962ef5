import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "N of those tokens instead"', () => {
  test('a kicked spell creating "four of those tokens instead" counts Count$Kicked.4.2, its next sentence a sub-ability', () => {
    const lines = script('Hoard Call {2}{R}\nSorcery\nKicker {3}{R}\nCreate two Treasure tokens. If this spell was kicked, create four of those tokens instead. Draw a card.');
    assert.ok(lines.some((l) => /^A:SP\$ Token \| Cost\$ 2 R \| TokenAmount\$ X \| TokenName\$ Treasure .*\| SubAbility\$ DBDraw$/.test(l)), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$Kicked.4.2'), lines.join('\n'));
    assert.ok(lines.includes('SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1'), lines.join('\n'));
  });
});
