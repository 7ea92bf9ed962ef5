import * as assert from 'node:assert';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const grantRefused = '"the chosen …" in an ability in quotes (Forge reads the choice of the object that gets it)';

suite('Forge export: a choice made as the card entered, read by an ability it grants or by a choice it does not make', () => {
  test('mana "of the chosen color" on a card that makes no color choice as it enters is left out with a reason', () => {
    assert.deepStrictEqual(notScripted('Tinted Seed {G}\nArtifact — Equipment\nEquipped creature has "{T}: Add one mana of the chosen color."\nEquip {1}'), ['mana "of the chosen color" on a card that chooses no color as it enters']);
    // A choice the card makes otherwise (by an activated ability, of two colors) is not the one `Produced$ Chosen` reads.
    assert.ok(notScripted('Shifting Prism {2}\nArtifact\n{1}: Choose a color. Shifting Prism becomes the chosen color until end of turn.\n{T}: Add one mana of the chosen color.').includes('mana "of the chosen color" on a card that chooses no color as it enters'));
    assert.ok(notScripted('Twin Prism {2}\nArtifact\nAs Twin Prism enters the battlefield, choose two colors.\n{T}: Add one mana of the chosen color.').includes('mana "of the chosen color" on a card that chooses no color as it enters'));
  });

  test('mana of the chosen color in an ability the card grants, or a token has, is left out: Forge reads the choice of that object', () => {
    assert.deepStrictEqual(notScripted('Tinted Seed {G}\nArtifact — Equipment\nAs Tinted Seed enters the battlefield, choose a color.\nEquipped creature has "{T}: Add one mana of the chosen color."\nEquip {1}'), [grantRefused]);
    const garden = 'Hue Garden {2}{G}\nEnchantment\nAs Hue Garden enters the battlefield, choose a color.\nLands you control have "{T}: Add one mana of the chosen color."';
    assert.deepStrictEqual(notScripted(garden), [grantRefused]);
    assert.ok(!script(garden).some((l) => l.includes('Produced$ Chosen')), script(garden).join('\n'));
    assert.deepStrictEqual(notScripted('Hue Seeds {1}{G}\nEnchantment\nAs Hue Seeds enters the battlefield, choose a color.\nWhen Hue Seeds enters the battlefield, create a 0/1 green Plant creature token. It has "{T}: Add one mana of the chosen color."'), ['the mana an ability in quotes adds']);
  });

  test('the chosen player, a source of the chosen color and a creature of the chosen type in a granted ability are left out', () => {
    assert.deepStrictEqual(notScripted('Feud Sigil {1}{R}\nEnchantment — Aura\nEnchant creature\nAs Feud Sigil enters the battlefield, choose an opponent.\nEnchanted creature has "{T}: This creature deals 1 damage to the chosen player."'), [grantRefused]);
    assert.deepStrictEqual(notScripted('Hue Charm {1}{W}\nEnchantment\nAs Hue Charm enters the battlefield, choose a color.\nCreatures you control have "Whenever a source of the chosen color deals damage to you, you gain 1 life."'), [grantRefused]);
    assert.deepStrictEqual(notScripted('Tribal Altar {2}{B}\nEnchantment\nAs Tribal Altar enters the battlefield, choose a creature type.\nCreatures you control have "{T}, Sacrifice a creature of the chosen type: Draw a card."'), [grantRefused]);
  });

  test('a granted ability that makes its own choice, and mana of the chosen color of the card\'s own, are still written', () => {
    const lines = script('Hue Lantern {3}\nArtifact\nAs Hue Lantern enters the battlefield, choose a color.\n{2}, {T}: Add one mana of the chosen color.');
    assert.ok(lines.includes('A:AB$ Mana | Cost$ 2 T | Produced$ Chosen'), lines.join('\n'));
    const own = script('Dye Sigil {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has "{1}{U}: Target creature becomes the color of your choice until end of turn."');
    assert.ok(own.some((l) => l.includes('AddAbility$')), own.join('\n'));
  });
});
