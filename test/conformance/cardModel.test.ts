/** The card model against Scryfall's cmc, colors and color_identity on a third of the corpus and every multi-face card. */
import { agreementSuite } from '../language/model/agreement.js';
import { corpus } from './corpus.js';

suite('card model', () => {
  agreementSuite('agreement with the corpus', () => corpus().filter((c, i) => i % 3 === 0 || c.card_faces), 3001);
});
