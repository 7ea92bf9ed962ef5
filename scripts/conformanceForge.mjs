// Forge conformance on real cards: the corpus exported to Forge (`cardtext export --to forge`) and compared, ability by
// ability, with Forge's own hand-written scripts for the same cards by the forge-equivalence tool (its README defines an
// ability, the key parameters and the matching). Prints the table per effect kind and rarity.
// Usage: node scripts/conformanceForge.mjs [--corpus DIR] [--scripts FILE] [--tool DIR] [--no-gate] [--kinds N] [--json OUT] [--keep DIR]
//   --scripts FILE  Forge's scripts ([{name, script}]); default ../formats/forge/scripts.json beside the corpus folder
//   --tool DIR      the comparator; default ../tools/forge-equivalence beside the corpus folder
//   --kinds N       effect kinds listed in the table (default 30)
//   --keep DIR      also write the export there (to read it, or to run forge-sim's --check on it)
// Gates: "wrong" (written but not equivalent, as a share of what is written) at most 3%, and "equivalent" (commons and
// uncommons; all rarities) not below the figures committed in scripts/conformanceForge.json.
// Exit 1 if a gate fails, 2 if the corpus, the reference or Python can't be used. Nothing of the reference is written
// into the repository: the export and the comparison's verdicts live in a temporary folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { corpusFolder, fail, option, repoRoot, requireBuild } from './corpusOptions.mjs';

const script = 'conformanceForge';
const args = process.argv.slice(2);
const opt = (name, fallback) => option(script, args, name, fallback);
const corpusDir = corpusFolder(script, args, ['cards.json']);
const scriptsFile = resolve(opt('--scripts', join(corpusDir, '..', 'formats', 'forge', 'scripts.json')));
const toolDir = resolve(opt('--tool', join(corpusDir, '..', 'tools', 'forge-equivalence')));
const gate = !args.includes('--no-gate');
const kindRows = Number(opt('--kinds', '30'));
if (!existsSync(scriptsFile)) fail(script, `no Forge scripts at ${scriptsFile} (pass --scripts FILE)`);
if (!existsSync(join(toolDir, 'equivalence.py'))) fail(script, `no comparator at ${toolDir}/equivalence.py (pass --tool DIR)`);
if (spawnSync('python3', ['--version']).status !== 0) fail(script, 'python3 is not installed (the comparator is a Python script)');
requireBuild(script);
const { importCards } = await import('../out/server/src/language/importer.js');
const { parseDocument } = await import('../out/server/src/language/document.js');
const { buildExportSet } = await import('../out/server/src/export/setModel.js');
const { exporterFor } = await import('../out/server/src/export/registry.js');

let corpus;
try {
  corpus = JSON.parse(readFileSync(join(corpusDir, 'cards.json'), 'utf8'));
} catch (error) {
  fail(script, `cannot read the corpus at ${corpusDir}/cards.json: ${error.message}`);
}
const committed = JSON.parse(readFileSync(join(repoRoot, 'scripts', 'conformanceForge.json'), 'utf8'));

