/**
 * `cardtext import` never loses a file: it refuses to write over its input, writes atomically and not
 * at all when nothing was imported, and refuses inputs that are not regular files instead of reading
 * them forever.
 */
import * as assert from 'node:assert';
import { existsSync, linkSync, lstatSync, readdirSync, readFileSync, statSync, symlinkSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { zip } from '../../server/src/export/zip.js';
import { repoRoot } from '../helpers.js';
import { expectRefused, mkfifo, runIn, spawnCli, tempFolder } from './cliHelpers.js';

const scryfall = JSON.stringify([{ name: 'Llanowar Elves', mana_cost: '{G}', type_line: 'Creature — Elf Druid', oracle_text: '{T}: Add {G}.', power: '1', toughness: '1' }]);
const precious = 'Precious Card {1}\nArtifact\n{T}: Draw a card.\n';

suite('cardtext import: files', () => {
  let t: ReturnType<typeof tempFolder>;
  setup(() => {
    t = tempFolder('import');
  });
  teardown(() => t.remove());

  suite('the output is never the input', () => {
    test('import X.json -o X.json is refused and X.json is left as it was', () => {
      t.write('cards.json', scryfall);
      expectRefused(runIn(t.dir, 'import', 'cards.json', '-o', 'cards.json'), /will not write "cards\.json": it is the input file/);
      assert.strictEqual(readFileSync(t.path('cards.json'), 'utf8'), scryfall);
    });

    test('the same file under another spelling, through a symbolic link or a hard link, is refused too', () => {
      t.write('cards.json', scryfall);
      symlinkSync(t.path('cards.json'), t.path('link.cards'));
      linkSync(t.path('cards.json'), t.path('hard.cards'));
      for (const out of ['./sub/../cards.json', 'link.cards', 'hard.cards', t.path('cards.json')]) {
        expectRefused(runIn(t.dir, 'import', 'cards.json', '--output', out), /it is the input file/);
      }
      expectRefused(runIn(t.dir, 'import', 'link.cards', '-o', 'cards.json'), /it is the input file/);
      assert.strictEqual(readFileSync(t.path('cards.json'), 'utf8'), scryfall);
      assert.ok(lstatSync(t.path('link.cards')).isSymbolicLink());
    });
  });

  suite('the output is written atomically, and only on success', () => {
    test('when nothing imports ([1,2,3]) the existing output file is untouched and the exit code is 2', () => {
      t.write('numbers.json', '[1,2,3]');
      t.write('precious.cards', precious);
      expectRefused(runIn(t.dir, 'import', 'numbers.json', '-o', 'precious.cards'), /no card was imported from "numbers\.json": all 3 of its entries were skipped, so "precious\.cards" was not written/);
      assert.strictEqual(readFileSync(t.path('precious.cards'), 'utf8'), precious);
    });

    test('invalid JSON, a missing input or an empty array leave the output file untouched', () => {
      t.write('broken.json', '{ nope');
      t.write('empty.json', '[]');
      t.write('precious.cards', precious);
      for (const input of ['broken.json', 'missing.json', 'empty.json']) {
        expectRefused(runIn(t.dir, 'import', input, '-o', 'precious.cards'), new RegExp(input.replace('.', '\\.')));
        assert.strictEqual(readFileSync(t.path('precious.cards'), 'utf8'), precious, input);
      }
    });

    test('a successful import replaces the file in one step: no temporary file is left, the permissions stay', () => {
      t.write('cards.json', scryfall);
      t.write('set.cards', precious);
      chmodSync(t.path('set.cards'), 0o600);
      const run = runIn(t.dir, 'import', 'cards.json', '-o', 'set.cards');
      assert.strictEqual(run.code, 0, run.stderr);
      assert.match(run.stderr, /wrote 1 card to set\.cards/);
      assert.strictEqual(readFileSync(t.path('set.cards'), 'utf8'), 'Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {G}.\n1/1\n');
      assert.strictEqual(statSync(t.path('set.cards')).mode & 0o777, 0o600);
      assert.deepStrictEqual(readdirSync(t.dir).sort(), ['cards.json', 'set.cards']);
    });

    test('an output that is a symbolic link writes the file it points to, and the link stays a link', () => {
      t.write('cards.json', scryfall);
      t.write('real/set.cards', precious);
      symlinkSync(t.path('real/set.cards'), t.path('set.cards'));
      assert.strictEqual(runIn(t.dir, 'import', 'cards.json', '-o', 'set.cards').code, 0);
      assert.ok(lstatSync(t.path('set.cards')).isSymbolicLink());
      assert.match(readFileSync(t.path('real/set.cards'), 'utf8'), /^Llanowar Elves/);
    });

    test('an output that is a folder or in a missing folder is refused, and nothing is written', () => {
      t.write('cards.json', scryfall);
      t.write('folder/keep.txt', 'x');
      expectRefused(runIn(t.dir, 'import', 'cards.json', '-o', 'folder'), /cannot write "folder": it is a folder/);
      expectRefused(runIn(t.dir, 'import', 'cards.json', '-o', 'nowhere/set.cards'), /cannot write "nowhere\/set\.cards": no such file or folder/);
      assert.ok(!existsSync(t.path('nowhere')));
      assert.deepStrictEqual(readdirSync(t.dir).sort(), ['cards.json', 'folder']);
    });

    test('an output that is a FIFO is refused at once and stays a FIFO (it is not replaced or written into)', async () => {
      t.write('cards.json', scryfall);
      const fifo = mkfifo(t.path('pipe.cards'));
      expectRefused(await spawnCli(t.dir, ['import', 'cards.json', '-o', 'pipe.cards'], { timeoutMs: 10000 }), /cannot write "pipe\.cards": it is not a regular file/);
      assert.ok(lstatSync(fifo).isFIFO(), 'the FIFO is still a FIFO');
      assert.deepStrictEqual(readdirSync(t.dir).sort(), ['cards.json', 'pipe.cards']);
    });
  });

  suite('inputs that are not regular files are refused, not read', () => {
    // The bundled command in a child process with a time limit: before this was fixed, a FIFO blocked
    // forever and /dev/zero grew without end, which would hang the test process itself.
    test('import /dev/zero exits 2 at once', async () => {
      expectRefused(await spawnCli(t.dir, ['import', '/dev/zero'], { timeoutMs: 10000 }), /cannot read "\/dev\/zero": it is not a regular file/);
    });

    test('import of a FIFO exits 2 without waiting for a writer, also through a link named .json', async () => {
      mkfifo(t.path('cards.json'));
      symlinkSync(t.path('cards.json'), t.path('link.json'));
      expectRefused(await spawnCli(t.dir, ['import', 'cards.json', '-o', 'out.cards'], { timeoutMs: 10000 }), /cannot read "cards\.json": it is not a regular file/);
      expectRefused(await spawnCli(t.dir, ['import', 'link.json'], { timeoutMs: 10000 }), /cannot read "link\.json": it is not a regular file/);
      assert.ok(!existsSync(t.path('out.cards')));
    });

    test('a folder as the input exits 2 and says it is a folder', () => {
      t.write('set/x.json', scryfall);
      expectRefused(runIn(t.dir, 'import', 'set'), /cannot read "set": it is a folder/);
    });
  });

  suite('nothing to import is said, not silent', () => {
    test('import of [] says that nothing was imported and exits 2, on standard output too', () => {
      t.write('empty.json', '[]');
      const run = runIn(t.dir, 'import', 'empty.json');
      expectRefused(run, /no card was imported from "empty\.json": it holds no card entries/);
      assert.strictEqual(run.stdout, '');
    });

    test('a binary input gets the same "binary file" message as lint', () => {
      t.write('cards.json', Buffer.from([0x5b, 0x00, 0x5d]));
      t.write('cards.cards', Buffer.from([0x41, 0x00, 0x42]));
      expectRefused(runIn(t.dir, 'import', 'cards.json'), /it is a binary file, not text/);
      expectRefused(runIn(t.dir, 'lint', 'cards.cards'), /it is a binary file, not text/);
    });
  });
});

suite('cardtext import: sets from Magic Set Editor, Card Conjurer and spreadsheets', () => {
  let t: ReturnType<typeof tempFolder>;
  const fixture = (name: string) => readFileSync(join(repoRoot(), 'test', 'fixtures', 'import', name));
  const underscores = () => Buffer.from(zip(['set', 'image1'].map((name) => ({ name, content: fixture(`mse-underscores/${name}`) }))));
  setup(() => {
    t = tempFolder('import-sets');
  });
  teardown(() => t.remove());

  test('-o writes the .cards file and its pictures into OUT-art beside it; the summary says what was dropped', () => {
    t.write('cinder.mse-set', underscores());
    const run = runIn(t.dir, 'import', 'cinder.mse-set', '-o', 'cinder.cards');
    assert.strictEqual(run.code, 0, run.stderr);
    assert.match(run.stderr, /wrote 6 cards to cinder\.cards \(from cinder\.mse-set \(Magic Set Editor\)\); 1 picture in cinder-art/);
    assert.match(run.stderr, /1 card: MSE field "mystery field" dropped \(Cinder Lash\)/);
    const text = readFileSync(t.path('cinder.cards'), 'utf8');
    assert.match(text, /^Art: cinder-art\/emberwake-hydra\.png$/m);
    assert.deepStrictEqual(readFileSync(t.path('cinder-art/emberwake-hydra.png')), fixture('mse-underscores/image1'));
    // Again: the art folder's files are cardtext's own, so they are replaced without --force.
    assert.strictEqual(runIn(t.dir, 'import', 'cinder.mse-set', '-o', 'cinder.cards').code, 0);
    assert.strictEqual(runIn(t.dir, 'lint', 'cinder.cards').code, 0);
  });

  test('without -o the text goes to stdout and no picture is written (the summary says where -o would put them)', () => {
    t.write('cinder.mse-set', underscores());
    const run = runIn(t.dir, 'import', 'cinder.mse-set');
    assert.strictEqual(run.code, 0, run.stderr);
    assert.match(run.stdout, /^@set CNV Cinderveil\n/);
    assert.match(run.stderr, /1 picture not written: with -o OUT\.cards they go into the folder OUT-art\/ beside it/);
    assert.deepStrictEqual(readdirSync(t.dir), ['cinder.mse-set']);
  });

  test('a set folder, a Card Conjurer save and a sheet import together into one file; export --to mse carries the pictures back', () => {
    for (const name of ['set', 'card Dusk Herald', 'card Gloam Shade', 'card Hollowed Crypt', 'image1', 'image2']) t.write(`gloam.mse-set/${name}`, fixture(`mse-include/${name}`));
    t.write('saved.cardconjurer', fixture('conjurer.cardconjurer'));
    t.write('list.csv', fixture('cards.csv'));
    const run = runIn(t.dir, 'import', 'gloam.mse-set', 'saved.cardconjurer', 'list.csv', '-o', 'all.cards');
    assert.strictEqual(run.code, 0, run.stderr);
    assert.match(run.stderr, /wrote 16 cards to all\.cards .*; 3 pictures in all-art/);
    const exported = runIn(t.dir, 'export', '--to', 'mse', 'all.cards', '-o', 'all.mse-set');
    assert.strictEqual(exported.code, 0, exported.stderr);
    const again = runIn(t.dir, 'import', 'all.mse-set', '-o', 'again.cards');
    assert.strictEqual(again.code, 0, again.stderr);
    assert.match(again.stderr, /3 pictures in again-art/);
    assert.deepStrictEqual(readFileSync(t.path('again-art/dusk-herald.png')), fixture('mse-include/image1'));
  });

  test('--set and --released give a sheet its set; --columns names its columns; bad options are usage errors', () => {
    t.write('odd.csv', 'Entry,Abilities,Kind\nRiver Otter,Flash,Creature — Otter\n');
    const run = runIn(t.dir, 'import', 'odd.csv', '--columns', 'name=Entry,text=Abilities,type=Kind', '--set', 'RVR River Run', '--released', '2026-05-01');
    assert.strictEqual(run.code, 0, run.stderr);
    assert.strictEqual(run.stdout, '@set RVR River Run\n@released 2026-05-01\n\nRiver Otter\nCreature — Otter\nFlash\n');
    expectRefused(runIn(t.dir, 'import', 'odd.csv', '--from', 'xml'), /unknown format "xml" for --from/);
    expectRefused(runIn(t.dir, 'import', 'odd.csv', '--set', 'TOOLONG Name'), /--set wants "CODE Name"/);
    expectRefused(runIn(t.dir, 'import', 'odd.csv', '--released', '2026-13-01'), /--released wants a date/);
    expectRefused(runIn(t.dir, 'import', 'odd.csv', '--columns', 'nom=Entry'), /--columns wants FIELD=HEADER/);
    expectRefused(runIn(t.dir, 'import', 'odd.csv'), /cannot import "odd\.csv" \(line 1 \(the header\)\): its header names no card-name column/);
    assert.match(runIn(t.dir, 'import', '--help').stdout, /cardtext import FILE\.\.\. \[-o OUT\.cards\]/);
  });

  test('a picture file the art folder already holds, not written by cardtext, is not replaced without --force; nothing is written', () => {
    t.write('cinder.mse-set', underscores());
    t.write('cinder-art/emberwake-hydra.png', 'mine');
    expectRefused(runIn(t.dir, 'import', 'cinder.mse-set', '-o', 'cinder.cards'), /cannot write the pictures into "cinder-art".*--force replaces them.*"cinder\.cards" was not written/);
    assert.ok(!existsSync(t.path('cinder.cards')));
    assert.strictEqual(readFileSync(t.path('cinder-art/emberwake-hydra.png'), 'utf8'), 'mine');
    assert.strictEqual(runIn(t.dir, 'import', 'cinder.mse-set', '-o', 'cinder.cards', '--force').code, 0);
  });
});
