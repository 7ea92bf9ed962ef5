/**
 * Scryfall rulings joined to their cards through oracle_id, written once for the fixture files
 * (npm test) and the corpus's rulings and cards (npm run conformance).
 */
import * as assert from 'node:assert';
import { type LoadResult, normalizeCardName, RulingsIndex } from '../../../server/src/language/knowledge/rulings.js';

/** A Scryfall ruling object. */
export interface ScryfallRuling { oracle_id: string; source: string; published_at: string; comment: string }
/** The fields of a Scryfall card the join needs. */
export interface RulingsCard { oracle_id: string; name: string; card_faces?: { name: string }[] }

/**
 * Defines the suite over the rulings and cards `load()` returns. They must hold "A Display of My
 * Dark Power" and "Bear Umbra" with their rulings, a multi-face card with rulings and an accented name with rulings.
 */
export function scryfallRulingsSuite(title: string, load: () => { rulings: ScryfallRuling[]; cards: RulingsCard[] }): void {
  suite(title, () => {
    let rulingsJson: ScryfallRuling[] = [];
    let cardsJson: RulingsCard[] = [];
    let idsWithRulings = new Set<string>();
    let index = new RulingsIndex();
    let result: Exclude<LoadResult, { error: string }>;
    suiteSetup(() => {
      ({ rulings: rulingsJson, cards: cardsJson } = load());
      idsWithRulings = new Set(rulingsJson.map((r) => r.oracle_id));
      index = new RulingsIndex();
      const loaded = index.loadScryfall(rulingsJson, cardsJson);
      if ('error' in loaded) assert.fail(loaded.error);
      result = loaded;
    });
    const card = (name: string) => cardsJson.find((c) => c.name === name)!;
    const rulingsOf = (name: string) => rulingsJson.filter((r) => r.oracle_id === card(name).oracle_id);

    test('loads every ruling and matches each to a card', () => {
      assert.deepStrictEqual({ added: result.added, skipped: result.skipped, unmatched: result.unmatched }, { added: rulingsJson.length, skipped: 0, unmatched: 0 });
      assert.strictEqual(index.size, rulingsJson.length);
    });

    test('A Display of My Dark Power: as many rulings as entries with its oracle_id, case-insensitive', () => {
      const expected = rulingsOf('A Display of My Dark Power');
      assert.ok(expected.length >= 3);
      const found = index.rulingsFor('a display of my DARK power');
      assert.strictEqual(found.length, expected.length);
      assert.deepStrictEqual(new Set(found.map((r) => r.text)), new Set(expected.map((r) => r.comment)));
      assert.ok(found.every((r) => r.source === 'scryfall' && r.publisher === 'wotc'));
      assert.ok(index.has('A DISPLAY OF MY DARK POWER'));
    });

    test('a card with rulings of several dates lists them newest first, ties in file order', () => {
      const expected = rulingsOf('Bear Umbra');
      assert.ok(new Set(expected.map((r) => r.published_at)).size >= 3);
      const found = index.rulingsFor('Bear Umbra');
      assert.strictEqual(found.length, expected.length);
      const dates = found.map((r) => r.date);
      assert.deepStrictEqual(dates, [...dates].sort().reverse());
      assert.strictEqual(dates[0], expected.map((r) => r.published_at).sort().at(-1));
      const newest = expected.filter((r) => r.published_at === dates[0]).map((r) => r.comment);
      assert.deepStrictEqual(found.slice(0, newest.length).map((r) => r.text), newest);
    });

    test('multi-face cards are found by the full name and by each face name', () => {
      const split = cardsJson.find((c) => c.card_faces && idsWithRulings.has(c.oracle_id))!;
      const count = rulingsOf(split.name).length;
      assert.strictEqual(index.rulingsFor(split.name).length, count);
      for (const face of split.card_faces!) assert.strictEqual(index.rulingsFor(face.name.toUpperCase()).length, count, face.name);
      assert.strictEqual(index.rulingsFor(split.name.replace(' // ', '//')).length, count);
    });

    test('names with diacritics match with or without them', () => {
      const accented = cardsJson.find((c) => c.name !== c.name.normalize('NFKD').replace(/\p{M}/gu, '') && idsWithRulings.has(c.oracle_id))!;
      const plain = accented.name.normalize('NFKD').replace(/\p{M}/gu, '');
      assert.strictEqual(index.rulingsFor(plain).length, rulingsOf(accented.name).length);
      assert.strictEqual(normalizeCardName('Dandân'), 'dandan');
    });

    test('an unknown card has no rulings', () => {
      assert.deepStrictEqual(index.rulingsFor('No Such Card'), []);
      assert.strictEqual(index.has('No Such Card'), false);
    });
    });
}
