import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

suite('effect model: "~ can\'t attack unless defending player is the monarch"', () => {
  test('a restriction of the card itself on attacking (724, 508.1c), described so', () => {
    const e = readCardEffects(parseDocument("Throne Jackal {1}{B}\nCreature — Jackal\nMenace\nThrone Jackal can't attack unless defending player is the monarch.\n3/2").chunks.find((c) => c.model)!.model!).faces[0].at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous, [{ affected: { ref: 'self' }, keywords: [], rules: [], attacksOnlyIfDefenderIsMonarch: true }]);
    assert.match(describeEffect(e).join('\n'), /can't attack unless defending player is the monarch/);
  });
});
