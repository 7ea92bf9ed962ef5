// The result cache's speed on the real-card corpus (10,006 cards), each figure a fresh process,
// several rounds in rotated order, medians:
//  - `cardtext lint --format json` with no cache (cold) against the JSON language service;
//  - `cardtext lint --format json --cache`, no card changed, against VS Code's JSON language
//    service parsing and validating the same cards as Scryfall JSON (scripts/jsonServicePeer.mjs);
//  - the same after editing one card (and after adding a line near the top: every card below
//    moves) against no card changed;
//  - the language server: didOpen of the 10,000-card file to its first diagnostics, with the
//    cache (after a restart) and without it.
// Usage: node scripts/benchCache.mjs [--corpus DIR] [--rounds N] [--no-lsp] [--json OUT]
// Importable: benchCache({ corpusDir, rounds, lsp }) returns the figures (scripts/bench.mjs may call it).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { corpusFolder, option, repoRoot, requireBuild } from './corpusOptions.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round2 = (x) => Math.round(x * 100) / 100;
const round3 = (x) => Math.round(x * 1000) / 1000;

/** Wall time of one process (seconds); its stdout goes to `out` (a file, as a report would). */
function timeProcess(args, cwd, out) {
  const fd = openSync(out, 'w');
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { cwd, stdio: ['ignore', fd, 'pipe'] });
  const seconds = (performance.now() - started) / 1000;
  closeSync(fd);
  if (run.status !== 0 && run.status !== 1) throw new Error(`${args.join(' ')} failed (${run.status}): ${run.stderr}`);
  return seconds;
}

/** The language server with the cache folder (or none): seconds from didOpen to the first diagnostics, and to the parse's. */
async function lspOpen(text, cacheFolder) {
  const { createMessageConnection, StreamMessageReader, StreamMessageWriter } = await import('vscode-languageserver-protocol/node.js');
  const child = spawn(process.execPath, [join(repoRoot, 'dist', 'server.js'), '--stdio'], { stdio: 'pipe' });
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const times = [];
  let started = 0;
  let resolveReal;
  const real = new Promise((r) => { resolveReal = r; });
  const logs = [];
  const firstScreen = () => logs.some((l) => /diagnostics of the first \d+ cards/.test(l));
  connection.onNotification('textDocument/publishDiagnostics', (p) => {
    if (p.version !== 1) return;
    times.push((performance.now() - started) / 1000);
    // The parse's diagnostics come second after stored ones (with the cache; logged after them) or
    // after a large file's first screens (logged before them); else first.
    if (times.length === (cacheFolder || firstScreen() ? 2 : 1)) resolveReal();
  });
  connection.onNotification('window/logMessage', (p) => logs.push(p.message));
  connection.onNotification('window/showMessage', () => undefined);
  connection.onRequest('workspace/configuration', (p) => p.items.map(() => ({ validation: { delay: 0 }, templating: { profile: '2019-07' } })));
  connection.onRequest('client/registerCapability', () => null);
  connection.listen();
  await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: { workspace: { configuration: true } }, initializationOptions: cacheFolder ? { cacheFolder } : undefined });
  await connection.sendNotification('initialized', {});
  await new Promise((r) => setTimeout(r, 200));
  started = performance.now();
  await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: 'file:///bench/corpus.cards', languageId: 'cardtext', version: 1, text } });
  await Promise.race([real, new Promise((r) => setTimeout(r, 60000))]);
  // Let the result cache be stored (1.5 s after the publish) before the server goes.
  if (cacheFolder) await new Promise((r) => setTimeout(r, 4000));
  await connection.sendRequest('shutdown').catch(() => undefined);
  await connection.sendNotification('exit').catch(() => undefined);
  connection.dispose();
  child.kill();
  return { first: times[0], real: times[times.length - 1], fromCache: logs.some((l) => /from the result cache/.test(l)), firstScreen: firstScreen() };
}

