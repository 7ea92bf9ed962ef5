import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The last ability of the only card of a text (its first face). */
function last(text: string): AbilityEffect {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].at(-1)!;
}

suite('effect model: "You control enchanted …" of more kinds of Aura', () => {
  test('"enchanted artifact creature" and "enchanted enchantment" are the enchanted permanent, controlled by you, of the kind named', () => {
    const cog = last('Cog Puppeteer {3}{U}\nEnchantment — Aura\nFlash\nEnchant artifact creature\nYou control enchanted artifact creature.');
    assert.ok(!cog.unknown, JSON.stringify(cog.unknown));
    assert.deepStrictEqual(cog.continuous, [{ affected: { ref: 'enchanted' }, keywords: [], rules: [], control: 'you', controlledAs: { alts: [{ noun: 'Creature', props: [{ is: 'type', type: 'Artifact' }] }] } }]);
    const heist = last('Glamour Heist {2}{U}{U}\nEnchantment — Aura\nEnchant enchantment\nWhen Glamour Heist enters the battlefield, draw a card.\nYou control enchanted enchantment.');
    assert.ok(!heist.unknown, JSON.stringify(heist.unknown));
    assert.deepStrictEqual(heist.continuous?.[0].controlledAs, { alts: [{ noun: 'Enchantment', props: [] }] });
  });
});
