import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite("effect model: a search of another player's library", () => {
  test('"Search target opponent\'s library for an artifact card and put that card onto the battlefield under your control. Then that player shuffles their library." is one step', () => {
    const [e] = effectsOf("Vault Heist {4}{U}\nSorcery\nSearch target opponent's library for an artifact card and put that card onto the battlefield under your control. Then that player shuffles their library.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const step = e.steps?.[0];
    assert.ok(step?.do === 'searchTheirs' && step.who.ref === 'target', JSON.stringify(e.steps));
    assert.deepStrictEqual([step.filter, step.amount, step.upTo, step.to], [{ alts: [{ noun: 'Card', props: [{ is: 'type', type: 'Artifact' }] }], zone: 'library' }, { n: 1 }, false, 'battlefield']);
    assert.match(describeEffect(e).join('\n'), /search target opponent's library for an artifact card, put it onto the battlefield under your control, then that player shuffles/);
  });

  test('"up to five cards … and exile them", a card put there in a sentence of its own, and cards put into that player\'s graveyard are read', () => {
    const to = (text: string) => {
      const [e] = effectsOf(`Mind Sweep {3}{B}\nSorcery\n${text}`);
      assert.ok(!e.unknown, JSON.stringify(e.unknown));
      return e.steps?.[0]?.do === 'searchTheirs' ? [e.steps[0].to, e.steps[0].amount, e.steps[0].upTo] : e.steps;
    };
    assert.deepStrictEqual(to("Search target player's library for up to five cards and exile them. Then that player shuffles their library."), ['exile', { n: 5 }, true]);
    assert.deepStrictEqual(to("Search target opponent's library for a land card. Put that card onto the battlefield under your control. Then that player shuffles their library."), ['battlefield', { n: 1 }, false]);
    assert.deepStrictEqual(to("Search target player's library for up to two creature cards and put them into that player's graveyard. Then the player shuffles their library."), ['graveyard', { n: 2 }, true]);
  });

  test('without the shuffle, or with more words after it, it stays unread', () => {
    const [e] = effectsOf("Mind Sweep {3}{B}\nSorcery\nSearch target player's library for a card and exile it.");
    assert.strictEqual(e.unknown?.reason, "not read: a search of another player's library");
  });
});
