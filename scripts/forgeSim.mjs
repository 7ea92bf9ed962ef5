// The Forge exports played in Forge's own engine (../shared/tools/forge-sim, Java 17): the examples' and the fixture
// sets' exports must load (`run.sh --check`: no CARD FAIL or MISSING-SVAR; NO-SPELL only for cards the export lists
// as not playable), and a few AI games with decks of the sets' triggered cards must end without an error, each of
// those cards triggering at least once.
// Usage: node scripts/forgeSim.mjs [--tool DIR] [--games N] [--keep DIR] [--no-games]
//   --tool DIR   forge-sim; default $CARDTEXT_FORGE_SIM, else ../shared/tools/forge-sim beside the repository
//   --games N    AI games to play (default 10)
//   --keep DIR   also write the exports and decks there
// Exit 1 if a gate fails, 2 if forge-sim or Java can't be used or the build is missing.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fail, option, repoRoot, requireBuild } from './corpusOptions.mjs';

const script = 'forgeSim';
const args = process.argv.slice(2);
const opt = (name, fallback) => option(script, args, name, fallback);
const tool = resolve(opt('--tool', process.env.CARDTEXT_FORGE_SIM || join(repoRoot, '..', 'shared', 'tools', 'forge-sim')));
const games = Number(opt('--games', '10'));
if (!existsSync(join(tool, 'run.sh'))) fail(script, `no forge-sim at ${tool} (pass --tool DIR or set CARDTEXT_FORGE_SIM)`);
if (spawnSync('java', ['-version']).status !== 0) fail(script, 'java is not installed (Debian: apt-get install -y openjdk-17-jre-headless)');
if (!Number.isInteger(games) || games < 1) fail(script, '--games needs a whole number of games, 1 or more');
requireBuild(script);
const { parseDocument } = await import('../out/server/src/language/document.js');
const { buildExportSet } = await import('../out/server/src/export/setModel.js');
const { exporterFor } = await import('../out/server/src/export/registry.js');

const started = performance.now();
const work = mkdtempSync(join(tmpdir(), 'cardtext-forge-sim-'));
const cards = join(work, 'cards');
const failures = [];
const rows = [];

// ---- export each set ----
const sets = [
  ...readdirSync(join(repoRoot, 'examples')).filter((f) => f.endsWith('.cards')).map((f) => join('examples', f)),
  ...readdirSync(join(repoRoot, 'test', 'fixtures', 'sets')).filter((f) => f.endsWith('.cards')).map((f) => join('test', 'fixtures', 'sets', f)),
  join('test', 'fixtures', 'export', 'violet.cards'),
];
const notPlayable = new Set();
const candidates = [];
for (const path of sets) {
  const text = readFileSync(join(repoRoot, path), 'utf8');
  const set = buildExportSet([parseDocument(text, { uri: path })], { fallbackName: basename(path, '.cards') });
  const result = exporterFor('forge').export(set, {});
  const dir = join(cards, basename(path, '.cards'));
  for (const file of result.files) {
    if (!file.path.startsWith('cards/')) continue;
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.content);
    const content = String(file.content);
    const name = /^Name:(.*)$/m.exec(content)?.[1];
    // Cards for the games: fully playable creatures castable from basic lands of one colour, with a trigger that every
    // game gives a chance to happen (it enters the battlefield; your upkeep or end step), not one that needs it to die,
    // and with no target (a trigger with no legal target does nothing, and the AI may hold such a creature back).
    const full = !result.scripted.notPlayable.some((n) => n.card.split(' // ')[0] === name);
    const cost = /^ManaCost:(.*)$/m.exec(content)?.[1] ?? '';
    const colors = [...new Set(cost.split(' ').filter((s) => /^[WUBRG]$/.test(s)))];
    const mv = cost.split(' ').reduce((n, s) => n + (/^\d+$/.test(s) ? Number(s) : /^[WUBRG]$/.test(s) ? 1 : 99), 0);
    // An intervening "if" (IsPresent$, CheckSVar$) or a trigger from another zone than the battlefield may never happen.
    const everyGame = content.split('\n').some((l) => /^T:Mode\$ (?:ChangesZone \| Origin\$ Any \| Destination\$ Battlefield \| ValidCard\$ Card\.Self|Phase \| Phase\$ [^|]* \| ValidPlayer\$ You) \|/.test(l)
      && !/\b(?:IsPresent|CheckSVar)\$|TriggerZones\$ (?!Battlefield)/.test(l));
    if (full && /^Types:.*\bCreature\b/m.test(content) && everyGame && !content.includes('ALTERNATE') && !content.includes('ValidTgts') && colors.length === 1 && mv <= 4) {
      candidates.push({ name, color: colors[0], mv, set: path });
    }
  }
  for (const n of result.scripted.notPlayable) notPlayable.add(n.card.split(' // ')[0]);
  rows.push([`${path}: cards fully playable in Forge`, `${result.scripted.full} of ${result.scripted.full + result.scripted.notPlayable.length}`, 'reported']);
}

