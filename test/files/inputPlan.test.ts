import * as assert from 'node:assert';
import { cardsMemory, cardsMemoryBound, cardsMemoryProblem, cardsShape, maxCardsMemory, textShape } from '../../server/src/files/inputPlan.js';
import { collectGarbage } from '../../server/src/cli/limits.js';
import { createLanguageService } from '../../server/src/language/languageService.js';
import { fixtureCards } from '../helpers.js';
import { cardToText } from '../../server/src/language/importer.js';

/**
 * The heap parsing and checking `text` keeps, measured after full collections. The text is read once first, so the
 * caches a process fills once (the rules' word lists, near-misses asked before) are not counted as the document's:
 * alone, the first measure would count them, after other tests it would not.
 */
function retained(text: string): number {
  const warm = createLanguageService();
  warm.doValidation(warm.parse(text, 'file:///warm.cards'));
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const service = createLanguageService();
  const doc = service.parse(text, 'file:///measure.cards');
  const diagnostics = service.doValidation(doc);
  collectGarbage();
  const used = process.memoryUsage().heapUsed - before;
  assert.ok(doc && diagnostics);
  return used;
}

/** Twenty cards with one 5,000-character line of a repeated part. */
const dense = (part: string) => `Junk {1}\nCreature — Elf\n${part.repeat(Math.ceil(5000 / part.length)).slice(0, 5000)}\n1/1\n\n`.repeat(20);

suite('files: the memory planning of card text', () => {
  test('the shape counts lines, non-blank lines and paragraphs as the full count does, whatever the line breaks', () => {
    for (const text of ['', 'a', 'ab\n\n'.repeat(7), 'A {G}\r\nCreature — Elf\r\n\r\n\r\nB\n \n\t\nC', 'x\ry\r\rz', '\n\n\nlast']) {
      const full = textShape(text);
      const quick = cardsShape(text);
      assert.deepStrictEqual([quick.lines, quick.nonBlankLines, quick.blocks], [full.lines, full.nonBlankLines, full.blocks], JSON.stringify(text));
    }
    assert.strictEqual(cardsShape('Flying {1}{G} ~ "X" “Y” it').units, 10, 'F, two braces, ~, four quotation marks, X and Y: each part that becomes a node');
  });

  test('the estimate is above the memory measured for real cards, one-word cards and lines dense in symbols, names, X and quotes', function () {
    this.timeout(60000);
    const shapes: [string, string][] = [
      ['real cards', fixtureCards().map((c) => cardToText(c)).join('\n\n').repeat(3)],
      ['one-word cards', 'ab\n\n'.repeat(20000)],
      ['braces', dense('{')], ['symbols', dense('{1}')], ['separate X', dense('X ')], ['quoted X', dense('"X"')],
      ['the card\'s own name', dense('Junk ')], ['self-references', dense('~,')], ['lowercase words', dense('target ')],
    ];
    for (const [what, text] of shapes) {
      const measured = retained(text);
      const estimate = cardsMemory(cardsShape(text));
      assert.ok(estimate >= measured, `${what}: estimated ${Math.round(estimate / 1024)} KB, measured ${Math.round(measured / 1024)} KB`);
    }
  });

  test('the bound from line and character counts is never below the count', () => {
    for (const text of ['ab\n\n'.repeat(100), 'a\nb\n\nc\n'.repeat(50), dense('{'), dense('"X"')]) {
      const shape = cardsShape(text);
      assert.ok(cardsMemoryBound(shape.lines, shape.chars) >= cardsMemory(shape), JSON.stringify(text.slice(0, 10)));
    }
  });

  test('a text past 1 GB, or past half the heap still free, is refused with its figures; a large real set is not', () => {
    const patho = cardsShape('ab\n\n'.repeat(1_000_000));
    assert.match(cardsMemoryProblem(patho, Number.POSITIVE_INFINITY)!, /^its 1,000,000 paragraphs in 1,000,000 lines would take about 2441\.4 MB of memory to check, more than the 1024 MB cardtext gives one file/);
    const braces = cardsShape(`${'{'.repeat(5000)}\n\n`.repeat(1500));
    assert.match(cardsMemoryProblem(braces, Number.POSITIVE_INFINITY)!, /its 1,500 paragraphs in 1,500 lines, with 7,500,000 symbols, names and quotes, would take about/);
    // 15 MB of real cards (the fixtures repeated) fits.
    const real = fixtureCards().map((c) => cardToText(c)).join('\n\n');
    const copies = Math.ceil((15 * 1024 * 1024) / real.length);
    const shape = cardsShape(real);
    const big = { lines: shape.lines * copies, nonBlankLines: shape.nonBlankLines * copies, blocks: shape.blocks * copies, chars: shape.chars * copies, units: shape.units * copies };
    assert.strictEqual(cardsMemoryProblem(big, Number.POSITIVE_INFINITY), undefined, `${Math.round(cardsMemory(big) / 1024 / 1024)} MB estimated`);
    assert.match(cardsMemoryProblem(shape, 1024 * 1024)!, /more than the 0\.5 MB this process can spare|more than the 512 KB this process can spare/);
    assert.ok(cardsMemory(big) < maxCardsMemory);
  });
});