/** Runs the cache bench; returns the figures. */
export async function benchCache({ corpusDir, rounds = 5, lsp = true, log = console.log }) {
  const { cardToText } = await import('../out/server/src/language/importer.js');
  const cards = JSON.parse(readFileSync(join(corpusDir, 'cards.json'), 'utf8'));
  const texts = cards.map((c) => cardToText(c));
  // The corpus is Oracle text of mid-2019: read in its era (`@templating 2019-07`), as conformance reads it; under
  // today's profile its 2019 wording would carry ~8,000 wording notes, a workload of its own (measured apart by bench.mjs).
  // (the CLI reads the directive at the top of its files; the language server gets the profile as a setting.)
  const era = '@templating 2019-07\n\n';
  const dir = mkdtempSync(join(tmpdir(), 'cardtext-bench-cache-'));
  const file = join(dir, 'corpus.cards');
  const out = join(dir, 'out.json');
  const cli = join(repoRoot, 'bin', 'cardtext.js');
  const lintArgs = [cli, 'lint', '--format', 'json', '--cache', 'corpus.cards'];
  const load = [loadavg()[0]];
  writeFileSync(file, `${era}${texts.join('\n\n')}\n`);
  const cold = timeProcess(lintArgs, dir, out);
  const peerAvailable = spawnSync(process.execPath, ['-e', "import('vscode-json-languageservice').then(() => process.exit(0), () => process.exit(2))"], { cwd: repoRoot }).status === 0;
  const middle = Math.floor(texts.length / 2);
  let edits = 0;
  const measures = {
    peer: () => timeProcess([join(repoRoot, 'scripts', 'jsonServicePeer.mjs'), join(corpusDir, 'cards.json')], repoRoot, out),
    // No cache at all: what a first run costs (the cache file is neither read nor written).
    cold: () => timeProcess([cli, 'lint', '--format', 'json', 'corpus.cards'], dir, out),
    unchanged: () => timeProcess(lintArgs, dir, out),
    oneCard: () => {
      // A word of one card's rules text, new each time: exactly one card differs from the cache.
      texts[middle] = texts[middle].replace(/( Edit \d+)?$/, ` Edit ${++edits}`);
      writeFileSync(file, `${era}${texts.join('\n\n')}\n`);
      return timeProcess(lintArgs, dir, out);
    },
    lineAdded: () => {
      // A line added to (or removed from) the third card: it changes and every card below moves.
      texts[2] = texts[2].endsWith('\nFlavor: Moved.') ? texts[2].slice(0, -'\nFlavor: Moved.'.length) : `${texts[2]}\nFlavor: Moved.`;
      writeFileSync(file, `${era}${texts.join('\n\n')}\n`);
      return timeProcess(lintArgs, dir, out);
    },
  };
  if (!peerAvailable) delete measures.peer;
  const names = Object.keys(measures);
  const samples = Object.fromEntries(names.map((n) => [n, []]));
  for (let r = 0; r < rounds; r++) {
    const order = names.map((_, i) => names[(i + r) % names.length]);
    // After an edit the cache holds the edited file, so "unchanged" always finds every card.
    for (const name of order) samples[name].push(measures[name]());
  }
  const lspSamples = { cached: [], cachedReal: [], plain: [], plainReal: [] };
  let firstScreens = true;
  let fromCache = true;
  if (lsp) {
    const text = `${texts.join('\n\n')}\n`;
    const folder = join(dir, 'lsp-cache');
    await lspOpen(text, folder); // fills the cache
    for (let r = 0; r < Math.max(3, Math.ceil(rounds / 2)); r++) {
      for (const withCache of r % 2 === 0 ? [true, false] : [false, true]) {
        const run = await lspOpen(text, withCache ? folder : undefined);
        if (withCache) {
          lspSamples.cached.push(run.first);
          lspSamples.cachedReal.push(run.real);
          fromCache &&= run.fromCache;
        } else {
          lspSamples.plain.push(run.first);
          lspSamples.plainReal.push(run.real);
          firstScreens &&= run.firstScreen;
        }
      }
    }
  }
  load.push(loadavg()[0]);
  const cacheBytes = existsSync(join(dir, '.cardtextcache')) ? statSync(join(dir, '.cardtextcache')).size : 0;
  rmSync(dir, { recursive: true, force: true });
  const m = Object.fromEntries(names.map((n) => [n, median(samples[n])]));
  const figures = {
    cards: cards.length, rounds, loadAverage: load.map(round2), cacheBytes,
    coldWithCacheS: round3(cold),
    jsonServiceS: m.peer === undefined ? null : round3(m.peer),
    coldS: round3(m.cold), coldOverJsonService: m.peer === undefined ? null : round2(m.cold / m.peer),
    unchangedS: round3(m.unchanged), oneCardS: round3(m.oneCard), lineAddedS: round3(m.lineAdded),
    unchangedOverJsonService: m.peer === undefined ? null : round2(m.unchanged / m.peer),
    oneCardOverUnchanged: round2(m.oneCard / m.unchanged),
    lineAddedOverUnchanged: round2(m.lineAdded / m.unchanged),
    lsp: lsp ? { firstWithCacheS: round3(median(lspSamples.cached)), realWithCacheS: round3(median(lspSamples.cachedReal)), firstWithoutCacheS: round3(median(lspSamples.plain)), realWithoutCacheS: round3(median(lspSamples.plainReal)), publishedFromCache: fromCache, firstScreens } : null,
    samples,
  };
  log(`cardtext cache bench: ${cards.length} cards, fresh process per figure, median of ${rounds} rotated rounds; load average ${figures.loadAverage.join(' → ')} (2 cores)`);
  log('');
  log('| measure | median | ratio | goal |');
  log('|---|---|---|---|');
  if (figures.jsonServiceS !== null) log(`| JSON language service: parse + validate cards.json (Scryfall schema), whole process | ${figures.jsonServiceS} s | 1× | |`);
  else log('| JSON language service | not installed (npm i -D vscode-json-languageservice) | | |');
  log(`| \`lint --format json\`, no cache (cold, whole process) | ${figures.coldS} s | ${figures.coldOverJsonService ?? '–'}× the JSON service | ≤ 3× |`);
  log(`| \`lint --format json --cache\`, no card changed | ${figures.unchangedS} s | ${figures.unchangedOverJsonService ?? '–'}× the JSON service | ≤ 1× |`);
  log(`| same, one card edited | ${figures.oneCardS} s | ${figures.oneCardOverUnchanged}× no change | ≤ 1.2× |`);
  log(`| same, a line added near the top (every card below moves) | ${figures.lineAddedS} s | ${figures.lineAddedOverUnchanged}× no change | |`);
  log(`| first run with \`--cache\` (no cache yet; writes it: ${Math.round(cacheBytes / 1024)} KB) | ${figures.coldWithCacheS} s | | |`);
  if (figures.lsp) {
    log(`| LSP didOpen → first diagnostics, with the cache${figures.lsp.publishedFromCache ? '' : ' (NOT from the cache)'} | ${figures.lsp.firstWithCacheS} s | | ≤ 0.4 s |`);
    log(`| — then the parse's diagnostics replace them | ${figures.lsp.realWithCacheS} s | | |`);
    log(`| LSP didOpen → first diagnostics, no cache (${figures.lsp.firstScreens ? 'the first screens\' cards' : 'NOT the first screens'}) | ${figures.lsp.firstWithoutCacheS} s | | ≤ 1 s |`);
    log(`| — then the whole file's diagnostics replace them | ${figures.lsp.realWithoutCacheS} s | | |`);
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  requireBuild('benchCache');
  const figures = await benchCache({
    corpusDir: corpusFolder('benchCache', args, ['cards.json']),
    rounds: Number(option('benchCache', args, '--rounds', '5')),
    lsp: !args.includes('--no-lsp'),
  });
  const json = option('benchCache', args, '--json', undefined);
  if (json) writeFileSync(resolve(json), `${JSON.stringify(figures, null, 2)}\n`);
}
