/**
 * The three custom sets of test/fixtures/sets/ (see test/fixtures/README.md), written by the team
 * in the styles custom sets come in: each lints without an error or a warning, with exactly the
 * info notes listed here (the New World Order notes are the set's red-flagged commons: 12 of 69
 * in Alder Reach, 3 of 57 in Ember Tide, 1 of 28 in Crown of Ash), and the words each set leaves undeclared on purpose are recognised as
 * the set's own vocabulary. A new false alarm of any severity fails these tests.
 */
import * as assert from 'node:assert';
import { readFileSync } from 'node:fs';
import type { VocabularyWord } from '../../server/src/language/vocabulary.js';
import { setInfoOf } from '../../server/src/language/setInfo.js';
import { fixturePath, type ValidationResult, validate } from '../helpers.js';

interface FixtureSet {
  file: string;
  code: string;
  name: string;
  cards: number;
  /** The info (and hint) notes the set is expected to get, as `code "covered text"`. */
  notes: string[];
  /** Words the set uses without declaring them, as `kind[ type] word`. */
  undeclared: string[];
}

const sets: FixtureSet[] = [
  { file: 'alder-reach.cards', code: 'ALR', name: 'Alder Reach', cards: 119, notes: ['new-world-order "Alderwatch Recruit"', 'new-world-order "Gatehouse Warden"', 'new-world-order "Rally at the Fenceline"', 'new-world-order "Mossgleam Pegasus"', 'new-world-order "Totemcarver Apprentice"', 'new-world-order "Undertow Rebuke"', 'new-world-order "Ripple Insight"', 'new-world-order "Silt Slumber"', 'new-world-order "Hollowing Grasp"', 'new-world-order "Grave-Tender of the Fen"', 'new-world-order "Bleak Gleaning"', 'new-world-order "Tinderpath Raider"'], undeclared: ['subtype creature Warden', 'subtype creature Ashkin', 'keyword Kindle'] },
  { file: 'ember-tide-2019.cards', code: 'EMT', name: 'Ember Tide', cards: 121, notes: ['new-world-order "Warden of the Cooling Sea"', 'new-world-order "Rally the Lanterns"', 'new-world-order "Riptide Refusal"', 'obsolete-type "Tribal"'], undeclared: ['subtype creature Pyromancer', 'keyword Smolder'] },
  { file: 'crown-of-ash-commander.cards', code: 'COA', name: 'Crown of Ash', cards: 124, notes: ['new-world-order "Regrowth of Velmoor"'], undeclared: ['keyword Coronate'] },
];

const results = new Map<string, ValidationResult>();

/** The set's text validated (once per file). */
function validated(file: string): ValidationResult {
  let result = results.get(file);
  if (!result) results.set(file, (result = validate(readFileSync(fixturePath('sets', file), 'utf8'))));
  return result;
}

/** The text a diagnostic covers (its range is on one line). */
function covered(result: ValidationResult, range: { start: { line: number; character: number }; end: { line: number; character: number } }): string {
  const line = result.text.split(/\r\n|\r|\n/)[range.start.line];
  return line.slice(range.start.character, range.start.line === range.end.line ? range.end.character : undefined);
}

suite('the custom fixture sets (test/fixtures/sets/)', () => {
  for (const set of sets) {
    suite(`${set.code} (${set.file})`, () => {
      test(`the file is the set ${set.code} ${set.name}, with ${set.cards} cards counting its tokens and emblems`, () => {
        const result = validated(set.file);
        const info = setInfoOf(result.doc.directives);
        assert.deepStrictEqual([info.code, info.name], [set.code, set.name]);
        assert.strictEqual(result.doc.models.length, set.cards);
      });

      test('it has no error and no warning (LSP severities 1 and 2)', () => {
        const result = validated(set.file);
        const problems = result.filter((d) => d.severity === 'error' || d.severity === 'warning');
        assert.deepStrictEqual(problems.map((d) => `${d.severity} ${d.code} at ${d.range.start.line + 1}:${d.range.start.character + 1}: ${d.message}`), []);
      });

      test(`its info notes are exactly ${set.notes.length ? set.notes.join(', ') : 'none'}`, () => {
        const result = validated(set.file);
        const notes = result.filter((d) => d.severity !== 'error' && d.severity !== 'warning');
        assert.deepStrictEqual(notes.map((d) => `${d.code} "${covered(result, d.range)}"`), set.notes,
          `the notes were:\n${notes.map((d) => `  ${d.severity} ${d.code}: ${d.message}`).join('\n')}`);
      });

      test(`the words it leaves undeclared on purpose are its own vocabulary: ${set.undeclared.join(', ')}`, () => {
        const vocabulary = validated(set.file).doc.vocabulary as VocabularyWord[];
        const found = vocabulary.map((w) => [w.kind, w.type, w.word].filter(Boolean).join(' '));
        for (const word of set.undeclared) assert.ok(found.includes(word), `"${word}" is not in the vocabulary ${JSON.stringify(found)}`);
      });
    });
  }
});
