import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { AbilityEffect } from '../../../server/src/language/effects/types.js';

/** The first ability of a card with this type line and rules text. */
function ability(typeLine: string, text: string): AbilityEffect {
  const model = parseDocument(`Test Spring {1}{G}\n${typeLine}\n${text}\n${typeLine.includes('Creature') ? '1/1' : ''}`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0][0];
}

suite('Effect model: mana of a counted or chosen amount', () => {
  test('"Add X mana of any one color, where X is the number of Elves you control": the mana with what X is', () => {
    const e = ability('Creature — Elf Druid', '{T}: Add X mana of any one color, where X is the number of Elves you control.');
    assert.strictEqual(e.kind, 'mana');
    const [mana] = e.steps!;
    assert.ok(mana.do === 'mana' && mana.produced === 'Add X mana of any one color.');
    assert.ok(mana.do === 'mana' && mana.x && 'count' in mana.x && mana.x.count === 'objects');
    assert.match(describeEffect(e).join('\n'), /add X mana of any one color, where X is the number of Elves you control$/);
  });

  test('"Add an amount of {G} equal to your devotion to green" and "X mana in any combination of colors" counted by counters on it', () => {
    const devotion = ability('Creature — Human Shaman', '{T}: Add an amount of {G} equal to your devotion to green.');
    assert.deepStrictEqual(devotion.steps, [{ do: 'mana', produced: 'Add an amount of {G}.', amount: 1, x: { count: 'devotion', colors: ['Green'] } }]);
    assert.match(describeEffect(devotion).join('\n'), /add an amount of \{G\} equal to your devotion to green$/);
    const bloom = ability('Artifact', '{T}, Sacrifice Test Spring: Add X mana in any combination of colors, where X is the number of bloom counters on Test Spring.');
    assert.deepStrictEqual(bloom.steps, [{ do: 'mana', produced: 'Add X mana in any combination of colors.', amount: 1, x: { count: 'counters', counter: 'BLOOM', of: { ref: 'self' } } }]);
  });

  test('X alone is chosen as the cost is paid; a rule for the mana stays with it; an amount the reader does not know leaves it unread', () => {
    const storage = ability('Land', '{1}, Remove X storage counters from Test Spring: Add X mana of any one color. Spend this mana only to cast creature spells.');
    assert.deepStrictEqual(storage.steps, [{ do: 'mana', produced: 'Add X mana of any one color. Spend this mana only to cast creature spells.', amount: 1, x: { x: true } }]);
    assert.match(describeEffect(storage).join('\n'), /add X mana of any one color \(X chosen as the cost is paid\)\. Spend this mana only to cast creature spells$/);
    assert.ok(ability('Land', '{T}: Add X mana of any one color, where X is the number of songs you sang.').unknown);
  });

  test('a subtype whose plural ends in -ies ("Allies", "Mercenaries") is counted as that subtype', () => {
    const [mana] = ability('Creature — Ally Druid', '{T}: Add X mana of any one color, where X is the number of Allies you control.').steps!;
    assert.deepStrictEqual(mana.do === 'mana' && mana.x, { count: 'objects', filter: { alts: [{ noun: 'Ally', props: [{ is: 'controller', who: 'you' }] }], plural: true } });
  });

  test('a spell\'s "Add {B} for each creature card in your graveyard" is the mana that many times; "Add two mana in any combination of colors" the mana as printed', () => {
    const ritual = ability('Instant', 'Add {B} for each creature card in your graveyard.');
    assert.deepStrictEqual(ritual.steps, [{ do: 'mana', produced: 'Add {B}.', amount: 1, times: { count: 'objects', filter: { alts: [{ noun: 'Card', props: [{ is: 'type', type: 'Creature' }] }], zone: 'graveyard', zoneOwner: 'you' }, forEach: true } }]);
    assert.deepStrictEqual(ability('Instant', 'Add two mana in any combination of colors. Draw a card.').steps!.map((s) => s.do), ['mana', 'draw']);
    assert.ok(ability('Instant', 'Add {B} for each song you sang.').unknown);
  });
});
