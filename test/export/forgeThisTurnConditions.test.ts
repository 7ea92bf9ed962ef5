import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: intervening "if"s of what happened this turn', () => {
  test('"if ~ dealt damage to an opponent this turn" is IsPresent$ Card.Self+dealtDamageToOppThisTurn', () => {
    const lines = script('Dune Skulker {1}{B}\nCreature — Human Rogue\nAt the beginning of your end step, if Dune Skulker dealt damage to an opponent this turn, put two +1/+1 counters on it.\n2/1');
    assert.match(lines[0], /^T:Mode\$ Phase \| Phase\$ End of Turn \| ValidPlayer\$ You \| TriggerZones\$ Battlefield \| IsPresent\$ Card\.Self\+dealtDamageToOppThisTurn \|/);
    assert.ok(lines.includes('SVar:TrigEffect:DB$ PutCounter | Defined$ Self | CounterType$ P1P1 | CounterNum$ 2'), lines.join('\n'));
  });

  test('"if an artifact entered the battlefield under your control this turn" counts the artifacts that entered this turn', () => {
    const lines = script('Vow of the Spark {2}{W}\nLegendary Enchantment\nAt the beginning of your end step, if an artifact entered the battlefield under your control this turn, draw a card.');
    assert.match(lines[0], /CheckSVar\$ X \| SVarCompare\$ GE1/);
    assert.ok(lines.includes('SVar:X:Count$ThisTurnEntered_Battlefield_Artifact.YouCtrl'), lines.join('\n'));
  });
});
