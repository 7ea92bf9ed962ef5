import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first ability of an enchantment with this rules text. */
function first(text: string): AbilityEffect {
  return readCardEffects(parseDocument(`Bleaching Haze {1}{U}\nEnchantment\n${text}`).chunks.find((c) => c.model)!.model!).faces[0][0];
}

suite('effect model: "Creatures your opponents control are colorless", "Noncreature artifacts are legendary"', () => {
  test('their colour set to none (105.2c), described so', () => {
    const e = first('Creatures your opponents control are colorless.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.continuous?.[0].setColor, 'colorless');
    assert.match(describeEffect(e).join('\n'), /is colorless/);
  });

  test('a supertype added (205.4), described so', () => {
    const e = first('Noncreature artifacts are legendary.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.continuous?.[0].addedType, 'Legendary');
    assert.match(describeEffect(e).join('\n'), /is legendary in addition to its other types/);
  });
});
