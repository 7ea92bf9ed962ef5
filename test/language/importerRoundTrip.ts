/**
 * Real cards through the importer and back through the parser, written once for the fixture cards
 * (npm test) and a sample of the corpus (npm run conformance).
 */
import * as assert from 'node:assert';
import type { Ability, Card } from '../../server/src/language/ast.js';
import { cardToText, importCards } from '../../server/src/language/importer.js';
import { type CorpusCard, parse } from '../helpers.js';

/** Checks one imported card against its Scryfall data; returns the differences. */
export function differences(source: CorpusCard, text: string, card: Card | undefined): string[] {
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

/** Defines the round-trip tests over the cards `sample()` returns. */
export function roundTripTests(sample: () => CorpusCard[]): void {
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
}
