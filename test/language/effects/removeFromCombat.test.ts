import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  const model = parseDocument(text).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0];
}

const blocking = { ref: 'target', filter: { alts: [{ noun: 'Creature', props: [{ is: 'state', state: 'blocking' }] }] }, min: 1, max: 1, id: 0, another: false };

suite('Effects: removing an object from combat (506.4)', () => {
  test('"Remove target blocking creature from combat." is its own step; explain says it', () => {
    const [spell] = effects('Test Retreat {W}\nInstant\nRemove target blocking creature from combat. Draw a card.');
    assert.deepStrictEqual(spell.steps, [{ do: 'removeFromCombat', what: blocking }, { do: 'draw', who: { ref: 'you' }, amount: { n: 1 } }]);
    assert.match(describeEffect(spell).join(' '), /remove target blocking creature from combat/);
  });

  test('"it" after the removal is the removed target', () => {
    const [ability] = effects('Test Drill Horn {2}\nArtifact\n{2}, {T}: Remove target attacking or blocking Soldier from combat and untap it.');
    assert.deepStrictEqual(ability.steps?.map((s) => s.do), ['removeFromCombat', 'untap']);
    assert.deepStrictEqual(ability.steps?.[1], { do: 'untap', what: ability.steps?.[0] && 'what' in ability.steps[0] ? ability.steps[0].what : undefined });
  });

  test('removing counters is still read as before', () => {
    const [ability] = effects('Test Counter Crab {1}{U}\nCreature — Crab\n{T}: Remove a +1/+1 counter from target creature.\n1/1');
    assert.strictEqual(ability.steps?.[0].do, 'removeCounters');
  });
});
