import * as assert from 'node:assert';
import { effectsOf, instant } from './effectHelpers.js';

suite('effect model: "the exiled card" of a target card exiled from a graveyard', () => {
  test('"Exile target creature card from a graveyard. … where X is the exiled card\'s power" is the target card\'s power', () => {
    const e = instant("Exile target creature card from a graveyard. Target player loses X life, where X is the exiled card's power.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [exile, lose] = e.steps ?? [];
    assert.ok(exile?.do === 'exile' && lose?.do === 'loseLife', JSON.stringify(e.steps));
    assert.deepStrictEqual(lose.amount, { count: 'power', of: exile.what, exiledCard: true });
  });

  test('"the exiled card" of a target on the battlefield stays unread', () => {
    assert.ok(instant("Exile target creature. You gain life equal to the exiled card's power.").unknown);
  });
});

suite('effect model: "the power of the creature that died"', () => {
  test('in a trigger on a creature dying, it is the power of the trigger\'s object', () => {
    const [e] = effectsOf('Test Mourning Bell {2}{W}\nArtifact\nWhenever a creature you control dies, each opponent loses X life, where X is the toughness of the creature that died.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const lose = e.steps?.[0];
    assert.deepStrictEqual(lose?.do === 'loseLife' && lose.amount, { count: 'toughness', of: { ref: 'triggered', what: 'object' } });
  });

  test('in a trigger on a creature entering, or in a spell, it stays unread', () => {
    assert.ok(effectsOf('Test Mourning Bell {2}{W}\nArtifact\nWhenever a creature you control enters, each opponent loses X life, where X is the power of the creature that died.')[0].unknown);
    assert.ok(instant('Target opponent loses X life, where X is the power of the creature that died.').unknown);
  });
});

suite('effect model: "the number of experience counters you have"', () => {
  test('is the experience counters you have (122.1), in an amount after "equal to" as after "where X is"', () => {
    assert.deepStrictEqual(instant('You gain life equal to the number of experience counters you have.').steps, [{ do: 'gainLife', who: { ref: 'you' }, amount: { count: 'yourCounters', counter: 'experience' } }]);
    const e = instant('Target creature gets +X/+0 until end of turn, where X is the number of experience counters you have.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
  });
});
