import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

function spell(text: string): AbilityEffect {
  const model = parseDocument(`Test Spell {1}{R}\nInstant\n${text}`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0][0];
}

suite('effect model: creatures dealt damage, or that dealt damage, this turn', () => {
  test('"target creature that was dealt damage this turn" is a target with that condition', () => {
    const e = spell('Test Spell deals 4 damage to target creature that was dealt damage this turn.');
    const step = e.steps?.[0];
    assert.ok(step?.do === 'damage' && step.to.ref === 'target', JSON.stringify(e.unknown ?? e.steps));
    assert.deepStrictEqual(step.to.filter.alts, [{ noun: 'Creature', props: [{ is: 'damagedThisTurn' }] }]);
    assert.match(describeEffect(e).join('\n'), /that was dealt damage this turn/);
  });

  test('"creatures that dealt damage this turn" is every creature that dealt damage', () => {
    const e = spell('Destroy all creatures that dealt damage this turn.');
    const step = e.steps?.[0];
    assert.ok(step?.do === 'destroy' && step.what.ref === 'each', JSON.stringify(e.unknown ?? e.steps));
    assert.deepStrictEqual(step.what.filter.alts, [{ noun: 'Creature', props: [{ is: 'dealtDamageThisTurn' }] }]);
  });
});

suite('effect model: "each of" before targets', () => {
  test('"deals 1 damage to each of up to two target creatures" deals the whole amount to each of up to two targets', () => {
    const e = spell('Test Spell deals 1 damage to each of up to two target creatures.');
    const step = e.steps?.[0];
    assert.ok(step?.do === 'damage' && step.to.ref === 'target', JSON.stringify(e.unknown ?? e.steps));
    assert.deepStrictEqual([step.amount, step.to.min, step.to.max, step.to.divided], [{ n: 1 }, 0, 2, undefined]);
  });

  test('"each of target creature" (one target) stays unread', () => {
    assert.ok(spell('Test Spell deals 1 damage to each of target creature.').unknown);
  });
});
