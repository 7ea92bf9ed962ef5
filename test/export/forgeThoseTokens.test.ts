import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: "N of those tokens instead"', () => {
  test('a kicked spell creating "seven of those tokens instead" counts Count$Kicked.7.3', () => {
    const lines = script('Rally the Hamlet {1}{W}{W}\nSorcery\nKicker {4}\nCreate three 1/1 white Soldier creature tokens. If this spell was kicked, create seven of those tokens instead.');
    assert.ok(lines.some((l) => /^A:SP\$ Token \| Cost\$ 1 W W \| TokenAmount\$ X \| TokenName\$ Soldier /.test(l)), lines.join('\n'));
    assert.ok(lines.includes('SVar:X:Count$Kicked.7.3'), lines.join('\n'));
  });
});
