import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: looking at the top card of a target player\'s library', () => {
  test('"look at the top card of target player\'s library": a peek of that player\'s library, the player targeted', () => {
    const [, e] = effectsOf('Test Spy {U}\nCreature — Faerie\nFlying\nWhen Test Spy enters the battlefield, look at the top card of target player\'s library.\n1/1');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'peek', amount: { n: 1 }, who: { ref: 'target', filter: { alts: [{ noun: 'Player', props: [] }] }, min: 1, max: 1, id: 0 } }]);
    assert.match(describeEffect(e).join('\n'), /look at the top 1 card\(s\) of target player's library/);
  });

  test('more after it in the same effect is not read yet', () => {
    assert.strictEqual(effectsOf('Test Peek {U}\nSorcery\nLook at the top card of target player\'s library. Draw a card.')[0].unknown?.reason, 'not read: how many cards are looked at');
  });
});
