import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: a spell\'s alternative cost while you control an object of a kind (118.9)', () => {
  test('"If you control an Island, you may pay 3 life rather than pay this spell\'s mana cost.": the cost and the condition', () => {
    const [alt, rest] = effectsOf('Tide Hex {2}{U}\nInstant\nIf you control an Island, you may pay 3 life rather than pay this spell\'s mana cost.\nTarget creature gets -2/-0 until end of turn.');
    assert.strictEqual(alt.unknown, undefined);
    assert.deepStrictEqual(alt.altCost, { cost: [{ pay: 'life', amount: 3 }], ifYouControl: { youControl: { alts: [{ noun: 'Island', props: [{ is: 'controller', who: 'you' }] }] }, compare: 'GE', count: 1 } });
    assert.deepStrictEqual(alt.steps, []);
    assert.strictEqual(rest.unknown, undefined);
    assert.match(describeEffect(alt).join('\n'), /or cast for .*3 life.* instead of its mana cost if you control a Island/);
  });

  test('the cost said last ("rather than pay ~\'s mana cost, you may …") and other costs: tap or sacrifice a permanent', () => {
    const [alt] = effectsOf('Forge Rush {3}{R}\nSorcery\nIf you control a Mountain, rather than pay Forge Rush\'s mana cost, you may sacrifice an artifact.\nForge Rush deals 2 damage to each creature.');
    assert.strictEqual(alt.unknown, undefined);
    assert.strictEqual(alt.altCost?.cost[0].pay, 'sacrifice');
    const [tap] = effectsOf('Dawn Call {2}{W}\nInstant\nIf you control a Plains, you may tap two untapped creatures you control rather than pay this spell\'s mana cost.\nYou gain 4 life.');
    assert.deepStrictEqual(tap.altCost?.cost.map((p) => p.pay), ['tapUntapped']);
  });

  test('"rather than pay ~\'s mana cost, you may have an opponent gain 5 life": a cost an opponent is paid in life', () => {
    const [alt] = effectsOf('Grove Gift {3}{G}\nInstant\nIf you control a Forest, rather than pay this spell\'s mana cost, you may have an opponent gain 5 life.\nDraw two cards.');
    assert.deepStrictEqual(alt.altCost?.cost, [{ pay: 'opponentGainsLife', amount: 5 }]);
    assert.match(describeEffect(alt).join('\n'), /have an opponent gain 5 life/);
  });

  test('a count of objects or a cost the reader does not know leaves the line unread', () => {
    assert.ok(effectsOf('Tide Hex {2}{U}\nInstant\nIf you control two or more Islands, you may pay 3 life rather than pay this spell\'s mana cost.\nDraw a card.')[0].unknown);
    assert.ok(effectsOf('Tide Hex {2}{U}\nInstant\nIf you control an Island, you may have target opponent draw a card rather than pay this spell\'s mana cost.\nDraw a card.')[0].unknown);
  });
});
