import * as assert from 'node:assert';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { instant } from './effectHelpers.js';

suite('effect model: "exile all cards from your library" (every card of it, chosen by no one)', () => {
  test('exiles your whole library, face down when it says so', () => {
    const e = instant('Exile all cards from your library. You gain 7 life.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps![0], { do: 'wholeLibrary', who: { ref: 'you' }, to: 'exile' });
    assert.match(describeEffect(e).join('\n'), /exile all cards from your library\n.*you gain 7 life/);
    const down = instant('Exile all cards from your library face down. Draw a card.');
    assert.ok(!down.unknown, JSON.stringify(down.unknown));
    assert.deepStrictEqual(down.steps![0], { do: 'wholeLibrary', who: { ref: 'you' }, to: 'exile', faceDown: true });
    assert.match(describeEffect(down).join('\n'), /exile all cards from your library face down/);
  });

  test('"shuffle all cards from your graveyard into your library" is the whole graveyard shuffled in', () => {
    const e = instant('Draw a card, then shuffle all cards from your graveyard into your library. Exile all cards from your library.');
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps!.map((s) => s.do), ['draw', 'wholeGraveyard', 'wholeLibrary']);
  });
});
