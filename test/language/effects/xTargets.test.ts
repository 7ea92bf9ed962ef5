import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { effectsOf } from './effectHelpers.js';

suite('effect model: X targets', () => {
  test('"Tap X target artifacts" targets as many as X (0 to any number), marked as X', () => {
    const [e] = effectsOf('Frozen Hush {X}{U}{U}\nSorcery\nTap X target artifacts.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.strictEqual(s.do, 'tap');
    if (s.do !== 'tap' || s.what.ref !== 'target') return assert.fail('a tap of targets');
    assert.strictEqual(s.what.x, true);
    assert.strictEqual(s.what.min, 0);
    assert.strictEqual(s.what.max, Infinity);
    assert.match(describeEffect(e).join('\n'), /X target artifacts/);
  });

  test('"up to four target creatures" is not X targets', () => {
    const [e] = effectsOf('Frozen Trio {2}{U}\nSorcery\nTap up to four target creatures.');
    const [s] = e.steps!;
    assert.ok(s.do === 'tap' && s.what.ref === 'target' && !s.what.x && s.what.max === 4);
  });
});
