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
  test('"enchanted artifact creature" and "enchanted enchantment" are the enchanted permanent, controlled by you', () => {
    for (const [enchant, noun] of [['artifact creature', 'artifact creature'], ['enchantment', 'enchantment']]) {
      const e = last(`Gear Thief {3}{U}\nEnchantment — Aura\nEnchant ${enchant}\nWhen Gear Thief enters the battlefield, scry 1.\nYou control enchanted ${noun}.`);
      assert.ok(!e.unknown, JSON.stringify(e.unknown));
      assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'enchanted' }, keywords: [], rules: [], control: 'you' }]);
    }
  });
});
