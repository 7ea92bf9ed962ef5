/**
 * The editor's text as the server keeps it (LineBuffer) must be the text the client holds: the
 * reference is `vscode-languageserver-textdocument`, applied to the current text one change at a
 * time (its clamping of positions past the end, its line breaks: `\r\n`, `\r`, `\n`).
 */
import * as assert from 'node:assert';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LineBuffer } from '../../server/src/language/textSource.js';
import { prng } from '../helpers.js';

type Range = { start: { line: number; character: number }; end: { line: number; character: number } };

/** The reference: the library's update of `text` by one change, with its line count. */
function reference(text: string, range: Range, insert: string): { text: string; lines: string[] } {
  const doc = TextDocument.create('file:///ref.cards', 'cardtext', 1, text);
  TextDocument.update(doc, [{ range, text: insert }], 2);
  // Lines as a fresh document of the new text counts them (its own incremental offsets can
  // disagree when an edit joins "\r" and "\n"; the text is what both sides hold).
  const fresh = TextDocument.create('file:///ref.cards', 'cardtext', 2, doc.getText());
  const lines = Array.from({ length: fresh.lineCount }, (_, i) => fresh.getText({ start: { line: i, character: 0 }, end: { line: i, character: Number.MAX_SAFE_INTEGER } }));
  return { text: doc.getText(), lines };
}

function expectSame(buffer: LineBuffer, expected: { text: string; lines: string[] }, message: string): void {
  assert.strictEqual(buffer.rawText(), expected.text, message);
  assert.strictEqual(buffer.lineCount, expected.lines.length, `${message}: line count`);
  const analysed = expected.lines.map((l, i) => (i === 0 ? l.replace(/^\uFEFF/, ' ') : l));
  assert.deepStrictEqual(Array.from({ length: buffer.lineCount }, (_, i) => buffer.line(i)), analysed, `${message}: lines`);
  assert.strictEqual(buffer.text(), analysed.join('\n'), `${message}: text()`);
}

const at = (line: number, character: number): Range => ({ start: { line, character }, end: { line, character } });

suite('the server\'s copy of the editor text (LineBuffer)', () => {
  test('a change at a line past the end of a text without a final newline is appended at the end', () => {
    const buffer = new LineBuffer('Bolt {R}\nInstant');
    buffer.apply(at(50, 0), '\nShock {R}');
    expectSame(buffer, reference('Bolt {R}\nInstant', at(50, 0), '\nShock {R}'), 'past the end');
    assert.strictEqual(buffer.rawText(), 'Bolt {R}\nInstant\nShock {R}');
  });

  test('a position past the end of a line is clamped to the end of that line, a negative one to the start', () => {
    const buffer = new LineBuffer('ab\ncd');
    buffer.apply(at(0, 99), 'X');
    buffer.apply({ start: { line: -3, character: -1 }, end: { line: 0, character: -7 } }, 'Y');
    assert.strictEqual(buffer.rawText(), 'YabX\ncd');
  });

  test('a reversed range is applied like the reference library (start and end swapped)', () => {
    const buffer = new LineBuffer('abc\ndef');
    buffer.apply({ start: { line: 1, character: 2 }, end: { line: 0, character: 1 } }, 'Z');
    expectSame(buffer, reference('abc\ndef', { start: { line: 1, character: 2 }, end: { line: 0, character: 1 } }, 'Z'), 'reversed');
  });

  test('a \\r typed before a \\n makes one line break with it, so later lines keep their numbers', () => {
    const buffer = new LineBuffer('Bolt {R}\nInstant\nBolt deals 3 damage to any target.');
    const edit = buffer.apply(at(0, 8), '\r');
    assert.strictEqual(buffer.lineCount, 3);
    assert.strictEqual(buffer.line(2), 'Bolt deals 3 damage to any target.');
    assert.deepStrictEqual(edit, { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 8 } }, text: 'Bolt {R}' });
  });

  test('deleting the text between a \\r and a \\n joins them into one line break', () => {
    const buffer = new LineBuffer('a\rx\nb');
    assert.strictEqual(buffer.lineCount, 3);
    const edit = buffer.apply({ start: { line: 1, character: 0 }, end: { line: 1, character: 1 } }, '');
    expectSame(buffer, { text: 'a\r\nb', lines: ['a', 'b'] }, 'joined');
    assert.deepStrictEqual(edit.range, { start: { line: 0, character: 0 }, end: { line: 1, character: 1 } });
  });

  test('a byte order mark stays in the text but reads as a space, so positions are the client\'s', () => {
    const buffer = new LineBuffer('\uFEFFBolt {R}\nInstant');
    assert.strictEqual(buffer.line(0), ' Bolt {R}');
    assert.strictEqual(buffer.text(), ' Bolt {R}\nInstant');
    assert.strictEqual(buffer.rawText(), '\uFEFFBolt {R}\nInstant');
    buffer.apply({ start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, '');
    assert.strictEqual(buffer.text(), 'Bolt {R}\nInstant');
  });

  test('4,000 random edits of text with \\n, \\r\\n, \\r and a BOM give exactly the reference library\'s text and lines', () => {
    const random = prng(0x5eed);
    const pieces = ['', 'x', 'Bolt {R}', '\n', '\r', '\r\n', '\n\r', '\r\r\n', '\n\n', '\uFEFF', ' //\r\n', 'é—'];
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    let edits = 0;
    for (let round = 0; round < 200; round++) {
      let text = Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(['Card {1}', 'Instant', '', 'x y'])).map((l) => l + pick(['\n', '\r\n', '\r'])).join('');
      if (random() < 0.3) text = `\uFEFF${text}`;
      if (random() < 0.5) text = text.replace(/(\r\n|\r|\n)$/, '');
      const buffer = new LineBuffer(text);
      for (let step = 0; step < 20; step++) {
        const lines = Math.max(1, text.split(/\r\n|\r|\n/).length);
        // Mostly positions inside the text, sometimes past a line's end or the last line, sometimes negative.
        const position = () => ({ line: Math.floor(random() * (lines + 2)) - (random() < 0.05 ? 3 : 0), character: Math.floor(random() * 12) - (random() < 0.05 ? 5 : 0) });
        const range = { start: position(), end: random() < 0.5 ? position() : undefined } as { start: Range['start']; end?: Range['end'] };
        const full: Range = { start: range.start, end: range.end ?? range.start };
        const insert = pick(pieces) + (random() < 0.3 ? pick(pieces) : '');
        const expected = reference(text, full, insert);
        buffer.apply(full, insert);
        expectSame(buffer, expected, `round ${round} step ${step}: ${JSON.stringify({ text, full, insert })}`);
        text = expected.text;
        edits++;
      }
    }
    assert.strictEqual(edits, 4000);
  });
});
