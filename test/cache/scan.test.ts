/**
 * What the result cache reads without the parser must be what the parser reads: the same chunks
 * as splitChunks, the same directives in force as parseDocument, and sub-documents that keep their
 * cards exactly (same text, same lines); the file-wide results of the sub-document of the relevant
 * cards equal the whole file's.
 */
import * as assert from 'node:assert';
import { splitChunks } from '../../server/src/language/chunks.js';
import { parseDocument } from '../../server/src/language/document.js';
import { fileDiagnostics } from '../../server/src/language/validation.js';
import { cardToText } from '../../server/src/language/importer.js';
import { alwaysKept, fromBinary, hashText, scanText, subDocumentText, toBinary } from '../../server/src/cache/scan.js';
import { decodeEntry, decodeRecord, entryLine, recordLine, shiftSummary } from '../../server/src/cache/entries.js';
import { fillSection } from '../../server/src/cache/fill.js';
import { CacheStore } from '../../server/src/cache/cacheFile.js';
import { lookupFile, storedEntries, subDocument } from '../../server/src/cache/lookup.js';
import { fixtureCards, prng } from '../helpers.js';

const pieces = [
  'Bolt {R}\nInstant\nBolt deals 3 damage to any target.',
  '# a comment\n# another',
  '@mana {P} purple\n@keyword Lurk',
  '  @subtype Creature Mothkin',
  'Fire {1}{R}\nInstant\nFire deals 2 damage.\n//\nIce {1}{U}\nInstant\nTap target permanent.',
  '//\nStray {G}\nCreature — Elf\n1/1',
  'Relic {2}\nArtifact\n{T}: Add {T}.',
  '@set VHL Violet Hollow',
  '   ',
  'Fire {1}{R}\nInstant\n\n//\n\nIce {1}{U}\nInstant',
  '# comment\n@keyword Sneak\nElf {G}\nCreature — Elf\n1/1',
  '\t',
];

/** A random text of the pieces above, joined by one to three line breaks (sometimes CRLF). */
function randomText(random: () => number): string {
  const parts: string[] = [];
  const n = 1 + Math.floor(random() * 12);
  for (let i = 0; i < n; i++) {
    parts.push(pieces[Math.floor(random() * pieces.length)]);
    parts.push(['\n', '\n\n', '\n\n\n', '\r\n\r\n'][Math.floor(random() * 4)]);
  }
  return parts.join('');
}

