import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted } from './exportHelpers.js';

suite('another player\'s "may" in a trigger', () => {
  test('"that creature\'s controller may draw a card" is decided by TriggeredCardController, who draws', () => {
    const lines = script("Grief Orchard {3}{G}\nEnchantment\nWhenever a nontoken creature is put into a graveyard from the battlefield, that creature's controller may draw a card.");
    assert.match(lines[0], /^T:Mode\$ ChangesZone \| Origin\$ Battlefield \| Destination\$ Graveyard \| ValidCard\$ Creature\.nonToken .*\| OptionalDecider\$ TriggeredCardController \|/);
    assert.strictEqual(lines[1], 'SVar:TrigEffect:DB$ Draw | Defined$ TriggeredCardController | NumCards$ 1');
  });
});

suite('a token that\'s a copy of the trigger\'s object', () => {
  test('is read but not written yet (Forge\'s scripts ask for the payment two ways)', () => {
    const reasons = forgeNotScripted("Forge of Echoes {4}\nArtifact\nWhenever another nontoken artifact enters the battlefield under your control, you may pay {3}. If you do, create a token that's a copy of that artifact.");
    assert.deepStrictEqual(reasons, ["a token that's a copy of the trigger's object (not written yet)"]);
  });
});
