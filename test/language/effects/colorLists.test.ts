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
  test('"a green, white, or blue spell" is a spell of any of the three colours; explain lists them', () => {
    const [trigger] = effects('Test Loom {1}{G}\nCreature — Elf\nWhenever a player casts a green, white, or blue spell, Test Loom gets +1/+1 until end of turn.\n1/1');
    assert.deepStrictEqual(colorsOf(trigger), [[{ is: 'color', color: 'G' }], [{ is: 'color', color: 'W' }], [{ is: 'color', color: 'U' }]]);
    assert.match(describeEffect(trigger)[0], /green/);
    assert.match(describeEffect(trigger)[0], /blue/);
  });

  test('before another card type the list is every listed colour of that type', () => {
    const [typed] = effects('Test Loom {1}{G}\nCreature — Elf\nWhenever a player casts a white, green, or black creature spell, you gain 1 life.\n1/1');
    assert.deepStrictEqual(typed.trigger?.spell?.alts, ['W', 'G', 'B'].map((color) => ({ noun: 'Creature', props: [{ is: 'color', color }] })));
  });

  test('four colours listed end the trigger condition after the list, not at its first comma', () => {
    const [trigger] = effects('Test Loom {1}{G}\nCreature — Elf\nWhenever a player casts a red, green, white, or black spell, you gain 2 life.\n1/1');
    assert.deepStrictEqual(colorsOf(trigger), [[{ is: 'color', color: 'R' }], [{ is: 'color', color: 'G' }], [{ is: 'color', color: 'W' }], [{ is: 'color', color: 'B' }]]);
    assert.deepStrictEqual(trigger.steps, [{ do: 'gainLife', who: { ref: 'you' }, amount: { n: 2 } }]);
  });

  test('an effect of three words and a list after the condition is not taken into it', () => {
    const [enters] = effects('Test Loom {1}{G}\nCreature — Elf\nWhen Test Loom enters the battlefield, exile target artifact, enchantment, or land card from a graveyard.\n1/1');
    assert.strictEqual(enters.trigger?.event, 'enters');
    assert.strictEqual(enters.steps?.[0].do, 'exile');
  });

  test('a list of one-word items that opens the effect is not taken into the condition, three items as four', () => {
    for (const text of [
      'Test Drover {2}{W}\nCreature — Human\nWhenever Test Drover attacks, Humans, Elves, and Dwarves you control get +1/+1 until end of turn.\n2/2',
      'Test Drover {2}{W}\nCreature — Human\nAt the beginning of combat on your turn, white, blue, and red creatures you control get +1/+0 until end of turn.\n2/2',
      'Test Drover {2}{W}\nCreature — Human\nWhen Test Drover dies, Goblins, Elves, Orcs, and Kithkin you control gain haste until end of turn.\n2/2',
      // The condition ends in "a <noun>": the list after it is still the effect's.
      'Test Drover {2}{W}\nCreature — Human\nWhenever you cast a spell, Humans, Elves, and Dwarves you control get +1/+1 until end of turn.\n2/2',
    ]) {
      const [trigger] = effects(text);
      assert.ok(trigger.trigger, text);
      assert.strictEqual(trigger.unknown?.reason, 'not read: what happens', text);
      assert.match(trigger.unknown?.text ?? '', /^(Humans|white|Goblins), /);
    }
  });

  test('"blue, black, and red" (every colour at once) is not read as a choice: the trigger is unknown', () => {
    const [all] = effects('Test Loom {1}{G}\nCreature — Elf\nWhenever you cast a blue, black, and red spell, you gain 1 life.\n1/1');
    assert.strictEqual(all.trigger, undefined);
    assert.strictEqual(all.unknown?.text, 'blue, black, and red spell');
  });

  test('without the serial comma the list is read in a target, not in a cast trigger', () => {
    const [spell] = effects('Test Purge {2}{B}\nSorcery\nDestroy target white, blue or black creature.');
    assert.deepStrictEqual(spell.steps?.[0], { do: 'destroy', what: { ref: 'target', filter: { alts: ['W', 'U', 'B'].map((color) => ({ noun: 'Creature', props: [{ is: 'color', color }] })) }, min: 1, max: 1, id: 0, another: false } });
    const [trigger] = effects('Test Loom {1}{G}\nCreature — Elf\nWhenever you cast a white, blue or black spell, scry 1.\n1/1');
    assert.strictEqual(trigger.trigger, undefined);
    assert.ok(trigger.unknown);
  });
});
