import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

const effectOf = (card: string) => readCardEffects(parseDocument(card).chunks.find((c) => c.model)!.model!).faces[0][0];

suite('effect model: a creature that becomes an Aura (the Licids)', () => {
  test('"~ loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {…} to end this effect."', () => {
    // The sentence is the Licids' fixed wording; the card's cost, stats and the Aura's ability are invented.
    const e = effectOf('Gleaming Licid {1}{W}{W}\nCreature — Licid\n{3}, {T}: Gleaming Licid loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {1}{W} to end this effect.\nEnchanted creature gets +0/+2 and has lifelink.\n0/4');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual((e.steps ?? []).map((s) => s.do === 'becomeAura' && { onto: s.onto.ref, cost: s.revertCost }), [{ onto: 'target', cost: ['1', 'W'] }]);
    assert.match(describeEffect(e).join('\n'), /becomes an Aura enchantment with enchant creature .*attached to target creature, until its controller pays \{1\}\{W\} to end this effect/);
  });

  test('other words than the Licids\' exactly are not read as it', () => {
    const e = effectOf('Dim Licid {4}{B}\nCreature — Licid\n{1}{B}{B}, {T}: Dim Licid loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {B} to end this effect at any time.\nEnchanted creature can\'t block.\n3/2');
    assert.ok(!(e.steps ?? []).some((s) => s.do === 'becomeAura'));
  });
});
