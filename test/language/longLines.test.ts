/**
 * Hostile sizes inside a `.cards` file: a line of millions of characters, a card of thousands of
 * lines with no blank line, names of 100,000 characters. What the parser reads is capped (with a
 * diagnostic that says so), other cards keep their analysis, keystrokes stay cheap, and name
 * matching never builds a regular expression from a name.
 */
import * as assert from 'node:assert';
import { analysedText, type CardsDocument, maxCardLength, maxLineLength, parseDocument } from '../../server/src/language/document.js';
import { type TextChange, updateDocument } from '../../server/src/language/documentUpdate.js';
import { validateDocument } from '../../server/src/language/validation.js';
import { LineBuffer } from '../../server/src/language/textSource.js';
import { Workspace } from '../../server/src/language/workspace.js';
import { plain } from '../helpers.js';
import { doReferences, doRename } from '../../server/src/language/features/navigation.js';
import { doHover } from '../../server/src/language/features/hover.js';
import { builtInKnowledge } from './features/featureHelpers.js';
import { rangeContains } from '../../server/src/language/ast.js';

const goblin = 'Goblin Guide {R}\nCreature — Goblin Scout\nHaste\n2/2';
const elves = 'Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {G}.\n1/1';
const words = (n: number) => 'Draw a card and gain 1 life. '.repeat(Math.ceil(n / 29)).slice(0, n);

/** A file of ordinary cards with, in the middle, a sorcery whose one rules line has `n` characters (line 6). */
function fileWithLongLine(n: number, line = words(n)): string {
  return `${goblin}\n\n${'Huge Card {2}{U}\nSorcery\n'}${line}\n\n${elves}\n`;
}
const longLine = 7;

/** A document opened as the server opens it: its text in a line buffer, parsed and validated. */
function openBuffer(text: string): { doc: CardsDocument; buffer: LineBuffer } {
  const doc = parseDocument(text);
  const buffer = new LineBuffer(text);
  doc.source = buffer;
  validateDocument(doc);
  return { doc, buffer };
}

/** The server's incremental path: the edit applied to the line buffer, then to the parsed document. */
function type(state: { doc: CardsDocument; buffer: LineBuffer }, change: TextChange): CardsDocument {
  state.buffer.apply(change.range, change.text);
  state.doc = updateDocument(state.doc, change, state.buffer);
  state.doc.source = state.buffer;
  return state.doc;
}

/** Types `change` `times` times, validating after each; the mean milliseconds per keystroke. */
function timeKeystrokes(state: { doc: CardsDocument; buffer: LineBuffer }, change: TextChange, times: number): number {
  const started = performance.now();
  for (let i = 0; i < times; i++) validateDocument(type(state, change));
  return (performance.now() - started) / times;
}

const at = (line: number, character: number) => ({ start: { line, character }, end: { line, character } });
const summary = (doc: CardsDocument) => JSON.stringify(validateDocument(doc).map((d) => [d.code, d.range, d.message]));

