import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

const effectOf = (card: string) => readCardEffects(parseDocument(card).chunks.find((c) => c.model)!.model!).faces[0][0];

suite('effect model: a creature that becomes an Aura (the Licids)', () => {
  test('"~ loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {…} to end this effect."', () => {
    const e = effectOf('Gleaming Licid {2}{W}\nCreature — Licid\n{W}{W}, {T}: Gleaming Licid loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {1}{W} to end this effect.\nEnchanted creature has vigilance.\n1/2');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual((e.steps ?? []).map((s) => s.do === 'becomeAura' && { onto: s.onto.ref, cost: s.revertCost }), [{ onto: 'target', cost: ['1', 'W'] }]);
    assert.match(describeEffect(e).join('\n'), /becomes an Aura enchantment with enchant creature .*attached to target creature, until its controller pays \{1\}\{W\} to end this effect/);
  });

  test('other words than the Licids\' exactly are not read as it', () => {
    const e = effectOf('Dim Licid {2}{B}\nCreature — Licid\n{B}, {T}: Dim Licid loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {B} to end this effect at any time.\n1/1');
    assert.ok(!(e.steps ?? []).some((s) => s.do === 'becomeAura'));
  });
});
