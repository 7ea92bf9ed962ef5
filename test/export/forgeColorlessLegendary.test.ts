import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge scripts of "Creatures your opponents control are colorless", "Noncreature artifacts are legendary"', () => {
  test('SetColor$ Colorless and AddType$ Legendary of the objects', () => {
    assert.deepStrictEqual(script('Bleaching Haze {1}{U}\nEnchantment\nCreatures your opponents control are colorless.'), ['S:Mode$ Continuous | Affected$ Creature.OppCtrl | SetColor$ Colorless']);
    assert.deepStrictEqual(script('Relic Registry {3}\nArtifact\nNoncreature artifacts are legendary.'), ['S:Mode$ Continuous | Affected$ Artifact.nonCreature | AddType$ Legendary']);
  });

  test('of cards (every zone) it is not written: Forge\'s Affected$ is of permanents only', () => {
    const reason = ["an effect on cards in every zone (Forge's Affected$ is of permanents)"];
    assert.deepStrictEqual(notScripted('Relic Registry {3}\nArtifact\nAll cards are legendary.'), reason);
    assert.deepStrictEqual(notScripted('Bleaching Haze {1}{U}\nEnchantment\nAll creature cards are colorless.'), reason);
    assert.deepStrictEqual(notScripted('Verdant Tint {G}\nEnchantment\nAll cards are green.'), reason);
  });
});
