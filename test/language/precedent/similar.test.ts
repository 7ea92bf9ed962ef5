/**
 * Precedent on the fixture's real cards: a custom card finds the real card it is made from, says
 * what differs in a designer's words, and calls "strictly better" only when every part is at
 * least as good; `cardtext similar` prints it and answers JSON in the documented shape.
 */
import * as assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../helpers.js';
import { parseDocument } from '../../../server/src/language/document.js';
import { realCardOf } from '../../../server/src/realCards/indexFormat.js';
import { comparedCardOf } from '../../../server/src/language/precedent/customCard.js';
import { normalizeText, shapeOf, withoutParentheses } from '../../../server/src/language/precedent/normalize.js';
import { SimilarIndex } from '../../../server/src/language/precedent/similarIndex.js';
import { runIn, tempFolder } from '../../cli/cliHelpers.js';
import { cardPreview, precedentHtml } from '../../../server/src/render/preview.js';

const fixtureCards = join(repoRoot(), 'test', 'fixtures', 'cards.json');
const real = (JSON.parse(readFileSync(fixtureCards, 'utf8')) as unknown[]).map((c) => realCardOf(c)?.card).filter((c) => c !== undefined);
const index = SimilarIndex.build(real);
const nearest = (text: string, limit = 3) => index.nearest(comparedCardOf(parseDocument(text).models[0]), limit);

suite('precedent: the real cards nearest to a custom card', () => {
  test('text is compared with the card\'s name and self-references as ~, numbers as # (signs kept), commas as words, reminder text left out', () => {
    const { lines, numbers } = normalizeText({ name: 'Ash-Vesper, the Kindled', typeLine: 'Creature', manaCost: '', manaValue: 0, colors: '', text: 'When Ash-Vesper enters the battlefield, it deals 3 damage to any target. (This is reminder text.)\n{2}, {T}: This creature gets +1/+0 until end of turn.', });
    assert.deepStrictEqual(lines, ['when ~ enters , it deals # damage to any target', '{#} , {t}: ~ gets +#/+# until end of turn']);
    assert.deepStrictEqual(numbers, [3, 2, 1, 0]);
    assert.deepStrictEqual([...shapeOf({ name: 'X', typeLine: 'Creature — Bird', manaCost: '{1}{W}', manaValue: 2, colors: 'W', text: 'Flying, vigilance\nWard {2}' }).keywords], ['flying', 'vigilance', 'ward']);
  });

  test('Birds of Paradise renamed, one toughness higher, is found first: "+0/+1", and the renamed card is strictly better', () => {
    const [first] = nearest('Jungle Finch {G}\nCreature — Bird\nFlying\n{T}: Add one mana of any color.\n0/2');
    assert.strictEqual(first.card.name, 'Birds of Paradise');
    assert.deepStrictEqual(first.differences, ['+0/+1']);
    assert.strictEqual(first.strictly, 'better');
  });

  test('costing one more and losing flying is strictly worse; a different colour is never "strictly" anything', () => {
    const [worse] = nearest('Grounded Finch {1}{G}\nCreature — Bird\n{T}: Add one mana of any color.\n0/1');
    assert.strictEqual(worse.card.name, 'Birds of Paradise');
    assert.deepStrictEqual(worse.differences, ['costs one more', 'lacks flying']);
    assert.strictEqual(worse.strictly, 'worse');
    const [other] = nearest('Dune Finch {R}\nCreature — Bird\nFlying\n{T}: Add one mana of any color.\n1/1');
    assert.strictEqual(other.card.name, 'Birds of Paradise');
    assert.ok(other.differences.includes('red instead of green'));
    assert.strictEqual(other.strictly, null);
  });

  test('a number in the text is compared in place: more damage is better, a higher activation cost worse', () => {
    const [bolt] = nearest('Spark Lance {R}\nInstant\nSpark Lance deals 4 damage to any target.');
    assert.strictEqual(bolt.card.name, 'Lightning Bolt');
    assert.deepStrictEqual(bolt.differences, ['4 instead of 3 in its text']);
    assert.strictEqual(bolt.strictly, 'better');
  });

  test('adding a keyword is "adds …"; a card of the same name as a real one is not its own precedent', () => {
    const [first] = nearest('Lightning Bolt {R}\nInstant\nLightning Bolt deals 3 damage to any target.');
    assert.notStrictEqual(first.card.name, 'Lightning Bolt');
    const [bird] = nearest('Vigilant Finch {G}\nCreature — Bird\nFlying, vigilance\n{T}: Add one mana of any color.\n0/1');
    assert.strictEqual(bird.card.name, 'Birds of Paradise');
    assert.deepStrictEqual(bird.differences, ['adds vigilance']);
    assert.strictEqual(bird.strictly, 'better');
  });

  test('cardtext similar prints each card\'s nearest real cards, and its JSON has the documented shape', () => {
    const tmp = tempFolder('similar');
    try {
      tmp.write('set.cards', 'Jungle Finch {G}\nCreature — Bird\nFlying\n{T}: Add one mana of any color.\n0/2\n\nSpark Lance {R}\nInstant\nSpark Lance deals 4 damage to any target.\n');
      const text = runIn(tmp.dir, 'similar', 'set.cards', '--cards', fixtureCards, '--limit', '2');
      assert.strictEqual(text.code, 0, text.stderr);
      assert.match(text.stdout, /^Jungle Finch:\n {2}1\. Birds of Paradise \(\{G\}, Creature — Bird\): \+0\/\+1 — Jungle Finch is strictly better\n {2}2\. /);
      const json = runIn(tmp.dir, 'similar', 'set.cards', 'Spark Lance', '--format', 'json', '--cards', fixtureCards);
      assert.strictEqual(json.code, 0, json.stderr);
      const parsed = JSON.parse(json.stdout) as { name: string; matches: { name: string; differences: string[]; strictly: string | null }[] }[];
      assert.strictEqual(parsed.length, 1);
      assert.strictEqual(parsed[0].name, 'Spark Lance');
      assert.deepStrictEqual(parsed[0].matches[0], { name: 'Lightning Bolt', differences: ['4 instead of 3 in its text'], strictly: 'better' });
      assert.strictEqual(parsed[0].matches.length, 3, 'three by default');
      const unknown = runIn(tmp.dir, 'similar', 'set.cards', 'No Such Card', '--cards', fixtureCards);
      assert.strictEqual(unknown.code, 2);
      assert.match(unknown.stderr, /set\.cards has no card named "No Such Card"/);
      const badLimit = runIn(tmp.dir, 'similar', 'set.cards', '--limit', '0', '--cards', fixtureCards);
      assert.strictEqual(badLimit.code, 2);
      assert.match(badLimit.stderr, /--limit takes a whole number from 1 to 50/);
      const none = runIn(tmp.dir, 'similar', 'set.cards', '--cards', 'missing.json');
      assert.strictEqual(none.code, 2);
      assert.match(none.stderr, /cannot read the cards file missing\.json/);
    } finally {
      tmp.remove();
    }
  });
});

