import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: the enchanted creature and other creatures that share a creature type with it', () => {
  test('is every creature that shares a creature type with the enchanted one, it too', () => {
    const [, e] = effectsOf('Crest of Kin {1}{R}\nEnchantment — Aura\nEnchant creature\n{1}, Sacrifice Crest of Kin: Enchanted creature and other creatures that share a creature type with it get +1/+2 and gain vigilance until end of turn.');
    assert.deepStrictEqual(e.steps![0].do === 'pump' && e.steps![0].what, { ref: 'each', filter: { alts: [{ noun: 'Creature', props: [{ is: 'sharesTypeWithEnchanted' }] }], plural: true } });
    assert.match(describeEffect(e).join('\n'), /each creature that shares a creature type with the enchanted creature \(it among them\) gets \+1\/\+2/);
  });
});
