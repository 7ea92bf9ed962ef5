import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The last ability of the only card of a text (its first face). */
function last(text: string): AbilityEffect {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0].at(-1)!;
}

suite('effect model: "as long as it\'s untapped" of an enchanted or equipped creature', () => {
  test('a state of the creature the Aura is attached to, described so', () => {
    const e = last("Dusk Cloak {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has hexproof as long as it's untapped.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous?.[0].asLongAs, { attachedIs: [{ is: 'state', state: 'untapped' }], to: 'enchanted' });
    assert.match(describeEffect(e).join('\n'), /untapped/);
  });

  test('"Otherwise, it gets …" after a state is not read (no negated state)', () => {
    assert.ok(last("Fury Wrap {R}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+0 as long as it's attacking. Otherwise, it gets -1/-1.").unknown);
  });

  test('"can\'t block if it\'s red": "if" of a quality of that creature, as "as long as"', () => {
    const e = last("Tar Snare {1}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can't block if it's red.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous?.[0].asLongAs, { attachedIs: [{ is: 'color', color: 'R' }], to: 'enchanted' });
  });
});
