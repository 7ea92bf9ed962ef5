/**
 * The tests of the Comprehensive Rules parser on a whole rules file, written once and run on two
 * files: the excerpt in test/fixtures/ (npm test) and the corpus's full file (npm run conformance).
 * Both hold the rules the spot checks name (106.5, 107.3m, 605.1a, 702.1 beside 702.10, the printing
 * quirks of 119.1d, 205.4c, 509.1b and 606.5); only the counts differ, and they are checked against
 * independent line counts as well as stated.
 */
import * as assert from 'node:assert';
import {
  type ComprehensiveRules, getGlossaryEntry, getRule, getRuleWithChildren, isParseError, normalizeRuleNumber, parseComprehensiveRules,
} from '../../../server/src/language/knowledge/comprehensiveRules.js';

/** Parses rules text, failing the test on a parse error. */
export function parsedRules(text: string): ComprehensiveRules {
  const result = parseComprehensiveRules(text);
  if (isParseError(result)) assert.fail(result.error);
  return result;
}

/**
 * Independent counts by line regexes. The body starts at the second "1. Game Concepts" line (the
 * first is in the contents) and ends at the line "Glossary". A numbered entry is a line that is a
 * section heading (`1. Game Concepts`), a rule heading (`100. General`) or a rule or subrule
 * (`100.1. …`, `100.1a …`, also `606.5 …` and `119.1d. …` as printed). Glossary entries are the
 * non-blank lines after a blank line between "Glossary" and "Credits".
 */
export function independentCounts(text: string) {
  const lines = text.split('\n');
  const bodyStart = lines.indexOf('1. Game Concepts', lines.indexOf('1. Game Concepts') + 1);
  const glossaryStart = lines.indexOf('Glossary', bodyStart);
  const creditsLine = lines.indexOf('Credits', glossaryStart);
  const body = lines.slice(bodyStart, glossaryStart);
  const sections = body.filter((l) => /^\d\. \S/.test(l)).length;
  const headings = body.filter((l) => /^\d{3}\. \S/.test(l)).length;
  const numbered = body.filter((l) => /^\d{3}\.\d+[a-z]?\.? \S/.test(l)).length;
  const glossaryLines = lines.slice(glossaryStart + 1, creditsLine);
  const glossary = glossaryLines.filter((l, i) => l.trim() !== '' && (i === 0 || glossaryLines[i - 1].trim() === '')).length;
  return { sections, headings, numbered, rules: sections + headings + numbered, glossary };
}

/** What a rules file is stated to hold (counted by hand for the fixture, as published for the corpus). */
export interface RulesFileFacts {
  sections: number;
  headings: number;
  numbered: number;
  glossary: number;
}

