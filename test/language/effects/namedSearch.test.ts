import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { instant } from './effectHelpers.js';

suite('effect model: a search of your library and graveyard for a named card', () => {
  test('"Search your library and/or graveyard for a card named A, B, …" is one step, the whole name kept with its comma', () => {
    const e = instant('Search your graveyard and/or library for a card named Garna, Keeper of Roots, reveal it, then put it into your hand. If you search your library this way, shuffle it.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'searchLibraryAndGraveyard', filter: { alts: [{ noun: 'Card', props: [{ is: 'named', name: 'Garna, Keeper of Roots' }] }] } }]);
    assert.match(describeEffect(e).join('\n'), /library and\/or graveyard for a card named Garna, Keeper of Roots, put it into your hand, then shuffle if you searched your library/);
  });

  test('"library and graveyard … Then shuffle your library." searches both and always shuffles, and is described so', () => {
    const e = instant('Search your library and graveyard for a card named Pell the Wanderer, reveal it, then put it into your hand. Then shuffle.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{ do: 'searchLibraryAndGraveyard', filter: { alts: [{ noun: 'Card', props: [{ is: 'named', name: 'Pell the Wanderer' }] }] }, both: true }]);
    assert.match(describeEffect(e).join('\n'), /search your library and graveyard for a card named Pell the Wanderer, put it into your hand, then shuffle your library$/);
  });

  test('"graveyard and/or library", "then put it" and "If you searched" read alike; "library and graveyard" takes "Then shuffle your library."', () => {
    for (const text of [
      'Search your graveyard and/or library for a card named Pell the Wanderer, reveal it, then put it into your hand. If you searched your library this way, shuffle it.',
      'Search your library and graveyard for a card named Pell the Wanderer, reveal it, and put it into your hand, then shuffle your library.',
    ]) {
      const e = instant(text);
      assert.ok(!e.unknown, text);
      assert.strictEqual(e.steps![0].do, 'searchLibraryAndGraveyard');
    }
  });

  test('other cards, other zones, two names or a missing shuffle are not read', () => {
    for (const text of [
      'Search your library and/or graveyard for a creature card, reveal it, and put it into your hand. If you search your library this way, shuffle it.',
      'Search your library and/or graveyard for a card named Pell the Wanderer, reveal it, and put it onto the battlefield. If you search your library this way, shuffle it.',
      'Search your library and/or graveyard for a card named Pell or Quill, reveal it, and put it into your hand. If you search your library this way, shuffle it.',
      'Search your library and/or graveyard for a card named Pell the Wanderer, reveal it, and put it into your hand.',
      'Search your library and graveyard for a card named Pell the Wanderer, reveal it, and put it into your hand. If you search your library this way, shuffle it.',
      'Search your library and/or graveyard for two cards named Pell, reveal them, and put them into your hand. If you search your library this way, shuffle it.',
    ]) assert.ok(instant(text).unknown, text);
  });
});
