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
  test('"Enchanted land is a Swamp and Mountain": both land types, described with the abilities it loses', () => {
    const e = last('Tarpit Graft {1}{B}\nEnchantment — Aura\nEnchant land\nEnchanted land is a Swamp and Mountain.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous?.[0].landType, ['Swamp', 'Mountain']);
    assert.deepStrictEqual(describeEffect(e), ['static: the enchanted permanent is a Swamp and Mountain (and no other land type) and loses its other abilities']);
  });

  test('"Islands your opponents control are Mountains", "Lands your opponents control are Swamps": each land of the kind, its land type replaced', () => {
    const islands = last('Magma Seep {2}{R}{R}\nEnchantment\nIslands your opponents control are Mountains.');
    assert.ok(!islands.unknown, JSON.stringify(islands.unknown));
    assert.deepStrictEqual(islands.continuous?.[0].landType, ['Mountain']);
    assert.deepStrictEqual(islands.continuous?.[0].affected, { ref: 'each', filter: { alts: [{ noun: 'Island', props: [{ is: 'controller', who: 'opponent' }] }], plural: true } });
    const lands = last('Bog Creep {1}{B}\nEnchantment\nLands your opponents control are Swamps.');
    assert.deepStrictEqual(lands.continuous?.[0].landType, ['Swamp']);
    // 305.7: the land loses the abilities of its rules text too (the export's RemoveIntrinsicAbilities$).
    assert.deepStrictEqual(describeEffect(lands), ['static: each land an opponent controls is a Swamp (and no other land type) and loses its other abilities']);
  });

  test('of objects that are not lands, or "in addition to their other types", it is not this form', () => {
    assert.ok(last('Odd Veil {U}\nEnchantment\nCreatures are Islands.').unknown);
    assert.strictEqual(last('More Veil {U}\nEnchantment\nIslands your opponents control are Swamps in addition to their other types.').continuous?.[0]?.landType, undefined);
  });
});
