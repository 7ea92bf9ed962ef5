import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('Forge scripts: the player who controls the most of a kind gains control of the card', () => {
  test('the trigger checks that player (CheckDefinedPlayer$) and GainControl names it the new controller', () => {
    const lines = script('Herd Sovereign {3}{G}\nCreature — Elk\nAt the beginning of your upkeep, if a player controls more Elves than each other player, the player who controls the most Elves gains control of Herd Sovereign.\n4/4');
    assert.match(lines[0], /^T:Mode\$ Phase \| Phase\$ Upkeep \| ValidPlayer\$ You \| TriggerZones\$ Battlefield \| CheckDefinedPlayer\$ Player\.withMostTypeElfOnly \|/);
    assert.ok(lines.includes('SVar:TrigEffect:DB$ GainControl | Defined$ Self | NewController$ Player.withMostTypeElfOnly'), lines.join('\n'));
  });

  test('a kind of more than one type is not written', () => {
    assert.ok(forgeNotScripted('Herd Sovereign {3}{G}\nCreature — Elk\nAt the beginning of your upkeep, if a player controls more green creatures than each other player, the player who controls the most green creatures gains control of Herd Sovereign.\n4/4').length > 0);
  });
});
