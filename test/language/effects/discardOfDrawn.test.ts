import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { instant } from './effectHelpers.js';

suite('effect model: "draw N cards, then discard one of them"', () => {
  test('the discard is one of the cards just drawn', () => {
    const e = instant('You gain 2 life. Draw five cards, then discard one of them.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps!.slice(1), [
      { do: 'draw', who: { ref: 'you' }, amount: { n: 5 } },
      { do: 'discard', who: { ref: 'you' }, amount: { n: 1 }, how: 'choice', ofDrawn: true },
    ]);
    assert.match(describeEffect(e).join('\n'), /discard one of the cards drawn this way/);
  });

  test('after a single card drawn, "one of them" stays unread', () => {
    assert.ok(instant('Draw a card, then discard one of them.').unknown);
  });
});
