import * as assert from 'node:assert';
import { cardsMemory, cardsMemoryBound, cardsMemoryProblem, cardsShape, maxCardsMemory, textShape } from '../../server/src/files/inputPlan.js';

suite('files: the memory planning of card text', () => {
  test('the quick shape counts lines, non-blank lines and paragraphs as the full count does, whatever the line breaks', () => {
    for (const text of ['', 'a', 'ab\n\n'.repeat(7), 'A {G}\r\nCreature — Elf\r\n\r\n\r\nB\n \n\t\nC', 'x\ry\r\rz', '\n\n\nlast']) {
      const full = textShape(text);
      assert.deepStrictEqual(cardsShape(text), { lines: full.lines, nonBlankLines: full.nonBlankLines, blocks: full.blocks }, JSON.stringify(text));
    }
  });

  test('one-word cards cost a line and a card each; the bound from the line count is never below the count', () => {
    const shape = cardsShape('ab\n\n'.repeat(1000));
    assert.deepStrictEqual([shape.nonBlankLines, shape.blocks], [1000, 1000]);
    assert.strictEqual(cardsMemory(shape), 1000 * 1024 + 1000 * 1536);
    for (const text of ['ab\n\n'.repeat(100), 'a\nb\n\nc\n'.repeat(50), 'a\n'.repeat(300)]) {
      assert.ok(cardsMemoryBound(cardsShape(text).lines) >= cardsMemory(cardsShape(text)), JSON.stringify(text.slice(0, 10)));
    }
  });

  test('a text past 1 GB, or past half the heap still free, is refused with its figures; a real set is not', () => {
    const patho = { lines: 2_000_001, nonBlankLines: 1_000_000, blocks: 1_000_000 };
    assert.match(cardsMemoryProblem(patho, Number.POSITIVE_INFINITY)!, /^its 1,000,000 paragraphs in 1,000,000 lines would take about 2441\.4 MB of memory to check, more than the 1024 MB cardtext gives one file/);
    const real = { lines: 561_340, nonBlankLines: 455_000, blocks: 106_000 };
    assert.strictEqual(cardsMemoryProblem(real, Number.POSITIVE_INFINITY), undefined);
    assert.match(cardsMemoryProblem(real, 400 * 1024 * 1024)!, /more than the 200 MB this process can spare/);
    assert.ok(cardsMemory(real) < maxCardsMemory);
  });
});
