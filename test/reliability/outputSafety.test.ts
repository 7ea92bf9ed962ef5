/**
 * Issue 14's second attack round, as a group: output folders holding links and other people's
 * files, a kill at every step of a folder write, umask 077, the side doors to running out of
 * memory, and what reaches a terminal or a spreadsheet. Every case runs the built command
 * (dist/cli.js) or server as a user would.
 */
import * as assert from 'node:assert';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import Papa from 'papaparse';
import { repoRoot } from '../helpers.js';
import { startServer } from '../lsp/lspClient.js';
import { record, peakMemoryMb } from './figures.js';

const cli = join(repoRoot(), 'dist', 'cli.js');
interface Run { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string; maxRssMb: number; ms: number }

/** Runs the built CLI in `cwd` (with extra environment); its output, exit, peak memory (MB) and time. */
function runCli(cwd: string, argv: string[], env: Record<string, string> = {}, timeoutMs = 60000): Promise<Run> {
  // A wrapper reports the process's peak resident memory as it exits (no /usr/bin/time needed).
  const wrapper = `process.on('exit',()=>process.stderr.write('\\ncardtext-maxrss '+process.resourceUsage().maxRSS+'\\n'));process.argv.splice(1,0,${JSON.stringify(cli)});require(${JSON.stringify(cli)})`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['-e', wrapper, ...argv], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const stderr = Buffer.concat(err).toString('utf8');
      const rss = Number(/cardtext-maxrss (\d+)/.exec(stderr)?.[1] ?? 0);
      resolve({ code, signal, stdout: Buffer.concat(out).toString('utf8'), stderr: stderr.replace(/\ncardtext-maxrss \d+\n$/, ''), maxRssMb: Math.round(rss / 1024), ms: Math.round(performance.now() - started) });
    });
  });
}

