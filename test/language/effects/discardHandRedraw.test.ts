import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { instant } from './effectHelpers.js';

suite('effect model: "discard all the cards in your hand, then draw that many cards"', () => {
  test('the draw is of as many cards as the discard discarded', () => {
    const e = instant('You gain 2 life. Discard all the cards in your hand, then draw that many cards.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps!.slice(1), [
      { do: 'discard', who: { ref: 'you' }, amount: { n: 0 }, how: 'hand', counted: true },
      { do: 'draw', who: { ref: 'you' }, amount: { count: 'discardedThisWay' } },
    ]);
    assert.match(describeEffect(e).join('\n'), /you discard your hand/);
    assert.match(describeEffect(e).join('\n'), /draw cards equal to the number of cards discarded this way/);
  });

  test('"that many" is the discarded cards only in the draw right after the discard', () => {
    assert.ok(instant('Discard all the cards in your hand, then draw that many cards. You gain that much life.').unknown);
  });

  test('"plus one", a target player\'s hand and the discard alone stay unread', () => {
    assert.ok(instant('Discard all the cards in your hand, then draw that many cards plus one.').unknown);
    assert.ok(instant('Target player discards all the cards in their hand, then draws that many cards.').unknown);
    assert.ok(instant('Discard all the cards in your hand.').unknown);
  });
});
