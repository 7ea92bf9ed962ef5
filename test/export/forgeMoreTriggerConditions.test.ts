import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: intervening "if"s of what happened this turn, a player\'s domain, what you control other than the card', () => {
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

  test('a +1/+1 counter put on your permanent this turn is Forge\'s count of them (CheckSVar$ alone); cards drawn this turn Count$YouDrewThisTurn', () => {
    const counted = script('Brass Herald {1}{W}\nCreature — Human Soldier\nAt the beginning of your end step, if a +1/+1 counter was put on a permanent under your control this turn, you gain 2 life.\n1/3');
    assert.match(counted[0], /\| CheckSVar\$ X \| Execute/);
    assert.ok(counted.includes('SVar:X:Count$CountersAddedToPermYouCtrl P1P1'), counted.join('\n'));
    const drew = script('Lore Keeper Idol {3}\nArtifact\nAt the beginning of your end step, if you drew three or more cards this turn, each opponent loses 2 life.');
    assert.match(drew[0], /CheckSVar\$ X \| SVarCompare\$ GE3/);
    assert.ok(drew.includes('SVar:X:Count$YouDrewThisTurn'), drew.join('\n'));
  });

  test('"if you didn\'t lose life this turn" is Count$LifeYouLostThisTurn EQ0', () => {
    const lines = script("Unbroken Vigil {W}\nEnchantment\nAt the beginning of your end step, if you didn't lose life this turn, draw a card.");
    assert.match(lines[0], /CheckSVar\$ X \| SVarCompare\$ EQ0/);
    assert.ok(lines.includes('SVar:X:Count$LifeYouLostThisTurn'), lines.join('\n'));
  });

  test('that player\'s domain is Count$DomainActivePlayer', () => {
    const lines = script("Mosaic Ward {3}\nArtifact\nAt the beginning of each opponent's upkeep, if there are three or more basic land types among lands that player controls, that player loses 1 life.");
    assert.match(lines[0], /ValidPlayer\$ Opponent .*CheckSVar\$ X \| SVarCompare\$ GE3/);
    assert.ok(lines.includes('SVar:X:Count$DomainActivePlayer'), lines.join('\n'));
  });

  test('"if you control no Bats other than ~" is IsPresent$ Bat.Other+YouCtrl | PresentCompare$ EQ0', () => {
    const lines = script('Roost Keeper {3}{B}\nCreature — Bat\nAt the beginning of your upkeep, if you control no Bats other than Roost Keeper, create a 1/1 black Bat creature token with flying.\n2/2');
    assert.match(lines[0], /IsPresent\$ Bat\.Other\+YouCtrl \| PresentCompare\$ EQ0/);
  });
});
