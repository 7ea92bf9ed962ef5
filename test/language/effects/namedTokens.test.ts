import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  return readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0];
}

suite('effect model: a token with a name of its own', () => {
  test('"… creature token named Lesser Imp" is a token of that name (111.4)', () => {
    const [e] = effects('Devil Lord {2}{B}{R}\nLegendary Creature — Demon\n{2}{B}{R}, {T}: Create a 1/1 black and red Demon creature token named Lesser Imp.\n2/2');
    const step = e.steps![0];
    assert.ok(step.do === 'token');
    assert.strictEqual(step.token.name, 'Lesser Imp');
    assert.strictEqual(step.token.named, true);
    assert.deepStrictEqual(step.token.subtypes, ['Demon']);
    assert.match(describeEffect(e).join('\n'), /Demon creature token\(s\) named Lesser Imp/);
  });

  test('a token without "named" is named for its subtypes; a name that is not capitalised words is not read', () => {
    const [plain] = effects('Claws {3}{R}\nEnchantment\nSacrifice two creatures: Create a 3/1 red Beast creature token.');
    assert.ok(plain.steps![0].do === 'token' && plain.steps![0].token.name === 'Beast' && !plain.steps![0].token.named);
    assert.ok(effects('Claws {3}{R}\nEnchantment\nSacrifice two creatures: Create a 3/1 red Beast creature token named ~.')[0].unknown);
  });
});
