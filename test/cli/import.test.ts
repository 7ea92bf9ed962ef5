/**
 * `cardtext import` never loses a file: it refuses to write over its input, writes atomically and not
 * at all when nothing was imported, and refuses inputs that are not regular files instead of reading
 * them forever.
 */
import * as assert from 'node:assert';
import { existsSync, linkSync, lstatSync, readdirSync, readFileSync, statSync, symlinkSync, chmodSync } from 'node:fs';
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
