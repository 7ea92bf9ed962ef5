/**
 * Cases found in review, each kept as a test: incremental edits at the edges of a document, large
 * pastes, renames of names that start other names, and malformed input that must stay contained.
 */
import * as assert from 'node:assert';
import { parseDocument } from '../../server/src/language/document.js';
import { updateDocument, type TextChange } from '../../server/src/language/documentUpdate.js';
import { LineBuffer } from '../../server/src/language/textSource.js';
import { validateDocument } from '../../server/src/language/validation.js';
import { Workspace } from '../../server/src/language/workspace.js';
import { doRename } from '../../server/src/language/features/navigation.js';
import { fixAll } from '../../server/src/language/features/codeActions.js';
import { readSettings } from '../../server/src/lsp/settings.js';
import { expectDiagnostic, expectNoDiagnostic, validate } from '../helpers.js';

/** Applies edits one by one through the incremental path, validating only at the end (as batched LSP changes do). */
function edit(text: string, changes: TextChange[], validateBetween = false) {
  const buffer = new LineBuffer(text);
  let doc = parseDocument(text);
  doc.source = buffer;
  validateDocument(doc);
  for (const change of changes) {
    buffer.apply(change.range, change.text);
    doc = updateDocument(doc, change, buffer);
    if (validateBetween) validateDocument(doc);
  }
  return { doc, fresh: parseDocument(buffer.text()) };
}
const at = (line: number, character: number) => ({ start: { line, character }, end: { line, character } });
const codesOf = (doc: ReturnType<typeof parseDocument>) => validateDocument(doc).map((d) => `${d.code}@${d.range.start.line}:${d.range.start.character}`);

suite('regressions found in review', () => {
  test('a card typed in blank lines above the first card is parsed', () => {
    const { doc, fresh } = edit('Goblin {R}\nCreature — Goblin\n1/1', [
      { range: at(0, 0), text: '\n\n' },
      { range: at(0, 0), text: 'Elf {G}' },
      { range: at(0, 7), text: '\nCreature — Elf\n1/1' },
    ]);
    assert.deepStrictEqual(doc.cards.map((c) => c.name), ['Elf', 'Goblin']);
    assert.deepStrictEqual(doc.cards.map((c) => c.name), fresh.cards.map((c) => c.name));
  });

  test('several edits before one validation never report a diagnostic twice', () => {
    const text = ['A {1}\nCreature - Elf\n1/1', 'B {1}\nCreature - Elf\n1/1', 'C {1}\nCreature - Elf\n1/1'].join('\n\n');
    const changes: TextChange[] = [9, 5, 1].map((line) => ({ range: { start: { line, character: 9 }, end: { line, character: 10 } }, text: '—' }));
    const { doc, fresh } = edit(`${text}\n\nD {1}\nCreature - Elf\n1/1`, changes);
    assert.deepStrictEqual(codesOf(doc), codesOf(fresh));
    assert.strictEqual(codesOf(doc).length, 1);
  });

  test('pasting 200,000 lines into the buffer works (no call-stack overflow)', () => {
    const buffer = new LineBuffer('x');
    const big = Array.from({ length: 200000 }, (_, i) => `line ${i}`).join('\n');
    buffer.apply(at(0, 0), big);
    assert.strictEqual(buffer.lineCount, 200000);
    assert.strictEqual(buffer.line(199999), 'line 199999x');
  });

  test('pressing Enter above many cards shifts every later card correctly', () => {
    const text = Array.from({ length: 50 }, (_, i) => `Card ${i} {1}\nCreature - Elf\n1/1`).join('\n\n');
    const { doc, fresh } = edit(text, [{ range: at(0, 0), text: '\n' }, { range: at(0, 0), text: '\n' }], true);
    assert.deepStrictEqual(codesOf(doc), codesOf(fresh));
    assert.deepStrictEqual(doc.cards.map((c) => c.range), fresh.cards.map((c) => c.range));
  });

  test('renaming a card leaves cards whose names start with its name alone', () => {
    const workspace = new Workspace();
    const text = "Goblin Guide {R}\nCreature — Goblin Scout\nGoblin Guide gets +1/+0.\n2/2\n\nGoblin Guide's Lair\nLand\nGoblin Guide's Lair enters tapped.";
    const doc = parseDocument(text, { uri: 'file:///a.cards' });
    workspace.set(doc);
    const result = doRename(doc, { line: 0, character: 2 }, 'Goblin Scout Leader', workspace);
    assert.ok(result.ok, 'the rename is accepted');
    const edits = result.edits.get('file:///a.cards') ?? [];
    assert.deepStrictEqual(edits.map((e) => e.range.start.line), [0, 2]);
  });

  test('a type line with no card type is an error, even with no words at all', () => {
    expectDiagnostic(validate('Goblin {R}\n2/2'), 'missing-card-type', { at: '2/2' });
    expectDiagnostic(validate('Goblin {R}\n— Goblin\n1/1'), 'missing-card-type', { at: '— Goblin' });
  });

  test('an empty "Loyalty:" line does not count as a loyalty number', () => {
    expectDiagnostic(validate('Jace {2}{U}\nLegendary Planeswalker — Jace\n+1: Draw a card.\nLoyalty:'), 'missing-loyalty', { at: 'Legendary Planeswalker — Jace' });
  });

  test('a "//" before the first face is reported and the card after it is still analysed', () => {
    const result = validate('//\nGoblin {R}\nCreature — Goblin\n{T}: Add {T}.\n1/1');
    assert.deepStrictEqual(result.doc.cards.map((c) => c.name), ['Goblin']);
    expectDiagnostic(result, 'syntax-error', { at: '//' });
    expectDiagnostic(result, 'undefined-mana-type', { at: '{T}', nth: 2 });
  });

  test('fix-all applies only certain fixes, never a "did you mean" guess', () => {
    const result = validate('Bear {G}{1}\nCreature - Donkey\n2/2');
    const edits = fixAll(result);
    assert.deepStrictEqual(edits.map((e) => e.newText).sort(), ['{1}{G}', '—']);
    expectDiagnostic(result, 'unknown-subtype', { at: 'Donkey' });
  });

  test('settings may not redefine the rules\' own symbols as custom mana', () => {
    const { settings, problems } = readSettings({ customManaSymbols: { W: 'purple', T: 'tapmana', K: 'kite' } });
    assert.deepStrictEqual([...settings.customManaSymbols.keys()], ['K']);
    assert.strictEqual(problems.length, 2);
    assert.match(problems.join('\n'), /\{W\} is already a mana symbol/);
  });

  test('an empty settings list from a Lua client means no settings, without a warning', () => {
    assert.deepStrictEqual(readSettings([]).problems, []);
  });

  test('one file opened under two spellings of its URI is one document in the workspace', () => {
    const workspace = new Workspace();
    workspace.set(parseDocument('Goblin {R}\nCreature — Goblin\n1/1', { uri: 'file:///c%3A/sets/my%40set.cards' }));
    workspace.set(parseDocument('Goblin {R}\nCreature — Goblin\n1/1', { uri: 'file:///C:/sets/my@set.cards' }));
    assert.strictEqual(workspace.documents().length, 1);
    expectNoDiagnostic(validate('Goblin {R}\nCreature — Goblin\n1/1'), 'duplicate-card-name');
  });
});
