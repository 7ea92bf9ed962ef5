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

const colorsOf = (e: AbilityEffect): unknown => e.trigger?.spell?.alts.map((a) => a.props);

suite('Effects: three or more colours listed with commas', () => {
  test('"a blue, black, or red spell" is a spell of any of the three colours; explain lists them', () => {
    const [trigger] = effects('Prism Votary {1}{G}\nCreature — Elf Druid\nWhenever you cast a blue, black, or red spell, put a +1/+1 counter on Prism Votary.\n1/1');
    assert.deepStrictEqual(colorsOf(trigger), [[{ is: 'color', color: 'U' }], [{ is: 'color', color: 'B' }], [{ is: 'color', color: 'R' }]]);
    assert.match(describeEffect(trigger)[0], /blue/);
    assert.match(describeEffect(trigger)[0], /red/);
  });

  test('before another card type the list is every listed colour of that type', () => {
    const [typed] = effects('Prism Votary {1}{G}\nCreature — Elf Druid\nWhenever a player casts a white, green, or black creature spell, you gain 1 life.\n1/1');
    assert.deepStrictEqual(typed.trigger?.spell?.alts, ['W', 'G', 'B'].map((color) => ({ noun: 'Creature', props: [{ is: 'color', color }] })));
  });

  test('"black, red, and green" (every colour at once) is not read as a choice', () => {
    const [token] = effects('Prism Votary {1}{G}\nCreature — Elf Druid\nWhenever you cast a blue, black, and red spell, you gain 1 life.\n1/1');
    assert.notDeepStrictEqual(colorsOf(token), [[{ is: 'color', color: 'U' }], [{ is: 'color', color: 'B' }], [{ is: 'color', color: 'R' }]]);
  });
});
