/**
 * The card model against Scryfall's own figures (cmc, colors, color_identity), written once for the
 * fixture cards (npm test) and a large sample of the corpus (npm run conformance).
 */
import * as assert from 'node:assert';
import type { CardModel } from '../../../server/src/language/model/cardModel.js';
import { parseDocument } from '../../../server/src/language/document.js';
import { importCards } from '../../../server/src/language/importer.js';
import type { CorpusCard } from '../../helpers.js';

const wubrg = ['W', 'U', 'B', 'R', 'G'];
const order = (colors: string[] | undefined) => wubrg.filter((c) => (colors ?? []).includes(c));

/** Defines the agreement suite over `cards()` (all imported into one document), which must hold at least `atLeast` cards. */
export function agreementSuite(title: string, cards: () => CorpusCard[], atLeast: number): void {
  suite(title, () => {
    let sample: { card: CorpusCard; model: CardModel }[] = [];
    suiteSetup(() => {
      const list = cards();
      const doc = parseDocument(importCards(list).text);
      assert.strictEqual(doc.models.length, list.length);
      sample = doc.models.map((m, i) => ({ card: list[i], model: m }));
    });

    test('the mana value of every sampled real card equals the corpus cmc (meld back halves aside)', () => {
      const wrong = sample.filter(({ card, model: m }) => card.layout !== 'meld' && m.manaValue !== card.cmc)
        .map(({ card, model: m }) => `${card.name}: ${m.manaValue} vs ${card.cmc}`);
      assert.deepStrictEqual(wrong, []);
      assert.ok(sample.length >= atLeast, `only ${sample.length} cards`);
    });

    test('the colour identity of every sampled real card equals the corpus (meld and vanguard aside)', () => {
      const wrong = sample.filter(({ card }) => !['meld', 'vanguard'].includes(card.layout ?? ''))
        .filter(({ card, model: m }) => order(m.colorIdentity).join('') !== order(card.color_identity).join(''))
        .map(({ card, model: m }) => `${card.name}: ${m.colorIdentity.join('')} vs ${(card.color_identity ?? []).join('')}`);
      assert.deepStrictEqual(wrong, []);
    });

    test('the colours of every sampled single-face card equal the corpus', () => {
      const wrong = sample.filter(({ card }) => !card.card_faces)
        .filter(({ card, model: m }) => order(m.colors).join('') !== order(card.colors).join(''))
        .map(({ card, model: m }) => `${card.name}: ${m.colors.join('')} vs ${(card.colors ?? []).join('')}`);
      assert.deepStrictEqual(wrong, []);
    });
  });
}
