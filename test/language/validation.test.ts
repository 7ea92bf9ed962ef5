import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { validateDocument } from '../../server/src/language/validation.js';
import { registerChecks } from '../../server/src/language/checks/registry.js';
import { codeInfo, codes } from '../../server/src/language/checks/codes.js';
import { diagnosticsOf, expectDiagnostic, expectNoDiagnostic, expectNoDiagnostics, plain, rangeOf, validate } from '../helpers.js';

const elf = (name: string, cost = '{G}') => `${name} ${cost}\nCreature — Elf\n1/1`;
const fireIce = 'Fire {1}{R}\nInstant\nFire deals 2 damage divided as you choose among one or two targets.\n//\nIce {1}{U}\nInstant\nTap target permanent.\nDraw a card.';

suite('document validation', () => {
  suite('duplicate-card-name', () => {
    test('a second card with the same name is a warning on its name, related to the first', () => {
      const text = `${elf('Elvish Scout')}\n\n${elf('Elvish Scout', '{1}{G}')}`;
      const result = validate(text);
      const d = expectDiagnostic(result, 'duplicate-card-name', { at: 'Elvish Scout', nth: 2 });
      assert.strictEqual(d.severity, 'warning');
      assert.deepStrictEqual(plain(d.related?.map((r) => r.range)), [rangeOf(text, 'Elvish Scout')]);
      assert.match(d.message, /line 1\b/);
      assert.strictEqual(diagnosticsOf(result, 'duplicate-card-name').length, 1, 'the first card is not flagged');
    });

    test('names are compared without regard to case', () => {
      expectDiagnostic(validate(`${elf('Elvish Scout')}\n\n${elf('elvish scout')}`), 'duplicate-card-name', { at: 'elvish scout' });
    });

    test('a third copy is flagged too, each against the first', () => {
      const text = `${elf('Elvish Scout')}\n\n${elf('Elvish Scout')}\n\n${elf('Elvish Scout')}`;
      const result = validate(text);
      expectDiagnostic(result, 'duplicate-card-name', { at: 'Elvish Scout', nth: 2 });
      expectDiagnostic(result, 'duplicate-card-name', { at: 'Elvish Scout', nth: 3 });
      assert.strictEqual(diagnosticsOf(result, 'duplicate-card-name').length, 2);
    });

    test('a face of a multi-face card that repeats another card\'s name is flagged on that face, related to it', () => {
      const text = `${fireIce}\n\nIce {3}\nInstant\nDraw a card.`;
      const result = validate(text);
      const d = expectDiagnostic(result, 'duplicate-card-name', { at: 'Ice', nth: 2 });
      assert.deepStrictEqual(plain(d.related?.map((r) => r.range)), [rangeOf(text, 'Ice')]);
      assert.match(d.message, /line 5\b/);
    });

    test('a duplicated multi-face card gets one diagnostic per repeated face, never two identical ones', () => {
      const text = `${fireIce}\n\n${fireIce}`;
      const result = validate(text);
      const found = diagnosticsOf(result, 'duplicate-card-name');
      const keys = found.map((d) => JSON.stringify(d.range));
      assert.strictEqual(new Set(keys).size, keys.length, `identical diagnostics: ${keys.join(' ')}`);
      expectDiagnostic(result, 'duplicate-card-name', { at: 'Fire', nth: 3 });
      expectDiagnostic(result, 'duplicate-card-name', { at: 'Ice', nth: 2 });
      assert.strictEqual(found.length, 2);
    });

    test('different names, and the same name inside rules text, are fine', () => {
      expectNoDiagnostics(validate(`${elf('Elvish Scout')}\n\n${elf('Elvish Mystic')}\n\nScout's Call {G}\nSorcery\nSearch for a card named Elvish Scout.`));
    });
  });

  suite('invalid-directive', () => {
    test('an unknown directive is an error on the whole directive line', () => {
      const d = expectDiagnostic(validate(`@bogus thing\n\n${elf('Elvish Scout')}`), 'invalid-directive', { at: '@bogus thing' });
      assert.strictEqual(d.severity, 'error');
      assert.match(d.message, /^File: no directive @bogus; known: @mana\/keyword\//);
      assert.match(d.detail ?? '', /@mana \{P\} purple/);
    });

    test('"@mana K black" without braces is an error, and K stays undeclared', () => {
      const result = validate('@mana K black\n\nRelic {2}\nArtifact\n{T}: Add {K}.');
      expectDiagnostic(result, 'invalid-directive', { at: '@mana K black' });
      expectDiagnostic(result, 'undefined-mana-type', { at: '{K}' });
    });

    test('"@mana {K}" without a name, "@mana {P}{Q} two", "@keyword" and "@subtype Creature" are errors', () => {
      expectDiagnostic(validate(`@mana {K}\n\n${elf('Elvish Scout')}`), 'invalid-directive', { at: '@mana {K}' });
      expectDiagnostic(validate(`@mana {P}{Q} two\n\n${elf('Elvish Scout')}`), 'invalid-directive', { at: '@mana {P}{Q} two' });
      expectDiagnostic(validate(`@keyword\n\n${elf('Elvish Scout')}`), 'invalid-directive', { at: '@keyword' });
      expectDiagnostic(validate(`@subtype Creature\n\n${elf('Elvish Scout')}`), 'invalid-directive', { at: '@subtype Creature' });
    });

    test('"@subtype" of something that is not a card type is an error', () => {
      const d = expectDiagnostic(validate(`@subtype Gizmo Widget\n\n${elf('Elvish Scout')}`), 'invalid-directive', { at: '@subtype Gizmo Widget' });
      assert.match(d.message, /Gizmo/);
    });

    test('a directive after the first card is an error and is ignored', () => {
      const text = `${elf('Elvish Scout')}\n\n@mana {K} kite\n\nRelic {K}\nArtifact`;
      const result = validate(text);
      const d = expectDiagnostic(result, 'invalid-directive', { at: '@mana {K} kite' });
      assert.match(d.message, /before the first card/);
      expectDiagnostic(result, 'unknown-symbol', { at: '{K}', nth: 2 });
    });

    test('a directive inside a card is an error and is ignored', () => {
      const result = validate('Relic {2}\nArtifact\n@mana {K} kite\n{T}: Add {K}.');
      expectDiagnostic(result, 'invalid-directive', { at: '@mana {K} kite' });
      expectDiagnostic(result, 'undefined-mana-type', { at: '{K}', nth: 2 });
    });

    test('valid directives before the first card declare symbols, keywords and subtypes', () => {
      const text = '# my set\n@mana {K} kite\n@keyword Sneak\n@subtype Creature Wizardkin\n\nRat {K}\nCreature — Wizardkin\nSneak {1}{K}\n{T}: Add {K}.\n1/1';
      const result = validate(text);
      expectNoDiagnostics(result);
      assert.deepStrictEqual(result.doc.models[0].keywords, ['Sneak']);
    });

    test('several directive paragraphs before the first card all count', () => {
      expectNoDiagnostics(validate('@mana {K} kite\n\n@subtype Creature Wizardkin\n\nRat {K}\nCreature — Wizardkin\n1/1'));
    });

    test('a directive line directly followed by the first card (no blank line) declares and is not misplaced', () => {
      const result = validate('@mana {P} purple\nRelic {2}\nArtifact\n{T}: Add {P}.');
      assert.deepStrictEqual(result.doc.cards.map((c) => c.name), ['Relic']);
      expectNoDiagnostics(result);
    });
  });

  suite('check-failed', () => {
    suiteSetup(() => {
      // A check that throws on one card name only, so the rest of the suite is unaffected.
      registerChecks({
        Card: [function explodingCheck(card) {
          if (card.name === 'Exploding Test Card') throw new Error('boom');
        }],
      });
    });

    test('a check that throws becomes a check-failed error on the card name, and the card\'s other checks still run', () => {
      const result = validate('Exploding Test Card {R}{1}\nCreature — Elf\nDraw X cards.\n1/1');
      const d = expectDiagnostic(result, 'check-failed', { at: 'Exploding Test Card' });
      assert.strictEqual(d.severity, 'error');
      assert.match(d.message, /boom/);
      assert.match(d.message, /explodingCheck/);
      expectDiagnostic(result, 'mana-cost-order', { at: '{R}{1}' });
      expectDiagnostic(result, 'undefined-x', { at: 'X' });
    });

    test('other cards are not affected by the failing check', () => {
      const result = validate(`Exploding Test Card {1}\nInstant\nDraw a card.\n\n${elf('Elvish Scout')}`);
      assert.strictEqual(diagnosticsOf(result, 'check-failed').length, 1);
      assert.ok(diagnosticsOf(result, 'check-failed').every((d) => d.card === 'Exploding Test Card'));
    });
  });

  suite('the whole report', () => {
    test('diagnostics are sorted by position', () => {
      const result = validate('Relic {R}{1}\nArtifact\n{T}: Add {T}.\n\nOther {1}\nSorcery\nDraw X cards.\n\nRelic {1}\nArtifact');
      const positions = result.map((d) => d.range.start.line * 1000 + d.range.start.character);
      assert.deepStrictEqual(positions, [...positions].sort((a, b) => a - b));
      assert.deepStrictEqual(result.map((d) => d.code), ['mana-cost-order', 'undefined-mana-type', 'undefined-x', 'duplicate-card-name']);
    });

    test('severity overrides change a code\'s severity, and "off" silences it', () => {
      const doc = parseDocument('Relic {R}{1}\nArtifact\n{T}: Add {T}.');
      const diagnostics = validateDocument(doc, { 'mana-cost-order': 'error', 'undefined-mana-type': 'off' });
      assert.deepStrictEqual(diagnostics.map((d) => [d.code, d.severity]), [['mana-cost-order', 'error']]);
    });

    test('every diagnostic carries its rule from codes.ts and the card it belongs to', () => {
      const result = validate('Relic {R}{1}\nArtifact\n{T}: Add {T}.');
      for (const d of result) {
        assert.strictEqual(d.rule, codeInfo[d.code].rule);
        assert.strictEqual(d.card, 'Relic');
      }
    });

    test('validating a document twice gives the same diagnostics (cached per card)', () => {
      const doc = parseDocument(`Relic {R}{1}\nArtifact\n{T}: Add {T}.\n\n${elf('Relic')}`);
      const first = JSON.stringify(validateDocument(doc));
      assert.strictEqual(JSON.stringify(validateDocument(doc)), first);
      assert.ok(first.length > 100);
    });

    test('codes.ts gives every code a severity, a summary and a rule field', () => {
      for (const code of Object.values(codes)) {
        const info = codeInfo[code];
        assert.ok(info, `no info for ${code}`);
        assert.ok(['error', 'warning', 'info', 'hint'].includes(info.severity));
        assert.ok(info.summary.length > 10);
        assert.strictEqual(typeof info.rule, 'string');
      }
      expectNoDiagnostic(validate(elf('Elvish Scout')), codes.checkFailed);
    });
  });
});

suite('diagnostics per card are capped per code (issue 14)', () => {
  test('a card of 5,000 stray braces lists 20 of them and one more that counts the rest; other codes and cards are unaffected', () => {
    const result = validate(`Junk {1}\nCreature — Elf\n${'{'.repeat(5000)}\n1/1\n\nRelic {2}\nArtifact\n{T}: Add {T}.\n`);
    const junk = result.filter((d) => d.card === 'Junk' && d.code === 'unknown-symbol');
    assert.strictEqual(junk.length, 21);
    assert.match(junk[20].message, /^Junk: 4,980 more unknown-symbol problems in this card are not listed \(the first 20 are\)$/);
    assert.strictEqual(junk[20].severity, junk[0].severity);
    assert.strictEqual(diagnosticsOf(result, 'undefined-mana-type').length, 1, 'the next card is checked as ever');
  });
});
