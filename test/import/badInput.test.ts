/**
 * Bad input is refused with a message naming the file and the place, and nothing is written: a zip
 * bomb (an entry that inflates past what it declares, or hundreds of times its packed size), entries
 * named with `..` or an absolute path, a damaged archive, a `set` file that is not UTF-8 or whose
 * indentation is broken, a 500 MB sheet (refused by the memory planning before a byte is read).
 */
import * as assert from 'node:assert';
import { existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'fflate';
import { zip } from '../../server/src/export/zip.js';
import { importSets } from '../../server/src/import/registry.js';
import { readZipEntry, setArchiveLimits, zipEntries, ZipError } from '../../server/src/import/unzip.js';
import { decodeUtf8, firstInvalidUtf8 } from '../../server/src/import/source.js';
import { importFileProblem } from '../../server/src/files/inputPlan.js';
import { expectRefused, runIn, tempFolder } from '../cli/cliHelpers.js';
import { importFixture } from './importHelpers.js';

const setFile = 'mse version: 2.0.0\ngame: magic\ncard:\n\tname: Elf\n\tsuper type: Creature\n';
const refusal = (bytes: Uint8Array, name = 'bad.mse-set') => {
  const result = importSets([{ name, bytes }]);
  assert.ok(!result.ok, 'refused');
  return result.problems[0];
};

/** A zip whose one entry declares `declared` bytes but holds the deflated `data`. */
function lyingZip(name: string, data: Uint8Array, declared: number): Uint8Array {
  const honest = zip([{ name, content: data }]);
  const view = new DataView(honest.buffer, honest.byteOffset, honest.byteLength);
  // The local header's and the central directory's uncompressed sizes.
  view.setUint32(22, declared, true);
  const central = honest.length - 22 - 46 - name.length;
  view.setUint32(central + 24, declared, true);
  return honest;
}

suite('import: bad input is refused, naming the file and the place', () => {
  test('a zip bomb: an entry that inflates past the size it declares stops there', () => {
    const bomb = lyingZip('set', new Uint8Array(2 * 1024 * 1024), 100);
    const p = refusal(bomb);
    assert.strictEqual(p.file, 'bad.mse-set');
    assert.match(p.message, /entry "set" inflates to more than the 100 bytes its directory declares \(a zip bomb/);
  });

  test('a zip bomb: an honest entry that inflates hundreds of times its packed size is refused', () => {
    // A 4 MB entry of zeros packs to a few KB: with the floor lowered to 256 KB (1 MB in use), the same check fires.
    const bytes = zip([{ name: 'set', content: new TextEncoder().encode(setFile) }, { name: 'image1', content: new Uint8Array(4 * 1024 * 1024) }]);
    const entries = zipEntries(bytes);
    assert.throws(() => readZipEntry(bytes, entries[1], { ...setArchiveLimits, ratioFloor: 256 * 1024 }), (e: unknown) => e instanceof ZipError && /inflates more than 200 times its packed size \(a zip bomb\)/.test((e as Error).message));
    assert.strictEqual(readZipEntry(bytes, entries[0]).length, setFile.length, 'a small entry reads');
  });

  test('archive limits: too many entries, an entry declared too large, too much in all', () => {
    const many = zip(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, content: 'x' })));
    assert.throws(() => zipEntries(many, { ...setArchiveLimits, maxEntries: 20 }), /holds 30 entries, more than the 20/);
    const big = lyingZip('set', new TextEncoder().encode(setFile), 100 * 1024 * 1024);
    assert.match(refusal(big).message, /would be 100 MB unpacked, more than the 64 MB one file of a set may be/);
  });

  test('entries named with ".." or an absolute path are refused, not skipped', () => {
    for (const name of ['../escape.png', 'images/../../x', '/etc/passwd', 'C:\\Windows\\x', '\\\\server\\share']) {
      const p = refusal(zip([{ name: 'set', content: setFile }, { name, content: 'x' }]));
      assert.match(p.message, /climbs out of the archive|is an absolute path/, name);
    }
  });

  test('a damaged archive: cut short, a bad checksum', () => {
    const good = zip([{ name: 'set', content: setFile }]);
    assert.match(refusal(good.subarray(0, good.length - 30)).message, /no end-of-archive record|damaged|cut short/);
    const flipped = new Uint8Array(good);
    flipped[14] ^= 0xff; // the local header's CRC is not read; the directory's is
    const central = flipped.length - 22 - 46 - 3;
    flipped[central + 16] ^= 0xff;
    assert.match(refusal(flipped).message, /fails its checksum/);
  });

  test('a "set" file that is not UTF-8 is refused at its line and column', () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('mse version: 2.0.0\ngame: magic\ncard:\n\tname: Caf'), 0xe9, ...new TextEncoder().encode('\n')]);
    const p = refusal(zip([{ name: 'set', content: latin1 }]));
    assert.strictEqual(p.place, 'set, line 4');
    assert.match(p.message, /not UTF-8 text: the byte 0xe9 at column 11/);
    assert.strictEqual(firstInvalidUtf8(new Uint8Array([0x41, 0xc3, 0xa9, 0xed, 0xa0, 0x80])), 3, 'a UTF-16 surrogate is not UTF-8');
    assert.strictEqual(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]), 'x'), 'A');
  });

  test('a "set" file with broken indentation is refused at its line', () => {
    const p = refusal(zip([{ name: 'set', content: 'mse version: 2.0.0\ngame: magic\ncard:\n\tname: Elf\n\trule text:\n\tFlying\n' }]));
    assert.strictEqual(p.place, 'set, line 6');
    assert.match(p.message, /has no "key:"; a text of several lines must be indented one TAB deeper/);
    const spaces = refusal(zip([{ name: 'set', content: 'game: magic\ncard:\n    name: Elf\n' }]));
    assert.deepStrictEqual([spaces.place, /indented with spaces/.test(spaces.message)], ['set, line 3', true]);
  });

  test('an included card file that is broken is refused at its own line', () => {
    const p = refusal(zip([{ name: 'set', content: 'mse_version: 2.5.0\ngame: magic\ninclude_file: card Elf\n' }, { name: 'card Elf', content: 'card:\n\tname: Elf\n  super_type: Creature\n' }]));
    assert.deepStrictEqual([p.place, /indented with spaces/.test(p.message)], ['card Elf, line 3', true]);
    const missing = refusal(zip([{ name: 'set', content: 'mse_version: 2.5.0\ngame: magic\ninclude_file: card Gone\n' }]));
    assert.match(missing.message, /has no "card Gone" file/);
  });

  test('a card file included twice, or one that includes itself, is refused before any card is made again', () => {
    // 100 includes of a file that includes another 100 times would make 10,000 cards of one
    const fanOut = zip([
      { name: 'set', content: 'mse_version: 2.5.0\ngame: magic\n' + 'include_file: a\n'.repeat(100) },
      { name: 'a', content: 'include_file: b\n'.repeat(100) },
      { name: 'b', content: 'card:\n\tname: Elf\n\tsuper_type: Creature\n' },
    ]);
    const twice = refusal(fanOut);
    assert.deepStrictEqual([twice.place, twice.message], ['a, line 2', '"b" is included a second time (first at a, line 1); an MSE set includes each card file once']);
    // the same file by another spelling is the same file
    const spelled = refusal(zip([
      { name: 'set', content: 'mse_version: 2.5.0\ngame: magic\ninclude_file: cards\ninclude_file: ./CARDS/.\n' },
      { name: 'cards', content: 'card:\n\tname: Elf\n\tsuper_type: Creature\n' },
    ]));
    assert.deepStrictEqual([spelled.place, spelled.message], ['set, line 4', '"./CARDS/." is included a second time (first at set, line 3); an MSE set includes each card file once']);
    const loop = refusal(zip([{ name: 'set', content: 'mse_version: 2.5.0\ngame: magic\ninclude_file: a\n' }, { name: 'a', content: 'include_file: set\n' }]));
    assert.deepStrictEqual([loop.place, loop.message], ['a, line 1', '"set" includes itself (set → a → set); an MSE set includes each card file once']);
    const cards = Array.from({ length: 3 }, (_, i) => ({ name: `card ${i}`, content: `card:\n\tname: Elf ${i}\n\tsuper_type: Creature\n` }));
    const good = importSets([{ name: 'good.mse-set', bytes: zip([{ name: 'set', content: 'mse_version: 2.5.0\ngame: magic\n' + cards.map((c) => `include_file: ${c.name}\n`).join('') }, ...cards]) }]);
    assert.ok(good.ok && good.cards === 3, 'each card file included once is read');
  });

  test('a set of another MSE game is refused', () => {
    assert.match(refusal(zip([{ name: 'set', content: 'mse version: 2.0.0\ngame: yugioh\ncard:\n\tname: X\n' }])).message, /a set for MSE's "yugioh" game, not "magic"/);
  });

  test('a 500 MB sheet is refused by the memory planning before it is read; the refusal names the file and writes nothing', () => {
    const plenty = 64 * 1024 * 1024 * 1024; // a heap this large leaves the per-file limit to decide
    assert.match(importFileProblem(500 * 1024 * 1024, 'text', plenty) ?? '', /^at 500 MB it would make about as much \.cards text, and that text's .* would take about .* of memory to check, more than the 1024 MB cardtext gives one file/);
    assert.strictEqual(importFileProblem(200 * 1024, 'text', plenty), undefined);
    const t = tempFolder('import-huge');
    try {
      writeFileSync(t.path('huge.csv'), 'Name,Text\n');
      truncateSync(t.path('huge.csv'), 500 * 1024 * 1024); // sparse: no disk is used, and nothing reads it
      t.write('set.cards', 'Precious {1}\nArtifact\n');
      expectRefused(runIn(t.dir, 'import', 'huge.csv', '-o', 'set.cards'), /cannot read "huge\.csv": at 500 MB it would make about as much \.cards text, and that text's .* would take about .* of memory to check, more than the .*; "set\.cards" was not written/);
      assert.strictEqual(readFileSync(t.path('set.cards'), 'utf8'), 'Precious {1}\nArtifact\n');
      assert.ok(!existsSync(t.path('set-art')));
    } finally {
      t.remove();
    }
  });

  test('a refused input writes nothing: no .cards file, no art folder', () => {
    const t = tempFolder('import-refused');
    try {
      t.write('good.mse-set', Buffer.from(zip([{ name: 'set', content: readFileSync(importFixture('mse-underscores/set')) }, { name: 'image1', content: readFileSync(importFixture('mse-underscores/image1')) }])));
      t.write('bad.mse-set', Buffer.from(zip([{ name: 'set', content: setFile }, { name: '../evil', content: 'x' }])));
      expectRefused(runIn(t.dir, 'import', 'good.mse-set', 'bad.mse-set', '-o', 'out.cards'), /cannot import "bad\.mse-set": its entry "\.\.\/evil" climbs out of the archive/);
      assert.ok(!existsSync(t.path('out.cards')) && !existsSync(t.path('out-art')));
    } finally {
      t.remove();
    }
  });

  test('damaged inputs of every format are answered, never thrown: 120 random edits of each fixture', () => {
    let seed = 34;
    const random = (n: number) => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    const sources: [string, Uint8Array][] = [
      ['set.mse-set', zip([{ name: 'set', content: readFileSync(importFixture('mse-spaces/set')) }])],
      ['set', new Uint8Array(readFileSync(importFixture('mse-spaces/set')))],
      ['save.cardconjurer', new Uint8Array(readFileSync(importFixture('conjurer.cardconjurer')))],
      ['cards.csv', new Uint8Array(readFileSync(importFixture('cards.csv')))],
    ];
    for (const [name, original] of sources) {
      for (let round = 0; round < 120; round++) {
        const bytes = new Uint8Array(original);
        for (let edits = 1 + random(4); edits > 0; edits--) {
          const at = random(bytes.length);
          bytes[at] = [0x09, 0x0a, 0x3c, 0x3e, 0x7b, 0x7d, 0x22, 0x2c, 0x3a, 0x20, 0x00, 0xff][random(12)];
        }
        const result = importSets([{ name, bytes }]);
        if (!result.ok) assert.ok(result.problems.every((p) => p.file === name && p.message.length > 0 && !/TypeError|undefined is not|Cannot read prop/.test(p.message)), JSON.stringify(result.problems));
        else assert.ok(typeof result.text === 'string');
      }
    }
  });

  test('zip helpers: deflate output is what zip() stores', () => {
    // The bombs above are built with the project's own zip writer; this pins that it deflates.
    const data = new Uint8Array(1000);
    assert.ok(zip([{ name: 'a', content: data }]).length < deflateSync(data).length + 200);
  });
});
