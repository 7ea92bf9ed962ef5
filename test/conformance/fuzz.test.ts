/** The fuzzing tests on ~200 real cards from all over the corpus (every 50th). */
import { cardToText } from '../../server/src/language/importer.js';
import { fuzzTests } from '../language/fuzzEdits.js';
import { corpus } from './corpus.js';

suite('fuzzing with real cards', () => {
  fuzzTests(() => corpus().filter((_, i) => i % 50 === 7).map((c) => cardToText(c)), 190);
});
