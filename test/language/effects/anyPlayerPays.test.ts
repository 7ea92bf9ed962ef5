import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

const effectOf = (card: string) => readCardEffects(parseDocument(card).chunks.find((c) => c.model)!.model!).faces[0][0];

suite('effect model: "unless any player pays …"; "an additional" P/T change', () => {
  test('any player may pay (one payment is enough)', () => {
    const e = effectOf('Toll Draw {1}{U}\nSorcery\nDraw two cards unless any player pays {2}.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual((e.steps ?? []).map((s) => s.unless?.any), [true]);
    assert.match(describeEffect(e).join('\n'), /unless any player pays \{2\}/);
  });

  test('"an additional" change of the object named before is read; of other objects not yet', () => {
    const e = effectOf('Double Brace {1}{G}\nInstant\nTarget creature gets +1/+2 until end of turn. It gets an additional +2/+1 until end of turn unless any player pays {1}.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual((e.steps ?? []).map((s) => s.do === 'pump' && [s.power, s.toughness]), [[1, 2], [2, 1]]);
    const other = effectOf('Night Muster {2}{B}\nSorcery\nCreatures you control get +1/+0 until end of turn. Vampire creatures you control get an additional +1/+1 until end of turn.');
    assert.ok(other.unknown);
  });
});
