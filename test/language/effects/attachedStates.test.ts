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
    const e = last("Drowsy Ward {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +0/+3 as long as it's tapped.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous?.[0].asLongAs, { attachedIs: [{ is: 'state', state: 'tapped' }], to: 'enchanted' });
    assert.match(describeEffect(e).join('\n'), /tapped/);
  });

  test('"Otherwise, it gets …" after a state is not read (no negated state)', () => {
    assert.ok(last("Odd Wrap {R}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has first strike as long as it's attacking. Otherwise, it has defender.").unknown);
  });

  test('"has flying if it\'s blue": "if" of a quality of that creature, as "as long as"', () => {
    const e = last("Sky Lure {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has flying if it's blue.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.continuous?.[0].asLongAs, { attachedIs: [{ is: 'color', color: 'U' }], to: 'enchanted' });
  });
});
