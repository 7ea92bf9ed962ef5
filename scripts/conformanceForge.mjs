// Forge conformance on real cards: the corpus exported to Forge (`cardtext export --to forge`) and compared, ability by
// ability, with Forge's own hand-written scripts for the same cards by the forge-equivalence tool (its README defines an
// ability, the key parameters and the matching). Prints the table per effect kind and rarity.
// Usage: node scripts/conformanceForge.mjs [--corpus DIR] [--scripts FILE] [--tool DIR] [--no-gate] [--kinds N] [--json OUT] [--keep DIR]
//   --scripts FILE  Forge's scripts ([{name, script}]); default ../formats/forge/scripts.json beside the corpus folder
//   --tool DIR      the comparator; default ../tools/forge-equivalence beside the corpus folder
//   --kinds N       effect kinds listed in the table (default 30)
//   --keep DIR      also write the export there (to read it, or to run forge-sim's --check on it)
//   --forge-sim DIR also load the export in Forge's engine (forge-sim's run.sh --check, Java 17) and count the scripts it
//                   does not build (CARD FAIL, MISSING-SVAR) and the instants and sorceries it cannot cast (NO-SPELL)
// Gates: "equivalent" (commons and uncommons; all rarities) not below the figures committed in
// scripts/conformanceForge.json, and "wrong" (written but not equivalent, as a share of what is written) not above
// the ceiling committed there. Issue 35's goal for "wrong" is 3%; the table prints it beside the figure. The ceiling is
// the measured figure, committed with the gate, until the goal is reached (then it is 3).
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
const forgeSim = opt('--forge-sim');
let simRows = [];
if (forgeSim) {
  // Planes, schemes, vanguards and conspiracies live in Forge's variant card database, where the driver does not look.
  const sim = spawnSync('bash', [join(resolve(forgeSim), 'run.sh'), '--check', join(work, 'cards')], { encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, TIMEOUT_S: '1500' } });
  const lines = sim.stdout.split('\n').filter((l) => l.startsWith('CARD '));
  const variant = new Set(result.files.filter((f) => /^Types:.*\b(?:Vanguard|Scheme|Plane|Phenomenon|Conspiracy)\b/m.test(String(f.content))).map((f) => /^Name:(.*)$/m.exec(String(f.content))?.[1]));
  const failed = lines.filter((l) => l.startsWith('CARD FAIL') && !variant.has(l.split('\t')[1]));
  const missing = lines.filter((l) => /MISSING-SVAR|BAD-SVAR/.test(l));
  const noSpell = lines.filter((l) => /NO-SPELL/.test(l)).map((l) => l.split('\t')[1]);
  const listed = new Set(result.scripted.notPlayable.map((n) => n.card.split(' // ')[0]));
  simRows = [
    ['forge-sim: scripts loaded', `${lines.length} (${variant.size} variant cards not looked up)`, 'all'],
    ['forge-sim: CARD FAIL, MISSING-SVAR', `${failed.length}, ${missing.length}`, '0, 0'],
    ['forge-sim: NO-SPELL (not listed as not playable)', `${noSpell.length} (${noSpell.filter((n) => !listed.has(n)).length})`, 'only listed'],
  ];
  if (sim.status === 2 || lines.length === 0) simRows.push(['forge-sim: the engine could not run', (sim.stderr || '').trim().split('\n').slice(-1)[0] ?? '', '']);
}

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
  ['abilities equivalent, commons and uncommons', `${figures.commonUncommon.toFixed(1)}%`, `>= ${committed.commonUncommon}% (committed)`, figures.commonUncommon >= committed.commonUncommon],
  ['abilities equivalent, all rarities', `${figures.all.toFixed(1)}%`, `>= ${committed.all}% (committed)`, figures.all >= committed.all],
  ['written but not equivalent (wrong), share of written', `${figures.wrong.toFixed(1)}% (${all.different + all.extra} of ${all.equivalent + all.different + all.extra})`, `<= ${committed.maxWrong}% (committed; goal 3%)`, figures.wrong <= committed.maxWrong],
  ['cards fully playable', `${all.full}/${all.cards}`, 'reported', true],
];
console.log('');
for (const [what, now, goal] of simRows) console.log(`  ${what.padEnd(54)} ${now.padStart(12)}   ${goal}`);
for (const [what, now, goal, ok] of rows) console.log(`${ok ? '  ' : '✗ '}${what.padEnd(54)} ${now.padStart(12)}   ${goal}`);
if (opt('--json')) writeFileSync(opt('--json'), JSON.stringify({ figures, byRarity: Object.fromEntries(byRarity), byKind: Object.fromEntries(kinds), cards: compared.cards }, null, 1));
if (gate && rows.some((r) => !r[3])) {
  console.log('conformanceForge: FAILED');
  process.exit(1);
}
