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

  test('"Choose a creature type. … of that type" and "… of the creature type of your choice": a choice, then objects of the chosen type', () => {
    const melody = first('Test Song {3}{U}\nSorcery\nChoose a creature type. Draw a card for each permanent you control of that type.');
    assert.ok(!melody.unknown, JSON.stringify(melody.unknown));
    assert.deepStrictEqual(melody.steps![0], { do: 'chooseType', kind: 'Creature' });
    assert.match(JSON.stringify(melody.steps![1]), /"is":"chosenType"/);
    assert.match(describeEffect(melody).join('\n'), /choose a creature type/);
    const purge = first('Test Purge {4}{B}\nSorcery\nDestroy all creatures of the creature type of your choice.');
    assert.ok(!purge.unknown, JSON.stringify(purge.unknown));
    assert.deepStrictEqual(purge.steps![0], { do: 'chooseType', kind: 'Creature' });
    assert.strictEqual(purge.steps![1].do, 'destroy');
  });
});
