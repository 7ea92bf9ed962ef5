import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

suite('effect model: "~ is all colors."', () => {
  test('a characteristic-defining colour of the card itself (604.3), described so', () => {
    const e = readCardEffects(parseDocument('Spectrum Wisp {1}{W}{U}\nCreature — Spirit\nFlying\nSpectrum Wisp is all colors.\n1/3').chunks.find((c) => c.model)!.model!).faces[0].at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'self' }, keywords: [], rules: [], allColors: true }]);
    assert.match(describeEffect(e).join('\n'), /is all colors/);
  });
});
