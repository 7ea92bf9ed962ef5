import * as assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { doCodeActions, fixAll } from '../../../server/src/language/features/codeActions.js';
import { applyFix, repoRoot, validate } from '../../helpers.js';

suite('code actions', () => {
  test('every fix of every diagnostic is offered as a quick fix, and applying it removes that diagnostic', () => {
    const text = readFileSync(join(repoRoot(), 'examples/showcase.cards'), 'utf8');
    const result = validate(text);
    const fixable = result.filter((d) => d.fixes?.length);
    assert.ok(fixable.length >= 8, `only ${fixable.length} fixable diagnostics in the showcase`);
    for (const d of fixable) {
      const actions = doCodeActions(d.range, result).filter((a) => a.kind === 'quickfix' && a.diagnostics.length === 1 && a.diagnostics[0] === d);
      assert.deepStrictEqual(actions.map((a) => a.title), d.fixes!.map((f) => f.title), `the quick fixes offered for ${d.code} at line ${d.range.start.line + 1}`);
      for (const action of actions) {
        const fixed = validate(applyFix(text, { title: action.title, edits: action.edits }));
        const stillThere = fixed.some((f) => f.code === d.code && f.range.start.line === d.range.start.line && f.range.start.character === d.range.start.character);
        assert.ok(!stillThere, `${d.code} at line ${d.range.start.line + 1} is still reported after "${action.title}"`);
        // A fix that adds a line above (a directive) moves the rest: count the code's diagnostics too.
        assert.ok(fixed.filter((f) => f.code === d.code).length < result.filter((r) => r.code === d.code).length, `"${action.title}" left as many ${d.code} diagnostics`);
      }
    }
  });

  test('a diagnostic with several fixes offers each, none preferred; one with a single fix prefers it', () => {
    const result = validate('Relic {2}\nArtifact\n{T}: Add {E}.\n\nBear {G}{1}\nCreature — Bear\n2/2');
    const energy = doCodeActions(result.find((d) => d.code === 'undefined-mana-type')!.range, result);
    assert.deepStrictEqual(energy.map((a) => [a.title, a.isPreferred]), ['{W}', '{U}', '{B}', '{R}', '{G}', '{C}'].map((s) => [`Replace {E} with ${s}`, false]));
    const order = doCodeActions(result.find((d) => d.code === 'mana-cost-order')!.range, result);
    assert.deepStrictEqual(order.map((a) => [a.title, a.isPreferred]), [['Reorder to {1}{G}', true]]);
  });

  test('"fix all of this kind" makes no choice and fills in no placeholders', () => {
    const text = 'Relic {2}\nArtifact\n{T}: Add {E}.\n\nIdol {2}\nArtifact\n{T}: Add {E}.\n\nBear {1}{G}\nCreature — Bear\n\nElf {G}\nCreature — Elf';
    const result = validate(text);
    for (const d of result) assert.ok(!doCodeActions(d.range, result).some((a) => /^Fix all/.test(a.title)), `a fix-all for ${d.code}`);
    assert.deepStrictEqual(fixAll(result), []);
  });

  test('Add {2} is fixed to Add {C}{C}', () => {
    const text = 'Relic {2}\nArtifact\n{T}: Add {2}.';
    const result = validate(text);
    const d = result.find((x) => x.code === 'generic-mana-produced')!;
    assert.strictEqual(applyFix(text, d.fixes?.[0]), 'Relic {2}\nArtifact\n{T}: Add {C}{C}.');
  });

  test('a duplicate {T} is removed with its comma', () => {
    const text = 'Relic {2}\nArtifact\n{1}, {T}, {T}: Draw a card.';
    const d = validate(text).find((x) => x.code === 'illegal-cost-symbol')!;
    assert.strictEqual(applyFix(text, d.fixes?.[0]), 'Relic {2}\nArtifact\n{1}, {T}: Draw a card.');
  });

  test('"fix all of this kind" fixes every dash in the file in one action', () => {
    const text = 'Bear {1}{G}\nCreature - Bear\n2/2\n\nElf {G}\nCreature -- Elf\nLandfall - Whenever a land enters under your control, draw a card.\n1/1';
    const result = validate(text);
    const first = result.find((d) => d.code === 'dash-style')!;
    const all = doCodeActions(first.range, result).find((a) => /Fix all 3/.test(a.title));
    assert.ok(all, doCodeActions(first.range, result).map((a) => a.title).join(', '));
    const fixed = applyFix(text, { title: all!.title, edits: all!.edits });
    assert.strictEqual(validate(fixed).filter((d) => d.code === 'dash-style').length, 0);
    assert.match(fixed, /Creature — Bear/);
    assert.match(fixed, /Landfall — Whenever/);
  });

  test('fix-all for the file applies every available fix without overlapping edits', () => {
    const text = 'Bear {G}{1}\nCreature - Bear\n{t}: Add {2}.\n2/2';
    const edits = fixAll(validate(text));
    const fixed = applyFix(text, { title: 'all', edits });
    assert.strictEqual(fixed, 'Bear {1}{G}\nCreature — Bear\n{T}: Add {C}{C}.\n2/2');
  });

  test('fix-all writes "•" for modes typed with "*" or "-", but leaves guesses (a misspelt keyword, a missing blank line) to the user', () => {
    const text = 'Choice {1}{R}\nSorcery\nChoose one —\n* Draw a card.\n- Discard a card.\n\nScout {G}\nCreature — Elf\nFlyng\n1/1\nBear {1}{G}\nCreature — Bear\n2/2';
    const fixed = applyFix(text, { title: 'all', edits: fixAll(validate(text)) });
    assert.strictEqual(fixed, text.replace('* Draw', '• Draw').replace('- Discard', '• Discard'));
  });
});