suite('precedent on text no real card has', () => {
  test('reminder text is removed as /\\([^)]*\\)/g removes it, in one pass (a line of 100,000 "(" took minutes)', () => {
    for (const text of ['a (b) c', '((x)', '(a)(b)', 'x (y', ') (', 'a (b (c) d) e', '', '(((', '(a) b (c']) {
      assert.strictEqual(withoutParentheses(text), text.replace(/\([^)]*\)/g, ' '), JSON.stringify(text));
    }
    assert.strictEqual(withoutParentheses('('.repeat(100000)).length, 100000);
  });

  test('every whole-word use of the name becomes ~, also next to one just replaced, and a name inside a word stays', () => {
    const card = { name: 'Aa', typeLine: 'Instant', manaCost: '', manaValue: 0, colors: '', text: 'aa aa,aa aaa baa (aa) aa' };
    assert.deepStrictEqual(normalizeText(card).lines, ['~ ~ , ~ aaa baa ~']);
    const many = normalizeText({ ...card, name: 'a', text: 'a '.repeat(50000) }).lines[0];
    assert.strictEqual(many, Array(50000).fill('~').join(' '));
  });

  test('a card\'s words are indexed up to a bound, and cards past the index\'s bound of different words are left out, counted', () => {
    const word = (i: number) => `w${i.toString(36)}`;
    const cards = Array.from({ length: 1100 }, (_, c) => ({
      name: `Long ${c}`, typeLine: 'Instant', manaCost: '{1}', manaValue: 1, colors: '',
      text: Array.from({ length: 600 }, (_, k) => word(c * 600 + k)).join(' '),
    }));
    const index = SimilarIndex.build(cards);
    // Each card brings 500 new words and pairs (its bound), so the 500,000 different ones are reached at the 1,000th card.
    assert.strictEqual(index.size + index.skipped, 1100);
    assert.strictEqual(index.size, 1000);
    assert.strictEqual(index.skipped, 100);
  });
});

suite('precedent in the card preview', () => {
  test('the preview lists the nearest real cards under the card, every name and difference escaped', () => {
    const doc = parseDocument('Jungle Finch {G}\nCreature — Bird\nFlying\n{T}: Add one mana of any color.\n0/2\n');
    const preview = cardPreview(doc, [], { line: 0, character: 0 }, () => undefined, (card) => index.nearest(card, 2));
    assert.match(preview.html, /<section class="precedent"><h3>Has this been printed\? The nearest real cards<\/h3><ol><li><b>Birds of Paradise<\/b>/);
    assert.match(preview.html, /<em class="precedent-better">Jungle Finch is strictly better<\/em>/);
    const hostile = precedentHtml([{ card: { name: '<img src=x onerror=alert(1)>', typeLine: 'Creature', manaCost: '{G}', manaValue: 1, colors: 'G', text: '' }, score: 1, differences: ['<b>x</b>'], strictly: null }], '<script>');
    assert.ok(!/<img|<script|<b>x/.test(hostile), hostile);
    assert.match(hostile, /&lt;img src=x onerror=alert\(1\)&gt;/);
    const none = cardPreview(doc, [], { line: 0, character: 0 }, () => undefined, () => undefined);
    assert.doesNotMatch(none.html, /precedent/, 'no section without real-card data');
  });
});
