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
    const e = ability('{2}{R}, {T}: Return target creature Test Wall is blocking to its owner\'s hand.');
    const step = e.steps?.[0];
    assert.ok(step && 'what' in step && typeof step.what === 'object' && 'ref' in step.what && step.what.ref === 'target' && 'filter' in step.what, JSON.stringify(e.unknown ?? e.steps));
    assert.deepStrictEqual(step.what.filter.alts, [{ noun: 'Creature', props: [{ is: 'blockedBySelf' }] }]);
    assert.match(describeEffect(e).join('\n'), /this card \(~\) is blocking/);
  });

  test('"~ deals 1 damage to target creature it\'s blocking": "it" is the card dealing the damage', () => {
    const e = ability("{R}{R}, {T}: Test Wall deals 3 damage to target creature it's blocking. You lose 1 life.");
    const step = e.steps?.[0];
    assert.ok(step?.do === 'damage' && step.to.ref === 'target', JSON.stringify(e.unknown ?? e.steps));
    assert.deepStrictEqual(step.to.filter.alts, [{ noun: 'Creature', props: [{ is: 'blockedBySelf' }] }]);
  });

  test('"it\'s blocking" is not read after the card died: it is out of combat then (506.4)', () => {
    const e = ability("When Test Wall dies, it deals 2 damage to target creature it's blocking.");
    assert.ok(!JSON.stringify(e.steps ?? []).includes('blockedBySelf'), JSON.stringify(e.steps));
    assert.ok(e.unknown, 'the effect is not read');
  });

  test('"blocking it" is not read after the card left the battlefield', () => {
    const e = ability('When Test Wall leaves the battlefield, it deals 1 damage to target creature blocking it.');
    assert.ok(!JSON.stringify(e.steps ?? []).includes('blockingSelf'), JSON.stringify(e.steps));
    assert.ok(e.unknown, 'the effect is not read');
  });
});
