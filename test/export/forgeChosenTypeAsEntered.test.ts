import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: the creature type chosen as the card entered', () => {
  test('"~ is the chosen type in addition to its other types", alone, is a characteristic-defining static of the card in every zone adding Forge\'s `ChosenType`', () => {
    const lines = script('Mimic Totem {3}\nArtifact Creature — Construct\nReach\nAs Mimic Totem enters the battlefield, choose a creature type.\nMimic Totem is the chosen type in addition to its other types.\nWhen Mimic Totem dies, draw a card.\n1/3');
    assert.ok(lines.includes('S:Mode$ Continuous | EffectZone$ All | Affected$ Card.Self | CharacteristicDefining$ True | AddType$ ChosenType'), lines.join('\n'));
  });

  test('"~ is the chosen type …" with more in the same ability, or on a card that chooses no creature type, it is left out with a reason', () => {
    assert.deepStrictEqual(notScripted('Mimic Totem {3}\nArtifact Creature — Construct\nAs Mimic Totem enters the battlefield, choose a creature type.\nMimic Totem is the chosen type in addition to its other types and has flying.\n1/3'), ['a static ability of the card on itself']);
    assert.deepStrictEqual(notScripted('Mimic Totem {3}\nArtifact Creature — Construct\nMimic Totem is the chosen type in addition to its other types.\n1/3'), ['"of the chosen type" on a card that chooses no creature type as it enters']);
  });

  test('"Sacrifice a creature of the chosen type" is `Sac<1/Creature.ChosenType>`, without words, as a bare type', () => {
    const lines = script('Tribal Catapult {4}\nArtifact\nAs Tribal Catapult enters the battlefield, choose a creature type.\n{1}{B}, Sacrifice a creature of the chosen type: You gain 3 life and scry 1.');
    assert.ok(lines.some((l) => l.startsWith('A:AB$ GainLife | Cost$ 1 B Sac<1/Creature.ChosenType> |')), lines.join('\n'));
    const two = script('Tribal Catapult {4}\nArtifact\nAs Tribal Catapult enters the battlefield, choose a creature type.\n{1}{B}, Sacrifice two creatures of the chosen type: Draw two cards.');
    assert.ok(two.some((l) => l.startsWith('A:AB$ Draw | Cost$ 1 B Sac<2/Creature.ChosenType> |')), two.join('\n'));
  });
});
