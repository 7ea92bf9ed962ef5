import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import type { Step } from '../../../server/src/language/effects/types.js';
import { instant } from './effectHelpers.js';

/** The spell ability of an instant with this rules text. */
suite('effect model: an "unless" cost paid a counted number of times', () => {
  test('"unless its controller pays {1} for each card in your graveyard" pays {1} that many times', () => {
    const e = instant('Counter target spell unless its controller pays {1} for each card in your graveyard.');
    assert.strictEqual(e.unknown, undefined);
    const [s] = e.steps as Step[];
    assert.ok(s.do === 'counter' && s.unless?.times && 'count' in s.unless.times && s.unless.times.count === 'objects' && s.unless.times.filter.zone === 'graveyard');
    assert.match(describeEffect(e).join('\n'), /pays \{1\} for each card in your graveyard/);
  });

  test('"unless its controller pays {X}, where X is your devotion to blue" pays that much', () => {
    const e = instant('Counter target spell unless its controller pays {X}, where X is your devotion to blue.');
    assert.strictEqual(e.unknown, undefined);
    const [s] = e.steps as Step[];
    assert.ok(s.do === 'counter' && s.unless?.times && 'count' in s.unless.times && s.unless.times.count === 'devotion');
    assert.match(describeEffect(e).join('\n'), /pays \{X\}, where X is your devotion to blue/);
  });

  test('a count after "{2} for each" or a "where X is" the reader cannot read stays unknown', () => {
    assert.strictEqual(instant('Counter target spell unless its controller pays {2} for each card in your graveyard.').unknown?.reason, 'not read: the rest of the sentence');
    assert.strictEqual(instant('Counter target spell unless its controller pays {X}, where X is the number of times you sneezed.').unknown?.reason, 'not read: what X is');
  });
});
