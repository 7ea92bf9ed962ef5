import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "N of those tokens instead" on a fateful hour line', () => {
  test('"Fateful hour — If you have 5 or less life, create four of those tokens instead." changes the line before: Count$FatefulHour.4.1', () => {
    const lines = script('Last Muster {2}{W}\nInstant\nCreate a 2/2 white Soldier creature token.\nFateful hour — If you have 5 or less life, create four of those tokens instead.');
    assert.ok(lines.some((l) => /^A:SP\$ Token \| Cost\$ 2 W \| TokenAmount\$ X \| TokenName\$ Soldier /.test(l)), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$FatefulHour.4.1'), lines.join('\n'));
  });
});
