import * as assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from '../../server/src/language/document.js';
import { validateDocument } from '../../server/src/language/validation.js';
import { computeSetStats, type StatsJson } from '../../server/src/stats/setStats.js';
import { documentEntries } from '../../server/src/stats/documentEntries.js';
import { repoRoot } from '../helpers.js';

function statsOf(text: string): StatsJson {
  const doc = parseDocument(text);
  return computeSetStats(documentEntries(doc, validateDocument(doc))).json;
}

interface SampleCard {
  name: string; layout: string; cmc: number; type_line: string; oracle_text?: string; power?: string; toughness?: string;
  colors?: string[]; rarity: string; card_faces?: { type_line: string; oracle_text?: string; power?: string; toughness?: string; colors?: string[] }[];
}

/**
 * Counts the real-card sample straight from its Scryfall JSON, without the parser or the model:
 * Scryfall's own colours, mana value (cmc), rarity, type lines, power and toughness.
 */
function independentCount(cards: SampleCard[]) {
  const cardTypes = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery', 'Tribal'];
  const colors: Record<string, number> = { W: 0, U: 0, B: 0, R: 0, G: 0, multicolor: 0, colorless: 0 };
  const rarity: Record<string, number> = { common: 0, uncommon: 0, rare: 0, mythic: 0, unspecified: 0 };
  const manaValue: Record<string, number> = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, '7+': 0 };
  const types: Record<string, number> = {};
  const creatures: Record<string, { count: number; powers: number[]; toughnesses: number[] }> = {};
  for (const card of cards) {
    const front = card.card_faces?.[0] ?? card;
    const splitLike = card.layout === 'split' || card.layout === 'aftermath';
    const cardColors = splitLike ? [...new Set(card.card_faces!.flatMap((f) => f.colors ?? []))] : (card.colors ?? front.colors ?? []);
    const key = cardColors.length === 0 ? 'colorless' : cardColors.length === 1 ? cardColors[0] : 'multicolor';
    colors[key]++;
    rarity[card.rarity]++;
    if (!/\bLand\b/.test(front.type_line.split('—')[0])) manaValue[card.cmc >= 7 ? '7+' : String(Math.floor(card.cmc))]++;
    const allTypes = new Set(card.type_line.split('//').flatMap((line) => line.split('—')[0].trim().split(/\s+/)).filter((w) => cardTypes.includes(w)));
    for (const t of allTypes) types[t] = (types[t] ?? 0) + 1;
    if (/\bCreature\b/.test(front.type_line.split('—')[0])) {
      const c = (creatures[key] ??= { count: 0, powers: [], toughnesses: [] });
      c.count++;
      if (/^\d+$/.test(front.power ?? '')) c.powers.push(Number(front.power));
      if (/^\d+$/.test(front.toughness ?? '')) c.toughnesses.push(Number(front.toughness));
    }
  }
  return { colors, rarity, manaValue, types, creatures };
}

/** Cards with a keyword line holding `keyword` (a line made only of short comma-separated items), from the Oracle text. */
function keywordCount(cards: SampleCard[], keyword: string): number {
  return cards.filter((card) => (card.card_faces ?? [card]).some((face) => (face.oracle_text ?? '').split('\n').some((line) => {
    const items = line.replace(/\s*\([^)]*\)/g, '').split(/[,;] /).map((s) => s.trim().toLowerCase());
    return items.every((i) => i.split(' ').length <= 3) && items.some((i) => i === keyword.toLowerCase() || i.startsWith(`${keyword.toLowerCase()} `));
  }))).length;
}

