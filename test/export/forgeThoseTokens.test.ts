import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "N of those tokens instead"', () => {
  test('a kicked spell creating "four of those tokens instead" counts Count$Kicked.4.2, its next sentence a sub-ability', () => {
    const lines = script('Hoard Call {2}{R}\nSorcery\nKicker {3}{R}\nCreate two Treasure tokens. If this spell was kicked, create four of those tokens instead. Draw a card.');
    assert.ok(lines.some((l) => /^A:SP\$ Token \| Cost\$ 2 R \| TokenAmount\$ X \| TokenName\$ Treasure .*\| SubAbility\$ DBDraw$/.test(l)), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$Kicked.4.2'), lines.join('\n'));
    assert.ok(lines.includes('SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 1'), lines.join('\n'));
  });

  test('"those tokens" after two kinds of tokens is not written (it might mean either kind or both)', () => {
    const kicked = script('Twin Muster {3}{W}\nSorcery\nKicker {2}\nCreate a 1/1 white Soldier creature token. Create a 2/2 green Bear creature token. If this spell was kicked, create three of those tokens instead.');
    assert.ok(!kicked.some((l) => /Count\$Kicked/.test(l)), kicked.join('\n'));
    const fateful = script('Lantern Pair {3}{W}\nInstant\nCreate a 1/1 white Spirit creature token with flying. Create a 1/1 white Soldier creature token.\nFateful hour — If you have 5 or less life, create three of those tokens instead.');
    assert.ok(!fateful.some((l) => /Count\$FatefulHour/.test(l)), fateful.join('\n'));
  });
});
