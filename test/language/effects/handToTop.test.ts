import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { instant } from './effectHelpers.js';

suite('effect model: a card of the hand put on top of the library', () => {
  test('"Draw two cards, then put a card from your hand on top of your library" is a draw then that step', () => {
    const e = instant('Draw two cards, then put a card from your hand on top of your library.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps!.map((s) => s.do), ['draw', 'handToTop']);
    assert.match(describeEffect(e).join('\n'), /put a card from your hand on top of your library/);
    // Two cards (and their order) are not this step.
    assert.ok(instant('Draw three cards, then put two cards from your hand on top of your library in any order.').unknown);
  });
});
