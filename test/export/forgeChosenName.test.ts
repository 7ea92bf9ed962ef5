import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: locks on the chosen card name', () => {
  test('CantBeCast and CantBeActivated of Forge\'s NamedCard, NonMana$ True when mana abilities are spared', () => {
    const lines = script("Hush Idol {3}\nArtifact Creature — Golem\nAs Hush Idol enters the battlefield, choose a nonland card name.\nSpells with the chosen name can't be cast.\nActivated abilities of sources with the chosen name can't be activated unless they're mana abilities.\n2/2");
    assert.ok(lines.includes('SVar:ChooseOnEntering:DB$ NameCard | Defined$ You | ValidCards$ Card.nonLand | ValidDesc$ nonland'), lines.join('\n'));
    assert.ok(lines.includes('S:Mode$ CantBeCast | ValidCard$ Card.NamedCard'), lines.join('\n'));
    assert.ok(lines.includes('S:Mode$ CantBeActivated | ValidCard$ Card.NamedCard | NonMana$ True'), lines.join('\n'));
  });

  test('on a card that chooses no card name as it enters, it is left out with a reason', () => {
    assert.deepStrictEqual(notScripted("Hush Idol {3}\nArtifact Creature — Golem\nSpells with the chosen name can't be cast.\n2/2"), ['"the chosen name" on a card that chooses no card name as it enters']);
  });
});
