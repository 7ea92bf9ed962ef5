import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: a player exiling cards of their own from their graveyard or hand', () => {
  test('"Target player exiles two cards from their graveyard." is one step of that player, two cards, from the graveyard', () => {
    const [e] = effectsOf('Crypt Moth {1}{B}\nCreature — Insect\n{1}, {T}: Target player exiles two cards from their graveyard.\n1/1');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const step = e.steps?.[0];
    assert.ok(step?.do === 'exileOwnCards' && step.who.ref === 'target', JSON.stringify(e.steps));
    assert.deepStrictEqual([step.amount, step.from], [{ n: 2 }, 'graveyard']);
    assert.match(describeEffect(e).join('\n'), /target player exiles 2 card\(s\) from their graveyard/);
  });

  test('"Target opponent exiles three cards from their hand and loses 1 life." reads both steps', () => {
    const [e] = effectsOf('Hollow Demand {2}{B}{B}\nSorcery\nTarget opponent exiles three cards from their hand and loses 1 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps?.map((s) => s.do), ['exileOwnCards', 'loseLife']);
    assert.deepStrictEqual(e.steps?.[0]?.do === 'exileOwnCards' && [e.steps[0].amount, e.steps[0].from], [{ n: 3 }, 'hand']);
  });

  test('cards exiled from elsewhere ("from the top of their library") are not this step', () => {
    const [e] = effectsOf('Crypt Moth {1}{B}\nCreature — Insect\n{1}, {T}: Target player exiles a card from their library.\n1/1');
    assert.ok(!e.steps?.some((s) => s.do === 'exileOwnCards'), JSON.stringify(e.steps));
  });
});
