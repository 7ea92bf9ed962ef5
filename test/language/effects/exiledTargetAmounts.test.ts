import * as assert from 'node:assert';
import { instant } from './effectHelpers.js';

suite('effect model: "the exiled card" of a target card exiled from a graveyard', () => {
  test('"Exile target creature card from a graveyard. … where X is the exiled card\'s power" is the target card\'s power', () => {
    const e = instant("Exile target creature card from a graveyard. Target player loses X life, where X is the exiled card's power.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [exile, lose] = e.steps ?? [];
    assert.ok(exile?.do === 'exile' && lose?.do === 'loseLife', JSON.stringify(e.steps));
    assert.deepStrictEqual(lose.amount, { count: 'power', of: exile.what });
  });

  test('"the exiled card" of a target on the battlefield stays unread', () => {
    assert.ok(instant("Exile target creature. You gain life equal to the exiled card's power.").unknown);
  });
});
