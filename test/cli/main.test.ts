import * as assert from 'node:assert';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CliRun, runIn } from './cliHelpers.js';
import { importCards } from '../../server/src/language/importer.js';
import { fixtureCards, repoRoot } from '../helpers.js';

type Run = CliRun;

let dir = '';

/** Runs the CLI in the temporary folder with captured output. */
const run = (...argv: string[]): Run => runIn(dir, ...argv);

function write(name: string, text: string | Buffer): string {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

/** Asserts a usage failure: exit 2, a one-line reason naming `what`, the usage text, no stack trace. */
function expectUsageError(result: Run, what: RegExp): void {
  assert.strictEqual(result.code, 2);
  assert.match(result.stderr, what);
  assert.match(result.stderr, /^cardtext: /);
  assert.doesNotMatch(result.stderr, /\n\s+at .+:\d+:\d+/, 'no stack trace');
  assert.strictEqual(result.stdout, '');
}

const clean = 'Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {G}.\n1/1\n';
const broken = 'Relic {2}\nArtifact\n{T}: Add {T}.\n';
const warned = 'Scout {G}\nCreature - Elf\n1/1\n';
const fireIce = 'Fire {1}{R}\nInstant\nFire deals 2 damage divided as you choose among one or two targets.\n//\nIce {1}{U}\nInstant\nTap target permanent.\nDraw a card.\n';

suite('command line', () => {
  setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'cardtext-cli-'));
  });
  teardown(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  suite('exit codes', () => {
    test('a clean file exits 0 and says there are no problems', () => {
      write('clean.cards', clean);
      const result = run('lint', 'clean.cards');
      assert.strictEqual(result.code, 0);
      assert.match(result.stdout, /1 card in 1 file: no problems\./);
      assert.strictEqual(result.stderr, '');
    });

    test('a file with an error exits 1 and lists it as line:column, severity, message, code', () => {
      write('broken.cards', broken);
      const result = run('lint', 'broken.cards');
      assert.strictEqual(result.code, 1);
      assert.match(result.stdout, /broken\.cards/);
      assert.match(result.stdout, /3:10\s+error\s+Relic: adds no mana \(106\.5\): .*\s+undefined-mana-type/);
      assert.match(result.stdout, /1 problem \(1 error, 0 warnings\)/);
    });

    test('warnings alone exit 0', () => {
      write('warned.cards', warned);
      const result = run('lint', 'warned.cards');
      assert.strictEqual(result.code, 0);
      assert.match(result.stdout, /warning.*dash-style/);
    });

    test('an unknown option exits 2 with a message and no stack trace', () => {
      write('clean.cards', clean);
      expectUsageError(run('lint', '--bogus', 'clean.cards'), /unknown option "--bogus"/);
    });

    test('an unknown format exits 2 with a message', () => {
      write('clean.cards', clean);
      expectUsageError(run('lint', '--format', 'xml', 'clean.cards'), /unknown format "xml"/);
      expectUsageError(run('lint', '--format=xml', 'clean.cards'), /unknown format "xml"/);
    });

    test('an option without its value exits 2', () => {
      expectUsageError(run('lint', '--format'), /needs a value/);
    });

    test('an unknown command, or none, exits 2 with a message', () => {
      expectUsageError(run('frobnicate'), /unknown command "frobnicate"/);
      expectUsageError(run(), /no command/);
    });

    test('lint without paths exits 2', () => {
      expectUsageError(run('lint'), /at least one file/);
    });

    test('a missing file exits 2 and names it', () => {
      const result = run('lint', 'nope.cards');
      assert.strictEqual(result.code, 2);
      assert.match(result.stderr, /cannot read "nope\.cards": no such file or folder/);
      assert.doesNotMatch(result.stderr, /\n\s+at /);
    });

    test('a missing file among good ones still lints the good ones, and exits 2', () => {
      write('clean.cards', clean);
      const result = run('lint', '--format', 'json', 'clean.cards', 'nope.cards');
      assert.strictEqual(result.code, 2);
      assert.strictEqual(JSON.parse(result.stdout).files.length, 1);
    });

    test('a binary file exits 2 and says it is binary', () => {
      write('binary.cards', Buffer.from([0x4c, 0x00, 0x01, 0xff, 0x0a]));
      const result = run('lint', 'binary.cards');
      assert.strictEqual(result.code, 2);
      assert.match(result.stderr, /binary\.cards.*binary/);
    });

    test('a folder without .cards files exits 2', () => {
      write('notes.txt', 'hello');
      const result = run('lint', '.');
      assert.strictEqual(result.code, 2);
      assert.match(result.stderr, /no \.cards files/);
    });

    test('--version and --help exit 0', () => {
      assert.match(run('--version').stdout, /^cardtext \d+\.\d+\.\d+\n$/);
      const help = run('--help');
      assert.strictEqual(help.code, 0);
      assert.match(help.stdout, /Exit codes: 0 no errors, 1 errors found, 2 bad usage/);
    });

    test('every command the usage lists answers --help (and -h) with its own usage, exit 0, nothing else done', () => {
      const commands = [...new Set([...run('--help').stdout.matchAll(/^ {2}cardtext ([a-z]+)\b/gm)].map((m) => m[1]))];
      assert.ok(commands.length >= 10, `commands read from the usage: ${commands.join(', ')}`);
      for (const command of commands) {
        for (const flag of ['--help', '-h']) {
          // A path that does not exist beside the flag: help answers before any file is read.
          const result = run(command, 'missing.cards', flag);
          assert.strictEqual(result.code, 0, `${command} ${flag}: ${result.stderr}`);
          assert.match(result.stdout, new RegExp(`^Usage:\\n {2}cardtext ${command} `), `${command} ${flag}`);
          assert.doesNotMatch(result.stdout, new RegExp(`^ {2}cardtext (?!${command} )`, 'm'), `${command} ${flag} lists only its own lines`);
          assert.strictEqual(result.stderr, '', `${command} ${flag}`);
        }
      }
      // The knowledge options are part of the usage of the commands that take them.
      assert.match(run('lint', '--help').stdout, /--rulings FILE/);
      assert.doesNotMatch(run('boosters', '--help').stdout, /--rulings FILE/);
      // After "--" it is a path, not a request for help.
      assert.strictEqual(run('lint', '--', '--help').code, 2);
    });
  });

  suite('files and folders', () => {
    test('a folder is searched recursively for .cards files, skipping dot folders and other files', () => {
      write('set/a.cards', clean);
      write('set/deeper/still/b.cards', broken);
      write('set/.hidden/c.cards', broken);
      write('set/readme.md', broken);
      const result = run('lint', '--format', 'json', 'set');
      assert.strictEqual(result.code, 1);
      const report = JSON.parse(result.stdout);
      assert.deepStrictEqual(report.files.map((f: { path: string }) => f.path.replace(/\\/g, '/')), ['set/a.cards', 'set/deeper/still/b.cards']);
    });

    test('a BOM at the start of a file is ignored', () => {
      write('bom.cards', `\uFEFF${clean}`);
      const result = run('lint', '--format', 'json', 'bom.cards');
      assert.strictEqual(result.code, 0);
      assert.strictEqual(JSON.parse(result.stdout).files[0].cards[0].name, 'Llanowar Elves');
    });
  });

  suite('JSON report', () => {
    test('the report has exactly the documented keys at every level', () => {
      write('set.cards', `${clean}\n${broken}`);
      const result = run('lint', '--format', 'json', 'set.cards');
      assert.strictEqual(result.code, 1);
      const report = JSON.parse(result.stdout);
      assert.deepStrictEqual(Object.keys(report).sort(), ['files', 'summary']);
      assert.deepStrictEqual(Object.keys(report.summary).sort(), ['cards', 'errors', 'warnings']);
      const [file] = report.files;
      assert.deepStrictEqual(Object.keys(file).sort(), ['cards', 'diagnostics', 'path', 'vocabulary']);
      assert.deepStrictEqual(Object.keys(file.cards[0]).sort(),
        ['abilities', 'colorIdentity', 'colors', 'keywords', 'line', 'manaCost', 'manaValue', 'name', 'types']);
      assert.deepStrictEqual(Object.keys(file.cards[0].abilities[0]).sort(), ['isManaAbility', 'kind', 'line', 'produces', 'text']);
      assert.deepStrictEqual(Object.keys(file.diagnostics[0]).sort(), ['card', 'code', 'detail', 'message', 'range', 'rule', 'severity']);
      assert.deepStrictEqual(Object.keys(file.diagnostics[0].range).sort(), ['end', 'start']);
      assert.deepStrictEqual(Object.keys(file.diagnostics[0].range.start).sort(), ['character', 'line']);
    });

    test('the report\'s values describe the cards and diagnostics', () => {
      write('set.cards', `${clean}\n${broken}`);
      const report = JSON.parse(run('lint', '--format', 'json', 'set.cards').stdout);
      const [file] = report.files;
      assert.strictEqual(file.path, 'set.cards');
      assert.deepStrictEqual(file.cards[0], {
        name: 'Llanowar Elves', line: 0, manaCost: '{G}', manaValue: 1, colors: ['G'], colorIdentity: ['G'], types: ['Creature'], keywords: [],
        abilities: [{ kind: 'activated', line: 2, text: '{T}: Add {G}.', isManaAbility: true, produces: ['G'] }],
      });
      assert.deepStrictEqual(file.diagnostics, [{
        code: 'undefined-mana-type', severity: 'error', message: file.diagnostics[0].message, detail: file.diagnostics[0].detail, rule: '106.5', card: 'Relic',
        range: { start: { line: 7, character: 9 }, end: { line: 7, character: 12 } },
      }]);
      // The message is one row, named by the card; the detail explains.
      assert.match(file.diagnostics[0].message, /^Relic: adds no mana \(106\.5\): \{T\} is the tap symbol, not a type of mana$/);
      assert.match(file.diagnostics[0].detail, /not added at all/);
      assert.deepStrictEqual(report.summary, { cards: 2, errors: 1, warnings: 0 });
    });

    test('a multi-face card is reported once, under its full name "Fire // Ice", with both mana costs', () => {
      write('split.cards', fireIce);
      const report = JSON.parse(run('lint', '--format', 'json', 'split.cards').stdout);
      const [card] = report.files[0].cards;
      assert.strictEqual(report.files[0].cards.length, 1);
      assert.strictEqual(card.name, 'Fire // Ice');
      assert.strictEqual(card.manaCost, '{1}{R} // {1}{U}');
      assert.strictEqual(card.manaValue, 4);
      assert.deepStrictEqual(card.abilities.map((a: { kind: string; line: number }) => [a.kind, a.line]), [['spell', 2], ['spell', 6], ['spell', 7]]);
    });

    test('"any" is reported for mana of any type, and diagnostics outside cards have card null', () => {
      write('any.cards', '@bogus\n\nPrism {2}\nArtifact\n{T}: Add one mana of any type that a land you control could produce.\n');
      const report = JSON.parse(run('lint', '-f', 'json', 'any.cards').stdout);
      assert.strictEqual(report.files[0].cards[0].abilities[0].produces, 'any');
      assert.deepStrictEqual(report.files[0].diagnostics.map((d: { code: string; card: string | null }) => [d.code, d.card]), [['invalid-directive', null]]);
    });

    test('the summary counts cards, errors and warnings across files', () => {
      write('a.cards', `${clean}\n${broken}`);
      write('b.cards', `${warned}\n${broken}`);
      const report = JSON.parse(run('lint', '--format', 'json', 'a.cards', 'b.cards').stdout);
      assert.deepStrictEqual(report.summary, { cards: 4, errors: 2, warnings: 1 });
    });
  });

  suite('import', () => {
    test('import writes .cards text to stdout, or to -o, and that text lints', () => {
      write('cards.json', JSON.stringify([{ name: 'Solo', mana_cost: '{R}', type_line: 'Instant', oracle_text: 'Solo deals 3 damage to any target.' }]));
      const toStdout = run('import', 'cards.json');
      assert.strictEqual(toStdout.code, 0);
      assert.strictEqual(toStdout.stdout, 'Solo {R}\nInstant\nSolo deals 3 damage to any target.\n');
      const toFile = run('import', 'cards.json', '-o', 'out.cards');
      assert.strictEqual(toFile.code, 0);
      assert.match(toFile.stderr, /wrote 1 card to out\.cards/);
      assert.strictEqual(readFileSync(join(dir, 'out.cards'), 'utf8'), toStdout.stdout);
      assert.strictEqual(run('lint', 'out.cards').code, 0);
    });

    test('import reports skipped entries and exits 2 when nothing could be imported', () => {
      write('bad.json', JSON.stringify([{ name: 'No Type' }, 42]));
      const result = run('import', 'bad.json');
      assert.strictEqual(result.code, 2);
      assert.match(result.stderr, /skipped entry 0 \("No Type"\) has no "type_line" for "No Type" \(in "bad\.json"\)/);
      assert.match(result.stderr, /skipped entry 1/);
    });

    test('import of invalid JSON or a missing file exits 2 without a stack trace', () => {
      write('broken.json', '{ nope');
      const invalid = run('import', 'broken.json');
      assert.strictEqual(invalid.code, 2);
      assert.match(invalid.stderr, /not valid JSON/);
      assert.doesNotMatch(invalid.stderr, /\n\s+at /);
      assert.match(run('import', 'missing.json').stderr, /cannot read "missing\.json"/);
    });
  });

  suite('the bundled command', () => {
    test('node dist/cli.js lint --format json pipes the whole report of a 3,000-card file', async function () {
      this.timeout(60000);
      // The fixture cards over and over (a set file with reprints): 3,000 cards, a report of several MB.
      const cards = Array.from({ length: 3000 }, (_, i) => fixtureCards()[i % fixtureCards().length]);
      const file = write('big.cards', importCards(cards).text);
      const cli = join(repoRoot(), 'dist', 'cli.js');
      const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
        const child = spawn(process.execPath, [cli, 'lint', '--format', 'json', file], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        child.stdout.on('data', (b: Buffer) => out.push(b));
        child.stderr.on('data', (b: Buffer) => err.push(b));
        child.on('error', reject);
        child.on('close', (exit) => resolve({ code: exit, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }));
      });
      assert.strictEqual(stderr, '');
      assert.ok(stdout.length > 500_000, `only ${stdout.length} bytes arrived`);
      assert.ok(stdout.endsWith('}\n'));
      const report = JSON.parse(stdout);
      assert.strictEqual(report.summary.cards, 3000);
      assert.strictEqual(report.files[0].cards.length, 3000);
      assert.strictEqual(report.files[0].cards[2999].name, (cards[2999].card_faces ?? [cards[2999]]).map((f) => f.name).join(' // '));
      assert.strictEqual(code, report.summary.errors > 0 ? 1 : 0);
    });
  });
});
