/**
 * `cardtext lint` on hostile inputs: files past the size limit, a heap too small for a file, and
 * folders with symbolic links (to files, to devices, in loops). Each ends with a report or a clear
 * message and exit 2, never a hang or a V8 crash.
 */
import * as assert from 'node:assert';
import { symlinkSync, writeFileSync } from 'node:fs';
import { lintLimits, textShape } from '../../server/src/cli/limits.js';
import { cardToText } from '../../server/src/language/importer.js';
import { fixtureCards } from '../helpers.js';
import { expectRefused, mkfifo, runIn, spawnCli, tempFolder } from './cliHelpers.js';

const clean = 'Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {G}.\n1/1\n';
const broken = 'Relic {2}\nArtifact\n{T}: Add {T}.\n';

/** `count` copies of a small clean card, as one file's text. */
const manyCards = (count: number) => Array.from({ length: count }, (_, i) => `Elf ${i} {G}\nCreature — Elf\n{T}: Add {G}.\n1/1`).join('\n\n');

interface JsonReport { files: { path: string; diagnostics: { code: string; message: string; range: { start: { line: number } } }[] }[]; summary: { cards: number; errors: number } }

suite('cardtext lint: large inputs and links', () => {
  let t: ReturnType<typeof tempFolder>;
  setup(() => {
    t = tempFolder('lint');
  });
  teardown(() => t.remove());

  suite('large inputs stop with exit 2 and a message naming the limit', () => {
    test('a .cards file over 20 MB is not parsed: exit 2 at once, naming its size and the limit, and other files are still linted', function () {
      this.timeout(20000);
      // 21 MB of real card text (not a sparse or binary file, which other checks would stop first).
      const chunk = `${manyCards(1000)}\n\n`;
      const big = t.path('big.cards');
      writeFileSync(big, chunk.repeat(Math.ceil((21 * 1024 * 1024) / chunk.length)));
      t.write('ok.cards', clean);
      // Refused before parsing: the message names the size, which only the reader's check gives.
      const run = runIn(t.dir, 'lint', '--format', 'json', 'big.cards', 'ok.cards');
      expectRefused(run, /cannot lint "big\.cards": it is 2\d(\.\d)? MB, larger than the 20 MB limit/);
      const report = JSON.parse(run.stdout) as JsonReport;
      assert.deepStrictEqual(report.files.map((f) => f.path), ['ok.cards']);
    });

    test('a file too large for the memory Node has is refused before parsing, naming the heap and how to raise it (no V8 crash)', async function () {
      this.timeout(60000);
      // 125,000 lines need at least 244 MB; the child gets a 64 MB heap (112 MB in all).
      t.write('cards.cards', manyCards(25000));
      const run = await spawnCli(t.dir, ['lint', '--format', 'json', 'cards.cards'], { nodeOptions: ['--max-old-space-size=64'], timeoutMs: 50000 });
      expectRefused(run, /cannot lint "cards\.cards": its 124,999 lines need at least 244\.1 MB of memory, more than Node's 1\d\d MB heap \(raise it with NODE_OPTIONS=--max-old-space-size=\d+\)/);
      assert.deepStrictEqual(JSON.parse(run.stdout), { files: [], summary: { cards: 0, errors: 0, warnings: 0 } });
    });

    test('a file that may not fit is linted in a child process: out of memory there is a message, not a crash', async function () {
      this.timeout(60000);
      // 80 cards of 4 lines listing 600 keywords each (under the core's 5,000-character line and
      // 20,000-character card caps): few lines, but ~2 KB of heap per keyword.
      const dense = `Bird {W}\nCreature — Bird\n${Array.from({ length: 4 }, () => `${'Flying, '.repeat(600)}flying`).join('\n')}\n1/1\n`;
      t.write('dense.cards', Array.from({ length: 80 }, () => dense).join('\n'));
      t.write('ok.cards', clean);
      const run = await spawnCli(t.dir, ['lint', '--format', 'json', 'dense.cards', 'ok.cards'], { nodeOptions: ['--max-old-space-size=64'], timeoutMs: 50000 });
      expectRefused(run, /cannot lint "dense\.cards": it needs more memory than Node's 1\d\d MB heap \(the linting process ran out of memory\) \(raise it with NODE_OPTIONS=--max-old-space-size=\d+\)/);
      assert.deepStrictEqual((JSON.parse(run.stdout) as JsonReport).files.map((f) => f.path), ['ok.cards']);
    });

    test('a file linted in a child process gives exactly the report it gives in this process', async function () {
      this.timeout(60000);
      // The real fixture cards and a card of 60 long lines of plain words: ~100,000 words put the upper
      // estimate (~250 MB) over a 64 MB heap, while the real need is far smaller.
      const prose = Array.from({ length: 60 }, () => 'Flying (This creature can’t be blocked except by creatures with flying or reach, and so on for a long while.) '.repeat(70).trim());
      const text = [...fixtureCards().map((c) => cardToText(c)), `Bird {W}\nCreature — Bird\n${prose.join('\n')}\n1/1`].join('\n\n');
      t.write('set.cards', `${text}\n\nRelic {2}\nArtifact\n{T}: Add {T}.\n`);
      const shape = textShape(text);
      assert.ok(shape.lines * lintLimits.highPerLine + shape.words * lintLimits.highPerWord > 112 * 1024 * 1024, 'the upper estimate exceeds the small heap');
      for (const format of ['json', 'stylish']) {
        const child = await spawnCli(t.dir, ['lint', '--format', format, 'set.cards'], { nodeOptions: ['--max-old-space-size=64'], timeoutMs: 50000 });
        const here = runIn(t.dir, 'lint', '--format', format, 'set.cards');
        assert.strictEqual(child.code, 1, child.stderr);
        assert.deepStrictEqual([child.stdout, child.stderr], [here.stdout, here.stderr], format);
      }
    });

    test('a line longer than the core reads is linted, not refused: the rest of the line gets a diagnostic saying so', () => {
      t.write('long.cards', `Bird {W}\nCreature — Bird\n${'Flying, '.repeat(1250)}flying\n1/1\n`);
      const run = runIn(t.dir, 'lint', '--format', 'json', 'long.cards');
      const report = JSON.parse(run.stdout) as JsonReport;
      const cut = report.files[0].diagnostics.find((d) => d.code === 'syntax-error' && d.range.start.line === 2);
      assert.ok(cut, run.stdout);
      assert.match(cut.message, /10,006 characters.*5,000/);
    });

    test('the JSON report of many files is written file by file and is exactly JSON.stringify of the whole report', () => {
      for (let i = 0; i < 5; i++) t.write(`set/${i}.cards`, i === 3 ? broken : clean);
      const run = runIn(t.dir, 'lint', '--format', 'json', 'set');
      assert.strictEqual(run.code, 1);
      const report = JSON.parse(run.stdout) as JsonReport;
      assert.strictEqual(run.stdout, `${JSON.stringify(report)}\n`);
      assert.deepStrictEqual(report.files.map((f) => f.path), ['set/0.cards', 'set/1.cards', 'set/2.cards', 'set/3.cards', 'set/4.cards']);
      assert.deepStrictEqual([report.summary.cards, report.summary.errors], [5, 1]);
    });
  });

  suite('folders: symbolic links are followed once', () => {
    test('a symlinked .cards file in a folder is linted, and its errors count (exit 1)', () => {
      t.write('elsewhere/broken.cards', broken);
      t.write('set/clean.cards', clean);
      symlinkSync(t.path('elsewhere/broken.cards'), t.path('set/linked.cards'));
      const run = runIn(t.dir, 'lint', '--format', 'json', 'set');
      assert.strictEqual(run.code, 1, run.stderr);
      const report = JSON.parse(run.stdout) as JsonReport;
      assert.deepStrictEqual(report.files.map((f) => f.path), ['set/clean.cards', 'set/linked.cards']);
      assert.ok(report.files[1].diagnostics.some((d) => d.code === 'undefined-mana-type'));
    });

    test('a file reached twice (directly and through links) is linted once', () => {
      t.write('set/a.cards', broken);
      symlinkSync(t.path('set/a.cards'), t.path('set/b.cards'));
      symlinkSync(t.path('set'), t.path('set/again'));
      const run = runIn(t.dir, 'lint', '--format', 'json', 'set', 'set/a.cards');
      const report = JSON.parse(run.stdout) as JsonReport;
      assert.deepStrictEqual(report.files.map((f) => f.path), ['set/a.cards']);
      assert.strictEqual(report.summary.errors, 1);
    });

    test('a link to a folder is followed, and a link back up the tree does not loop', () => {
      t.write('set/a.cards', clean);
      t.write('more/b.cards', broken);
      symlinkSync(t.path('more'), t.path('set/more'));
      symlinkSync(t.dir, t.path('more/up'));
      const run = runIn(t.dir, 'lint', '--format', 'json', 'set');
      assert.strictEqual(run.code, 1, run.stderr);
      assert.deepStrictEqual((JSON.parse(run.stdout) as JsonReport).files.map((f) => f.path), ['set/a.cards', 'set/more/b.cards']);
    });

    test('broken links and link loops named .cards are reported, not skipped silently (exit 2)', () => {
      t.write('set/a.cards', clean);
      symlinkSync(t.path('set/gone.txt'), t.path('set/dangling.cards'));
      symlinkSync(t.path('set/loop2.cards'), t.path('set/loop1.cards'));
      symlinkSync(t.path('set/loop1.cards'), t.path('set/loop2.cards'));
      symlinkSync(t.path('set/gone.txt'), t.path('set/notes.txt'));
      const run = runIn(t.dir, 'lint', 'set');
      expectRefused(run, /cannot read "set\/dangling\.cards": no such file or folder/);
      assert.match(run.stderr, /cannot read "set\/loop1\.cards": too many symbolic links/);
      assert.doesNotMatch(run.stderr, /notes\.txt/);
      assert.match(run.stdout, /1 card in 1 file: no problems\./);
    });

    test('a .cards link to /dev/zero or a FIFO named .cards in a folder is refused at once, not read', async () => {
      t.write('set/a.cards', clean);
      symlinkSync('/dev/zero', t.path('set/zero.cards'));
      mkfifo(t.path('set/pipe.cards'));
      const run = await spawnCli(t.dir, ['lint', 'set'], { timeoutMs: 10000 });
      expectRefused(run, /cannot lint "set\/pipe\.cards": it is not a regular file/);
      assert.match(run.stderr, /cannot lint "set\/zero\.cards": it is not a regular file/);
      assert.match(run.stdout, /1 card in 1 file: no problems\./);
    });
  });

  suite('standard input', () => {
    test('lint - reads the card text from standard input and reports it under --stdin-filename', async () => {
      const run = await spawnCli(t.dir, ['lint', '--format', 'json', '--stdin-filename', 'set/bear.cards', '-'], { stdin: broken });
      assert.strictEqual(run.code, 1, run.stderr);
      const report = JSON.parse(run.stdout) as JsonReport;
      assert.deepStrictEqual(report.files.map((f) => f.path), ['set/bear.cards']);
      assert.ok(report.files[0].diagnostics.some((d) => d.code === 'undefined-mana-type'), run.stdout);
    });

    test('without --stdin-filename the report names <stdin>, and files given beside - are linted too', async () => {
      t.write('ok.cards', clean);
      const run = await spawnCli(t.dir, ['lint', '-', 'ok.cards'], { stdin: clean });
      assert.strictEqual(run.code, 0, run.stderr);
      assert.match(run.stdout, /2 cards in 2 files: no problems\./);
      const bad = await spawnCli(t.dir, ['lint', '-'], { stdin: broken });
      assert.match(bad.stdout, /^<stdin>$/m);
    });

    test('- twice, or --stdin-filename without -, is a usage error (exit 2)', () => {
      expectRefused(runIn(t.dir, 'lint', '-', '-'), /"-" \(standard input\) can be given only once/);
      expectRefused(runIn(t.dir, 'lint', '--stdin-filename', 'x.cards', 'ok.cards'), /--stdin-filename names standard input/);
    });
  });
});
