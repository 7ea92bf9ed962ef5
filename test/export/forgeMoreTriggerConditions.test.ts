import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: intervening "if"s of what happened this turn, a player\'s domain, what you control other than the card', () => {
  test('"if ~ dealt damage to an opponent this turn" is IsPresent$ Card.Self+dealtDamageToOppThisTurn; "it" of a step\'s trigger is the card', () => {
    const lines = script('Gloam Raider {1}{U}{B}\nCreature — Vampire Pirate\nAt the beginning of each end step, if Gloam Raider dealt damage to an opponent this turn, untap it.\n3/1');
    assert.match(lines[0], /^T:Mode\$ Phase \| Phase\$ End of Turn \| TriggerZones\$ Battlefield \| IsPresent\$ Card\.Self\+dealtDamageToOppThisTurn \|/);
    assert.ok(lines.includes('SVar:TrigEffect:DB$ Untap | Defined$ Self'), lines.join('\n'));
  });

  test('after "if ~ dealt damage to an opponent this turn", "it" of an event with its own object is that object', () => {
    const card = (trigger: string): string[] => script(`Cinder Tollkeeper {2}{R}\nCreature — Goblin Shaman\n${trigger}\n2/2`);
    const dies = card('Whenever a creature an opponent controls dies, if Cinder Tollkeeper dealt damage to an opponent this turn, exile it.');
    assert.ok(dies.includes('SVar:TrigEffect:DB$ ChangeZone | Origin$ Graveyard | Destination$ Exile | Defined$ TriggeredCard'), dies.join('\n'));
    const enters = card('Whenever another creature enters the battlefield under your control, if Cinder Tollkeeper dealt damage to an opponent this turn, put a +1/+1 counter on it.');
    assert.ok(enters.includes('SVar:TrigEffect:DB$ PutCounter | Defined$ TriggeredCard | CounterType$ P1P1 | CounterNum$ 1'), enters.join('\n'));
    const attacks = card('Whenever a creature you control attacks, if Cinder Tollkeeper dealt damage to an opponent this turn, it gains haste until end of turn.');
    assert.ok(attacks.includes('SVar:TrigEffect:DB$ Pump | Defined$ TriggeredAttacker | KW$ Haste'), attacks.join('\n'));
  });

  test('"if an enchantment entered the battlefield under your control this turn" counts the enchantments that entered this turn', () => {
    const lines = script('Hoard Sentinel {3}{W}\nArtifact Creature — Golem\nAt the beginning of your end step, if an enchantment entered the battlefield under your control this turn, scry 2.\n2/5');
    assert.match(lines[0], /CheckSVar\$ X \| SVarCompare\$ GE1/);
    assert.ok(lines.includes('SVar:X:Count$ThisTurnEntered_Battlefield_Enchantment.YouCtrl'), lines.join('\n'));
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

  test('"that player" of a step\'s trigger that names no player is not written', () => {
    for (const when of ['each combat', 'each end step']) {
      assert.ok(forgeNotScripted(`Lantern of Plenty {2}\nArtifact\nAt the beginning of ${when}, if there are two or more basic land types among lands that player controls, you gain 1 life.`).length > 0, when);
    }
  });

  test('"if you control no Bats other than ~" is IsPresent$ Bat.Other+YouCtrl | PresentCompare$ EQ0', () => {
    const lines = script('Roost Keeper {3}{B}\nCreature — Bat\nAt the beginning of your upkeep, if you control no Bats other than Roost Keeper, create a 1/1 black Bat creature token with flying.\n2/2');
    assert.match(lines[0], /IsPresent\$ Bat\.Other\+YouCtrl \| PresentCompare\$ EQ0/);
  });

  test('"no other Bats other than ~" is not written (an "other" of the filter\'s own)', () => {
    assert.ok(forgeNotScripted('Nightwing Loft {2}{B}\nEnchantment\nAt the beginning of your end step, if you control no other Bats other than Nightwing Loft, you lose 1 life.').length > 0);
  });
});
