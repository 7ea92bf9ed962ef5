import * as assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { type LoadResult, RulingsIndex } from '../../../server/src/language/knowledge/rulings.js';
import { fixturePath } from '../../helpers.js';
import { type RulingsCard, type ScryfallRuling, scryfallRulingsSuite } from './scryfallRulingsSuite.js';

function ok(result: LoadResult) {
  if ('error' in result) assert.fail(result.error);
  return result;
}

function errorOf(result: LoadResult): string {
  assert.ok('error' in result, `expected an error, got ${JSON.stringify(result)}`);
  return result.error;
}

/** A small AtomicCards.json: a split card whose faces repeat their rulings, and a card without rulings. */
const mtgjsonSample = {
  meta: { version: '5.2.2' },
  data: {
    'Fire // Ice': [
      { name: 'Fire // Ice', faceName: 'Fire', rulings: [
        { date: '2004-10-04', text: 'Fire can deal damage to two different targets.' },
        { date: '2020-11-10', text: 'Ice taps a permanent whether or not it was untapped.' },
      ] },
      { name: 'Fire // Ice', faceName: 'Ice', rulings: [
        { date: '2004-10-04', text: 'Fire can deal damage to two different targets.' },
        { date: '2020-11-10', text: 'Ice taps a permanent whether or not it was untapped.' },
      ] },
    ],
    'Lightning Bolt': [{ name: 'Lightning Bolt', rulings: [] }],
    'Jötun Grunt': [{ name: 'Jötun Grunt', rulings: [{ date: '2006-07-15', text: 'You may put two cards from one graveyard on the bottom.' }] }],
  },
};

