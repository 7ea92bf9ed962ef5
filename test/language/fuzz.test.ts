/**
 * Deterministic fuzzing of the whole pipeline with real cards: random character- and line-level
 * edits must never make parsing or validation throw, must leave the cards they did not touch exactly
 * as they were, and parsing must stay linear in the size of the file.
 */
import { cardToText } from '../../server/src/language/importer.js';
import { fixtureCards } from '../helpers.js';
import { fuzzTests } from './fuzzEdits.js';

suite('fuzzing with real cards', () => {
  // The 72 real cards of test/fixtures; npm run conformance runs the same on ~200 cards from all over the corpus.
  fuzzTests(() => fixtureCards().map((c) => cardToText(c)), 70);
});
