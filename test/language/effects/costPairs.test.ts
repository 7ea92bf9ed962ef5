import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The abilities of the only card of a text (its first face), read. */
function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

suite('effect model: two costs in one part', () => {
  test('"Remove five quest counters from ~ and sacrifice it" is the counters removed, then the card sacrificed', () => {
    const [e] = effects('Stair Quest {1}{B}\nEnchantment\nRemove five quest counters from Stair Quest and sacrifice it: Return target creature card from your graveyard to your hand.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.cost, [{ pay: 'removeCounters', counter: 'QUEST', amount: 5 }, { pay: 'sacrifice', what: { ref: 'self' }, amount: 1 }]);
    assert.match(describeEffect(e).join('\n'), /remove 5 quest counter\(s\) from this card/);
  });

  test('"… and sacrifice" anything but the card itself stays unread', () => {
    const [e] = effects('Stair Quest {1}{B}\nEnchantment\nRemove five quest counters from Stair Quest and sacrifice a creature: Draw a card.');
    assert.ok(e.unknown);
  });
});
