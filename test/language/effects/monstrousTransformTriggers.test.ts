import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first triggered ability of a creature card named Test Wyrm with this line. */
function trigger(line: string): AbilityEffect {
  const model = parseDocument(`Test Wyrm {3}{R}\nCreature — Dragon\n${line}\n4/4`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].find((e) => e.kind === 'triggered')!;
}

suite('effect model: "becomes monstrous" and "transforms into ~" of the card itself', () => {
  test('"When ~ becomes monstrous" (701.37b) and "When this creature transforms into ~" are events of the card itself, described', () => {
    const monstrous = trigger('When Test Wyrm becomes monstrous, you gain 3 life.');
    assert.ok(!monstrous.unknown, JSON.stringify(monstrous.unknown));
    assert.deepStrictEqual(monstrous.trigger, { event: 'monstrous', subject: { ref: 'self' } });
    assert.match(describeEffect(monstrous)[0], /when this card \(~\) becomes monstrous/);
    const transformed = trigger('When this creature transforms into Test Wyrm, you gain 3 life.');
    assert.ok(!transformed.unknown, JSON.stringify(transformed.unknown));
    assert.deepStrictEqual(transformed.trigger, { event: 'transformed', subject: { ref: 'self' } });
    // ~ is the face it transforms into, so the card that transforms is not named ~ too.
    assert.match(describeEffect(transformed)[0], /when this card transforms into this face \(~\)/);
  });

  test('of another object, neither is read', () => {
    assert.ok(trigger('Whenever a creature you control becomes monstrous, you gain 3 life.').unknown);
  });
});
