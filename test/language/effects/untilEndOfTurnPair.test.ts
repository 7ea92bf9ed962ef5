import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

suite('effect model: "Until end of turn, …" said first of two objects\' clauses', () => {
  test('both clauses last until end of turn', () => {
    const model = parseDocument('Twisted Favor {W}{B}\nInstant\nUntil end of turn, target creature you control gets +1/+2 and target creature an opponent controls gets -2/-1.').chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual((e.steps ?? []).map((s) => s.do === 'pump' && [s.power, s.toughness, s.duration]), [[1, 2, 'turn'], [-2, -1, 'turn']]);
  });
});