suite('rulings index', () => {
  scryfallRulingsSuite('Scryfall files of test/fixtures', () => ({
    rulings: JSON.parse(readFileSync(fixturePath('rulings.json'), 'utf8')) as ScryfallRuling[],
    cards: JSON.parse(readFileSync(fixturePath('cards.json'), 'utf8')) as RulingsCard[],
  }));

  suite('MTGJSON AtomicCards', () => {
    test('loads a hand-written sample: faces indexed, repeated face rulings kept once, newest first', () => {
      const index = new RulingsIndex();
      const result = ok(index.loadMtgjson(mtgjsonSample));
      assert.deepStrictEqual({ added: result.added, skipped: result.skipped }, { added: 3, skipped: 0 });
      for (const name of ['Fire // Ice', 'fire', 'ICE', 'Fire//Ice']) {
        assert.deepStrictEqual(index.rulingsFor(name).map((r) => [r.date, r.source]), [['2020-11-10', 'mtgjson'], ['2004-10-04', 'mtgjson']], name);
      }
      assert.strictEqual(index.has('Lightning Bolt'), false);
      assert.strictEqual(index.rulingsFor('Jotun Grunt').length, 1);
      assert.strictEqual(index.size, 3);
    });

    test('the AtomicCards file of test/fixtures: cards found by name and by face, repeated face rulings kept once', () => {
      const atomic = JSON.parse(readFileSync(fixturePath('AtomicCards.json'), 'utf8')) as { data: Record<string, { faceName?: string; rulings: { text: string }[] }[]> };
      const index = new RulingsIndex();
      const result = ok(index.loadMtgjson(atomic));
      const expected = Object.values(atomic.data).reduce((n, faces) => n + new Set(faces.flatMap((f) => f.rulings.map((r) => r.text))).size, 0);
      assert.deepStrictEqual({ added: result.added, skipped: result.skipped }, { added: expected, skipped: 0 });
      const witch = atomic.data['Accursed Witch // Infectious Curse'];
      assert.strictEqual(witch.length, 2);
      for (const name of ['Accursed Witch // Infectious Curse', witch[0].faceName!, witch[1].faceName!.toUpperCase()]) {
        assert.strictEqual(index.rulingsFor(name).length, witch[0].rulings.length, name);
      }
      assert.strictEqual(index.rulingsFor('Jotun Grunt').length, 1);
      assert.strictEqual(index.has('Lightning Bolt'), false);
    });

    test('the same rulings from the Scryfall and MTGJSON files of test/fixtures are listed once', () => {
      const index = new RulingsIndex();
      const scryfall = JSON.parse(readFileSync(fixturePath('rulings.json'), 'utf8')) as ScryfallRuling[];
      const cards = JSON.parse(readFileSync(fixturePath('cards.json'), 'utf8')) as RulingsCard[];
      ok(index.loadScryfall(scryfall, cards));
      const alone = index.rulingsFor('Agent of Treachery').length;
      assert.ok(alone >= 3);
      ok(index.loadMtgjson(JSON.parse(readFileSync(fixturePath('AtomicCards.json'), 'utf8'))));
      assert.strictEqual(index.rulingsFor('Agent of Treachery').length, alone);
    });

    test('malformed shapes are errors naming the problem; single bad rulings are skipped and counted', () => {
      const index = new RulingsIndex();
      assert.match(errorOf(index.loadMtgjson(null)), /expected an object with a "data" object/);
      assert.match(errorOf(index.loadMtgjson({ cards: [] })), /without a "data" object/);
      assert.match(errorOf(index.loadMtgjson({ data: [] })), /"data"/);
      assert.match(errorOf(index.loadMtgjson({ data: { X: 'nope' } })), /card "X" is a string/);
      const partial = ok(index.loadMtgjson({ data: {
        A: [{ name: 'A', rulings: [{ date: '2020-01-01' }, { date: '2021-01-01', text: 'Fine.' }, 7] }],
        B: [{ name: 'B', rulings: 'none' }],
      } }));
      assert.strictEqual(partial.added, 1);
      assert.strictEqual(partial.skipped, 3);
      assert.deepStrictEqual(partial.problems, ['card "A" ruling 0 has no text', 'card "A" ruling 2 is a number, not an object', 'card "B" face 0 has rulings that are not an array']);
      assert.strictEqual(index.rulingsFor('a')[0].text, 'Fine.');
    });
  });

  suite('Scryfall shapes', () => {
    const cards = [{ oracle_id: 'o1', name: 'Alpha' }, { name: 'Reversible', card_faces: [{ oracle_id: 'o2', name: 'Front' }, { oracle_id: 'o2', name: 'Back' }] }];

    test('malformed files are errors; single bad entries are skipped with their index', () => {
      const index = new RulingsIndex();
      assert.match(errorOf(index.loadScryfall({ rulings: [] }, cards)), /Scryfall rulings: expected an array/);
      assert.match(errorOf(index.loadScryfall([], 'cards')), /Scryfall cards: expected an array.*a string/);
      assert.match(errorOf(index.loadScryfall([{ oracle_id: 'o1', published_at: '2020-01-01' }], cards)), /entry 0 has no comment/);
      assert.match(errorOf(index.loadScryfall([], [{ name: 'No id' }])), /card 0 has no oracle_id/);
      const rulings = [
        { oracle_id: 'o1', source: 'wotc', published_at: '2019-01-01', comment: 'Old.' },
        { oracle_id: 'o1', published_at: '2020-01-01' },
        null,
        { oracle_id: 'o1', source: 'scryfall', published_at: '2021-05-05', comment: 'New.' },
        { oracle_id: 'o2', source: 'wotc', published_at: '2022-02-02', comment: 'Reversible.' },
        { oracle_id: 'zzz', source: 'wotc', published_at: '2022-02-02', comment: 'Nobody.' },
        { comment: 'No id.' },
      ];
      const result = ok(index.loadScryfall({ object: 'list', data: rulings }, cards));
      assert.deepStrictEqual(result, { added: 4, skipped: 3, unmatched: 1, problems: ['entry 1 has no comment', 'entry 2 is null, not a ruling object', 'entry 6 has no oracle_id'] });
      assert.deepStrictEqual(index.rulingsFor('alpha').map((r) => [r.date, r.text, r.publisher]), [['2021-05-05', 'New.', 'scryfall'], ['2019-01-01', 'Old.', 'wotc']]);
      assert.strictEqual(index.rulingsFor('Back')[0].text, 'Reversible.');
      assert.strictEqual(index.rulingsFor('Reversible')[0].text, 'Reversible.');
    });

    test('loading again replaces the earlier Scryfall rulings', () => {
      const index = new RulingsIndex();
      ok(index.loadScryfall([{ oracle_id: 'o1', published_at: '2019-01-01', comment: 'One.' }], cards));
      ok(index.loadScryfall([{ oracle_id: 'o1', published_at: '2019-01-01', comment: 'One.' }], cards));
      assert.strictEqual(index.rulingsFor('Alpha').length, 1);
      assert.strictEqual(index.size, 1);
    });
  });

  suite('merging sources', () => {
    test('card rulings, Scryfall and MTGJSON merge newest first; the same ruling from two sources is listed once', () => {
      const index = new RulingsIndex();
      ok(index.loadScryfall([
        { oracle_id: 'f', source: 'wotc', published_at: '2004-10-04', comment: 'Fire can deal damage to two different targets.' },
        { oracle_id: 'f', source: 'wotc', published_at: '2010-01-01', comment: 'Only on Scryfall.' },
      ], [{ oracle_id: 'f', name: 'Fire // Ice', card_faces: [{ name: 'Fire' }, { name: 'Ice' }] }]));
      ok(index.loadMtgjson(mtgjsonSample));
      index.setCardRulings('Fire // Ice', [{ date: '2024-01-01', text: 'Our own ruling.' }, { text: 'Undated designer note.' }, { text: '  ' }]);
      const found = index.rulingsFor('Ice');
      assert.deepStrictEqual(found.map((r) => [r.date, r.source]), [
        ['', 'card'], ['2024-01-01', 'card'], ['2020-11-10', 'mtgjson'], ['2010-01-01', 'scryfall'], ['2004-10-04', 'scryfall'],
      ]);
      assert.strictEqual(index.rulingsFor('ice', [{ date: '2030-01-01', text: 'Passed in.' }])[1].text, 'Passed in.');
      index.setCardRulings('fire // ice', []);
      assert.strictEqual(index.rulingsFor('Fire').filter((r) => r.source === 'card').length, 0);
      index.clear();
      assert.strictEqual(index.size, 0);
      assert.strictEqual(index.has('Fire'), false);
    });

    test('a card that only has its own rulings is found', () => {
      const index = new RulingsIndex();
      index.setCardRulings('Homebrew Dragon', [{ date: '2019-07-12', text: 'It flies.' }]);
      assert.ok(index.has('homebrew dragon'));
      assert.deepStrictEqual(index.rulingsFor('Homebrew Dragon'), [{ date: '2019-07-12', text: 'It flies.', source: 'card' }]);
    });
  });
});