suite('very long lines and cards', () => {
  test('a line longer than the cap is read up to the cap, with a diagnostic saying so', () => {
    const doc = parseDocument(fileWithLongLine(1_000_000));
    const cut = validateDocument(doc).filter((d) => /characters: only the first/.test(d.message));
    assert.deepStrictEqual(plain(cut.map((d) => [d.code, d.range])), [['syntax-error', { start: { line: longLine, character: maxLineLength }, end: { line: longLine, character: 1_000_000 } }]]);
    assert.match(cut[0].message, /^Huge Card: a line of 1,000,000 characters: only the first 5,000 are read as card text/);
    const huge = doc.chunks.find((c) => c.ast.card?.name === 'Huge Card')!;
    assert.ok(analysedText(huge).length <= maxLineLength + 100, 'the parser read at most the cap of the long line');
    assert.strictEqual(huge.text.length, fileWithLongLine(1_000_000).split('\n\n')[1].length, 'the chunk keeps its whole text');
    for (const ability of huge.ast.card!.faces[0].abilities) assert.ok(ability.range.end.character <= maxLineLength);
  });

  test('the other cards of the file are analysed exactly as without the long line', () => {
    const withLong = validateDocument(parseDocument(fileWithLongLine(1_000_000, `${words(999_990)} {T}{T}{Z}`)));
    const without = validateDocument(parseDocument(fileWithLongLine(10)));
    const others = (list: typeof withLong) => JSON.stringify(list.filter((d) => d.card !== 'Huge Card').map((d) => [d.code, d.range]));
    assert.strictEqual(others(withLong), others(without));
  });

  test('a long comment line is cut silently: it is never analysed', () => {
    const doc = parseDocument(`# ${'note '.repeat(20_000)}\n${goblin}`);
    assert.deepStrictEqual(validateDocument(doc).map((d) => d.code), []);
  });

  test('a cut never splits a surrogate pair into a character that is no card text', () => {
    const emoji = `Draw${'😀'.repeat(4_000)}`; // the cap falls between the halves of an emoji
    const diagnostics = validateDocument(parseDocument(fileWithLongLine(emoji.length, emoji)));
    assert.ok(!diagnostics.some((d) => /\\u|not part of card text/.test(d.message) && d.range.start.character >= maxLineLength - 2), JSON.stringify(diagnostics.map((d) => d.message)));
  });

  test('a card of thousands of lines with no blank line is read up to the card cap, with a diagnostic', () => {
    const lines = Array.from({ length: 5_000 }, (_, i) => `Whenever a creature dies, you gain ${i} life.`);
    const doc = parseDocument(`Endless {G}\nEnchantment\n${lines.join('\n')}`);
    const chunk = doc.chunks[0];
    assert.ok(analysedText(chunk).length <= maxCardLength, `read ${analysedText(chunk).length} characters`);
    const cut = validateDocument(doc).filter((d) => /read as card text — put blank lines/.test(d.message));
    assert.strictEqual(cut.length, 1);
    assert.match(cut[0].message, /only the first 20,000 are read as card text/);
    assert.ok(doc.cards[0].faces[0].abilities.length < 1_000);
  });

  test('edits next to, on and around a long line give the same document as a fresh parse', () => {
    const text = fileWithLongLine(200_000);
    const edits: TextChange[] = [
      { range: at(longLine + 3, 0), text: 'x' }, // in the next card (the long card is its neighbour)
      { range: at(longLine, 0), text: 'When this enters, ' }, // at the start of the long line
      { range: at(longLine, 200_000), text: ' More.' }, // past the cap, at its end
      { range: { start: { line: longLine, character: 0 }, end: { line: longLine, character: 10 } }, text: '' },
      { range: at(longLine + 1, 0), text: 'Flying\n' }, // joins the long card and the next card (removes the blank line's role)
      { range: at(longLine + 1, 0), text: '\n' },
      { range: { start: { line: longLine, character: 4_990 }, end: { line: longLine, character: 5_020 } }, text: '{T}' }, // across the cut
    ];
    const state = openBuffer(text);
    for (const change of edits) {
      const doc = type(state, change);
      assert.strictEqual(summary(doc), summary(parseDocument(state.buffer.text())), `after ${JSON.stringify(change).slice(0, 120)}`);
    }
  });

  test('typing in a card next to a 2,000,000-character line re-uses the long card', () => {
    const state = openBuffer(fileWithLongLine(2_000_000));
    const huge = state.doc.chunks.find((c) => c.ast.card?.name === 'Huge Card');
    timeKeystrokes(state, { range: at(longLine + 3, 0), text: 'x' }, 3);
    assert.ok(state.doc.chunks.includes(huge!), 'the long card is re-used, not re-read');
  });

  test('typing on a 2,000,000-character line re-reads only its first 5,000 characters', () => {
    const state = openBuffer(fileWithLongLine(2_000_000));
    timeKeystrokes(state, { range: at(longLine, 0), text: 'x' }, 3);
    const huge = state.doc.chunks.find((c) => c.ast.card?.name === 'Huge Card')!;
    assert.ok(analysedText(huge).length <= maxLineLength + 100);
  });

  // A time bound: run by `npm run test:slow` (mocha --grep "[timing]"), not by `npm test`.
  test('typing next to and on a 2,000,000-character line stays fast [timing]', () => {
    const state = openBuffer(fileWithLongLine(2_000_000));
    // The long card is in the re-parse window (a neighbour), compared in place: no copy of its line.
    const next = timeKeystrokes(state, { range: at(longLine + 3, 0), text: 'x' }, 10);
    assert.ok(next < 250, `${next.toFixed(0)} ms per keystroke next to the long line`);
    const on = timeKeystrokes(openBuffer(fileWithLongLine(2_000_000)), { range: at(longLine, 0), text: 'x' }, 5);
    assert.ok(on < 1_000, `${on.toFixed(0)} ms per keystroke on the long line`);
  });

  test('far past the cap the cut diagnostic stands, and the hover neither repeats it nor reads the rest', () => {
    const doc = parseDocument(fileWithLongLine(1_000_000));
    const position = { line: longLine, character: 900_000 };
    const diagnostics = validateDocument(doc);
    const cut = diagnostics.find((d) => /1,000,000 characters/.test(d.message));
    assert.ok(cut && rangeContains(cut.range, position), 'the editor shows the cut notice there');
    const hover = doHover(doc, position, builtInKnowledge(), diagnostics);
    assert.doesNotMatch(hover?.contents ?? '', /1,000,000 characters/);
    assert.ok((hover?.contents.length ?? 0) < 1_000);
  });
});

