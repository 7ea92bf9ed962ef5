import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';

suite('effect model: "Until end of turn, …" said first of two objects\' clauses', () => {
  test('both clauses last until end of turn', () => {
    const model = parseDocument('Twisted Favor {W}{B}\nSorcery\nUntil end of turn, target Knight you control gets +1/+2 and target attacking creature gets -2/-1. Scry 1.').chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual((e.steps ?? []).map((s) => (s.do === 'pump' ? [s.power, s.toughness, s.duration] : s.do)), [[1, 2, 'turn'], [-2, -1, 'turn'], 'scry']);
  });

  test('"-0" is described with the sign the card writes', () => {
    const model = parseDocument('Sapping Jeer {B}\nInstant\nUntil end of turn, target Goblin you control gets +1/+0 and target blocking creature gets -3/-0.').chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    const text = describeEffect(e).join('\n');
    assert.match(text, /gets \+1\/\+0/);
    assert.match(text, /gets -3\/-0/);
  });
});