suite('result cache: reading a file without the parser', () => {
  test('the chunks, their lines and the directives in force are the parser\'s, on 500 random texts of cards, comments, directives and separators', () => {
    const random = prng(7);
    for (let n = 0; n < 500; n++) {
      const text = randomText(random);
      const scan = scanText(text);
      const normalized = text.replace(/\r\n?/g, '\n');
      const split = splitChunks(normalized);
      assert.deepStrictEqual(scan.chunks, split.chunks, JSON.stringify(text));
      assert.strictEqual(scan.lineCount, split.lineCount);
      scan.chunks.forEach((c, i) => assert.strictEqual(normalized.slice(scan.offsets[i], scan.offsets[i] + c.text.length), c.text));
      // The directives in force are exactly those in the preamble's chunks.
      const doc = parseDocument(text);
      const preambleLines = new Set(scan.preamble.flatMap((i) => Array.from({ length: scan.chunks[i].lineCount }, (_, k) => scan.chunks[i].startLine + k)));
      const inForce = doc.directives.map((d) => d.range.start.line);
      assert.ok(inForce.every((line) => preambleLines.has(line)), `directives in force outside the preamble: ${JSON.stringify(text)}`);
      assert.ok(scan.preamble.every((i) => doc.chunks.find((c) => c.startLine === scan.chunks[i].startLine)!.ast.directives.length > 0), `a preamble chunk without directives: ${JSON.stringify(text)}`);
    }
  });

  test('a sub-document keeps the chosen cards at their lines, the same text, and the file\'s line count', () => {
    const random = prng(3);
    for (let n = 0; n < 200; n++) {
      const scan = scanText(randomText(random));
      const keep = new Set(scan.chunks.map((_, i) => i).filter(() => random() < 0.5));
      const sub = subDocumentText(scan, (i) => keep.has(i));
      // Exactly the text with every other chunk's lines emptied.
      const lines = scan.text.split('\n');
      scan.chunks.forEach((c, i) => {
        if (!keep.has(i)) for (let k = 0; k < c.lineCount; k++) lines[c.startLine + k] = '';
      });
      assert.strictEqual(sub, lines.join('\n'));
      const again = splitChunks(sub);
      assert.strictEqual(again.lineCount, scan.lineCount);
      assert.deepStrictEqual(again.chunks, scan.chunks.filter((_, i) => keep.has(i)));
    }
  });

  test('the file-wide results of the relevant cards\' sub-document equal the whole file\'s (duplicates, tokens, melds, stray text, misplaced directives)', () => {
    const cards = fixtureCards().map((c) => cardToText(c));
    const random = prng(5);
    const extras = [
      'Saproling\nToken Creature — Saproling\n1/1',
      'Spore Caller {2}{G}\nCreature — Fungus\nWhen this creature enters, create a 1/1 green Mothling creature token.\n2/2',
      '@keyword Lurk',
      'Brisela, Voice of Nightmares\nLegendary Creature — Eldrazi Angel\nFlying\n9/10',
      'just some words that are no card',
      'Sporemound {3}{G}\nCreature — Fungus\nWhen this creature enters, create a 1/1 green Saproling creature token.\n3/3',
      '@mana {P} purple',
      '@set VHL Violet Hollow',
    ];
    for (let n = 0; n < 60; n++) {
      const list = cards.filter(() => random() < 0.4);
      for (const extra of extras) if (random() < 0.5) list.splice(Math.floor(random() * list.length), 0, extra);
      if (random() < 0.5) list.push(list[Math.floor(random() * list.length)] ?? cards[0]); // a duplicate
      const text = `${random() < 0.5 ? '@set VHL Violet Hollow\n\n' : ''}${list.join('\n\n')}\n`;
      const scan = scanText(text);
      const lookup = lookupFile(new CacheStore('test'), 'x.cards', scan, []);
      const { section } = fillSection(lookup, { summaries: true });
      const facts = storedEntries({ ...lookup, section }, true).map((e) => e!.facts!);
      const relevant = subDocument(scan, facts);
      const always = alwaysKept(scan);
      const sub = parseDocument(subDocumentText(scan, (i) => relevant.keep.has(i) || always.includes(i)));
      assert.deepStrictEqual(fileDiagnostics(sub), fileDiagnostics(parseDocument(text)), `case ${n}`);
      assert.ok(relevant.keep.size < scan.chunks.length || scan.chunks.length < 8, 'only some cards are relevant');
    }
  });

  test('entries and records come back as stored, with non-ASCII names, messages and summaries (stored as UTF-8 bytes)', () => {
    const facts = { card: true, special: false, names: ['dandân', 'a "quoted" name', 'back\\slash'], tokens: ['lim-dûl token'], creates: ['ñ'], meld: ['p', 'r'] as [string, string] };
    const diagnostics = [{ code: 'unknown-type' as const, severity: 'error' as const, message: 'Creture — “Elf”', rule: '205.2a', range: { start: { line: 3, character: 0 }, end: { line: 3, character: 7 } }, card: 'Dandân', related: [{ message: 'ü', range: { start: { line: 4, character: 1 }, end: { line: 4, character: 2 } } }] }];
    const summary = toBinary(JSON.stringify({ name: 'Dandân', line: 3, abilities: [{ line: 5, text: 'Landfall — “x”' }] }));
    const entry = decodeEntry(entryLine('h', 3, facts, diagnostics, summary), true)!;
    assert.deepStrictEqual(entry.facts, facts);
    assert.deepStrictEqual(entry.diagnostics, diagnostics);
    assert.strictEqual(entry.summary, summary);
    assert.strictEqual(fromBinary(shiftSummary(entry.summary!, 2)), JSON.stringify({ name: 'Dandân', line: 5, abilities: [{ line: 7, text: 'Landfall — “x”' }] }));
    const record = { key: 'k', order: 'o', keep: [0, 4], meld: [4], diagnostics, summaries: new Map([[4, summary]]), vocabulary: [{ kind: 'subtype' as const, type: 'creature', word: 'Gearling', cards: 3 }], offered: { abc: ['subtype\tcreature\tGearling'] }, wordsKey: 'subtype:creature:Gearling' };
    assert.deepStrictEqual(decodeRecord(recordLine(record)), record);
    for (const one of ['plain', 'dandân']) assert.deepStrictEqual(decodeEntry(entryLine('h', 0, { ...facts, names: [one], tokens: [], creates: [], meld: undefined }, [], null), true)!.facts!.names, [one]);
  });

  test('card hashes tell apart texts that differ only in lone surrogates (an editor can send them)', () => {
    assert.notStrictEqual(hashText('Bolt \uD800'), hashText('Bolt \uD801'));
    assert.strictEqual(hashText('Bolt'), hashText('Bolt'));
  });
});
