import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

const loyalty = (ability: string) => {
  const model = parseDocument(`Mira, Lantern Keeper {2}{W}{W}\nLegendary Planeswalker — Mira\n${ability}\nLoyalty: 4\n`).chunks.find((c) => c.model)!.model!;
  return readCardEffects(model).faces[0][0];
};

suite('effect model: emblems (114.1)', () => {
  test('"You get an emblem with" a static on objects you control is one emblem step holding that continuous effect', () => {
    const e = loyalty('−6: You get an emblem with "Creatures you control get +1/+1 and have vigilance."');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const step = e.steps![0];
    assert.strictEqual(step.do, 'emblem');
    if (step.do !== 'emblem') return;
    assert.strictEqual(step.continuous.length, 1);
    assert.deepStrictEqual([step.continuous[0].power, step.continuous[0].toughness, step.continuous[0].keywords], [1, 1, ['Vigilance']]);
  });

  test('an emblem whose ability the static reader cannot read stays unread, naming the emblem', () => {
    const e = loyalty('−6: You get an emblem with "Whenever you cast a spell, you gain 1 life."');
    assert.ok(e.unknown);
    assert.match(e.unknown.reason, /emblem/);
  });

  test('text after the emblem\'s quotes is not read as part of it', () => {
    assert.ok(loyalty('−6: You get an emblem with "Creatures you control get +1/+1." Draw a card.').unknown);
  });

  test('an emblem\'s static on a list of three card types "you control" affects each of those types you control, in the list\'s order', () => {
    const e = loyalty('−7: You get an emblem with "Enchantments, lands, and creatures you control have protection from black."');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const step = e.steps![0];
    if (step.do !== 'emblem') return assert.fail(step.do);
    const affected = step.continuous[0].affected;
    if (affected.ref !== 'each') return assert.fail(affected.ref);
    assert.deepStrictEqual(affected.filter.alts.map((a) => a.noun), ['Enchantment', 'Land', 'Creature']);
    assert.ok(affected.filter.alts.every((a) => a.props.some((p) => p.is === 'controller' && p.who === 'you')));
  });
});
