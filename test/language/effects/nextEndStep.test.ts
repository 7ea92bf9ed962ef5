import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: the card itself destroyed at the beginning of the next end step', () => {
  test('"Destroy it at the beginning of the next end step." after its pump is done later (603.7a)', () => {
    const [e] = effectsOf('Rampant Boar {1}{G}\nCreature — Boar\nDiscard a card: Rampant Boar gets +2/+2 until end of turn. Destroy it at the beginning of the next end step.\n2/2');
    assert.deepStrictEqual(e.steps![1], { do: 'destroy', what: { ref: 'self' }, delayed: 'nextEndStep' });
    assert.match(describeEffect(e).join('\n'), /destroy this card \(~\) at the beginning of the next end step/);
  });

  test('of a target it is not read', () => {
    const [e] = effectsOf('Rampant Boar {1}{G}\nCreature — Boar\nDiscard a card: Target creature gets +2/+2 until end of turn. Destroy it at the beginning of the next end step.\n2/2');
    assert.match(e.unknown!.text, /^at the beginning of the next end step/);
  });
});
