import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: each player may put a card from their hand onto the battlefield', () => {
  test('"Each player may put a creature or land card from their hand onto the battlefield." is one step of each player', () => {
    const [e] = effectsOf('Open Gates {1}{G}\nSorcery\nEach player may put a creature or land card from their hand onto the battlefield.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'putFromHand', filter: { alts: [{ noun: 'Creature', props: [] }, { noun: 'Card', props: [{ is: 'type', type: 'Land' }] }], zone: 'hand' }, tapped: undefined, eachPlayer: true }]);
    assert.match(describeEffect(e).join('\n'), /each player may put a .* card from their hand onto the battlefield/);
  });

  test('"… onto the battlefield tapped" is read; a kind with a number is not', () => {
    const [e] = effectsOf('Open Gates {1}{G}\nSorcery\nEach player may put a basic land card from their hand onto the battlefield tapped.');
    assert.deepStrictEqual(e.steps?.[0]?.do === 'putFromHand' && e.steps[0].tapped, true);
    assert.match(describeEffect(e).join('\n'), /each player may put a basic land card from their hand onto the battlefield tapped$/);
    const [n] = effectsOf('Open Gates {1}{G}\nSorcery\nEach player may put a creature card with mana value 3 or less from their hand onto the battlefield.');
    assert.ok(n.unknown);
  });
});
