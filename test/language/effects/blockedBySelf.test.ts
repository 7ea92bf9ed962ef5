import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

function ability(text: string): AbilityEffect {
  const model = parseDocument(`Test Wall {1}{R}\nCreature — Wall\n${text}\n0/3`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0][0];
}

suite('effect model: a creature the card itself is blocking', () => {
  test('"target creature ~ is blocking" is a target the card blocks', () => {
    const e = ability('{R}: Destroy target creature Test Wall is blocking.');
    const step = e.steps?.[0];
    assert.ok(step?.do === 'destroy' && step.what.ref === 'target', JSON.stringify(e.unknown ?? e.steps));
    assert.deepStrictEqual(step.what.filter.alts, [{ noun: 'Creature', props: [{ is: 'blockedBySelf' }] }]);
    assert.match(describeEffect(e).join('\n'), /this card \(~\) is blocking/);
  });

  test('"~ deals 1 damage to target creature it\'s blocking": "it" is the card dealing the damage', () => {
    const e = ability("{T}: Test Wall deals 1 damage to target creature it's blocking.");
    const step = e.steps?.[0];
    assert.ok(step?.do === 'damage' && step.to.ref === 'target', JSON.stringify(e.unknown ?? e.steps));
    assert.deepStrictEqual(step.to.filter.alts, [{ noun: 'Creature', props: [{ is: 'blockedBySelf' }] }]);
  });
});