suite('long names', () => {
  test('looking up mentions of a 100,000-character name builds no regular expression and finds it', () => {
    const name = `Wurm ${'(of [the] deep) '.repeat(6_000)}`.trim();
    const workspace = new Workspace();
    workspace.set(parseDocument(`${goblin}\n\nSeeker\nSorcery\nSearch for a card named Goblin Guide or a card named ${name}.`, { uri: 'file:///a.cards' }));
    // The name lies past the line cap, where nothing is analysed: no mention, and no error.
    assert.deepStrictEqual(workspace.mentions(name), []);
    assert.strictEqual(workspace.mentions('Goblin Guide').length, 2);
  });

  test('mentions are whole words: a name inside a longer word or name is not a mention', () => {
    const workspace = new Workspace();
    workspace.set(parseDocument('Elf\nCreature — Elf\nElfhame and Elf-kin and Elf’s and Élf and Elf2 and Elf.\n1/1', { uri: 'file:///a.cards' }));
    // Whole words only: "Elf-kin" and "Elf’s" end at punctuation, so they count; "Elfhame" and "Elf2" do not.
    assert.deepStrictEqual(workspace.mentions('Elf').map((m) => `${m.range.start.line}:${m.range.start.character}`), ['0:0', '1:11', '2:12', '2:24', '2:51']);
  });

  test('references and rename on a card whose name line has 100,000 characters answer, with short messages', () => {
    const name = 'Very '.repeat(20_000).trim();
    const text = `${name}\nCreature — Goblin\n2/2\n\n${name}\nCreature — Goblin\n2/2`;
    const doc = parseDocument(text, { uri: 'file:///a.cards' });
    const workspace = new Workspace();
    workspace.set(doc);
    const refs = doReferences(doc, { line: 0, character: 3 }, workspace, true);
    assert.deepStrictEqual(refs.map((r) => r.range.start.line), [0, 4]);
    const renamed = doRename(doc, { line: 0, character: 3 }, 'Short Name', workspace);
    assert.ok(renamed.ok && renamed.edits.get('file:///a.cards')?.length === 2);
    const duplicate = validateDocument(doc).find((d) => d.code === 'duplicate-card-name')!;
    assert.ok(duplicate.message.length < 300, duplicate.message);
  });
});
