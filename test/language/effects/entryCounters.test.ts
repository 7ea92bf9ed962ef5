import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The effect model of the abilities of the first card of a text (its first face). */
function effects(text: string): AbilityEffect[] {
  return readCardEffects(parseDocument(text).chunks.find((c) => c.model)!.model!).faces[0];
}

suite('effect model: a permanent entering with a counter for each object counted (614.1c)', () => {
  test('"enters with a +1/+1 counter on it for each Shrine you control": one counter for each, counted as it enters', () => {
    const [e] = effects('Shrine Warden {2}{W}\nCreature — Human Cleric\nShrine Warden enters the battlefield with a +1/+1 counter on it for each Shrine you control.\n1/1');
    const counters = e.replacement?.counters;
    assert.strictEqual(counters?.counter, 'P1P1');
    assert.strictEqual(counters?.amount, 1);
    assert.ok(counters?.forEach && 'count' in counters.forEach && counters.forEach.count === 'objects', JSON.stringify(counters));
    assert.strictEqual(describeEffect(e).join('\n'), 'replacement: this card enters the battlefield with a +1/+1 counter for each Shrine you control (counted as it enters)');
  });

  test('the creatures that died this turn, and the colours of mana spent to cast it (converge: "it" is the card itself)', () => {
    const [died] = effects('Grief Hound {2}{B}\nCreature — Dog\nGrief Hound enters the battlefield with a +1/+1 counter on it for each creature that died this turn.\n2/1');
    assert.deepStrictEqual(died.replacement, { counters: { counter: 'P1P1', amount: 1, forEach: { count: 'creaturesDied' } } });
    const [spent] = effects('Prism Sprout {4}{G}\nCreature — Plant\nConverge — Prism Sprout enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.\n1/2');
    assert.deepStrictEqual(spent.replacement, { counters: { counter: 'P1P1', amount: 1, forEach: { count: 'colorsSpent' } } });
    assert.strictEqual(describeEffect(spent).join('\n'), 'replacement: this card enters the battlefield with a +1/+1 counter for each color of mana spent to cast it (counted as it enters)');
  });

  test('two counters "for each", or a count it cannot read, stay unread', () => {
    const [two] = effects('Grief Hound {2}{B}\nCreature — Dog\nGrief Hound enters the battlefield with two +1/+1 counters on it for each creature that died this turn.\n2/1');
    assert.ok(two.unknown, JSON.stringify(two.replacement));
    const [odd] = effects('Grief Hound {2}{B}\nCreature — Dog\nGrief Hound enters the battlefield with a +1/+1 counter on it for each song you sang today.\n2/1');
    assert.ok(odd.unknown, JSON.stringify(odd.replacement));
  });
});
