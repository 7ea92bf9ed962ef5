import * as assert from 'node:assert';
import { effectsOf } from './effectHelpers.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';

const attackingGrounded = {
  ref: 'target', filter: { alts: [{ noun: 'Creature', props: [{ is: 'state', state: 'attacking' }, { is: 'keyword', keyword: 'Flying', not: true }] }] },
  min: 1, max: 1, id: 0, another: false,
};

suite('Effects: removing an object from combat (506.4)', () => {
  test('"Remove target attacking creature without flying from combat." is its own step; explain says it', () => {
    const [spell] = effectsOf('Test Fog Parley {1}{W}\nInstant\nRemove target attacking creature without flying from combat. You gain 2 life.');
    assert.deepStrictEqual(spell.steps, [{ do: 'removeFromCombat', what: attackingGrounded }, { do: 'gainLife', who: { ref: 'you' }, amount: { n: 2 } }]);
    assert.match(describeEffect(spell).join(' '), /remove target attacking creature without flying from combat/);
  });

  test('"it" after the removal is the removed target', () => {
    const [ability] = effectsOf('Test Jousting Horn {3}\nArtifact\n{1}, {T}: Remove target blocking Knight from combat. It gets +2/+0 until end of turn.');
    assert.deepStrictEqual(ability.steps?.map((s) => s.do), ['removeFromCombat', 'pump']);
    const removed = ability.steps?.[0] && 'what' in ability.steps[0] ? ability.steps[0].what : undefined;
    assert.deepStrictEqual(ability.steps?.[1], { do: 'pump', what: removed, power: 2, toughness: 0, keywords: [], duration: 'turn' });
  });

  test('removing counters is still read as before', () => {
    const [ability] = effectsOf('Test Counter Crab {1}{U}\nCreature — Crab\n{T}: Remove a +1/+1 counter from target creature.\n1/1');
    assert.strictEqual(ability.steps?.[0].do, 'removeCounters');
  });
});
