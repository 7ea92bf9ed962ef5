/** Every tournament-legal card of the corpus lints without an error or a warning. */
import { legalCardsTest } from '../language/checks/legalCards.js';
import { corpus } from './corpus.js';

suite('diagnostic codes', () => {
  legalCardsTest('no tournament-legal card of the corpus gets an error or a warning', corpus, 9001);
});
