import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

/** The dies trigger of a creature "Ember Dredger" whose trigger does `effect`. */
const dies = (effect: string) => effectsOf(`Ember Dredger {2}{B}\nCreature — Zombie\nWhen Ember Dredger dies, ${effect}\n2/1`)[0];

suite('effect model: another player puts a card from their hand on top of their library', () => {
  test('"target opponent puts …" and "each player puts …": that player chooses the card', () => {
    const target = dies('target opponent puts a card from their hand on top of their library.');
    assert.ok(!target.unknown, JSON.stringify(target.unknown));
    const [s] = target.steps!;
    assert.ok(s.do === 'handToTop' && s.who?.ref === 'target');
    assert.match(describeEffect(target).join('\n'), /target opponent puts a card from their hand on top of their library/);
    const each = dies('each player puts a card from their hand on top of their library.');
    assert.ok(!each.unknown, JSON.stringify(each.unknown));
    assert.ok(each.steps![0].do === 'handToTop' && each.steps![0].who?.ref === 'each');
  });
});
