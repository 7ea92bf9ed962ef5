import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

const banner = (ability: string): string => `Warband Banner {4}\nArtifact\n${ability}`;
const ifMost = 'Whenever a Goblin enters the battlefield, if a player controls more Goblins than each other player,';

suite('Forge scripts: the player who controls the most of a kind gains control of the card', () => {
  test('the trigger checks that player (CheckDefinedPlayer$) and GainControl names it the new controller', () => {
    const lines = script(banner(`${ifMost} the player who controls the most Goblins gains control of Warband Banner.`));
    assert.match(lines[0], /^T:Mode\$ ChangesZone \| Origin\$ Any \| Destination\$ Battlefield \| ValidCard\$ Goblin \| TriggerZones\$ Battlefield \| CheckDefinedPlayer\$ Player\.withMostTypeGoblinOnly \|/);
    assert.ok(lines.includes('SVar:TrigEffect:DB$ GainControl | Defined$ Self | NewController$ Player.withMostTypeGoblinOnly'), lines.join('\n'));
  });

  test('a kind of more than one type is not written', () => {
    assert.ok(forgeNotScripted(banner('Whenever a Goblin enters the battlefield, if a player controls more red creatures than each other player, the player who controls the most red creatures gains control of Warband Banner.')).length > 0);
  });

  test('without the "if" of the same kind (a tie would leave no such player) it is not written', () => {
    assert.ok(forgeNotScripted(banner(`${ifMost} the player who controls the most Orcs gains control of Warband Banner.`)).length > 0);
    assert.ok(forgeNotScripted(banner('Whenever a Goblin enters the battlefield, the player who controls the most Goblins gains control of Warband Banner.')).length > 0);
    assert.ok(forgeNotScripted(banner('{2}: The player who controls the most Goblins gains control of Warband Banner.')).length > 0);
  });
});
