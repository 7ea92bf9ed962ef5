import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

suite('effect model: "that land\'s controller" of a trigger\'s object', () => {
  test('"Whenever a land enters …, … that land\'s controller" is the controller of the land that entered', () => {
    const [e] = effects('Quarry Warden {3}\nArtifact\nWhenever a land enters the battlefield, Quarry Warden deals 1 damage to that land\'s controller.');
    assert.ok(!e.unknown, e.unknown?.reason);
    assert.deepStrictEqual(e.steps?.[0].do === 'damage' && e.steps[0].to, { ref: 'controller', of: { ref: 'triggered', what: 'object' } });
  });

  test('a kind the trigger does not name ("Whenever a creature enters …, … that land\'s controller") is not read', () => {
    const [e] = effects('Quarry Warden {3}\nArtifact\nWhenever a creature enters the battlefield, Quarry Warden deals 1 damage to that land\'s controller.');
    assert.ok(e.unknown);
  });
});
