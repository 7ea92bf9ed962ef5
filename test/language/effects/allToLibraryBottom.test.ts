import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { instant } from './effectHelpers.js';

suite('effect model: every permanent of a kind put on the bottom of its owner\'s library', () => {
  test('"Put all <kind> on the bottom of their owners\' libraries" moves each such permanent', () => {
    const e = instant("Put all tapped artifacts on the bottom of their owners' libraries. Draw a card.");
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'putOnLibrary' && s.position === 'bottom' && s.what.ref === 'each');
    assert.match(describeEffect(e).join('\n'), /on the bottom of its owner's library/);
    // On top (several cards in an order their owners choose), or cards in graveyards: not read.
    assert.ok(instant("Put all tapped artifacts on top of their owners' libraries.").unknown);
    assert.ok(instant("Put all artifact cards in graveyards on the bottom of their owners' libraries.").unknown);
  });
});
