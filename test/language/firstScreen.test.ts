/**
 * The first screens of a document read on their own: their text splits into exactly the first
 * chunks of the whole text, with the same directives in force, and checking it gives the cards'
 * own diagnostics the whole document has for those cards — never a file-wide one.
 */
import * as assert from 'node:assert';
import { splitChunks } from '../../server/src/language/chunks.js';
import { parseDocument } from '../../server/src/language/document.js';
import { firstScreenChars, firstScreenLines, firstScreenSteps, firstScreenText } from '../../server/src/language/firstScreen.js';
import { drain } from '../../server/src/language/chunks.js';
import { cardDiagnosticsOnly, fileDiagnostics } from '../../server/src/language/validation.js';
import { cardToText } from '../../server/src/language/importer.js';
import { fixtureCards, prng } from '../helpers.js';

const pieces = [
  'Bolt {R}\nInstant\nBolt deals 3 damage to any target.',
  'Bolt {R}\nInstant\nBolt deals 3 damage to any target.',
  '# a comment\n# another',
  '@mana {P} purple\n@keyword Lurk',
  'Fire {1}{R}\nInstant\nFire deals 2 damage.\n//\nIce {1}{U}\nInstant\nTap target permanent.',
  '//\nStray {G}\nCreature — Elf\n1/1',
  'Fire {1}{R}\nInstant\n\n//\n\nIce {1}{U}\nInstant',
  'Sprout {G}{2}\nCreature — Elf\nWhen this creature enters, create a 1/1 green Squirrelkin creature token.\n1/1',
  'Lurker {P}\nCreature — Horror\nLurk\n2/2',
  'Odd {Q}\nSorcery\nDraw a card.',
  '@set VHL Violet Hollow',
  'Chant\nFlash\n//',
  'Lead {1}{W}\nCreature — Human Actor\n2/2',
];

/** A random text of `n` pieces, joined by one to three line breaks (sometimes CRLF). */
function randomText(random: () => number, n: number): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    parts.push(pieces[Math.floor(random() * pieces.length)]);
    parts.push(['\n', '\n\n', '\n\n\n', '\r\n\r\n'][Math.floor(random() * 4)]);
  }
  return parts.join('');
}

const linesOf = (text: string) => text.split(/\r\n|\r|\n/);
const screenOf = (text: string) => {
  const lines = linesOf(text);
  return firstScreenText(lines.length, (i) => lines[i]);
};
const normalized = (text: string) => text.replace(/\r\n?/g, '\n');
const summary = (ds: { code: string; message: string; range: unknown }[]) => ds.map((d) => JSON.stringify([d.code, d.message, d.range]));

suite('the first screens of a document', () => {
  test('their text splits into exactly the whole text\'s first chunks, on 300 random texts', () => {
    const random = prng(11);
    let cut = 0;
    for (let t = 0; t < 300; t++) {
      const text = randomText(random, 40 + Math.floor(random() * 200));
      const screen = screenOf(text);
      if (screen === undefined) continue;
      const mine = splitChunks(screen).chunks;
      const whole = splitChunks(normalized(text)).chunks;
      assert.deepStrictEqual(mine, whole.slice(0, mine.length), text);
      assert.ok(linesOf(screen).length <= firstScreenLines);
      if (mine.length < whole.length) cut++;
    }
    assert.ok(cut > 200, `most texts are longer than the first screens (${cut})`);
  });

  test('their cards\' own diagnostics are the whole document\'s for those cards, with the directives in force, and no file-wide one', () => {
    const random = prng(7);
    const lurker = 'Lurker {P}\nCreature — Horror\n2/2';
    const texts = Array.from({ length: 12 }, () => `@set TST Test\n@mana {P} purple\n\n${lurker}\n\n${randomText(random, 150)}`);
    texts.push(`@mana {P} purple\n\n${lurker}\n\n${fixtureCards().slice(0, 80).map((c) => cardToText(c)).join('\n\n')}`);
    for (const text of texts) {
      const screen = screenOf(text);
      assert.ok(screen !== undefined);
      const result = drain(firstScreenSteps(screen, { uri: 'file:///a.cards' }));
      const whole = parseDocument(text, { uri: 'file:///a.cards' });
      const lines = linesOf(screen).length;
      // A word new to one card is noted only when the whole file is read (later cards may use it too).
      const expected = cardDiagnosticsOnly(whole).filter((d) => d.range.start.line < lines && d.code !== 'new-subtype');
      assert.deepStrictEqual(summary(result.diagnostics), summary(expected));
      assert.ok(result.diagnostics.length > 0);
      // Lurker's {P} (line 4) is a mana symbol only while the @mana directive is in force.
      assert.ok(!result.diagnostics.some((d) => d.code === 'illegal-cost-symbol' && d.range.start.line === 3), 'the @mana directive is in force');
      const fileWide = new Set(summary(fileDiagnostics(whole)));
      assert.ok(!summary(result.diagnostics).some((d) => fileWide.has(d)));
      assert.strictEqual(result.cards, whole.cards.filter((c) => c.range.start.line < lines).length);
    }
  });

  test('lines with no card after the directives give no first screens (the directives in force may go on)', () => {
    const directives = Array.from({ length: firstScreenLines + 50 }, (_, i) => `@keyword Word${i}`).join('\n');
    assert.strictEqual(screenOf(`${directives}\n\nBolt {R}\nInstant\nBolt deals 3 damage to any target.\n`), undefined);
    assert.strictEqual(screenOf(`# only comments\n\n@mana {P} purple\n\n${'# more\n'.repeat(400)}`), undefined);
  });

  test('a very long line ends the first screens before it: they stay small', () => {
    const card = 'Bolt {R}\nInstant\nBolt deals 3 damage to any target.';
    const text = `${card}\n\n${card}\n\nLong {R}\nInstant\n${'x'.repeat(200_000)}\n\n${card}\n`;
    const screen = screenOf(text);
    assert.strictEqual(screen, `${card}\n\n${card}`);
    assert.ok((screen?.length ?? 0) <= firstScreenChars);
  });
});
