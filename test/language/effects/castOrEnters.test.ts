import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first ability of an artifact with this line. */
function ability(line: string): AbilityEffect {
  const model = parseDocument(`Test Shrine {3}\nArtifact\n${line}`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0][0];
}

suite('Effects: "Whenever you cast a … spell or a … enters the battlefield under your control"', () => {
  test('the land entering is a second event of the cast trigger, a permanent you control; explain says both', () => {
    const e = ability('Whenever you cast a red spell or a Mountain enters the battlefield under your control, each opponent loses 1 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.trigger?.event, 'cast');
    assert.deepStrictEqual(e.trigger?.orEnters, { alts: [{ noun: 'Mountain', props: [{ is: 'controller', who: 'you' }] }] });
    assert.strictEqual(describeEffect(e)[0], 'triggered — whenever you cast a red spell or a Mountain you control enters the battlefield');
  });

  test('an effect naming "it" (the spell or the land) is not read, nor an entering without "under your control"', () => {
    assert.match(ability('Whenever you cast a black spell or a Swamp enters the battlefield under your control, its controller draws a card.').unknown?.reason ?? '', /which object of the two events/);
    assert.ok(ability('Whenever you cast a black spell or a Swamp enters the battlefield, each opponent loses 1 life.').unknown);
  });
});
