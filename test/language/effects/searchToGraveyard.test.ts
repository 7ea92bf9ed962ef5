import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { instant } from './effectHelpers.js';

suite('effect model: a search whose cards go into your graveyard', () => {
  test('"Search your library for up to four artifact cards, put them into your graveyard, then shuffle. Scry 1." is a search to the graveyard', () => {
    const e = instant('Search your library for up to four artifact cards, put them into your graveyard, then shuffle. Scry 1.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    const [s] = e.steps!;
    assert.ok(s.do === 'search' && s.to === 'graveyard' && s.upTo);
    assert.match(describeEffect(e).join('\n'), /put them into your graveyard, then shuffle/);
  });
});
