import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: the card itself destroyed at the beginning of the next end step', () => {
  test('"Sacrifice ~ at the beginning of the next end step." after its own effect is done later (603.7a)', () => {
    const [e] = effectsOf('Rampant Boar {1}{G}\nCreature — Boar\nPay 2 life: Rampant Boar gains haste and first strike until end of turn. Sacrifice Rampant Boar at the beginning of the next end step.\n2/2');
    assert.deepStrictEqual(e.steps![1], { do: 'sacrifice', who: { ref: 'you' }, what: { ref: 'self' }, delayed: 'nextEndStep' });
    assert.match(describeEffect(e).join('\n'), /sacrifice this card \(~\) at the beginning of the next end step/);
  });

  test('"Exile it …" after a pump, likewise', () => {
    const [e] = effectsOf('Rampant Boar {1}{G}\nCreature — Boar\n{3}{G}: Rampant Boar gets +4/+1 until end of turn. Exile it at the beginning of the next end step.\n2/2');
    assert.deepStrictEqual(e.steps![1], { do: 'exile', what: { ref: 'self' }, delayed: 'nextEndStep' });
  });

  test('of a target it is not read', () => {
    const [e] = effectsOf('Rampant Boar {1}{G}\nCreature — Boar\n{3}{G}: Target creature gets +4/+1 until end of turn. Exile it at the beginning of the next end step.\n2/2');
    assert.match(e.unknown!.text, /^at the beginning of the next end step/);
  });
});
