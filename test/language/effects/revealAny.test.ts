import * as assert from 'node:assert';
import { parseDocument } from '../../../server/src/language/document.js';
import { describeEffect } from '../../../server/src/language/effects/describe.js';
import { readCardEffects } from '../../../server/src/language/effects/read.js';

suite('effect model: revealing any number of cards from your hand', () => {
  test('"Reveal any number of green cards in your hand." and "the number of cards revealed this way" after it (701.16a)', () => {
    const model = parseDocument('Test Scent {G}\nInstant\nReveal any number of green cards in your hand. You gain life equal to the number of cards revealed this way.').chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.strictEqual(e.steps![0].do, 'revealAny');
    assert.deepStrictEqual(e.steps![1], { do: 'gainLife', who: { ref: 'you' }, amount: { count: 'revealedThisWay' } });
    assert.match(describeEffect(e).join('\n'), /reveal any number of green cards in your hand/);
    assert.match(describeEffect(e).join('\n'), /the number of cards revealed this way/);
  });

  test('"the number of cards revealed this way" with no reveal before it is not read', () => {
    const model = parseDocument('Test Scent {G}\nInstant\nYou gain life equal to the number of cards revealed this way.').chunks.find((c) => c.model)!.model!;
    assert.ok(readCardEffects(model).faces[0][0].unknown);
  });

  test('"unless its controller pays {1} for each card revealed this way": the cost that many times', () => {
    const model = parseDocument('Test Brine {1}{U}\nInstant\nReveal any number of blue cards in your hand. Counter target spell unless its controller pays {1} for each card revealed this way.').chunks.find((c) => c.model)!.model!;
    const [e] = readCardEffects(model).faces[0];
    assert.ok(!e.unknown, JSON.stringify(e.unknown));
    assert.deepStrictEqual(e.steps![1].unless?.times, { count: 'revealedThisWay' });
    assert.match(describeEffect(e).join('\n'), /pays \{1\} for each card revealed this way/);
  });
});
