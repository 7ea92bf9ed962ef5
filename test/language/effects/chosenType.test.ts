import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

function first(text: string): AbilityEffect {
  return readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0][0];
}

suite('effect model: a type of your choice', () => {
  test('"Target land becomes the basic land type of your choice until end of turn" (305.7)', () => {
    const e = first('Test Heron {1}{U}\nCreature — Bird\n{T}: Target land becomes the basic land type of your choice until end of turn.\n1/1');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.steps![0].do, 'becomeChosenType');
    assert.match(describeEffect(e).join('\n'), /becomes the basic land type of your choice until end of turn/);
  });

  test('"Choose a creature type other than Wall. Target creature becomes that type until end of turn": the type it may not be', () => {
    const e = first('Test Shaper {1}{U}\nCreature — Human Wizard\n{T}: Choose a creature type other than Wall. Target creature becomes that type until end of turn.\n1/1');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'becomeChosenType' && s.kind === 'Creature' && s.except === 'Wall' && s.what.ref === 'target');
    assert.match(describeEffect(e).join('\n'), /becomes the creature type of your choice \(other than Wall\) until end of turn/);
    assert.ok(first('Test Shaper {1}{U}\nCreature — Human Wizard\n{T}: Choose a creature type. Draw a card.\n1/1').unknown);
  });
});
