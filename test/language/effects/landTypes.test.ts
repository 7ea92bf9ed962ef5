import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The last ability of the only card of a text (its first face). */
function last(text: string): AbilityEffect {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].at(-1)!;
}

suite('effect model: lands whose land types are replaced (305.7)', () => {
  test('"Enchanted land is a Forest, Island, and Swamp": all three land types, described so', () => {
    const e = last('Wild Bloom {G}\nEnchantment — Aura\nEnchant land\nEnchanted land is a Forest, Island, and Swamp.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous?.[0].landType, ['Forest', 'Island', 'Swamp']);
    assert.deepStrictEqual(describeEffect(e), ['static: the enchanted permanent is a Forest, Island and Swamp (and no other land type)']);
  });

  test('"All Swamps are Islands", "Nonbasic lands are Forests": each land of the kind, its land type replaced', () => {
    const swamps = last('Frost Veil {2}{U}{U}\nEnchantment\nAll Swamps are Islands.');
    assert.ok(!swamps.unknown, JSON.stringify(swamps.unknown));
    assert.deepStrictEqual(swamps.continuous?.[0].landType, ['Island']);
    assert.deepStrictEqual(swamps.continuous?.[0].affected, { ref: 'each', filter: { alts: [{ noun: 'Swamp', props: [] }], plural: true } });
    const nonbasic = last('Crimson Eclipse {1}{R}\nEnchantment\nNonbasic lands are Forests.');
    assert.deepStrictEqual(nonbasic.continuous?.[0].landType, ['Forest']);
    const plains = last('Pale Veil {1}{W}\nEnchantment\nAll Islands are Plains.');
    assert.deepStrictEqual(plains.continuous?.[0].landType, ['Plains']);
  });

  test('of objects that are not lands, or "in addition to their other types", it is not this form', () => {
    assert.ok(last('Odd Veil {U}\nEnchantment\nCreatures are Islands.').unknown);
    assert.strictEqual(last('More Veil {U}\nEnchantment\nAll Swamps are Islands in addition to their other types.').continuous?.[0]?.landType, undefined);
  });
});
