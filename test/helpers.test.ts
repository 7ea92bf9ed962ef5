import * as assert from 'node:assert';
import {
  applyFix, expectDiagnostic, expectFixRemoves, expectNoDiagnostic, expectNoDiagnostics, median, offsetAt, positionAt, prng, rangeOf,
  realCard, repoRoot, textAt, validate,
} from './helpers.js';

suite('test helpers', () => {
  test('positions count lines at \\n, \\r\\n and \\r and characters in UTF-16 units', () => {
    const text = 'ab\r\ncd\ref\n{½}x';
    assert.deepStrictEqual(positionAt(text, text.indexOf('d')), { line: 1, character: 1 });
    assert.deepStrictEqual(positionAt(text, text.indexOf('f')), { line: 2, character: 1 });
    assert.deepStrictEqual(positionAt(text, text.indexOf('x')), { line: 3, character: 3 });
    assert.strictEqual(offsetAt(text, { line: 3, character: 3 }), text.indexOf('x'));
  });

  test('rangeOf finds the nth occurrence and fails loudly when there is none', () => {
    const text = 'Relic {2}\nArtifact\n{T}: Add {T}.';
    assert.deepStrictEqual(rangeOf(text, '{T}', 2), { start: { line: 2, character: 9 }, end: { line: 2, character: 12 } });
    assert.strictEqual(textAt(text, rangeOf(text, 'Artifact\n{T}')), 'Artifact\n{T}');
    assert.throws(() => rangeOf(text, '{Q}'), /does not occur/);
    assert.throws(() => rangeOf(text, '{T}', 3), /occurrence 3/);
  });

  test('expectDiagnostic accepts only the exact span and code', () => {
    const result = validate('Relic {2}\nArtifact\n{T}: Add {T}.');
    assert.strictEqual(expectDiagnostic(result, 'undefined-mana-type', { at: '{T}', nth: 2 }).code, 'undefined-mana-type');
    assert.throws(() => expectDiagnostic(result, 'undefined-mana-type', { at: '{T}' }), /expected a "undefined-mana-type" diagnostic/);
    assert.throws(() => expectDiagnostic(result, 'undefined-mana-type', { at: '{T}.' }));
    assert.throws(() => expectDiagnostic(result, 'unknown-symbol', { at: '{T}', nth: 2 }));
  });

  test('expectNoDiagnostic and expectNoDiagnostics fail when there is one', () => {
    const result = validate('Relic {2}\nArtifact\n{T}: Add {T}.');
    assert.throws(() => expectNoDiagnostic(result, 'undefined-mana-type'), /expected no "undefined-mana-type"/);
    assert.throws(() => expectNoDiagnostics(result), /expected no diagnostics/);
    expectNoDiagnostic(result, 'unknown-symbol');
    expectNoDiagnostics(validate('Relic {2}\nArtifact\n{T}: Add {C}.'));
  });

  test('applyFix applies several edits, last first, and refuses a missing fix', () => {
    const text = 'ab\ncd';
    const fixed = applyFix(text, { title: 't', edits: [
      { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, newText: 'X' },
      { range: { start: { line: 1, character: 1 }, end: { line: 1, character: 2 } }, newText: 'YY' },
    ] });
    assert.strictEqual(fixed, 'Xb\ncYY');
    assert.throws(() => applyFix(text, undefined), /carry a fix/);
  });

  test('expectFixRemoves fails when a fix does not remove its diagnostic', () => {
    const result = validate('Relic {R}{1}\nArtifact');
    const d = expectDiagnostic(result, 'mana-cost-order', { at: '{R}{1}' });
    expectFixRemoves(result, d, 'Relic {1}{R}\nArtifact');
    const useless = { ...d, fixes: [{ title: 'no-op', edits: [{ range: d.range, newText: '{R}{1}' }] }] };
    assert.throws(() => expectFixRemoves(result, useless), /did not remove/);
  });

  test('the PRNG is deterministic per seed, and median takes the middle value', () => {
    const a = prng(1);
    const b = prng(1);
    const first = [a(), a(), a()];
    assert.deepStrictEqual([b(), b(), b()], first);
    assert.notDeepStrictEqual([prng(2)(), prng(2)()], first.slice(0, 2));
    assert.ok(first.every((x) => x >= 0 && x < 1));
    assert.strictEqual(median([5, 1, 3]), 3);
    assert.strictEqual(median([4, 1, 3, 2]), 2.5);
  });

  test('realCard finds a fixture card by exact name and writes it as .cards text', () => {
    assert.ok(repoRoot().length > 0);
    assert.strictEqual(realCard('Llanowar Elves'), 'Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {G}.\n1/1');
    assert.throws(() => realCard('llanowar elves'), /no card named/);
  });
});
