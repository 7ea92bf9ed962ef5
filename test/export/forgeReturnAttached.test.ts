import * as assert from 'node:assert';
import { forgeAbilityLines as script } from './exportHelpers.js';

suite('Forge scripts: an Aura returned attached to the trigger\'s creature', () => {
  test('the card named from its graveyard, AttachedTo$ TriggeredCard, the trigger working from the graveyard', () => {
    assert.deepStrictEqual(script('Test Fangs {1}{G}\nEnchantment — Aura\nEnchant creature\nWhen a creature with mana value 6 or greater enters the battlefield, you may return Test Fangs from your graveyard to the battlefield attached to that creature.').slice(2), [
      'T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.cmcGE6 | TriggerZones$ Graveyard | OptionalDecider$ You | Execute$ TrigEffect',
      'SVar:TrigEffect:DB$ ChangeZone | Defined$ Self | Origin$ Graveyard | Destination$ Battlefield | AttachedTo$ TriggeredCard',
    ]);
  });
});
