import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { instant } from './effectHelpers.js';

suite('effect model: "you both own and control"', () => {
  test('a target "you both own and control" is one you control and own', () => {
    const e = instant('Exile target artifact you both own and control. Draw a card.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'exile' && s.what.ref === 'target');
    assert.deepStrictEqual(s.what.ref === 'target' && s.what.filter.alts[0].props, [{ is: 'controller', who: 'you' }, { is: 'owner', who: 'you' }]);
    assert.match(describeEffect(e).join('\n'), /you control.*you own|you own.*you control/);
  });
});
