import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

function spell(text: string): AbilityEffect {
  const model = parseDocument(`Test Spell {1}{B}\nInstant\n${text}`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0][0];
}

suite('effect model: what a permanent did this turn, and having a color', () => {
  test('"target artifact creature that entered the battlefield this turn" is a target that entered this turn', () => {
    const e = spell('Exile target artifact creature that entered the battlefield this turn.');
    const step = e.steps?.[0];
    assert.ok(step && 'what' in step && typeof step.what === 'object' && 'ref' in step.what && step.what.ref === 'target', JSON.stringify(e.unknown ?? e.steps));
    assert.ok('filter' in step.what);
    assert.deepStrictEqual(step.what.filter.alts[0].props.at(-1), { is: 'enteredThisTurn' });
    assert.match(describeEffect(e).join('\n'), /that entered the battlefield this turn/);
  });

  test('"each creature that dealt damage to you this turn" is every creature that damaged you this turn', () => {
    const e = spell('Test Spell deals 2 damage to each creature that dealt damage to you this turn.');
    const step = e.steps?.[0];
    assert.ok(step?.do === 'damage' && step.to.ref === 'each', JSON.stringify(e.unknown ?? e.steps));
    assert.deepStrictEqual(step.to.filter.alts, [{ noun: 'Creature', props: [{ is: 'dealtDamageToYouThisTurn' }] }]);
    assert.match(describeEffect(e).join('\n'), /that dealt damage to you this turn/);
  });

  test('"target permanent that\'s one or more colors" is a target that is not colorless (105.2)', () => {
    const e = spell("Tap target permanent that's one or more colors. It doesn't untap during its controller's next untap step.");
    const step = e.steps?.[0];
    assert.ok(step && 'what' in step && typeof step.what === 'object' && 'ref' in step.what && step.what.ref === 'target' && 'filter' in step.what, JSON.stringify(e.unknown ?? e.steps));
    assert.deepStrictEqual(step.what.filter.alts, [{ noun: 'Permanent', props: [{ is: 'colorless', not: true }] }]);
  });
});
