import * as assert from 'node:assert';
import { cardToText, describeSkipped, importCards } from '../../server/src/language/importer.js';
import { parse, validate } from '../helpers.js';

const good = { name: 'Good Card', mana_cost: '{R}', type_line: 'Instant', oracle_text: 'Draw a card.' };

suite('importer: bad entries, tokens, emblems and set metadata', () => {
  test('one bad entry ("color_indicator": "G") is skipped with a message naming it, and the rest imports', () => {
    const result = importCards([{ name: 'Scout', type_line: 'Creature — Elf', color_indicator: 'G', power: '1', toughness: '1' }, good]);
    assert.strictEqual(result.count, 1);
    assert.strictEqual(result.text, 'Good Card {R}\nInstant\nDraw a card.\n');
    assert.strictEqual(result.skipped.length, 1);
    assert.strictEqual(describeSkipped(result.skipped[0]), 'entry 0 ("Scout") has a "color_indicator" that is not a list of colour letters (W, U, B, R, G): "G"');
  });

  test('a line break inside a name, type line, cost or stat is refused, so no card or directive can be injected', () => {
    const bad = [
      { name: 'Sneaky', type_line: 'Instant\n@mana {Z} zed', oracle_text: 'Draw a card.' },
      { name: 'Two\n\nCards', type_line: 'Instant' },
      { name: 'Cost', mana_cost: '{1}\n//', type_line: 'Instant' },
      { name: 'Stats', type_line: 'Creature — Elf', power: '1\nFlavor: x', toughness: '1' },
    ];
    const result = importCards([...bad, good]);
    assert.strictEqual(result.count, 1);
    assert.deepStrictEqual(result.skipped.map((s) => s.index), [0, 1, 2, 3]);
    for (const s of result.skipped) assert.match(s.reason, /line break inside "(type_line|name|mana_cost|power)"/);
    const doc = parse(result.text);
    assert.deepStrictEqual([doc.cards.length, doc.directives.length], [1, 0]);
  });

  test('rules-text lines that would read as a directive, a comment, a face separator or a field are refused', () => {
    const lines = ['@mana {Z} zed', '# hidden', '//', 'Flavor: planted', 'Number: 1'];
    const result = importCards(lines.map((line, i) => ({ name: `Card ${i}`, type_line: 'Instant', oracle_text: `Draw a card.\n${line}` })));
    assert.strictEqual(result.count, 0);
    assert.deepStrictEqual(result.skipped.map((s) => /would read as (\w+)/.exec(s.reason)?.[1]), ['a', 'a', 'a', 'a', 'a']);
    assert.deepStrictEqual(result.skipped.map((s) => /would read as an? ([\w ]+)/.exec(s.reason)?.[1]), ['directive', 'comment', 'face separator', 'field line', 'field line']);
  });

  test('names that would read as a comment, a directive or a mana cost are refused', () => {
    const result = importCards([{ name: '# Not a card', type_line: 'Instant' }, { name: '@keyword Sneak', type_line: 'Instant' }, { name: 'Pay {R}', type_line: 'Instant' }]);
    assert.strictEqual(result.count, 0);
    assert.strictEqual(result.skipped.length, 3);
  });

  test('line breaks in an artist, rarity or collector number are flattened to one line', () => {
    const text = cardToText({ ...good, artist: 'Ann\nLee', rarity: 'rare\n', collector_number: '1\n2' });
    assert.ok(text.endsWith('Rarity: rare\nArtist: Ann Lee\nNumber: 1 2'), text);
    assert.strictEqual(parse(text).cards[0].faces[0].fields.length, 3);
  });

  test('tokens become token cards, coloured by their colours', () => {
    const result = importCards([
      { name: 'Saproling', layout: 'token', type_line: 'Token Creature — Saproling', colors: ['G'], power: '1', toughness: '1' },
      { name: 'Spirit', layout: 'token', type_line: 'Creature — Spirit', colors: ['W'], oracle_text: 'Flying', power: '1', toughness: '1' },
    ]);
    assert.strictEqual(result.text, 'Saproling\nToken Creature — Saproling\nColor indicator: Green\n1/1\n\nSpirit\nToken Creature — Spirit\nFlying\nColor indicator: White\n1/1\n');
    const checked = validate(result.text);
    assert.deepStrictEqual(checked.map((d) => d.code), []);
    assert.deepStrictEqual(checked.doc.models.map((m) => [m.isToken, m.colors.join('')]), [[true, 'G'], [true, 'W']]);
  });

  test('emblems and art-series entries are skipped with a message', () => {
    const result = importCards([
      { name: 'Jace Emblem', layout: 'emblem', type_line: 'Emblem — Jace', oracle_text: 'Draw a card.' },
      { name: 'Forest // Forest', layout: 'art_series', type_line: 'Card // Card', card_faces: [{ name: 'Forest', type_line: 'Card' }, { name: 'Forest', type_line: 'Card' }] },
      good,
    ]);
    assert.strictEqual(result.count, 1);
    assert.deepStrictEqual(result.skipped.map((s) => s.reason), ['is an emblem, not a card', 'is an art-series card (a piece of art, not a game card)']);
  });

  test('cards all from one set get @set and @released, which read back as the set metadata', () => {
    const set = { set: 'vhl', set_name: 'Violet Hollow', released_at: '2026-01-15' };
    const result = importCards([{ ...good, ...set }, { ...good, name: 'Other Card', ...set }]);
    assert.ok(result.text.startsWith('@set VHL Violet Hollow\n@released 2026-01-15\n\nGood Card {R}'), result.text);
    assert.deepStrictEqual(validate(result.text).map((d) => d.code), []);
    assert.ok(!importCards([{ ...good, ...set }, { ...good, name: 'Other', set: 'abc', set_name: 'Other Set' }]).text.startsWith('@'));
  });

  test('a multi-face card keeps one Artist line when the faces share an artist, and one per face otherwise', () => {
    const faces = [{ name: 'Fire', mana_cost: '{1}{R}', type_line: 'Instant', oracle_text: 'Deal damage.' }, { name: 'Ice', mana_cost: '{1}{U}', type_line: 'Instant', oracle_text: 'Tap.' }];
    assert.strictEqual((cardToText({ name: 'Fire // Ice', artist: 'A', card_faces: faces }).match(/Artist:/g) ?? []).length, 1);
    const split = cardToText({ name: 'Fire // Ice', artist: 'A', card_faces: [{ ...faces[0], artist: 'A' }, { ...faces[1], artist: 'B' }] });
    assert.match(split, /Tap\.\nArtist: B/);
    assert.match(split, /damage\.\nArtist: A/);
  });

  test('Vanguard hand and life modifiers become Hand: and Life: lines', () => {
    const text = cardToText({ name: 'Eladamri', type_line: 'Vanguard', oracle_text: 'Draw.', hand_modifier: '-1', life_modifier: '+15' });
    assert.ok(text.endsWith('Hand: -1\nLife: +15'));
    assert.deepStrictEqual(parse(text).cards[0].faces[0].stats.map((s) => [s.statKind, s.value]), [['hand', '-1'], ['life', '+15']]);
  });
});
