// Real-card data end to end on the corpus: a bulk-data server on loopback (test/realCards/bulkServer.ts,
// the shapes of Scryfall's listing and files) serves the corpus's cards and rulings; `cardtext
// knowledge update --source` installs them into a fresh XDG_CACHE_HOME; `cardtext explain` then prints
// every official ruling of the three seed cards with no other option. Also the download and index sizes,
// the index's load time (the corpus, and 30,000 generated cards), and the precedent gates
// (scripts/conformancePrecedent.mjs).
// Usage: node scripts/conformanceKnowledge.mjs [--corpus DIR] [--no-gate]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusFolder, repoRoot } from './corpusOptions.mjs';
import { startBulkServer } from '../out/test/realCards/bulkServer.js';
import { loadIndex } from '../out/server/src/realCards/loadIndex.js';
import { indexFacts, makeManifest, realCardOf, serializeIndex } from '../out/server/src/realCards/indexFormat.js';
import { KnowledgeStore } from '../out/server/src/knowledgeFiles.js';

const args = process.argv.slice(2);
const gate = !args.includes('--no-gate');
const corpusDir = corpusFolder('conformanceKnowledge', args, ['cards.json', 'rulings.json']);
const cards = JSON.parse(readFileSync(join(corpusDir, 'cards.json'), 'utf8'));
const rulings = JSON.parse(readFileSync(join(corpusDir, 'rulings.json'), 'utf8'));
const rows = [];
const failures = [];
const cache = mkdtempSync(join(tmpdir(), 'cardtext-knowledge-conformance-'));
const cli = join(repoRoot, 'dist', 'cli.js');
const env = { ...process.env, XDG_CACHE_HOME: cache, CARDTEXT_CACHE_DIR: '' };
/** The CLI in a child process (asynchronous: the bulk server runs in this one). */
const run = (...argv) => new Promise((resolve) => {
  const child = spawn(process.execPath, [cli, ...argv], { env, cwd: cache });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  child.on('close', (status) => resolve({ status, stdout, stderr }));
});

const server = await startBulkServer(cards, rulings);
try {
  const started = performance.now();
  const update = await run('knowledge', 'update', '--source', server.listing);
  const seconds = (performance.now() - started) / 1000;
  if (update.status !== 0) failures.push(`knowledge update failed: ${update.stderr.trim().split('\n').pop()}`);
  const folder = join(cache, 'cardtext', 'knowledge');
  const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
  const downloaded = manifest.sources.reduce((n, s) => n + s.bytes, 0);
  const raw = statSync(join(corpusDir, 'cards.json')).size + statSync(join(corpusDir, 'rulings.json')).size;
  rows.push(['knowledge update from the loopback server (corpus cards and rulings)', `${manifest.cards} cards, ${manifest.rulings} rulings in ${seconds.toFixed(1)} s`, `${cards.length} cards`]);
  rows.push(['downloaded (gzip, as Scryfall sends it) / the same files as JSON / the index', `${(downloaded / 1048576).toFixed(1)} MB / ${(raw / 1048576).toFixed(1)} MB / ${(manifest.bytes / 1048576).toFixed(1)} MB`, '']);
  if (manifest.cards !== cards.length) failures.push(`the index holds ${manifest.cards} of ${cards.length} cards`);

  // explain prints every ruling of the seed cards, with no other option.
  for (const name of ['Deal Broker', 'Bane Alley Broker', 'Agent of Treachery']) {
    const id = cards.find((c) => c.name === name)?.oracle_id;
    const own = rulings.filter((r) => r.oracle_id === id);
    const explained = await run('explain', name);
    const missing = own.filter((r) => !explained.stdout.includes(r.comment.trim()));
    const header = new RegExp(`^${name}: ${own.length} rulings?, newest first`).test(explained.stdout);
    rows.push([`explain "${name}": its official rulings`, `${own.length - missing.length}/${own.length}${header ? '' : ' (header differs)'}`, `${own.length}/${own.length}`]);
    if (missing.length > 0 || !header || explained.status !== 0) failures.push(`explain "${name}" lacks ${missing.length} rulings`);
  }

  // Load times: the installed corpus index, then 30,000 generated cards (the corpus three times, renamed).
  const time = (fn) => {
    const times = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      fn();
      times.push(performance.now() - t);
    }
    return times.sort((a, b) => a - b)[2];
  };
  const corpusMs = time(() => new KnowledgeStore().loadRealCards(folder));
  rows.push([`load the installed index (${manifest.cards} cards; read, checked, parsed), median of 5`, `${corpusMs.toFixed(0)} ms`, '≤ 300 ms']);
  const real = cards.map((c) => realCardOf(c)?.card).filter(Boolean);
  const big = { cards: [0, 1, 2].flatMap((k) => real.map((c) => ({ ...c, name: k ? `${c.name} ${k}` : c.name }))), rulings: [] };
  const perCard = manifest.rulings / manifest.cards;
  for (let i = 0; i < big.cards.length * perCard; i++) big.rulings.push([i % big.cards.length, '2019-01-01', `A generated ruling ${i} of about the length real ones have, saying what happens when the card meets another.`, 'wotc']);
  const bigFolder = join(cache, 'big');
  mkdirSync(bigFolder);
  const text = serializeIndex(big);
  writeFileSync(join(bigFolder, 'index-1.json'), text);
  writeFileSync(join(bigFolder, 'manifest.json'), JSON.stringify(makeManifest('index-1.json', indexFacts(text, big), 'generated', [])));
  const bigMs = time(() => new KnowledgeStore().loadRealCards(bigFolder));
  if (!loadIndex(bigFolder).ok) failures.push('the generated 30,000-card index did not load');
  rows.push([`load an index of ${big.cards.length} generated cards and ${big.rulings.length} rulings (${(text.length / 1048576).toFixed(1)} MB), median of 5`, `${bigMs.toFixed(0)} ms`, '≤ 300 ms']);
  const store = new KnowledgeStore();
  store.loadRealCards(bigFolder);
  const prepareMs = store.prepareRealCards();
  const precedentMs = store.buildPrecedent();
  rows.push([`then, in the background: its rulings and names indexed / the precedent index built`, `${prepareMs.toFixed(0)} ms / ${precedentMs.toFixed(0)} ms`, 'off the request path']);
  if (bigMs > 300) failures.push(`loading 30,000 cards takes ${bigMs.toFixed(0)} ms`);
} finally {
  await server.close();
  rmSync(cache, { recursive: true, force: true });
}

console.log(`cardtext real-card data conformance on ${corpusDir}\n`);
console.log(['| measure | value | goal |', '|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n'));
console.log('\nPrecedent (scripts/conformancePrecedent.mjs):');
const precedent = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'conformancePrecedent.mjs'), '--corpus', corpusDir, ...(gate ? [] : ['--no-gate'])], { cwd: repoRoot, stdio: 'inherit' });
if (precedent.status !== 0) failures.push(`precedent gates failed (exit ${precedent.status})`);
if (failures.length) {
  console.log(`\nGATES FAILED:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  if (gate) process.exitCode = 1;
} else console.log('\nAll real-card data gates passed.');
