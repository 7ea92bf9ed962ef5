import * as assert from 'node:assert';
import { effectsOf } from './effectHelpers.js';

suite('effect model: banding granted until end of turn', () => {
  test('"gains banding until end of turn" is a pump granting Banding', () => {
    const [e] = effectsOf('Herd Captain {3}{W}\nCreature — Human Knight\n{1}{W}, {T}: Target creature with power 3 or greater gains banding until end of turn.\n2/3');
    assert.deepStrictEqual(e.steps![0].do === 'pump' && e.steps![0].keywords, ['Banding']);
  });

  test('banding a static grants is not read', () => {
    assert.ok(effectsOf('Band Banner {2}{W}\nEnchantment\nKnight creatures you control have banding and vigilance.')[0].unknown);
  });

  test('what is not read of it is the banding, not the period after it', () => {
    for (const text of [
      'Band Sash {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has banding and lifelink.',
      'Band Buckler {2}\nArtifact — Equipment\nEquipped creature gets +0/+2 and has banding.\nEquip {3}',
    ]) {
      const e = effectsOf(text).find((a) => a.unknown)!;
      assert.match(e.unknown!.text, /^banding/, text);
    }
  });
});
