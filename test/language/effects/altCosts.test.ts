import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: a spell\'s alternative cost while you control an object of a kind (118.9)', () => {
  test('"If you control an Island, you may pay 5 life rather than pay this spell\'s mana cost.": the cost and the condition', () => {
    const [alt, rest] = effectsOf('Coil Sermon {3}{U}\nInstant\nIf you control an Island, you may pay 5 life rather than pay this spell\'s mana cost.\nReturn target nonland permanent to its owner\'s hand.');
    assert.strictEqual(alt.unknown, undefined);
    assert.deepStrictEqual(alt.altCost, { cost: [{ pay: 'life', amount: 5 }], ifYouControl: { youControl: { alts: [{ noun: 'Island', props: [{ is: 'controller', who: 'you' }] }] }, compare: 'GE', count: 1 } });
    assert.deepStrictEqual(alt.steps, []);
    assert.strictEqual(rest.unknown, undefined);
    // The line's own description: the cost, not an empty spell.
    assert.deepStrictEqual(describeEffect(alt), ['alternative cost: if you control an Island, you may pay 5 life rather than pay this spell\'s mana cost']);
  });

  test('the cost said last ("rather than pay ~\'s mana cost, you may …") and other costs: tap or sacrifice a permanent', () => {
    const [alt] = effectsOf('Forge Rush {3}{R}\nSorcery\nIf you control a Mountain, rather than pay Forge Rush\'s mana cost, you may sacrifice an artifact.\nForge Rush deals 2 damage to each creature.');
    assert.strictEqual(alt.unknown, undefined);
    assert.strictEqual(alt.altCost?.cost[0].pay, 'sacrifice');
    const [tap] = effectsOf('Dawn Call {2}{W}\nInstant\nIf you control a Knight, you may tap two untapped creatures you control rather than pay this spell\'s mana cost.\nYou gain 4 life.');
    assert.deepStrictEqual(tap.altCost?.cost.map((p) => p.pay), ['tapUntapped']);
    assert.match(describeEffect(tap).join('\n'), /if you control a Knight, you may tap 2 untapped creatures you control rather than/);
  });

  test('"you may have an opponent gain 6 life rather than pay …": a cost an opponent is paid in life', () => {
    const [alt] = effectsOf('Bramble Pact {4}{G}\nSorcery\nIf you control an Elf, you may have an opponent gain 6 life rather than pay this spell\'s mana cost.\nCreate two 2/2 green Wolf creature tokens.');
    assert.deepStrictEqual(alt.altCost?.cost, [{ pay: 'opponentGainsLife', amount: 6 }]);
    assert.match(describeEffect(alt).join('\n'), /you may have an opponent gain 6 life rather than/);
  });

  test('a count of objects or a cost the reader does not know leaves the line unread', () => {
    assert.ok(effectsOf('Coil Sermon {3}{U}\nInstant\nIf you control two or more Islands, you may pay 5 life rather than pay this spell\'s mana cost.\nDraw a card.')[0].unknown);
    assert.ok(effectsOf('Coil Sermon {3}{U}\nInstant\nIf you control an Island, you may have target opponent draw a card rather than pay this spell\'s mana cost.\nDraw a card.')[0].unknown);
  });
});