// ---- export the corpus as one set ----
let started = performance.now();
const imported = importCards(corpus);
const set = buildExportSet([parseDocument(imported.text, { uri: 'corpus.cards' })], { fallbackCode: 'CORP', fallbackName: 'Corpus' });
const result = exporterFor('forge').export(set, {});
const exportMs = performance.now() - started;
const work = mkdtempSync(join(tmpdir(), 'cardtext-forge-conformance-'));
const keep = opt('--keep');
const write = (root) => {
  for (const file of result.files) {
    const path = join(root, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
  }
};
write(work);
if (keep) write(resolve(keep));

// ---- compare with the comparator's own compare() ----
started = performance.now();
const verdicts = join(work, 'verdicts.json');
const run = spawnSync('python3', [join(repoRoot, 'scripts', 'forgeEquivalence.py'), toolDir, join(work, 'cards'), scriptsFile, verdicts], { encoding: 'utf8', maxBuffer: 1 << 26 });
if (run.status !== 0) {
  rmSync(work, { recursive: true, force: true });
  fail(script, `the comparator failed: ${(run.stderr || run.stdout).trim().split('\n').slice(-3).join(' ')}`);
}
const compared = JSON.parse(readFileSync(verdicts, 'utf8'));
const compareMs = performance.now() - started;
rmSync(work, { recursive: true, force: true });

// ---- the table ----
const rarityOf = new Map();
for (const c of corpus) {
  const names = [c.name, ...(c.card_faces ?? []).map((f) => f.name), c.name.split(' // ')[0]];
  for (const n of names) if (!rarityOf.has(n)) rarityOf.set(n, c.rarity ?? '?');
}
const blank = () => ({ abilities: 0, equivalent: 0, different: 0, missing: 0, extra: 0, cards: 0, full: 0 });
const byRarity = new Map();
const byKind = new Map();
const all = blank();
const add = (map, key) => {
  if (!map.has(key)) map.set(key, blank());
  return map.get(key);
};
for (const card of compared.cards) {
  const rarity = rarityOf.get(card.name) ?? '?';
  const groups = [all, add(byRarity, rarity), add(byRarity, ['common', 'uncommon'].includes(rarity) ? 'common+uncommon' : 'rare+mythic+other')];
  for (const g of groups) {
    g.cards++;
    if (card.full) g.full++;
  }
  for (const [kind, head, status] of card.rows) {
    const k = add(byKind, `${kind}:${head}`);
    for (const g of [...groups, k]) {
      g.abilities++;
      if (status === 'equivalent') g.equivalent++;
      else if (status === 'missing') g.missing++;
      else g.different++;
    }
  }
  for (const [kind, head] of card.extra) for (const g of [...groups, add(byKind, `${kind}:${head}`)]) g.extra++;
}
const pct = (a, b) => (b ? (100 * a) / b : 0);
const wrongShare = (g) => pct(g.different + g.extra, g.equivalent + g.different + g.extra);
const row = (label, g) => `${label.padEnd(34)} ${String(g.abilities).padStart(6)} ${String(g.equivalent).padStart(6)} ${pct(g.equivalent, g.abilities).toFixed(1).padStart(6)}% ${String(g.different).padStart(5)} ${String(g.extra).padStart(5)} ${String(g.missing).padStart(6)} ${wrongShare(g).toFixed(1).padStart(5)}%`;
const header = `${'effect kind / rarity'.padEnd(34)} ${'abil'.padStart(6)} ${'equiv'.padStart(6)} ${'share'.padStart(7)} ${'diff'.padStart(5)} ${'extra'.padStart(5)} ${'miss'.padStart(6)} ${'wrong'.padStart(6)}`;
console.log(`Forge conformance: ${compared.cards.length} corpus cards with a Forge script (${compared.unmatched} exported cards have none); export ${exportMs.toFixed(0)} ms, comparison ${compareMs.toFixed(0)} ms`);
console.log(header);
const kinds = [...byKind.entries()].sort((a, b) => b[1].abilities - a[1].abilities || a[0].localeCompare(b[0]));
for (const [label, g] of kinds.slice(0, kindRows)) console.log(row(label, g));
if (kinds.length > kindRows) {
  const rest = blank();
  for (const [, g] of kinds.slice(kindRows)) for (const k of Object.keys(rest)) rest[k] += g[k];
  console.log(row(`(${kinds.length - kindRows} other kinds)`, rest));
}
console.log('');
for (const r of ['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus', '?', 'common+uncommon', 'rare+mythic+other']) {
  const g = byRarity.get(r);
  if (g) console.log(`${row(r, g)}  fully playable ${g.full}/${g.cards}`);
}
console.log(`${row('all', all)}  fully playable ${all.full}/${all.cards}`);

const cu = byRarity.get('common+uncommon') ?? blank();
const figures = {
  commonUncommon: Number(pct(cu.equivalent, cu.abilities).toFixed(1)),
  all: Number(pct(all.equivalent, all.abilities).toFixed(1)),
  wrong: Number(wrongShare(all).toFixed(1)),
  fullyPlayable: all.full,
};
const rows = [
  ['abilities equivalent, commons and uncommons', `${figures.commonUncommon}%`, `>= ${committed.commonUncommon}% (committed)`, figures.commonUncommon >= committed.commonUncommon],
  ['abilities equivalent, all rarities', `${figures.all}%`, `>= ${committed.all}% (committed)`, figures.all >= committed.all],
  ['written but not equivalent (wrong), share of written', `${figures.wrong}%`, '<= 3%', figures.wrong <= 3],
  ['cards fully playable', `${all.full}/${all.cards}`, 'reported', true],
];
console.log('');
for (const [what, now, goal, ok] of rows) console.log(`${ok ? '  ' : '✗ '}${what.padEnd(54)} ${now.padStart(12)}   ${goal}`);
if (opt('--json')) writeFileSync(opt('--json'), JSON.stringify({ figures, byRarity: Object.fromEntries(byRarity), byKind: Object.fromEntries(kinds), cards: compared.cards }, null, 1));
if (gate && rows.some((r) => !r[3])) {
  console.log('conformanceForge: FAILED');
  process.exit(1);
}
