import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: another player puts a card from their hand on top of their library', () => {
  test('"target opponent puts …" and "each player puts …": that player chooses the card', () => {
    const [target] = effectsOf(`Hushed Ledger {1}{B}\nArtifact\n{2}, {T}: Target opponent puts a card from their hand on top of their library. Activate only as a sorcery.`);
    assert.ok(!target.unknown, JSON.stringify(target.unknown));
    const [s] = target.steps!;
    assert.ok(s.do === 'handToTop' && s.who?.ref === 'target');
    assert.match(describeEffect(target).join('\n'), /target opponent puts a card from their hand on top of their library/);
    const [each] = effectsOf(`Fogbound Vigil {3}{U}\nSorcery\nEach player puts a card from their hand on top of their library. Draw a card.`);
    assert.ok(!each.unknown, JSON.stringify(each.unknown));
    assert.ok(each.steps![0].do === 'handToTop' && each.steps![0].who?.ref === 'each');
  });
});
