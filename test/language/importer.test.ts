import * as assert from 'node:assert';
import { cardToText, importCards, notACard } from '../../server/src/language/importer.js';
import { fixtureCards, parse } from '../helpers.js';
import { roundTripTests } from './importerRoundTrip.js';

suite('importer', () => {
  test('the fixture cards hold every multi-face layout of the corpus', () => {
    const layouts = new Set(fixtureCards().filter((c) => c.card_faces).map((c) => c.layout));
    assert.deepStrictEqual([...layouts].sort(), ['aftermath', 'flip', 'split', 'transform']);
  });

  roundTripTests(fixtureCards);

  test('multi-face cards get a // line between faces and each face\'s own type line', () => {
    assert.strictEqual(cardToText({
      name: 'Fire // Ice', layout: 'split',
      card_faces: [
        { name: 'Fire', mana_cost: '{1}{R}', type_line: 'Instant', oracle_text: 'Fire deals 2 damage divided as you choose among one or two targets.' },
        { name: 'Ice', mana_cost: '{1}{U}', type_line: 'Instant', oracle_text: 'Tap target permanent.\nDraw a card.' },
      ],
    }), 'Fire {1}{R}\nInstant\nFire deals 2 damage divided as you choose among one or two targets.\n//\nIce {1}{U}\nInstant\nTap target permanent.\nDraw a card.');
  });

  test('colour indicators, flavor text, rarity, artist, number, loyalty and defense become lines of their own', () => {
    const text = cardToText({
      name: 'Scout', type_line: 'Creature — Elf', oracle_text: 'Flying', color_indicator: ['G', 'U'], power: '1', toughness: '1',
      flavor_text: 'First line.\nSecond line.', rarity: 'uncommon', artist: 'Imaginary Painter', collector_number: '12a',
    });
    assert.strictEqual(text, 'Scout\nCreature — Elf\nFlying\nColor indicator: Green, Blue\nFlavor: First line.\nFlavor: Second line.\nRarity: uncommon\nArtist: Imaginary Painter\nNumber: 12a\n1/1');
    const card = parse(text).cards[0];
    assert.deepStrictEqual(card.faces[0].fields.map((f) => [f.label, f.value]), [
      ['Color indicator', 'Green, Blue'], ['Flavor', 'First line.'], ['Flavor', 'Second line.'], ['Rarity', 'uncommon'], ['Artist', 'Imaginary Painter'], ['Number', '12a'],
    ]);
    assert.strictEqual(cardToText({ name: 'Siege', type_line: 'Battle — Siege', defense: '5' }), 'Siege\nBattle — Siege\nDefense: 5');
  });

  test('Windows line breaks and blank lines inside oracle text are normalised away', () => {
    assert.strictEqual(cardToText({ name: 'Odd', type_line: 'Instant', oracle_text: 'Draw a card.\r\n\r\nScry 1.' }), 'Odd\nInstant\nDraw a card.\nScry 1.');
  });

  test('malformed entries are skipped with a reason, and the good ones are still imported', () => {
    const { text, count, skipped } = importCards([
      null, 42, [], { type_line: 'Instant' }, { name: '  ', type_line: 'Instant' }, { name: 'No Type' },
      { name: 'Bad Faces', type_line: 'Instant', card_faces: 'oops' }, { name: 'Bad Cost', type_line: 'Instant', mana_cost: 3 },
      { name: 'Bad Face', card_faces: [null] },
      { name: 'Good Card', mana_cost: '{R}', type_line: 'Instant', oracle_text: 'Draw a card.' },
    ]);
    assert.strictEqual(count, 1);
    assert.strictEqual(text, 'Good Card {R}\nInstant\nDraw a card.\n');
    assert.deepStrictEqual(skipped.map((s) => s.index), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    assert.deepStrictEqual(skipped.map((s) => s.reason), [
      'is not a JSON object', 'is not a JSON object', 'is not a JSON object', 'has no "name"', 'has no "name"', 'has no "type_line" for "No Type"',
      'has a "card_faces" that is not an array', 'has a "mana_cost" that is not a string', 'has a card face that is not an object',
    ]);
  });

  test('a single card object (not an array) is imported as one card', () => {
    const result = importCards({ name: 'Solo', type_line: 'Instant', oracle_text: 'Draw a card.' });
    assert.deepStrictEqual([result.count, result.skipped.length, result.text], [1, 0, 'Solo\nInstant\nDraw a card.\n']);
  });

  test('an empty array imports nothing, and notACard accepts a real card', () => {
    assert.deepStrictEqual(importCards([]), { text: '', count: 0, skipped: [], removed: 0 });
    assert.strictEqual(notACard(fixtureCards()[0]), undefined);
  });
});
