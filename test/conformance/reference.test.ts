/**
 * The built-in rules reference against the official Comprehensive Rules of the corpus: every rule it
 * cites exists, and its texts are our own words.
 */
import * as assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { type ComprehensiveRules } from '../../server/src/language/knowledge/comprehensiveRules.js';
import { allEntries } from '../language/knowledge/referenceEntries.js';
import { parsedRules } from '../language/knowledge/rulesFileSuite.js';
import { corpusPath } from './corpus.js';

/** Lower-cased words, quotes and punctuation dropped, for comparing wording. */
function words(text: string): string[] {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/[^a-z0-9'{}/+−-]+/g, ' ').trim().split(' ').filter(Boolean);
}

suite('rules reference', () => {
  let cr: ComprehensiveRules;
  suiteSetup(() => {
    cr = parsedRules(readFileSync(corpusPath('comprehensive-rules.txt'), 'utf8'));
  });

  test('every cited rule exists in the Comprehensive Rules', () => {
    const missing = allEntries().flatMap((e) => e.rules.filter((r) => !cr.rules.has(r)).map((r) => `${e.id}: ${r}`));
    assert.deepStrictEqual(missing, []);
  });

  test('texts are our own words (no ten-word run copied from the rules)', () => {
    const shingles = new Set<string>();
    const n = 10;
    for (const rule of cr.rules.values()) {
      for (const para of [rule.text, ...rule.examples]) {
        const w = words(para);
        for (let i = 0; i + n <= w.length; i++) shingles.add(w.slice(i, i + n).join(' '));
      }
    }
    const problems: string[] = [];
    for (const e of allEntries()) {
      const w = words(e.text);
      for (let i = 0; i + n <= w.length; i++) {
        if (shingles.has(w.slice(i, i + n).join(' '))) {
          problems.push(`${e.id}: copies "${w.slice(i, i + n).join(' ')}"`);
          break;
        }
      }
    }
    assert.deepStrictEqual(problems, []);
  });
});
