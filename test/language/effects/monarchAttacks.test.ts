import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

suite('effect model: "~ can\'t attack unless defending player is the monarch"', () => {
  test('a restriction of the card itself on attacking (724, 508.1c), described so', () => {
    const e = readCardEffects(parseDocument("Crown Brute {2}{R}\nCreature — Ogre\nCrown Brute can't attack unless defending player is the monarch.\n4/3").chunks.find((c) => c.model)!.model!).faces[0][0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'self' }, keywords: [], rules: [], attacksOnlyIfDefenderIsMonarch: true }]);
    assert.match(describeEffect(e).join('\n'), /can't attack unless defending player is the monarch/);
  });
});