/** Defines the whole-file suite for the rules text `load()` returns (LF line endings, no BOM). */
export function rulesFileSuite(title: string, load: () => string, facts: RulesFileFacts): void {
  suite(title, () => {
    let text = '';
    let cr: ComprehensiveRules;
    suiteSetup(() => {
      text = load();
      cr = parsedRules(text);
    });

    test('counts of numbered rules and glossary entries equal independent line counts', () => {
      const expected = independentCounts(text);
      assert.deepStrictEqual(
        { sections: expected.sections, headings: expected.headings, numbered: expected.numbered },
        { sections: facts.sections, headings: facts.headings, numbered: facts.numbered },
      );
      assert.strictEqual(cr.counts.rules, expected.rules);
      assert.strictEqual(cr.rules.size, expected.rules);
      assert.strictEqual(cr.counts.glossary, expected.glossary);
      assert.strictEqual(cr.glossary.size, expected.glossary);
      assert.strictEqual(cr.counts.rules, facts.sections + facts.headings + facts.numbered);
      assert.strictEqual(cr.counts.glossary, facts.glossary);
      assert.deepStrictEqual(cr.warnings, []);
    });

    test('reads the effective date and skips the table of contents', () => {
      assert.strictEqual(cr.effectiveDate, 'January 16, 2026');
      const first = [...cr.rules.keys()].slice(0, 4);
      assert.deepStrictEqual(first, ['1', '100', '100.1', '100.1a']);
      assert.strictEqual(getRule(cr, '1')?.text, 'Game Concepts');
      assert.strictEqual(getRule(cr, '100')?.text, 'General');
      assert.ok(getRule(cr, '905.6')?.text.includes('sets their life total to 20'));
    });

    test('the same file with a BOM and CR-only or CRLF line endings parses identically', () => {
      for (const variant of ['\uFEFF' + text.replace(/\n/g, '\r'), text.replace(/\n/g, '\r\n')]) {
        const other = parsedRules(variant);
        assert.deepStrictEqual(other.counts, cr.counts);
        assert.strictEqual(other.effectiveDate, cr.effectiveDate);
        assert.deepStrictEqual([...other.rules.entries()], [...cr.rules.entries()]);
        assert.deepStrictEqual([...other.glossary.entries()], [...cr.glossary.entries()]);
      }
    });

    test('spot checks: 106.5, 107.3m, 605.1a, 702.9a and their texts', () => {
      assert.strictEqual(getRule(cr, '106.5')?.text, 'If an ability would produce one or more mana of an undefined type, it produces no mana instead.');
      assert.match(getRule(cr, '107.3m')!.text, /^If an object’s enters-the-battlefield triggered ability or replacement effect refers to X/);
      assert.match(getRule(cr, '107.3m')!.text, /the value of X for that permanent is 0/);
      assert.deepStrictEqual(getRule(cr, '107.3m')!.examples, []);
      assert.match(getRule(cr, '605.1a')!.text, /^An activated ability is a mana ability if it meets all of the following criteria/);
      assert.strictEqual(getRule(cr, '702.9a')?.text, 'Flying is an evasion ability.');
      assert.strictEqual(getRule(cr, '702.9a')?.number, '702.9a');
    });

    test('examples are attached to their rule without the "Example:" prefix', () => {
      const rule = getRule(cr, '101.2')!;
      assert.strictEqual(rule.examples.length, 1);
      assert.match(rule.examples[0], /^If one effect reads “You may play an additional land this turn”/);
      assert.ok(!rule.text.includes('Example'));
      const total = [...cr.rules.values()].reduce((n, r) => n + r.examples.length, 0);
      assert.strictEqual(total, text.split('\n').filter((l) => l.startsWith('Example:')).length);
    });

    test('printing quirks: a rule without its period, a subrule with one, indented continuation lines', () => {
      assert.match(getRule(cr, '606.5')!.text, /^If the total cost to activate a loyalty ability/);
      assert.match(getRule(cr, '119.1d')!.text, /^In a two-player Brawl game/);
      assert.match(getRule(cr, '205.4c')!.text, /\nCards printed in sets prior to the Eighth Edition/);
      const r509 = getRule(cr, '509.1b')!;
      assert.match(r509.text, /\nA restriction may be created by an evasion ability/);
      assert.strictEqual(r509.examples.length, 1);
    });

    test('glossary: terms with their definitions, multi-line definitions kept, ends before Credits', () => {
      assert.strictEqual(cr.glossary.get('Mana Ability'), 'An activated or triggered ability that could create mana and doesn’t use the stack. See rule 605, “Mana Abilities.”');
      assert.strictEqual(getGlossaryEntry(cr, 'mana ability')?.term, 'Mana Ability');
      assert.strictEqual(cr.glossary.get('Ability')?.split('\n').length, 3);
      assert.strictEqual([...cr.glossary.keys()][0], 'Abandon');
      assert.strictEqual([...cr.glossary.keys()].at(-1), 'Zone-Change Triggers');
      assert.ok(!cr.glossary.has('Credits'));
    });

    test('getRule normalises the number as people type it', () => {
      for (const input of ['605.1a', '605.1a.', ' 605.1A ', 'rule 605.1a']) assert.strictEqual(getRule(cr, input)?.number, '605.1a', input);
      assert.strictEqual(getRule(cr, '605.1.')?.number, '605.1');
      assert.strictEqual(getRule(cr, '605')?.text, 'Mana Abilities');
      assert.strictEqual(getRule(cr, 'nonsense'), undefined);
      assert.strictEqual(getRule(cr, '999.9z'), undefined);
      assert.strictEqual(normalizeRuleNumber('1.'), '1');
    });

    test('getRuleWithChildren returns a rule and its subrules only', () => {
      assert.deepStrictEqual(getRuleWithChildren(cr, '702.9').map((r) => r.number), ['702.9', '702.9a', '702.9b', '702.9c']);
      const r7021 = getRuleWithChildren(cr, '702.1').map((r) => r.number);
      assert.ok(r7021.length > 1 && r7021.every((n) => /^702\.1[a-z]?$/.test(n)), r7021.join());
      assert.ok(cr.rules.has('702.10'), 'the file holds 702.10, which 702.1 must not include');
      const r605 = getRuleWithChildren(cr, '605.').map((r) => r.number);
      assert.strictEqual(r605[0], '605');
      assert.ok(r605.includes('605.1a') && r605.includes('605.3b') && !r605.some((n) => n.startsWith('606')));
      const section1 = getRuleWithChildren(cr, '1');
      assert.strictEqual(section1[0].number, '1');
      assert.ok(section1.every((r) => r.number === '1' || r.number.startsWith('1')));
      assert.ok(section1.some((r) => r.number === '123.1') && !section1.some((r) => r.number.startsWith('200')));
      assert.deepStrictEqual(getRuleWithChildren(cr, '999.1'), []);
    });
  });
}
