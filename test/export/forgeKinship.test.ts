import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

const kin = (then: string) => `Hollow Lantern Keeper {3}{B}\nCreature — Elf Warlock\nKinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with Hollow Lantern Keeper, you may reveal it. If you do, ${then}\n2/3`;

suite('Forge scripts: kinship', () => {
  test('it is an optional upkeep trigger: PeekAndReveal of a card sharing a creature type, each step on the remembered card, then a Cleanup', () => {
    const lines = script(kin('you gain 2 life and draw a card.'));
    assert.match(lines[0], /^T:Mode\$ Phase \| Phase\$ Upkeep \| ValidPlayer\$ You \| TriggerZones\$ Battlefield \| .*OptionalDecider\$ You/);
    assert.ok(lines.includes('SVar:TrigEffect:DB$ PeekAndReveal | PeekAmount$ 1 | RevealValid$ Card.sharesCreatureTypeWith | RevealOptional$ True | RememberRevealed$ True | SubAbility$ DBGainLife'), lines.join('\n'));
    assert.ok(lines.some((l) => /^SVar:DBGainLife:DB\$ GainLife \| .*ConditionDefined\$ Remembered \| ConditionPresent\$ Card \| ConditionCompare\$ EQ1 \| SubAbility\$ DBDraw$/.test(l)), lines.join('\n'));
    assert.ok(lines.some((l) => /^SVar:DBDraw:DB\$ Draw \| .*ConditionDefined\$ Remembered \| ConditionPresent\$ Card \| ConditionCompare\$ EQ1 \| SubAbility\$ DBCleanup$/.test(l)), lines.join('\n'));
    assert.ok(lines.includes('SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True'), lines.join('\n'));
  });

  test('a step of each opponent is not written (Forge spells it two ways)', () => {
    assert.match(forgeNotScripted(kin('each opponent loses 2 life.')).join('\n'), /"each opponent" after a card revealed for kinship/);
  });
});
