/** The rulings index on the corpus's 16,899 Scryfall rulings joined to its 10,006 cards. */
import { readFileSync } from 'node:fs';
import { type RulingsCard, type ScryfallRuling, scryfallRulingsSuite } from '../language/knowledge/scryfallRulingsSuite.js';
import { corpusPath } from './corpus.js';

suite('rulings index', () => {
  scryfallRulingsSuite('Scryfall files from the corpus', () => ({
    rulings: JSON.parse(readFileSync(corpusPath('rulings.json'), 'utf8')) as ScryfallRuling[],
    cards: JSON.parse(readFileSync(corpusPath('cards.json'), 'utf8')) as RulingsCard[],
  }));
});
