import * as assert from 'node:assert';
import { diagnosticsOf, expectDiagnostic, expectFixRemoves, expectNoDiagnostic, validate } from '../../helpers.js';

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
