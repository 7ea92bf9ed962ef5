import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  return readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0];
}

suite('effect model: words after a form it reads leave it unread, not read as less', () => {
  test('words after "attached to a creature" would be the creature\'s: the ability is unread', () => {
    const [mine] = effects('Test Shearer {1}{W}\nCreature — Human\n{1}, {T}: Destroy target Aura attached to a creature you control.\n1/2');
    assert.strictEqual(mine.unknown, undefined);
    for (const rest of ['an opponent controls', "you don't control", 'with flying']) {
      const [e] = effects(`Test Shearer {1}{W}\nCreature — Human\n{1}, {T}: Destroy target Aura attached to a creature ${rest}.\n1/2`);
      assert.ok(e.unknown, `"${rest}" was read: ${JSON.stringify(e.steps)}`);
    }
  });

  test('"Prevent all damage that would be dealt to ~ by" with nothing it reads after "by" is not the shield from all damage', () => {
    const [, all] = effects('Test Bulwark {3}\nArtifact Creature — Wall\nDefender\nPrevent all damage that would be dealt to Test Bulwark.\n0/5');
    assert.strictEqual(all.unknown, undefined);
    const [, cut] = effects('Test Bulwark {3}\nArtifact Creature — Wall\nDefender\nPrevent all damage that would be dealt to Test Bulwark by.\n0/5');
    assert.ok(cut.unknown, JSON.stringify(cut.replacement ?? cut.continuous));
  });
});