// ---- every script loads ----
const run = (argv, timeoutS) => spawnSync('bash', [join(tool, 'run.sh'), ...argv], { encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, TIMEOUT_S: String(timeoutS) } });
const check = run(['--check', cards], 600);
const cardLines = check.stdout.split('\n').filter((l) => l.startsWith('CARD '));
// Forge's reader stops at a script it cannot read ("Error loading cardscript …") and waits: the run times out.
const rejected = `${check.stdout}\n${check.stderr}`.split('\n').filter((l) => /Error loading cardscript/.test(l));
if (rejected.length > 0) {
  rmSync(work, { recursive: true, force: true });
  console.log(`forgeSim: FAILED\nForge's card reader rejects:\n  ${rejected.join('\n  ')}`);
  process.exit(1);
}
if (check.status === 2 || cardLines.length === 0) {
  rmSync(work, { recursive: true, force: true });
  fail(script, `forge-sim could not run: ${(check.stderr || check.stdout).trim().split('\n').slice(-3).join(' ')}`);
}
// Planes, schemes, vanguards and conspiracies live in Forge's variant card database, which the driver does not look in.
const variant = /\t(?:Vanguard|Scheme|Ongoing Scheme|Plane|Phenomenon|Conspiracy)\b/;
const failed = cardLines.filter((l) => l.startsWith('CARD FAIL') && !/not in card database/.test(l));
const unlooked = cardLines.filter((l) => /not in card database/.test(l));
const missing = cardLines.filter((l) => /MISSING-SVAR|BAD-SVAR/.test(l));
const noSpell = cardLines.filter((l) => /NO-SPELL/.test(l)).map((l) => l.split('\t')[1]);
const unlisted = noSpell.filter((n) => !notPlayable.has(n));
rows.push(['scripts built by Forge\'s engine', `${cardLines.length - failed.length - unlooked.length} of ${cardLines.length}`, 'all']);
rows.push(['CARD FAIL (scripts Forge does not build), MISSING-SVAR / BAD-SVAR', `${failed.length}, ${missing.length}`, '0, 0']);
rows.push(['NO-SPELL (instants and sorceries Forge cannot cast) not listed as not playable', `${unlisted.length} (of ${noSpell.length})`, '0']);
if (failed.length > 0) failures.push(`scripts Forge does not build:\n  ${failed.join('\n  ')}`);
if (missing.length > 0) failures.push(`scripts with a missing or bad SVar:\n  ${missing.join('\n  ')}`);
if (unlisted.length > 0) failures.push(`instants or sorceries Forge cannot cast that the export does not list: ${unlisted.join(', ')}`);
const clash = unlooked.filter((l) => !variant.test(readCardType(l)));
if (clash.length > 0) failures.push(`scripts Forge's card reader rejected (or a name clash):\n  ${clash.join('\n  ')}`);

function readCardType(line) {
  const name = line.split('\t')[1];
  for (const dir of readdirSync(cards)) {
    const root = join(cards, dir, 'cards');
    for (const letter of existsSync(root) ? readdirSync(root) : []) {
      for (const f of readdirSync(join(root, letter))) {
        const content = readFileSync(join(root, letter, f), 'utf8');
        if (content.startsWith(`Name:${name}\n`)) return `\t${/^Types:(.*)$/m.exec(content)?.[1] ?? ''}`;
      }
    }
  }
  return '';
}

