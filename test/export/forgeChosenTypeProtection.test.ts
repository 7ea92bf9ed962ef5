import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { readCardEffects } from '../../server/src/language/effects/read.js';
import { forgeAbilityLines as script, forgeNotScripted as notScripted } from './exportHelpers.js';

const warden = 'Banner Warden {2}{W}\nCreature — Soldier\nAs Banner Warden enters the battlefield, choose a creature type.\nOther creatures you control have protection from creatures of the chosen type.\n2/4';

suite('Forge export: protection from creatures of the chosen type', () => {
  test('the model reads it as a keyword of the creatures it affects', () => {
    const [, grant] = readCardEffects(parseDocument(warden).chunks.find((c) => c.model)!.model!).faces[0];
    assert.deepStrictEqual(grant.continuous?.[0].keywords, ['Protection from creatures of the chosen type']);
  });

  test('it is the keyword\'s long form of creatures of Forge\'s `ChosenType`, set by the ChooseType the card runs as it enters', () => {
    const lines = script(warden);
    assert.ok(lines.includes('SVar:ChooseOnEntering:DB$ ChooseType | Defined$ You | Type$ Creature'), lines.join('\n'));
    assert.ok(lines.includes('S:Mode$ Continuous | Affected$ Creature.Other+YouCtrl | AddKeyword$ Protection:Creature.ChosenType:Protection from ChosenType'), lines.join('\n'));
  });

  test('an Aura\'s grant of it is the keyword on the enchanted creature (Forge substitutes the Aura\'s ChosenType in `AddKeyword$`)', () => {
    const lines = script('Banner Sigil {2}{W}\nEnchantment — Aura\nEnchant creature\nAs Banner Sigil enters the battlefield, choose a creature type.\nEnchanted creature gets +1/+1 and has protection from creatures of the chosen type.');
    assert.ok(lines.includes('S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 1 | AddToughness$ 1 | AddKeyword$ Protection:Creature.ChosenType:Protection from ChosenType'), lines.join('\n'));
  });

  test('on a card that chooses no creature type as it enters it is left out with a reason', () => {
    assert.deepStrictEqual(notScripted(warden.replace('As Banner Warden enters the battlefield, choose a creature type.\n', '')), ['"protection from creatures of the chosen type" on a card that chooses no creature type as it enters']);
  });
});
