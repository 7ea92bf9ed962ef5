import * as assert from 'node:assert';
import {
  applyFix, diagnosticsOf, expectDiagnostic, expectFixRemoves, expectNoDiagnostic, expectNoDiagnostics, realCard, validate,
 oracle2019 } from '../../helpers.js';

const code = 'unknown-symbol';

suite('symbol checks', () => {
  suite('unknown-symbol', () => {
    test('{K} is not a symbol of the game: an error whose fix declares it with @mana, as its detail says', () => {
      const text = 'Relic {K}\nArtifact';
      const d = expectDiagnostic(validate(text), code, { at: '{K}' });
      assert.strictEqual(d.severity, 'error');
      assert.match(d.detail ?? '', /@mana \{K\}/);
      assert.deepStrictEqual(d.fixes?.map((f) => f.title), ["Declare {K} as the set's own mana (@mana {K} …)"]);
      const fixed = applyFix(text, d.fixes![0]);
      assert.strictEqual(fixed, '@mana {K} k\n\nRelic {K}\nArtifact');
      assert.deepStrictEqual(validate(fixed).map((d) => d.code), []);
      // The name is a snippet's placeholder where the editor takes snippets.
      assert.strictEqual(d.fixes![0].edits[0].snippet, '@mana {K} ${1:k}\n\n');
    });

    test('{W/W} and {2/2} are not hybrid symbols of the game', () => {
      expectDiagnostic(validate('Relic {W/W}\nArtifact'), code, { at: '{W/W}' });
      expectDiagnostic(validate('Relic {2/2}\nArtifact'), code, { at: '{2/2}' });
    });

    test('an empty pair of braces {} is flagged on both braces', () => {
      const d = expectDiagnostic(validate('Relic {2}\nArtifact\n{}: Draw a card.'), code, { at: '{}' });
      assert.match(d.message, /empty/i);
    });

    test('an unclosed { is flagged from the brace to the end of its text', () => {
      expectDiagnostic(validate('Relic {2}\nArtifact\n{T}: Draw a card. {'), code, { at: '{', nth: 3 });
      const d = expectDiagnostic(validate('Relic {1\nArtifact'), code, { at: '{1' });
      assert.match(d.message, /never closed/);
    });

    test('{U/W} suggests {W/U}, and the fix replaces it and removes the diagnostic', () => {
      const result = validate('Relic {U/W}\nArtifact');
      const d = expectDiagnostic(result, code, { at: '{U/W}' });
      assert.match(d.message, /\{W\/U\}/);
      expectFixRemoves(result, d, 'Relic {W/U}\nArtifact');
    });

    test('{P/W} suggests the Phyrexian {W/P}, and {1 0} suggests {10}', () => {
      const phyrexian = validate('Relic {P/W}\nArtifact');
      expectFixRemoves(phyrexian, expectDiagnostic(phyrexian, code, { at: '{P/W}' }), 'Relic {W/P}\nArtifact');
      const spaced = validate('Relic {1 0}\nArtifact');
      expectFixRemoves(spaced, expectDiagnostic(spaced, code, { at: '{1 0}' }), 'Relic {10}\nArtifact');
    });

    test('joke half-mana symbols {½} and {HR} are flagged as undefined by the rules', () => {
      const d = expectDiagnostic(validate('Relic {½}\nArtifact'), code, { at: '{½}' });
      assert.match(d.message, /half/);
      expectDiagnostic(validate('Relic {HR}\nArtifact'), code, { at: '{HR}' });
    });

    test('unknown symbols are flagged in rules text, in quotes and in reminder text too', () => {
      expectDiagnostic(validate('Relic {2}\nArtifact\n{K}: Draw a card.'), code, { at: '{K}' });
      expectDiagnostic(validate('Relic {2}\nArtifact\nCreatures you control have "{K}: Draw a card."'), code, { at: '{K}' });
      expectDiagnostic(validate('Relic {2}\nArtifact\nFlying (Reminder {K}.)'), code, { at: '{K}' });
    });

    test('a symbol problem in reminder text says it is in reminder text; one in rules text does not', () => {
      assert.match(expectDiagnostic(validate('Relic {2}\nArtifact\nFlying (Reminder {K}.)'), code, { at: '{K}' }).message, /reminder text/);
      assert.match(expectDiagnostic(validate('Grove\nLand\n({t}: Add {G}.)'), 'symbol-case', { at: '{t}' }).message, /reminder text/);
      assert.doesNotMatch(expectDiagnostic(validate('Relic {2}\nArtifact\n{K}: Draw a card.'), code, { at: '{K}' }).message, /reminder text/);
    });

    test('a symbol inside quotes is reported once, not once per ability that sees it', () => {
      assert.strictEqual(diagnosticsOf(validate('Relic {2}\nArtifact\nCreatures you control have "{K}: Draw a card."'), code).length, 1);
    });

    test('a symbol declared with @mana is known', () => {
      expectNoDiagnostics(validate('@mana {K} kite\n\nRelic {K}\nArtifact\n{T}: Add {K}.'));
    });

    test('every symbol the rules define is known: colours, generic, X, C, S, hybrids, Phyrexian, T, Q, E, CHAOS, PW', () => {
      expectNoDiagnostic(validate('Relic {X}{10}{C}{S}{W/U}{2/B}{C/G}{G/P}{R/G/P}\nArtifact\n{T}, {Q}, {E}: Draw a card. ({CHAOS} and {PW} are symbols too.)'), code);
    });

    test('real cards with hybrid and Phyrexian symbols stay silent (Reaper King, Rosheen Meanderer)', () => {
      expectNoDiagnostics(validate(realCard('Reaper King'), oracle2019));
      expectNoDiagnostics(validate(realCard('Rosheen Meanderer'), oracle2019));
    });
  });

  suite('symbol-case', () => {
    test('{t} and {g} are warnings whose fixes write {T} and {G}', () => {
      const text = 'Relic {2}\nArtifact\n{t}: Add {g}.';
      const result = validate(text);
      const tap = expectDiagnostic(result, 'symbol-case', { at: '{t}' });
      const green = expectDiagnostic(result, 'symbol-case', { at: '{g}' });
      assert.strictEqual(tap.severity, 'warning');
      const fixed = expectFixRemoves(validate(expectFixRemoves(result, tap)), green);
      assert.strictEqual(fixed, 'Relic {2}\nArtifact\n{T}: Add {G}.');
    });

    test('a symbol with spaces inside, { 2 }, is written {2}', () => {
      const result = validate('Relic { 2 }\nArtifact');
      expectFixRemoves(result, expectDiagnostic(result, 'symbol-case', { at: '{ 2 }' }), 'Relic {2}\nArtifact');
    });

    test('a lower-case hybrid {w/u} in a mana cost is flagged', () => {
      expectDiagnostic(validate('Relic {w/u}\nArtifact'), 'symbol-case', { at: '{w/u}' });
    });

    test('capitalised symbols and declared custom symbols are not flagged', () => {
      expectNoDiagnostic(validate('Relic {2}{W}\nArtifact\n{T}: Add {G}.'), 'symbol-case');
      expectNoDiagnostic(validate('@mana {K} kite\n\nRelic {K}\nArtifact'), 'symbol-case');
    });
  });
});
