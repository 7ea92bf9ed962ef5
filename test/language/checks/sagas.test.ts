import * as assert from 'node:assert';
import { diagnosticsOf, expectDiagnostic, expectNoDiagnostic, expectFixRemoves, expectNoDiagnostics, validate, oracle2019 } from '../../helpers.js';

const code = 'saga-chapter';
const reminder = '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)';
/** A Saga with the usual reminder text and these chapter lines. */
const saga = (...chapters: string[]) => `Tale of Moths {2}{W}\nEnchantment — Saga\n${reminder}\n${chapters.join('\n')}`;

// Real Sagas, written out (npm test reads nothing outside the repository).
const benalia = 'History of Benalia {1}{W}{W}\nEnchantment — Saga\n(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI, II — Create a 2/2 white Knight creature token with vigilance.\nIII — Knights you control get +2/+1 until end of turn.';
const scriptures = 'Phyrexian Scriptures {2}{B}{B}\nEnchantment — Saga\n(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Put a +1/+1 counter on up to one target creature. That creature becomes an artifact in addition to its other types.\nII — Destroy all nonartifact creatures.\nIII — Exile all cards from all opponents\' graveyards.';
const elderDragonWar = 'The Elder Dragon War {2}{R}{R}\nEnchantment — Saga\nRead ahead (Choose a chapter and start with that many lore counters. Add one after your draw step. Skipped chapters don\'t trigger. Sacrifice after III.)\nI — The Elder Dragon War deals 2 damage to each creature and each opponent.\nII — Discard any number of cards, then draw that many cards.\nIII — Create a 4/4 red Dragon creature token with flying.';

suite('saga checks (saga-chapter)', () => {
  test('a chapter beyond the final chapter the reminder text states is a warning on its numeral, with a fix to the reminder', () => {
    const text = saga('I — Draw a card.', 'II — Draw a card.', 'III — Draw a card.', 'IV — Draw a card.');
    const result = validate(text);
    const d = expectDiagnostic(result, code, { at: 'IV' });
    assert.strictEqual(d.severity, 'warning');
    assert.match(d.message, /714\.2d/);
    expectFixRemoves(result, d, text.replace('Sacrifice after III.', 'Sacrifice after IV.'));
  });

  test('a reminder that names a later chapter than the last is flagged on the reminder\'s numeral', () => {
    const text = saga('I — Draw a card.', 'II — Draw a card.').replace('after III', 'after IV');
    const result = validate(text);
    expectFixRemoves(result, expectDiagnostic(result, code, { at: 'IV' }), text.replace('after IV', 'after II'));
  });

  test('chapters printed out of order but all there are no problem (each triggers at its own number, 714.2b); a repeated chapter is flagged', () => {
    expectNoDiagnostic(validate(saga('I — Draw a card.', 'III — Draw a card.', 'II — Draw a card.')), code);
    expectNoDiagnostic(validate(saga('III — You gain 3 life.', 'II — Draw a card.', 'I — Create a 1/1 green Elf creature token.')), code);
    const repeated = validate(saga('I, II — Draw a card.', 'II — Draw a card.', 'III — Gain 2 life.'));
    assert.deepStrictEqual(diagnosticsOf(repeated, code).map((d) => [d.range.start.line, d.range.start.character]), [[4, 0]]);
    assert.match(diagnosticsOf(repeated, code)[0].message, /already written/);
    // Out of order with a gap: the gap is still reported, on the chapter after it.
    const gap = validate(saga('III — Draw a card.', 'I — Draw a card.'));
    assert.deepStrictEqual(diagnosticsOf(gap, code).map((d) => d.message.replace(/^[^:]+: /, '')), ['chapter II is missing before chapter III (714.2b)']);
  });

  test('a missing chapter is flagged on the chapter after the gap', () => {
    const d = expectDiagnostic(validate(saga('I — Draw a card.', 'III — Draw a card.')), code, { at: 'III', nth: 2 });
    assert.match(d.message, /chapter II is missing/);
  });

  test('chapter abilities on a card that is not a Saga are flagged once', () => {
    const result = validate('Tale of Moths {2}{W}\nEnchantment\nI — Draw a card.\nII — Draw a card.');
    expectDiagnostic(result, code, { at: 'I' });
    assert.strictEqual(diagnosticsOf(result, code).length, 1);
  });

  test('real Sagas stay silent: combined chapters, one per line, read ahead (History of Benalia, Phyrexian Scriptures, The Elder Dragon War)', () => {
    for (const text of [benalia, scriptures, elderDragonWar]) expectNoDiagnostics(validate(text, oracle2019));
  });
});
