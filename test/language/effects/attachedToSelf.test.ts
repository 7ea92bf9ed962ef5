import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first ability of the only card of a text (its first face). */
function first(text: string): AbilityEffect {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0][0];
}

suite('effect model: "for each Aura attached to it" of the card itself', () => {
  test('"~ gets +1/+0 for each Aura attached to it" counts the Auras attached to the card itself, described so', () => {
    const e = first('Charmbound Hulk {4}{G}\nCreature — Beast\nCharmbound Hulk gets +1/+0 for each Aura attached to it.\n3/3');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous?.[0].forEach, { count: 'objects', filter: { alts: [{ noun: 'Aura', props: [{ is: 'attachedToSelf' }] }] } });
    assert.match(describeEffect(e).join('\n'), /for each Aura attached to this card \(~\)/);
  });

  test('"attached to ~" by name is the same count', () => {
    const e = first('Ironhide Brute {3}{W}\nCreature — Giant\nIronhide Brute gets +1/+1 for each Equipment attached to Ironhide Brute.\n3/3');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous?.[0].forEach, { count: 'objects', filter: { alts: [{ noun: 'Equipment', props: [{ is: 'attachedToSelf' }] }] } });
  });

  test('"attached to it" of an enchanted creature is not read as attached to the card', () => {
    const all = readCardEffects(parseDocument('Veil Wrap {1}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1 for each Aura attached to it.').chunks.find((c) => c.model)!.model!).faces[0];
    assert.ok(all.some((a) => a.unknown), JSON.stringify(all));
    assert.ok(!all.some((a) => a.continuous?.some((c) => c.forEach)), JSON.stringify(all));
  });
});
