import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('another player\'s "may" in a trigger', () => {
  test('"that creature\'s controller may draw a card" is decided by TriggeredCardController, who draws', () => {
    const lines = script("Grief Orchard {1}{G}{G}\nEnchantment\nWhenever a nontoken creature dies, that creature's controller may draw a card.");
    assert.match(lines[0], /^T:Mode\$ ChangesZone \| Origin\$ Battlefield \| Destination\$ Graveyard \| ValidCard\$ Creature\.nonToken .*\| OptionalDecider\$ TriggeredCardController \|/);
    assert.strictEqual(lines[1], 'SVar:TrigEffect:DB$ Draw | Defined$ TriggeredCardController | NumCards$ 1');
  });
});
