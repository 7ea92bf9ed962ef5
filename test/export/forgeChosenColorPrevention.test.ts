import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const bulwark = 'Hue Bulwark {1}{W}\nEnchantment — Aura\nEnchant creature you control\nAs Hue Bulwark enters the battlefield, choose a color.\nWhen Hue Bulwark enters the battlefield, scry 1.\nPrevent all damage that would be dealt to enchanted creature by sources of the chosen color.';

suite('Forge export: damage to enchanted creature by sources of the chosen color prevented', () => {
  test('the model reads it as a replacement of damage to enchanted creature, by cards of the chosen color', () => {
    const prevent = readCardEffects(parseDocument(bulwark).chunks.find((c) => c.model)!.model!).faces[0].find((e) => e.replacement?.prevent)!;
    assert.deepStrictEqual(prevent.replacement?.prevent, { to: 'enchanted', by: { alts: [{ noun: 'Card', props: [{ is: 'chosenColor' }] }], plural: true } });
  });

  test('it is a `DamageDone` replacement that prevents, of `Creature.EnchantedBy` by `Card.ChosenColor`', () => {
    const lines = script(bulwark);
    assert.ok(lines.includes('SVar:ChooseOnEntering:DB$ ChooseColor | Defined$ You'), lines.join('\n'));
    assert.ok(lines.includes('R:Event$ DamageDone | ActiveZones$ Battlefield | Prevent$ True | ValidTarget$ Creature.EnchantedBy | ValidSource$ Card.ChosenColor'), lines.join('\n'));
  });

  test('on an Aura that chooses no color as it enters it is left out with a reason', () => {
    assert.deepStrictEqual(notScripted(bulwark.replace('As Hue Bulwark enters the battlefield, choose a color.\n', '')), ['"of the chosen color" on a card that chooses no color as it enters']);
  });
});
