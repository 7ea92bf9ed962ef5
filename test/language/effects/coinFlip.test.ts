import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

suite('effect model: flipping a coin', () => {
  test('"Flip a coin. If you win the flip, … If you lose the flip, …": the steps of each outcome (705)', () => {
    const model = parseDocument('Test Chest {3}\nArtifact\n{2}, {T}: Flip a coin. If you win the flip, draw two cards. If you lose the flip, you lose 2 life.').chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{
      do: 'flipCoin',
      win: [{ do: 'draw', who: { ref: 'you' }, amount: { n: 2 } }],
      lose: [{ do: 'loseLife', who: { ref: 'you' }, amount: { n: 2 } }],
    }]);
    assert.match(describeEffect(e).join('\n'), /flip a coin; if you win the flip, you draw 2 card\(s\); if you lose the flip, you lose 2 life/);
  });

  test('"Flip a coin. If you lose the flip, …" alone: nothing on a won flip, the lost flip\'s steps', () => {
    const model = parseDocument('Test Lantern {2}\nArtifact\n{1}, {T}: Flip a coin. If you lose the flip, you lose 3 life. Draw a card.').chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [
      { do: 'flipCoin', win: [], lose: [{ do: 'loseLife', who: { ref: 'you' }, amount: { n: 3 } }] },
      { do: 'draw', who: { ref: 'you' }, amount: { n: 1 } },
    ]);
    const text = describeEffect(e).join('\n');
    assert.match(text, /flip a coin; if you lose the flip, you lose 3 life/);
    assert.doesNotMatch(text, /win the flip/);
  });

  test('"Flip a coin." with no outcome is not a flip step', () => {
    const model = parseDocument('Test Penny {1}\nArtifact\n{T}: Flip a coin. Draw a card.').chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.ok(!(e.steps ?? []).some((s) => s.do === 'flipCoin'));
  });

  test('"You may flip a coin. …": the whole flip optional', () => {
    const model = parseDocument('Test Seeker {3}{B}\nCreature — Demon\nWhenever Test Seeker attacks, you may flip a coin. If you win the flip, draw two cards. If you lose the flip, you lose 4 life.\n3/2').chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps, [{
      do: 'flipCoin',
      win: [{ do: 'draw', who: { ref: 'you' }, amount: { n: 2 } }],
      lose: [{ do: 'loseLife', who: { ref: 'you' }, amount: { n: 4 } }],
      optional: true,
    }]);
  });
});
