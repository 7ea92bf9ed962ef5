import * as assert from 'node:assert';
import type { Ability, Card } from '../../server/src/language/ast.js';
import { cardToText, importCards, notACard } from '../../server/src/language/importer.js';
import { corpus, type CorpusCard, parse, prng } from '../helpers.js';

/** A deterministic sample of ~300 corpus cards: every multi-face card, every rare layout, then random others. */
function sample(): CorpusCard[] {
  const cards = corpus();
  const chosen = new Set<CorpusCard>();
  for (const c of cards) if (c.card_faces) chosen.add(c);
  const byLayout = new Map<string, CorpusCard[]>();
  for (const c of cards) byLayout.set(c.layout ?? '', [...(byLayout.get(c.layout ?? '') ?? []), c]);
  for (const [layout, list] of byLayout) if (layout !== 'normal') for (const c of list.slice(0, 6)) chosen.add(c);
  const random = prng(99);
  while (chosen.size < 300) chosen.add(cards[Math.floor(random() * cards.length)]);
  return [...chosen];
}

/** Checks one imported card against its Scryfall data; returns the differences. */
function differences(source: CorpusCard, text: string, card: Card | undefined): string[] {
  const out: string[] = [];
  const faces = source.card_faces ?? [source];
  if (!card) return ['no card parsed'];
  if (card.name !== faces.map((f) => f.name).join(' // ')) out.push(`name "${card.name}"`);
  if (card.problems.length > 0) out.push(`problems: ${card.problems.map((p) => p.message).join('; ')}`);
  if (card.faces.length !== faces.length) return [...out, `${card.faces.length} faces instead of ${faces.length}`];
  const lines = text.split('\n');
  faces.forEach((face, i) => {
    const parsed = card.faces[i];
    const cost = parsed.manaCost?.symbols.map((s) => s.text).join('') ?? '';
    if (cost !== (face.mana_cost ?? '')) out.push(`face ${i}: mana cost "${cost}" instead of "${face.mana_cost}"`);
    if ((parsed.typeLine?.text ?? '') !== (face.type_line ?? source.type_line)) out.push(`face ${i}: type line "${parsed.typeLine?.text}"`);
    const pt = parsed.stats.filter((s) => s.statKind === 'powerToughness' && !s.levelBand).map((s) => `${s.power}/${s.toughness}`);
    const expectedPt = face.power !== undefined ? [`${face.power}/${face.toughness}`] : [];
    if (pt.join() !== expectedPt.join()) out.push(`face ${i}: P/T ${pt.join()} instead of ${expectedPt.join()}`);
    const loyalty = parsed.stats.filter((s) => s.statKind === 'loyalty').map((s) => s.value);
    if (loyalty.join() !== (face.loyalty ?? '')) out.push(`face ${i}: loyalty ${loyalty.join()} instead of ${face.loyalty}`);
    // Every line of rules text is covered, from its first character to its last, by the abilities (or
    // level-band stats) parsed on that line.
    const all: Ability[] = [];
    const walk = (a: Ability) => { all.push(a); a.modes.forEach(walk); };
    parsed.abilities.forEach(walk);
    const first = parsed.range.start.line + 2;
    (face.oracle_text ?? '').split('\n').filter((l) => l.trim() !== '').forEach((line, k) => {
      const at = first + k;
      if (lines[at] !== line) return out.push(`face ${i}: line ${at} is "${lines[at]}", not "${line}"`);
      const abilities = all.filter((a) => a.range.start.line === at);
      if (abilities.length === 0) {
        if (!parsed.stats.some((s) => s.range.start.line === at)) out.push(`face ${i}: line "${line}" is not an ability`);
        return undefined;
      }
      const start = line.length - line.replace(/^•\s*/, '').length;
      const last = abilities[abilities.length - 1];
      if (abilities[0].range.start.character !== start || last.range.end.line !== at || last.range.end.character !== line.trimEnd().length) {
        out.push(`face ${i}: abilities cover ${abilities[0].range.start.character}-${last.range.end.character} of "${line}"`);
      }
      return undefined;
    });
  });
  return out;
}

suite('importer', () => {
  test('the sample holds ~300 cards and every multi-face layout of the corpus', () => {
    const cards = sample();
    assert.ok(cards.length >= 300);
    const layouts = new Set(cards.filter((c) => c.card_faces).map((c) => c.layout));
    assert.deepStrictEqual([...layouts].sort(), ['aftermath', 'flip', 'split', 'transform']);
  });

  test('real cards round-trip: name, mana cost, type line, every rules-text line and stats survive import and parse', () => {
    const wrong: string[] = [];
    for (const source of sample()) {
      const text = cardToText(source);
      const doc = parse(text);
      if (doc.cards.length !== 1) wrong.push(`${source.name}: ${doc.cards.length} cards`);
      else wrong.push(...differences(source, text, doc.cards[0]).map((d) => `${source.name}: ${d}`));
    }
    assert.deepStrictEqual(wrong, []);
  });

  test('a whole sample imported as one file parses into exactly its cards, in order', () => {
    const cards = sample();
    const { text, count, skipped } = importCards(cards);
    assert.strictEqual(count, cards.length);
    assert.deepStrictEqual(skipped, []);
    assert.ok(text.endsWith('\n'));
    assert.deepStrictEqual(parse(text).cards.map((c) => c.name), cards.map((c) => (c.card_faces ?? [c]).map((f) => f.name).join(' // ')));
  });

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
    assert.deepStrictEqual(importCards([]), { text: '', count: 0, skipped: [] });
    assert.strictEqual(notACard(corpus()[0]), undefined);
  });
});
