import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: the top cards of your library put into your graveyard, as a cost', () => {
  test('"Put the top card (two cards) of your library into your graveyard:" is a mill cost of that many cards', () => {
    const [one, two] = effectsOf('Test Grinder {2}\nArtifact\n{1}, Put the top card of your library into your graveyard: Scry 1.\nPut the top two cards of your library into your graveyard: You gain 1 life.');
    assert.ok(!one.unknown && !two.unknown, JSON.stringify([one.unknown, two.unknown]));
    assert.deepStrictEqual(one.cost?.find((p) => p.pay === 'millTop'), { pay: 'millTop', amount: 1 });
    assert.deepStrictEqual(two.cost, [{ pay: 'millTop', amount: 2 }]);
    assert.match(describeEffect(two).join('\n'), /put the top 2 card\(s\) of your library into your graveyard/);
  });

  test('another graveyard, or more words, stays unread', () => {
    assert.ok(effectsOf('Test Grinder {2}\nArtifact\nPut the top card of your library into your hand: Scry 1.')[0].unknown);
    assert.ok(effectsOf('Test Grinder {2}\nArtifact\nPut the top card of your library into your graveyard face down: Scry 1.')[0].unknown);
  });
});
