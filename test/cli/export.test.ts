import * as assert from 'node:assert';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../server/src/cli/main.js';
import { exportCommand } from '../../server/src/cli/export.js';

interface Run { code: number; stdout: string; stderr: string }

let dir = '';

function run(...argv: string[]): Run {
  let stdout = '';
  let stderr = '';
  const code = exportCommand(argv, { stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, color: false, cwd: dir });
  if (typeof code !== 'number') throw new Error('this export answers asynchronously (--images)');
  return { code, stdout, stderr };
}

function write(name: string, text: string): string {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

const set = '@set VHL Violet Hollow\n@released 2026-01-15\n\nGrove Tender {1}{G}\nCreature — Elf Druid\n{T}: Add {G}.\nRarity: Common\n1/1\n';
const withError = `${set}\nRelic {2}\nArtifact\n{T}: Add {T}.\nRarity: Common\n`;

suite('cardtext export', () => {
  setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'cardtext-export-'));
  });
  teardown(() => rmSync(dir, { recursive: true, force: true }));

  test('the CLI dispatches export, and --help prints its usage', () => {
    let out = '';
    const code = runCli(['export', '--help'], { stdout: (t) => { out += t; }, stderr: () => undefined, color: false, cwd: dir });
    assert.strictEqual(code, 0);
    assert.match(out, /cardtext export --to FORMAT/);
    assert.match(out, /cockatrice, draftmancer, cubecobra, forge, mse, planesculptors, scryfall/);
  });

  test('writes the format to -o and prints what it wrote', () => {
    write('set.cards', set);
    const result = run('--to', 'cockatrice', 'set.cards', '-o', 'set.xml');
    assert.strictEqual(result.code, 0, result.stderr);
    assert.strictEqual(result.stdout, 'Cockatrice: wrote set.xml\n1 Cockatrice card entry (1 card, 0 tokens) in set VHL\n');
    assert.match(readFileSync(join(dir, 'set.xml'), 'utf8'), /<name>Grove Tender<\/name>/);
  });

  test('the lint is one line on stderr (not the report), and the export still runs (exit 0)', () => {
    write('set.cards', withError);
    const result = run('--to', 'scryfall', 'set.cards', '-o', 'set.json');
    assert.strictEqual(result.code, 0);
    assert.match(result.stderr, /^cardtext: lint: 1 error and 0 warnings in 2 cards \(cardtext lint set\.cards lists them\); exporting anyway \(use --strict to stop instead\)$/m);
    assert.doesNotMatch(result.stderr, /undefined-mana-type/, 'the report is cardtext lint\'s');
    assert.strictEqual((JSON.parse(readFileSync(join(dir, 'set.json'), 'utf8')) as unknown[]).length, 2);
  });

  test('a card Draftmancer would refuse (a symbol error in its cost) stops the export: exit 2 naming the card, nothing written', () => {
    write('set.cards', '@set VHL Violet Hollow\n\nDawn Heron {2}{U/W}\nCreature — Bird\nFlying\n2/2\n\nGrove Tender {1}{G}\nCreature — Elf\n1/1\n');
    write('set.txt', 'earlier output');
    const result = run('--to', 'draftmancer', 'set.cards', '-o', 'set.txt');
    assert.strictEqual(result.code, 2);
    assert.match(result.stderr, /cannot write Dawn Heron for Draftmancer: \{U\/W\} in its mana cost is no mana symbol Draftmancer reads/);
    assert.match(result.stderr, /nothing was written: Draftmancer would not load that card/);
    assert.doesNotMatch(result.stderr, /Grove Tender/);
    assert.strictEqual(readFileSync(join(dir, 'set.txt'), 'utf8'), 'earlier output');
    // The same set loads elsewhere: Cockatrice shows the cost as written.
    assert.strictEqual(run('--to', 'cockatrice', 'set.cards', '-o', 'set.xml').code, 0);
  });

  test('--strict exits 1 on errors and writes nothing, leaving an earlier output as it was', () => {
    write('set.cards', withError);
    write('set.json', 'earlier output');
    const result = run('--strict', '--to', 'scryfall', 'set.cards', '-o', 'set.json');
    assert.strictEqual(result.code, 1);
    assert.match(result.stderr, /--strict: nothing was written/);
    assert.strictEqual(readFileSync(join(dir, 'set.json'), 'utf8'), 'earlier output');
  });

  test('an output that is one of the inputs is refused and the input is untouched', () => {
    write('set.cards', set);
    const result = run('--to', 'cockatrice', 'set.cards', '-o', 'set.cards');
    assert.strictEqual(result.code, 2);
    assert.match(result.stderr, /cannot write "set\.cards": it is one of the input files/);
    assert.strictEqual(readFileSync(join(dir, 'set.cards'), 'utf8'), set);
  });

  test('a failed write names the output and leaves no partial file', () => {
    write('set.cards', set);
    write('blocker', 'a file where a folder should be');
    const result = run('--to', 'cockatrice', 'set.cards', '-o', 'blocker/set.xml');
    assert.strictEqual(result.code, 2);
    assert.match(result.stderr, /cannot write "blocker\/set\.xml"/);
    assert.deepStrictEqual(readdirSync(dir).sort(), ['blocker', 'set.cards']);
  });

  test('forge writes a folder; a second export replaces the first (a removed card\'s script is gone)', () => {
    write('set.cards', `${set}\nAshen Drake {3}{B}\nCreature — Dragon\nFlying\nRarity: Rare\n3/3\n`);
    assert.strictEqual(run('--to', 'forge', 'set.cards', '-o', 'forge').code, 0);
    assert.ok(existsSync(join(dir, 'forge/cards/a/ashen_drake.txt')));
    assert.ok(existsSync(join(dir, 'forge/editions/Violet Hollow.txt')));
    write('set.cards', set);
    const again = run('--to', 'forge', 'set.cards', '-o', 'forge');
    assert.strictEqual(again.code, 0, again.stderr);
    assert.ok(!existsSync(join(dir, 'forge/cards/a/ashen_drake.txt')));
    assert.ok(existsSync(join(dir, 'forge/cards/g/grove_tender.txt')));
    assert.match(again.stdout, /1 of 1 cards fully playable in Forge/);
    assert.deepStrictEqual(readdirSync(dir).sort(), ['forge', 'set.cards'], 'no temporary folders left behind');
    assert.deepStrictEqual(readdirSync(join(dir, 'forge')).sort(), ['.cardtext-manifest.json', 'cards', 'editions'], 'no journal, lock or staging folder left inside');
  });

  test('forge writes into a folder that holds other files and leaves them untouched', () => {
    write('set.cards', set);
    write('mine/notes.txt', 'keep me');
    const result = run('--to', 'forge', 'set.cards', '-o', 'mine');
    assert.strictEqual(result.code, 0, result.stderr);
    assert.strictEqual(readFileSync(join(dir, 'mine/notes.txt'), 'utf8'), 'keep me');
    assert.ok(existsSync(join(dir, 'mine/cards/g/grove_tender.txt')));
  });

  test('forge may write into the folder that holds its input, and never over it', () => {
    write('forge/set.cards', set);
    const result = run('--to', 'forge', 'forge/set.cards', '-o', 'forge');
    assert.strictEqual(result.code, 0, result.stderr);
    assert.strictEqual(readFileSync(join(dir, 'forge/set.cards'), 'utf8'), set);
  });

  test('folders are searched for .cards files, which form one set', () => {
    write('set/a.cards', set);
    write('set/b.cards', 'Ashen Drake {3}{B}\nCreature — Dragon\nRarity: Rare\n3/3\n');
    const result = run('--to', 'cubecobra', 'set', '-o', 'cube.csv');
    assert.strictEqual(result.code, 0, result.stderr);
    assert.strictEqual(readFileSync(join(dir, 'cube.csv'), 'utf8').trim().split('\r\n').length, 3);
  });

  test('bad usage: an unknown format, no output, bad booster slots, a missing input — exit 2 with a reason', () => {
    write('set.cards', set);
    const cases: [string[], RegExp][] = [
      [['--to', 'xmage', 'set.cards', '-o', 'x'], /unknown format "xmage"/],
      [['--to', 'forge', 'set.cards'], /needs -o OUT/],
      [['set.cards', '-o', 'x'], /needs --to FORMAT/],
      [['--to', 'draftmancer', '--boosters', '10,3', 'set.cards', '-o', 'x'], /--boosters wants three numbers/],
      [['--to', 'draftmancer', '--mythic-rate', '0', 'set.cards', '-o', 'x'], /--mythic-rate wants a whole number/],
      [['--to', 'mse', 'missing.cards', '-o', 'x'], /cannot read "missing\.cards": no such file/],
      [['--to', 'mse', '--frobnicate', 'set.cards', '-o', 'x'], /unknown option "--frobnicate"/],
    ];
    for (const [args, message] of cases) {
      const result = run(...args);
      assert.strictEqual(result.code, 2, args.join(' '));
      assert.match(result.stderr, message);
      assert.doesNotMatch(result.stderr, /\n\s+at .+:\d+:\d+/, 'no stack trace');
      assert.ok(!existsSync(join(dir, 'x')));
    }
  });

  test('draftmancer takes the booster options', () => {
    write('set.cards', set);
    const result = run('--to', 'draftmancer', '--boosters', '12,2,1', 'set.cards', '-o', 'list.txt');
    assert.strictEqual(result.code, 0, result.stderr);
    assert.match(readFileSync(join(dir, 'list.txt'), 'utf8'), /\[Common\(12\)\]\n1 Grove Tender\n/);
  });
});
