import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { Step } from '../../../server/src/language/effects/types.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: "whenever you\'re dealt damage", "whenever ~ is dealt combat damage"', () => {
  test('"Whenever you\'re dealt damage, put that many doom counters on ~": the damage dealt to you, counted as the counters', () => {
    const [e] = effectsOf("Scarred Lantern {3}\nArtifact\nWhenever you are dealt damage, put that many doom counters on Scarred Lantern.");
    assert.strictEqual(e.unknown, undefined);
    assert.deepStrictEqual([e.trigger?.event, e.trigger?.subject, e.trigger?.combat], ['dealtDamage', { ref: 'you' }, undefined]);
    const [s] = e.steps as Step[];
    assert.ok(s.do === 'counters' && s.what.ref === 'self');
    assert.deepStrictEqual(s.amount, { count: 'eventDamage' });
    assert.match(describeEffect(e).join('\n'), /whenever you're dealt damage \(once for all the damage dealt at one time\)/);
  });

  test('"you\'re dealt combat damage" and "~ is dealt combat damage": combat damage only', () => {
    const [you] = effectsOf("Bruised Watcher {1}{G}\nCreature — Elf\nWhenever you're dealt combat damage, Bruised Watcher gets +1/+1 until end of turn.\n2/2");
    assert.deepStrictEqual([you.trigger?.event, you.trigger?.subject, you.trigger?.combat], ['dealtDamage', { ref: 'you' }, true]);
    const [wall] = effectsOf('Stonehide Wall {1}{W}\nCreature — Wall\nDefender\nWhenever Stonehide Wall is dealt combat damage, draw a card.\n0/5').slice(1);
    assert.deepStrictEqual([wall.trigger?.event, wall.trigger?.subject, wall.trigger?.combat], ['dealtDamage', { ref: 'self' }, true]);
    assert.match(describeEffect(wall).join('\n'), /is dealt combat damage/);
  });
});
