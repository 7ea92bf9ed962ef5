import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: intervening "if"s of what happened this turn', () => {
  test('"if ~ dealt damage to an opponent this turn" is of the card itself, which "it" then names', () => {
    const e = effectsOf('Dune Skulker {1}{B}\nCreature — Human Rogue\nAt the beginning of your end step, if Dune Skulker dealt damage to an opponent this turn, put two +1/+1 counters on it.\n2/1').at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.condition, { selfDealtDamageToOpponent: true });
    const step = e.steps?.[0];
    assert.deepStrictEqual(step?.do === 'counters' && step.what, { ref: 'self' });
    assert.match(describeEffect(e).join('\n'), /dealt damage to an opponent this turn/);
  });

  test('"if an artifact entered the battlefield under your control this turn" is a kind that entered', () => {
    const e = effectsOf('Vow of the Spark {2}{W}\nLegendary Enchantment\nAt the beginning of your end step, if an artifact entered the battlefield under your control this turn, draw a card.').at(-1)!;
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.trigger?.condition, { enteredUnderYourControl: { alts: [{ noun: 'Artifact', props: [] }] } });
    assert.match(describeEffect(e).join('\n'), /an artifact entered the battlefield under your control this turn/);
  });
});