/** Every regular file under a folder (relative path → contents), links and cardtext's own files listed as such. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      const stat = lstatSync(path);
      const rel = relative(dir, path);
      if (stat.isSymbolicLink()) out[rel] = `-> ${readlinkSync(path)}`;
      else if (stat.isDirectory()) walk(path);
      else out[rel] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return out;
}

// Version 2 changes a card, adds one and drops two, and swaps one card's art: every step of a write has work.
const setV1 = '@set ALR Alder Reach\n\nAsh Wolf {1}{G}\nCreature — Wolf\nArt: a.png\n2/2\n\nBirch Wolf {2}{G}\nCreature — Wolf\n3/3\n\nCedar Wolf {3}{G}\nCreature — Wolf\n4/4\n';
const setV2 = '@set ALR Alder Reach\n\nAsh Wolf {1}{G}\nCreature — Wolf\nTrample\nArt: b.png\n2/2\n\nDune Wolf {2}{R}\nCreature — Wolf\n3/2\n';
const setOther = '@set OTH Other Set\n\nOak Bear {1}{G}\nCreature — Bear\n2/2\n';

let dir = '';
const path = (...parts: string[]) => join(dir, ...parts);
const write = (rel: string, text: string | Buffer) => {
  mkdirSync(join(path(rel), '..'), { recursive: true });
  writeFileSync(path(rel), text);
  return path(rel);
};

suite('reliability: output folders, memory side doors, terminals and spreadsheets (issue 14)', function () {
  this.timeout(600000);
  setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'cardtext-issue14-'));
    write('a.png', 'first picture');
    write('b.png', 'second picture');
  });
  teardown(() => rmSync(dir, { recursive: true, force: true }));

  /** The output folder commands, each writing set.cards into OUT. */
  const folderCommands: [string, string[]][] = [
    ['render', ['render', 'set.cards', '-o', 'out']],
    ['forge', ['export', '--to', 'forge', 'set.cards', '-o', 'out']],
  ];

  test('links and other people\'s files in every output folder: refused and named, nothing followed or changed; --force replaces files, never through a link', async () => {
    const figures: Record<string, string> = {};
    for (const [name, argv] of folderCommands) {
      for (const hazard of ['link to a file', 'link to a folder', 'foreign file', 'read-only file', 'FIFO']) {
        rmSync(path('out'), { recursive: true, force: true });
        write('set.cards', setV1);
        // First a clean write, to learn which paths this command writes; then plant the hazard at one of them.
        assert.strictEqual((await runCli(dir, argv)).code, 0, `${name}: first write`);
        const target = Object.keys(snapshot(path('out'))).find((p) => p.includes('/') && !p.startsWith('.'))!;
        rmSync(path('out'), { recursive: true, force: true });
        mkdirSync(path('out', target, '..'), { recursive: true });
        const victim = write('victim/precious.txt', 'precious');
        const victimFolder = path('victim');
        const at = path('out', target);
        if (hazard === 'link to a file') symlinkSync(victim, at);
        else if (hazard === 'link to a folder') {
          rmSync(path('out', target, '..'), { recursive: true, force: true });
          symlinkSync(victimFolder, path('out', target, '..'));
        } else if (hazard === 'foreign file') writeFileSync(at, 'my own file');
        else if (hazard === 'read-only file') {
          writeFileSync(at, 'read only');
          chmodSync(at, 0o444);
        } else execFileSync('mkfifo', [at]);
        const before = snapshot(path('victim'));
        const refused = await runCli(dir, argv);
        assert.strictEqual(refused.code, 2, `${name}, ${hazard}: ${refused.stderr}`);
        assert.ok(refused.stderr.includes(target.split('/')[0]), `${name}, ${hazard}: the refusal names the file: ${refused.stderr}`);
        assert.deepStrictEqual(snapshot(path('victim')), before, `${name}, ${hazard}: nothing outside changed`);
        const forced = await runCli(dir, [...argv, '--force']);
        assert.deepStrictEqual(snapshot(path('victim')), before, `${name}, ${hazard}: forced, nothing outside changed`);
        if (hazard === 'link to a folder') assert.strictEqual(forced.code, 2, `${name}: a link to a folder is never written through, even forced`);
        else assert.strictEqual(forced.code, 0, `${name}, ${hazard}, forced: ${forced.stderr}`);
        figures[`${name}: ${hazard}`] = refused.stderr.trim().split('\n').pop()!.slice(0, 160);
      }
    }
    record('links and foreign files in output folders', figures);
  });

  /** The steps of a folder write, each a place a kill can land. */
  const steps = ['folder:staged#1', 'folder:staged#2', 'folder:journal', 'folder:move#1', 'folder:move#2', 'folder:remove#1', 'folder:manifest'];

  test('a kill at every step of a folder write leaves the old output or (once any later write finishes the journal) the new one, never a mix; nothing is left behind', async () => {
    const figures: Record<string, string> = {};
    for (const [name, argv] of folderCommands) {
      rmSync(path('out'), { recursive: true, force: true });
      write('set.cards', setV1);
      assert.strictEqual((await runCli(dir, argv)).code, 0);
      const old = snapshot(path('out'));
      write('set.cards', setV2);
      assert.strictEqual((await runCli(dir, argv)).code, 0);
      const fresh = snapshot(path('out'));
      write('set.cards', setV1);
      assert.strictEqual((await runCli(dir, argv)).code, 0);
      const visible = (s: Record<string, string>) => Object.fromEntries(Object.entries(s).filter(([k]) => !k.startsWith('.cardtext')));
      assert.deepStrictEqual(visible(snapshot(path('out'))), visible(old), 'the same set gives the same folder');
      for (const step of steps) {
        write('set.cards', setV2);
        const killed = await runCli(dir, argv, { CARDTEXT_FAULT: `kill@${step}` });
        assert.strictEqual(killed.signal, 'SIGKILL', `${name}: the kill at ${step} happened`);
        const after = visible(snapshot(path('out')));
        const journal = existsSync(path('out', '.cardtext-journal.json'));
        const state = JSON.stringify(after) === JSON.stringify(visible(old)) ? 'old' : JSON.stringify(after) === JSON.stringify(visible(fresh)) ? 'new' : 'mixed';
        // Before the journal: exactly the old output. After it: whatever any next write (here: another set's) finishes first.
        if (!journal) assert.notStrictEqual(state, 'mixed', `${name}, ${step}: without a journal the folder is the old or the new output`);
        write('other.cards', setOther);
        const next = await runCli(dir, name === 'render' ? ['render', 'other.cards', '-o', 'out', '--force'] : ['export', '--to', 'forge', 'other.cards', '-o', 'out']);
        assert.strictEqual(next.code, 0, `${name}, ${step}: the next run: ${next.stderr}`);
        const recovered = visible(snapshot(path('out')));
        if (name === 'forge') {
          // The other set's files came on top; this set's files are the old export or the new one, whole.
          const own = Object.fromEntries(Object.entries(recovered).filter(([k]) => !/oak_bear|Other Set/.test(k)));
          const ownState = JSON.stringify(own) === JSON.stringify(visible(old)) ? 'old' : JSON.stringify(own) === JSON.stringify(visible(fresh)) ? 'new' : 'mixed';
          assert.notStrictEqual(ownState, 'mixed', `${name}, ${step}: after the next run the set's files are old or new: ${Object.keys(own).join(', ')}`);
          if (journal) assert.strictEqual(ownState, 'new', `${name}, ${step}: a complete journal is finished by the next run`);
          figures[`${name} ${step}`] = `${state}${journal ? ' (journal)' : ''} → ${ownState}`;
        } else figures[`${name} ${step}`] = `${state}${journal ? ' (journal)' : ''}`;
        const leftovers = readdirSync(path('out')).filter((n) => n.startsWith('.') && n !== '.cardtext-manifest.json');
        assert.deepStrictEqual(leftovers, [], `${name}, ${step}: no staging folder, journal, lock or temporary file is left`);
        // Back to a clean state for the next step.
        rmSync(path('out'), { recursive: true, force: true });
        rmSync(path('other.cards'));
        write('set.cards', setV1);
        assert.strictEqual((await runCli(dir, argv)).code, 0);
      }
    }
    // A single output file: a kill before the rename leaves the old file and a temporary file the next write removes.
    write('set.cards', setV1);
    assert.strictEqual((await runCli(dir, ['export', '--to', 'cockatrice', 'set.cards', '-o', 'set.xml'])).code, 0);
    const xml = readFileSync(path('set.xml'), 'utf8');
    write('set.cards', setV2);
    const killed = await runCli(dir, ['export', '--to', 'cockatrice', 'set.cards', '-o', 'set.xml'], { CARDTEXT_FAULT: 'kill@file:written' });
    assert.strictEqual(killed.signal, 'SIGKILL');
    assert.strictEqual(readFileSync(path('set.xml'), 'utf8'), xml, 'the old file is whole');
    assert.strictEqual(readdirSync(dir).filter((n) => n.endsWith('.tmp')).length, 1, 'the killed run left its temporary file');
    assert.strictEqual((await runCli(dir, ['export', '--to', 'cockatrice', 'set.cards', '-o', 'set.xml'])).code, 0);
    assert.deepStrictEqual(readdirSync(dir).filter((n) => n.endsWith('.tmp')), [], 'the next write removed it');
    record('a kill at every step of a folder write', figures);
  });

  test('umask 077: every file and folder cardtext creates is private; a replaced file keeps its mode', async () => {
    write('set.cards', setV1);
    write('art.cards', 'Hero {W}\nCreature — Human\nArt: hero.png\n2/2\n');
    write('hero.png', Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
    const runs = [['export', '--to', 'scryfall', 'set.cards', '-o', 'x.json'], ['export', '--to', 'forge', 'set.cards', '-o', 'forge'], ['render', 'art.cards', '-o', 'gallery'], ['import', 'x.json', '-o', 'back.cards']];
    for (const argv of runs) {
      const result = await runUmask(argv);
      assert.strictEqual(result.code, 0, `${argv.join(' ')}: ${result.stderr}`);
    }
    const modes: Record<string, string> = {};
    const visit = (p: string) => {
      for (const name of readdirSync(p)) {
        if (['set.cards', 'art.cards', 'hero.png', 'a.png', 'b.png'].includes(name)) continue;
        const full = join(p, name);
        const mode = statSync(full).mode & 0o777;
        modes[relative(dir, full)] = mode.toString(8);
        if (statSync(full).isDirectory()) visit(full);
      }
    };
    visit(dir);
    const loose = Object.entries(modes).filter(([, m]) => m !== '600' && m !== '700');
    assert.deepStrictEqual(loose, [], 'files 600, folders 700');
    chmodSync(path('x.json'), 0o640);
    assert.strictEqual((await runUmask(['export', '--to', 'scryfall', 'set.cards', '-o', 'x.json'])).code, 0);
    assert.strictEqual((statSync(path('x.json')).mode & 0o777).toString(8), '640');
    record('umask 077', { files: Object.keys(modes).length, modes: [...new Set(Object.values(modes))] });
  });

  /** Runs the CLI under `umask 077` (set by a shell, as a user would). */
  function runUmask(argv: string[]): Promise<{ code: number | null; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn('sh', ['-c', 'umask 077 && exec "$@"', 'sh', process.execPath, cli, ...argv], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += String(d)));
      child.on('close', (code) => resolve({ code, stderr }));
    });
  }

  test('pathological files through every side door — 4 MB of one-word cards, 7.5 MB of lines of 5,000 braces — are refused within 1 GB and 30 s, with one message naming them', async () => {
    write('patho.cards', 'ab\n\n'.repeat(1_000_000));
    write('dense.cards', `${'{'.repeat(5000)}\n\n`.repeat(1500));
    write('ok.cards', 'Elf {G}\nCreature — Elf\n1/1\n');
    const figures: Record<string, unknown> = {};
    for (const [file, message] of [['patho.cards', /patho\.cards.*1,000,000 paragraphs in 1,000,000 lines would take about 2441\.4 MB/], ['dense.cards', /dense\.cards.*1,500 paragraphs in 1,500 lines, with 7,500,000 symbols, names and quotes, would take about/]] as const) {
      const doors: [string, string[]][] = [
        ['lint --cards', ['lint', '--cards', file, 'ok.cards']],
        ['stats', ['stats', file]],
        ['render', ['render', file, '-o', 'g']],
        ['export', ['export', '--to', 'cockatrice', file, '-o', 'x.xml']],
        ['explain --cards', ['explain', '--cards', file, 'ward']],
        ['lint', ['lint', file]],
      ];
      for (const [door, argv] of doors) {
        const result = await runCli(dir, argv);
        figures[`${file} ${door}`] = { code: result.code, ms: result.ms, maxRssMb: result.maxRssMb };
        assert.ok(result.code === 1 || result.code === 2, `${file} ${door}: exit ${result.code} ${result.signal ?? ''}`);
        assert.match(result.stderr, message);
        assert.doesNotMatch(result.stderr, /^\s+at /m, 'no stack trace');
        assert.ok(result.maxRssMb < 1024 && result.ms < 30000, `${file} ${door}: ${result.maxRssMb} MB, ${result.ms} ms`);
      }
      // The language server: the same file as a cardFiles setting, opened in the editor, and in the workspace.
      rmSync(path(file === 'patho.cards' ? 'dense.cards' : 'patho.cards'), { force: true });
      const started = performance.now();
      const client = await startServer({ rootUri: pathToFileURL(dir).toString(), settings: { cardFiles: [path(file)] }, env: {} });
      try {
        const until = async (found: () => boolean) => {
          const deadline = Date.now() + 30000;
          while (!found() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
          return found();
        };
        const name = file.replace('.', '\\.');
        assert.ok(await until(() => client.messages.some((m) => new RegExp(`${name} is not read: its`).test(m))), client.messages.join('\n'));
        const uri = pathToFileURL(path(file)).toString();
        await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text: readFileSync(path(file), 'utf8') } });
        assert.ok(await until(() => client.messages.some((m) => new RegExp(`${name} is not checked: its`).test(m))), client.messages.join('\n'));
        const hover = await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: pathToFileURL(path('ok.cards')).toString() }, position: { line: 0, character: 1 } });
        assert.ok(hover, 'the server still answers, about the other files');
        assert.ok(await until(() => client.logs.some((l) => new RegExp(`${name} is not indexed: its`).test(l))), 'the workspace scan leaves it out with a log line');
        const peak = peakMemoryMb(client.process.pid!);
        figures[`${file} server`] = { ms: Math.round(performance.now() - started), peakMb: peak, messages: client.messages.length };
        assert.ok(peak === undefined || peak < 1024, `the server peaked at ${peak} MB`);
        assert.ok(performance.now() - started < 30000);
      } finally {
        await client.close();
      }
      write(file === 'patho.cards' ? 'dense.cards' : 'patho.cards', file === 'patho.cards' ? `${'{'.repeat(5000)}\n\n`.repeat(1500) : 'ab\n\n'.repeat(1_000_000));
    }
    record('pathological files through the side doors', figures);
  });

  test('terminal escapes in names and file names never reach the terminal from the built command', async () => {
    const esc = '\u001b';
    write(`n${esc}]0;title${esc}\\.cards`, `Evil${esc}]52;c;aGk=\u0007 ${esc}[2K${esc}[1AElf {G}{Q}\nCreature — Elf\n1/1\n`);
    const bad = /[\u0000-\u0008\u000b-\u001a\u001c-\u001f\u007f-\u009f\u202a-\u202e]|\u001b(?!\[[0-9;]*m)/;
    for (const argv of [['lint', '.'], ['lint', '--format', 'json', '.'], ['stats', '.'], ['stats', '--format', 'json', '.'], ['export', '--to', 'cubecobra', '.', '-o', 'c.csv'], ['render', '.', '-o', 'g']]) {
      const result = await runCli(dir, argv, { FORCE_COLOR: '1' });
      assert.doesNotMatch(result.stdout, bad, `${argv.join(' ')}: stdout`);
      assert.doesNotMatch(result.stderr, bad, `${argv.join(' ')}: stderr`);
    }
  });

  test('CSV injection: LibreOffice runs no formula from the CubeCobra export, and CubeCobra\'s own reading (PapaParse) gets "+2 Mace" exactly', async function () {
    const names = ["=cmd|' /C calc'!A0", '+HYPERLINK("http://example.invalid","click")', '-2+3', '+2 Mace', '-Two Guys'];
    write('set.cards', names.map((n) => `${n} {1}\nArtifact\nRarity: Common\n`).join('\n'));
    const result = await runCli(dir, ['export', '--to', 'cubecobra', 'set.cards', '-o', 'cube.csv']);
    assert.strictEqual(result.code, 0, result.stderr);
    assert.match(result.stderr, /3 fields .* would run as formulas in a spreadsheet/);
    const csv = readFileSync(path('cube.csv'), 'utf8');
    // CubeCobra's import: Papa.parse(csv.trim(), { header: true }), keys lower-cased, the name taken as it is.
    const rows = Papa.parse<Record<string, string>>(csv.trim(), { header: true }).data.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.toLowerCase(), v])));
    const read = rows.map((r) => r.name);
    assert.ok(read.includes('+2 Mace') && read.includes('-Two Guys'), read.join(' | '));
    const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((p) => existsSync(p));
    if (!soffice) {
      record('CSV injection', { libreoffice: 'not installed here (.ci/run installs it)', cubecobra: read });
      this.skip();
    }
    execFileSync(soffice!, ['--headless', `-env:UserInstallation=${pathToFileURL(path('lo-profile'))}`, '--infilter=Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1,true', '--convert-to', 'fods', '--outdir', dir, path('cube.csv')], { timeout: 120000, stdio: 'ignore' });
    const fods = readFileSync(path('cube.fods'), 'utf8');
    const formulas = [...fods.matchAll(/table:formula="([^"]*)"/g)].map((m) => m[1]);
    const cells = [...fods.matchAll(/<text:p>([^<]*)<\/text:p>/g)].map((m) => m[1].replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    record('CSV injection', { libreofficeFormulas: formulas.length, plusTwoMace: cells.includes('+2 Mace'), cubecobra: read });
    assert.deepStrictEqual(formulas, [], 'no cell of the export is a formula');
    assert.ok(cells.includes('+2 Mace'), 'LibreOffice shows +2 Mace as text');
    // The unprotected field, for contrast: LibreOffice would have run it.
    writeFileSync(path('raw.csv'), 'name\n=1+1\n');
    execFileSync(soffice!, ['--headless', `-env:UserInstallation=${pathToFileURL(path('lo-profile'))}`, '--infilter=Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1,true', '--convert-to', 'fods', '--outdir', dir, path('raw.csv')], { timeout: 120000, stdio: 'ignore' });
    assert.match(readFileSync(path('raw.fods'), 'utf8'), /table:formula=/, 'the check can fail: an unprotected =1+1 is a formula');
  });
});
