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
});
