import * as assert from 'node:assert';
import { diagnosticsOf, expectDiagnostic, expectFixRemoves, expectNoDiagnostic, validate } from '../../helpers.js';
import { parseDocument } from '../../../server/src/language/document.js';
import { validateDocument } from '../../../server/src/language/validation.js';
import { cardRarity } from '../../../server/src/language/model/rarity.js';
import { computeSetStats } from '../../../server/src/stats/setStats.js';
import { documentEntries } from '../../../server/src/stats/documentEntries.js';
import { designCards } from '../../../server/src/setDesign/designCards.js';
import { renderCard } from '../../../server/src/render/card.js';

const code = 'invalid-ruling-date';
/** A creature with one ruling line. */
const ruled = (ruling: string) => `Scout {G}\nCreature — Elf\n1/1\nRuling: ${ruling}`;

suite('field checks (invalid-ruling-date)', () => {
  test('a ruling dated 2026-13-45 is a warning on the date: there is no month 13', () => {
    const d = expectDiagnostic(validate(ruled('2026-13-45 It can block.')), code, { at: '2026-13-45' });
    assert.strictEqual(d.severity, 'warning');
    assert.match(d.message, /no month 13/);
    assert.strictEqual(d.fixes, undefined);
  });

  test('a day the month does not have is flagged, leap days are not', () => {
    assert.match(expectDiagnostic(validate(ruled('2025-02-29 It can block.')), code, { at: '2025-02-29' }).message, /no day 29/);
    expectDiagnostic(validate(ruled('2026-04-31 It can block.')), code, { at: '2026-04-31' });
    expectNoDiagnostic(validate(ruled('2024-02-29 It can block.')), code);
  });

  test('"Ruling: sometime …" has no date: flagged on the first word', () => {
    const d = expectDiagnostic(validate(ruled('sometime last year it could block.')), code, { at: 'sometime' });
    assert.match(d.message, /YYYY-MM-DD/);
  });

  test('a year-first date with other separators gets a fix to YYYY-MM-DD', () => {
    const result = validate(ruled('2026/1/20 It can block.'));
    const d = expectDiagnostic(result, code, { at: '2026/1/20' });
    expectFixRemoves(result, d, ruled('2026-01-20 It can block.'));
  });

  test('a day-first or month-first date is flagged without a fix (it is ambiguous)', () => {
    const d = expectDiagnostic(validate(ruled('03/04/2026 It can block.')), code, { at: '03/04/2026' });
    assert.strictEqual(d.fixes, undefined);
  });

  test('an empty ruling is flagged on its label', () => {
    expectDiagnostic(validate(ruled('')), code, { at: 'Ruling:' });
  });

  test('rulings written as the official ones are (real dates from the corpus\'s rulings) are silent, as are other fields', () => {
    const text = 'Hushed Sentinel {2}{U}\nCreature — Spirit\nFlying\n2/3\nRuling: 2019-05-03 Ward triggers each time.\nRuling: 2004-10-04 It can block.\nFlavor: 2026-13-45 is not checked in flavor text.\nNote: sometime';
    assert.deepStrictEqual(diagnosticsOf(validate(text), code), []);
  });
});

suite('one rarity a card (conflicting-rarity)', () => {
  /** A double-faced card whose Rarity: line stands after its back face, as a designer writes it last. */
  const backRarity = (rarity: string, front = '') => `Dawnward Pilgrim {1}{W}\nCreature — Human Cleric\n${front}When this creature enters, you gain 2 life.\n2/2\n//\nDuskward Pilgrim\nCreature — Spirit Cleric\nFlying\n3/2\nRarity: ${rarity}`;

  test('a Rarity: line after the back face is the card\'s rarity: stats, boosters and the card image of each face all take it', () => {
    const text = backRarity('Rare');
    const doc = parseDocument(text);
    assert.strictEqual(cardRarity(doc.cards[0]), 'rare');
    assert.strictEqual(computeSetStats(documentEntries(doc, validateDocument(doc))).json.rarity.rare, 1);
    const [card] = designCards(doc.models);
    assert.deepStrictEqual([card.rarity, card.rarityAssumed], ['rare', false]);
    const html = renderCard(doc.models[0]);
    assert.deepStrictEqual([...html.matchAll(/class="rarity rarity-(\w+)"/g)].map((m) => m[1]), ['rare', 'rare'], 'both faces show the rare mark');
    expectNoDiagnostic(validate(text), 'conflicting-rarity');
  });

  test('two Rarity: lines naming different rarities are a warning on the later one, pointing to the first', () => {
    const text = backRarity('Mythic', 'Rarity: Uncommon\n');
    const d = expectDiagnostic(validate(text), 'conflicting-rarity', { at: 'Mythic' });
    assert.strictEqual(d.severity, 'warning');
    assert.match(d.message, /a second Rarity: says mythic, the first uncommon/);
    // Pointing by a related range, which moves with the card (a line number in the words would not: the card's diagnostics are kept while cards above it change).
    assert.doesNotMatch(d.message, /line \d/);
    assert.strictEqual(d.related?.[0].range.start.line, 2);
    // The first line stands: the card counts as uncommon.
    assert.strictEqual(cardRarity(parseDocument(text).cards[0]), 'uncommon');
  });

  test('the same rarity written twice, in two spellings, is no conflict; nor is a line that names no rarity', () => {
    expectNoDiagnostic(validate(backRarity('R', 'Rarity: Rare\n')), 'conflicting-rarity');
    expectNoDiagnostic(validate(backRarity('Mythic Rare', 'Rarity: mythic\n')), 'conflicting-rarity');
    expectNoDiagnostic(validate(backRarity('Rare', 'Rarity: whatever\n')), 'conflicting-rarity');
  });
});
