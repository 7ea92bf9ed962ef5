import * as assert from 'node:assert';
import { describedAll, forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

suite('Forge export: "of the chosen color"', () => {
  test('a target of the chosen color is Forge\'s `ChosenColor`, set by the ChooseColor the card runs as it enters', () => {
    const lines = script('Hue Warden {2}{W}\nCreature — Human Knight\nAs Hue Warden enters the battlefield, choose a color.\n{W}, {T}: Destroy target permanent of the chosen color.\n2/2');
    assert.ok(lines.includes('K:ETBReplacement:Other:ChooseOnEntering'), lines.join('\n'));
    assert.ok(lines.includes('SVar:ChooseOnEntering:DB$ ChooseColor | Defined$ You'), lines.join('\n'));
    assert.ok(lines.some((l) => l.startsWith('A:AB$ Destroy | Cost$ W T | ValidTgts$ Permanent.ChosenColor')), lines.join('\n'));
  });

  test('a spell cast of the chosen color, and a count after whose the permanents are (`Permanent.OppCtrl+ChosenColor`)', () => {
    const cast = script('Hue Charm {2}\nArtifact\nAs Hue Charm enters the battlefield, choose a color.\nWhenever you cast a spell of the chosen color, draw a card.');
    assert.ok(cast.some((l) => l.startsWith('T:Mode$ SpellCast') && l.includes('ValidCard$ Card.ChosenColor')), cast.join('\n'));
    const count = script('Hue Drake {3}{U}\nCreature — Drake\nAs Hue Drake enters the battlefield, choose a color.\nWhenever Hue Drake attacks, draw a card for each permanent of the chosen color your opponents control.\n2/2');
    assert.ok(count.includes('SVar:X:Count$Valid Permanent.OppCtrl+ChosenColor'), count.join('\n'));
  });

  test('on a card that chooses no color as it enters, or in a state trigger, it is left out with a reason', () => {
    assert.deepStrictEqual(notScripted('Hue Warden {2}{W}\nCreature — Human Knight\n{W}, {T}: Destroy target permanent of the chosen color.\n2/2'), ['"of the chosen color" on a card that chooses no color as it enters']);
    assert.deepStrictEqual(notScripted('Hue Scarecrow {3}\nArtifact Creature — Scarecrow\nFlying\nAs Hue Scarecrow enters the battlefield, choose a color.\nWhen you control no permanents of the chosen color, sacrifice Hue Scarecrow.\n2/3'), ['a state trigger of the chosen color (not written yet)']);
  });

  test('mana of the chosen color is Forge\'s `Produced$ Chosen`; on a card that chose no color it stays unread', () => {
    const lines = script('Tinted Lamp {2}\nArtifact\nAs Tinted Lamp enters the battlefield, choose a color.\n{1}, {T}: Add one mana of the chosen color.');
    assert.ok(lines.includes('A:AB$ Mana | Cost$ 1 T | Produced$ Chosen'), lines.join('\n'));
    assert.deepStrictEqual(notScripted('Tinted Lamp {2}\nArtifact\n{1}, {T}: Add one mana of the chosen color.'), ['cardtext cannot read "Add one mana of the chosen color."']);
  });

  test('"Whenever a source of the chosen color deals damage to you" is a DamageDone trigger of `Card.ChosenColor`', () => {
    const lines = script('Hue Ward {2}{W}\nEnchantment\nAs Hue Ward enters the battlefield, choose a color.\nWhenever a source of the chosen color deals damage to you, you gain 2 life.');
    assert.ok(lines.some((l) => l.startsWith('T:Mode$ DamageDone | ValidSource$ Card.ChosenColor | ValidTarget$ You')), lines.join('\n'));
    assert.match(describedAll('Hue Ward {2}{W}\nEnchantment\nAs Hue Ward enters the battlefield, choose a color.\nWhenever a source of the chosen color deals damage to you, you gain 2 life.'), /whenever a source of the color chosen as this card entered deals damage to you/);
    assert.deepStrictEqual(notScripted('Hue Ward {2}{W}\nEnchantment\nWhenever a source of the chosen color deals damage to you, you gain 2 life.'), ['"of the chosen color" on a card that chooses no color as it enters']);
  });
});
