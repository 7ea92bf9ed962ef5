import * as assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { isParseError, parseComprehensiveRules } from '../../../server/src/language/knowledge/comprehensiveRules.js';
import { fixturePath } from '../../helpers.js';
import { parsedRules, rulesFileSuite } from './rulesFileSuite.js';

suite('comprehensive rules parser', () => {
  // The excerpt's counts, by hand: sections 1, 2, 3, 5, 6, 7, 9; thirteen rule headings; 42 rules and
  // subrules; nine glossary terms. The same suite runs on the full corpus file in npm run conformance.
  rulesFileSuite('on the rules excerpt of test/fixtures', () => readFileSync(fixturePath('comprehensive-rules.txt'), 'utf8'), {
    sections: 7, headings: 13, numbered: 42, glossary: 9,
  });

  test('a small hand-written file: CR-only endings, contents, two examples, continuation of an example', () => {
    const text = [
      '\uFEFFMagic: The Gathering Comprehensive Rules', '', 'These rules are effective as of March 1, 2030.', '',
      'Contents', '', '1. Game Concepts', '100. General', '', 'Glossary', '', 'Credits', '',
      '1. Game Concepts', '', '100. General', '', '100.1. First rule.', 'Example: One.', 'Example: Two,',
      '     continued.', '', '100.1a A subrule.', '', 'Glossary', '', 'Term', 'Line one.', 'Line two.', '',
      'Other Term', 'Definition.', '', '', 'Credits', '', 'Someone', '',
    ].join('\r');
    const small = parsedRules(text);
    assert.strictEqual(small.effectiveDate, 'March 1, 2030');
    assert.deepStrictEqual([...small.rules.keys()], ['1', '100', '100.1', '100.1a']);
    assert.deepStrictEqual(small.rules.get('100.1')?.examples, ['One.', 'Two,\ncontinued.']);
    assert.deepStrictEqual([...small.glossary.entries()], [['Term', 'Line one.\nLine two.'], ['Other Term', 'Definition.']]);
    assert.deepStrictEqual(small.counts, { rules: 4, glossary: 2 });
  });

  test('malformed input returns an error with a clear message and never throws', () => {
    const cases: [unknown, RegExp][] = [
      ['', /empty/],
      ['\uFEFF  \r\n\r\n', /empty/],
      ['# cardtext\n\nA README that is not the rules.\n1. A list item\n2. Another', /no numbered rules/],
      [String.fromCharCode(...Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256)), /not text/],
      ['%PDF-1.7\n\u0000\u0001\u0002binary', /not text/],
      [Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 31 + 7) % 256)).toString('utf8'), /not text/],
      [42, /text/],
      [null, /text/],
    ];
    for (const [input, message] of cases) {
      const result = parseComprehensiveRules(input as string);
      assert.ok(isParseError(result), `expected an error for ${JSON.stringify(String(input).slice(0, 20))}`);
      assert.match(result.error, message);
    }
  });
});