suite('set statistics', () => {
  suite('on 50 real cards, against an independent count of their Scryfall data', () => {
    const fixtures = join(repoRoot(), 'test', 'fixtures');
    const sample = JSON.parse(readFileSync(join(fixtures, 'stats-sample.json'), 'utf8')) as SampleCard[];
    const json = statsOf(readFileSync(join(fixtures, 'stats-sample.cards'), 'utf8'));
    const expected = independentCount(sample);

    test('every card is counted once and none is a token', () => {
      assert.strictEqual(sample.length, 50);
      assert.strictEqual(json.cards, 50);
      assert.strictEqual(json.tokens, 0);
    });

    test('colours match Scryfall\'s (split cards by both halves, double-faced and flip cards by the front)', () => {
      assert.deepStrictEqual(json.colors, expected.colors);
    });

    test('rarities match', () => assert.deepStrictEqual(json.rarity, expected.rarity));

    test('the curve of non-land cards matches Scryfall\'s mana values', () => assert.deepStrictEqual(json.manaValue, expected.manaValue));

    test('card types match the type lines, each counted once per card', () => {
      assert.deepStrictEqual(Object.entries(json.types).sort(), Object.entries(expected.types).sort());
    });

    test('creatures per colour and their average power and toughness match', () => {
      for (const [key, c] of Object.entries(expected.creatures)) {
        const avg = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100 : null);
        assert.deepStrictEqual(json.creatures[key as keyof StatsJson['creatures']], { count: c.count, power: avg(c.powers), toughness: avg(c.toughnesses) }, key);
      }
      const total = Object.values(json.creatures).reduce((n, c) => n + c.count, 0);
      assert.strictEqual(total, Object.values(expected.creatures).reduce((n, c) => n + c.count, 0));
    });

    test('keyword counts match the keyword lines of the Oracle text', () => {
      for (const keyword of ['Flying', 'First strike', 'Trample', 'Vigilance', 'Defender', 'Lifelink', 'Flash', 'Double strike']) {
        assert.strictEqual(json.keywords[keyword] ?? 0, keywordCount(sample, keyword), keyword);
      }
    });
  });

  suite('counting rules', () => {
    test('a multicolour card counts once under multicolor, a colourless one under colorless, never under its colours', () => {
      const json = statsOf('A {W}{U}\nCreature — Bird\n1/1\n\nB {W}\nCreature — Bird\n2/2\n\nC {3}\nArtifact\n{T}: Add {C}.');
      assert.deepStrictEqual(json.colors, { W: 1, U: 0, B: 0, R: 0, G: 0, multicolor: 1, colorless: 1 });
      assert.deepStrictEqual(json.creatures.multicolor, { count: 1, power: 1, toughness: 1 });
      assert.deepStrictEqual(json.creatures.W, { count: 1, power: 2, toughness: 2 });
      assert.deepStrictEqual(json.creatures.U, { count: 0, power: null, toughness: null });
    });

    test('tokens are counted apart and nowhere else', () => {
      const json = statsOf('Goblin\nToken Creature — Goblin\nHaste\n1/1\n\nBear {1}{G}\nCreature — Bear\n2/2');
      assert.strictEqual(json.cards, 1);
      assert.strictEqual(json.tokens, 1);
      assert.deepStrictEqual(json.types, { Creature: 1 });
      assert.deepStrictEqual(json.keywords, {});
    });

    test('keywords are named as card text writes them (First strike, Max speed), not as the rules\' headings capitalise them', () => {
      const json = statsOf('Duelist {1}{W}\nCreature — Human Knight\nFirst strike, double strike\n2/1\n\nRacer {1}{R}\nArtifact — Vehicle\nMax speed — This Vehicle gets +2/+0.\nCrew 1\n3/2\n\nLancer {2}{W}\nCreature — Human Knight\nFirst strike\n2/2');
      assert.deepStrictEqual(json.keywords, { 'First strike': 2, 'Double strike': 1, 'Max speed': 1, Crew: 1 });
    });

    test('lands stay off the curve; 7 and more share one bucket; a card with several types counts under each once', () => {
      const json = statsOf('Grove\nLand\n{T}: Add {G}.\n\nBig {7}{G}\nArtifact Creature — Golem\n9/9\n\nHuge {10}\nArtifact\n{T}: Draw a card.');
      assert.strictEqual(json.manaValue['7+'], 2);
      assert.strictEqual(json.manaValue['0'], 0);
      assert.deepStrictEqual(json.types, { Artifact: 2, Creature: 1, Land: 1 });
    });

    test('the rarity comes from the Rarity: field; none or an unknown one is unspecified', () => {
      const json = statsOf('A {W}\nInstant\nDraw a card.\nRarity: Mythic Rare\n\nB {W}\nInstant\nDraw a card.\n\nC {W}\nInstant\nDraw a card.\nRarity: Uncommon');
      assert.deepStrictEqual(json.rarity, { common: 0, uncommon: 1, rare: 0, mythic: 1, unspecified: 1 });
    });

    test('a power of * is left out of the average but the creature is counted', () => {
      const json = statsOf('A {G}\nCreature — Elf\n*/3\n\nB {G}\nCreature — Elf\n2/1');
      assert.deepStrictEqual(json.creatures.G, { count: 2, power: 2, toughness: 2 });
    });
  });
});
