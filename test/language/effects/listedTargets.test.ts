import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { instant } from './effectHelpers.js';

suite('effect model: three or more targets destroyed in a list', () => {
  test('"Destroy target A, target B, and target C." is one destroy step per target', () => {
    const e = instant('Destroy target creature, target artifact, and target land. Scry 1.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps!.map((s) => s.do), ['destroy', 'destroy', 'destroy', 'scry']);
    assert.match(describeEffect(e).join('\n'), /destroy target creature[^]*destroy target artifact[^]*destroy target land/);
    // No comma before "and", "up to one", or a sentence after the list: not read.
    assert.ok(instant('Destroy target creature, target artifact and target land.').unknown);
    assert.ok(instant('Destroy target creature, target artifact, and up to one target land.').unknown);
    assert.ok(instant("Destroy target creature, target artifact, and target land. They can't be regenerated.").unknown);
  });
});
