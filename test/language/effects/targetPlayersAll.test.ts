import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { instant } from './effectHelpers.js';

suite('effect model: every permanent of a kind a target player controls', () => {
  test('"Destroy all tapped artifacts target opponent controls." is one step with the player targeted', () => {
    const e = instant('Destroy all tapped artifacts target opponent controls.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'allOfTargetPlayer' && s.action === 'destroy' && s.player.ref === 'target');
    assert.match(describeEffect(e).join('\n'), /destroy all tapped artifacts target opponent controls/);
  });

  test('exiled ("controls") and returned ("owns to their hand") alike; other words are not this step', () => {
    const exiled = instant('Exile all untapped lands target player controls.').steps![0];
    assert.ok(exiled.do === 'allOfTargetPlayer' && exiled.action === 'exile');
    const returned = instant('Return all nontoken creatures target opponent owns to their hand.').steps![0];
    assert.ok(returned.do === 'allOfTargetPlayer' && returned.action === 'bounce');
    assert.ok(instant('Destroy all enchantments target player controls. Draw a card.').unknown);
    assert.ok(instant("Return all creatures target opponent controls to their owners' hands.").unknown);
  });
});