// ---- AI games with decks of triggered cards ----
// Basic lands for the decks: those whose scripts forge-sim's res.zip holds (it has Forest, Island and Mountain, not
// Plains or Swamp: the colours of the games are the ones it can give lands to).
const basic = { W: 'plains', U: 'island', B: 'swamp', R: 'mountain', G: 'forest' };
const listing = spawnSync('unzip', ['-Z1', join(tool, 'res.zip')], { encoding: 'utf8', maxBuffer: 1 << 26 }).stdout ?? '';
const lands = Object.fromEntries(Object.entries(basic).filter(([, f]) => listing.includes(`cardsfolder/${f[0]}/${f}.txt`)).map(([c, f]) => [c, `${f[0].toUpperCase()}${f.slice(1)}|M10`]));
const byColor = new Map();
for (const c of candidates) {
  if (!byColor.has(c.color)) byColor.set(c.color, []);
  if (!byColor.get(c.color).some((x) => x.name === c.name)) byColor.get(c.color).push(c);
}
const colors = [...byColor.entries()].filter(([color, list]) => list.length >= 4 && lands[color]).sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0])).slice(0, 2);
const chosen = [];
if (games > 0 && !args.includes('--no-games') && colors.length > 0) {
  const decks = colors.map(([color, list], i) => {
    // The cheapest four (then by name): cards the AI casts early, so their triggers have games to happen in.
    const picked = [...list].sort((a, b) => a.mv - b.mv || a.name.localeCompare(b.name)).slice(0, 4);
    chosen.push(...picked);
    const path = join(work, `deck${i + 1}.dck`);
    writeFileSync(path, ['[metadata]', `Name=Triggers ${color}`, '[Main]', `24 ${lands[color]}`, ...picked.map((c) => `4 ${c.name}`)].join('\n') + '\n');
    return path;
  });
  if (decks.length === 1) decks.push(decks[0]);
  const play = run([cards, decks[0], decks[1], String(games), '-q'], 150 * games + 120);
  const results = play.stdout.split('\n').filter((l) => / RESULT: /.test(l));
  const errors = results.filter((l) => /RESULT: ERROR/.test(l));
  const use = new Map(play.stdout.split('\n').filter((l) => l.startsWith('USE\t')).map((l) => l.split('\t')).map(([, name, cast, triggered]) => [name, { cast: Number(cast), triggered: Number(triggered) }]));
  const silent = chosen.filter((c) => !(use.get(c.name)?.triggered > 0));
  rows.push([`AI games played (decks: ${chosen.map((c) => c.name).join(', ')})`, `${results.length} of ${games}`, `${games}`]);
  rows.push(['games ending in an error (RESULT: ERROR)', String(errors.length), '0']);
  rows.push(['triggered cards that triggered at least once', `${chosen.length - silent.length} of ${chosen.length}`, `${chosen.length} of ${chosen.length}`]);
  for (const c of chosen) rows.push([`  ${c.name} (${c.set}): cast / triggered`, `${use.get(c.name)?.cast ?? 0} / ${use.get(c.name)?.triggered ?? 0}`, '≥ 1 triggered']);
  if (results.length !== games) failures.push(`only ${results.length} of ${games} games finished: ${(play.stderr || '').trim().split('\n').slice(-3).join(' ')}`);
  if (errors.length > 0) failures.push(`games ended in an error:\n  ${errors.join('\n  ')}`);
  if (silent.length > 0) failures.push(`cards that never triggered in ${games} games: ${silent.map((c) => c.name).join(', ')}`);
} else if (!args.includes('--no-games')) failures.push(`no four fully playable triggered creatures of one colour with basic lands (${Object.keys(lands).join('') || 'none'}) in the sets, so no games were played`);

const keep = opt('--keep');
if (keep) cpSync(work, resolve(keep), { recursive: true });
rmSync(work, { recursive: true, force: true });
console.log(`forge-sim gates (${tool}), ${((performance.now() - started) / 1000).toFixed(0)} s`);
for (const [what, now, goal] of rows) console.log(`  ${what.padEnd(84)} ${String(now).padStart(10)}   ${goal}`);
if (failures.length > 0) {
  console.log(`\nforgeSim: FAILED\n${failures.join('\n')}`);
  process.exit(1);
}
