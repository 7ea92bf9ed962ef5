import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

suite('effect model: phasing out', () => {
  test('"~ phases out." is the card itself phasing out (702.26)', () => {
    const model = parseDocument('Test Djinn {3}{U}\nCreature — Djinn\n{U}{U}: Test Djinn phases out.\n3/1').chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'phaseOut', what: { ref: 'self' } }]);
    assert.match(describeEffect(e).join('\n'), /phases out/);
  });
});
