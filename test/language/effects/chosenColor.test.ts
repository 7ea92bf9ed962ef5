import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

suite('effect model: becoming the color of your choice', () => {
  test('"~ becomes the color of your choice until end of turn": the object and how long (105.3)', () => {
    const model = parseDocument('Test Crow {2}{U}\nCreature — Bird\n{1}: Test Crow becomes the color of your choice until end of turn.\n2/2').chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'becomeChosenColor', what: { ref: 'self' }, duration: 'turn' }]);
    assert.match(describeEffect(e).join('\n'), /this card \(~\) becomes the color of your choice until end of turn/);
  });

  test('"Enchanted creature has protection from the chosen color. This effect doesn\'t remove ~." is the keyword of the colour chosen, the Aura kept', () => {
    const model = parseDocument('Star Ward {2}{U}\nEnchantment — Aura\nEnchant creature\nAs Star Ward enters, choose a color.\nEnchanted creature has protection from the chosen color. This effect doesn\'t remove Star Ward.').chunks.find((c) => c.model)!.model!;
    const e = readCardEffects(model).faces[0].find((x) => x.continuous)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'enchanted' }, keywords: ['Protection from the chosen color'], rules: [], protectionKeepsSource: true }]);
    assert.match(describeEffect(e).join('\n'), /protection from the chosen color/i);
  });
});
