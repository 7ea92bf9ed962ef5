import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { instant } from './effectHelpers.js';

suite('effect model: each other player', () => {
  test('"each other player draws a card" is every player but you', () => {
    const e = instant('You draw two cards, then each other player draws a card.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const s = e.steps![1];
    assert.ok(s.do === 'draw' && s.who.ref === 'each');
    if (s.do !== 'draw' || s.who.ref !== 'each') return;
    assert.deepStrictEqual(s.who.filter.alts, [{ noun: 'Player', props: [{ is: 'other' }] }]);
    assert.match(describeEffect(e).join('\n'), /each other player draws 1 card/);
  });
});
