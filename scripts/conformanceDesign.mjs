// Set design on real and example cards (issue #19):
//   1. as-fan exactness: the as-fan `cardtext stats` gives equals the mean over 100,000 opened packs within
//      three standard errors, for every colour and rarity — on the examples (through `cardtext boosters
//      --packs 100000 --format json` itself), the test fixtures' sets, and each set of the corpus (cards.json
//      grouped by `set`, draft booster; rarities are each card's newest printing, so approximate; sets too
//      small to fill a pack without repeating a card are counted and left out);
//   2. the colour pie on real cards: mono-coloured real cards flagged as bends <= 3 % (listed), and real
//      cards moved to a colour that never does their effect (black creature removal made green, blue
//      counterspells made red) flagged >= 90 %;
//   3. New World Order: the red-flag share at common, uncommon, rare and mythic must rise with rarity; the ten
//      most red-flagged real commons are listed with their reasons;
//   4. a 300-card set's overview in <= 300 ms.
// Usage: node scripts/conformanceDesign.mjs [--corpus DIR] [--packs N] [--no-gate] [--json OUT]
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusFolder, option, repoRoot, requireBuild } from './corpusOptions.mjs';

const args = process.argv.slice(2);
const corpusDir = corpusFolder('conformanceDesign', args, ['cards.json']);
const packs = Number(option('conformanceDesign', args, '--packs', '100000'));
const gate = !args.includes('--no-gate');
requireBuild('conformanceDesign');
const { cardToText } = await import('../out/server/src/language/importer.js');
const { parseDocument } = await import('../out/server/src/language/document.js');
const { validateDocument } = await import('../out/server/src/language/validation.js');
const { designCards, setCollations, poolsOf } = await import('../out/server/src/setDesign/designCards.js');
const { asFan } = await import('../out/server/src/setDesign/asFan.js');
const { draftBooster, fillProblem } = await import('../out/server/src/setDesign/collation.js');
const { drawPacks } = await import('../out/server/src/setDesign/packs.js');
const { effectsOf } = await import('../out/server/src/setDesign/effects.js');
const { colorPie } = await import('../out/server/src/language/data/colorPie.js');
const { redFlagsOf } = await import('../out/server/src/setDesign/newWorldOrder.js');
const { setOverview } = await import('../out/server/src/render/preview.js');

const corpus = JSON.parse(readFileSync(join(corpusDir, 'cards.json'), 'utf8'));
const failures = [];
const lines = [];
const report = {};
const colorKeys = ['W', 'U', 'B', 'R', 'G', 'multicolor', 'colorless'];
const rarityKeys = ['common', 'uncommon', 'rare', 'mythic', 'basic land'];

// ---- 1. as-fan against opened packs ----
/** Per key (colour:X, rarity:Y): the mean cards per pack over `n` packs and its standard error. */
function tally(cards, collation, n, seed) {
  const keys = [...colorKeys.map((k) => `color:${k}`), ...rarityKeys.map((k) => `rarity:${k}`)];
  const index = new Map(keys.map((k, i) => [k, i]));
  const sum = new Float64Array(keys.length);
  const sumSq = new Float64Array(keys.length);
  const now = new Float64Array(keys.length);
  let current = 0;
  const flush = () => {
    for (let i = 0; i < keys.length; i++) { sum[i] += now[i]; sumSq[i] += now[i] * now[i]; now[i] = 0; }
  };
  // Each card's two keys, looked up once (the callback runs 1.5 million times a set).
  const slots = new Map(cards.map((card) => [card, [index.get(`color:${card.color}`), index.get(`rarity:${card.basicLand ? 'basic land' : card.rarity}`)]]));
  drawPacks(cards, collation, n, seed, (p, card) => {
    if (p !== current) { flush(); current = p; }
    const [color, rarity] = slots.get(card);
    now[color]++;
    now[rarity]++;
  });
  flush();
  return Object.fromEntries(keys.map((k, i) => {
    const mean = sum[i] / n;
    const variance = Math.max(0, (sumSq[i] - n * mean * mean) / (n - 1));
    return [k, { mean, se: Math.sqrt(variance / n) }];
  }));
}

/** Compares the as-fan with tallied means: the keys outside three standard errors (as-fan is rounded to 1e-4). */
const allZ = [];
function compare(fan, means, record = true) {
  const off = [];
  let worst = 0;
  for (const [key, { mean, se }] of Object.entries(means)) {
    const [kind, name] = key.split(':');
    const exact = kind === 'color' ? fan.colors[name] : fan.rarity[name];
    const z = se > 0 ? Math.abs(mean - exact) / se : Math.abs(mean - exact) > 1e-4 ? Infinity : 0;
    if (Math.abs(mean - exact) > 3 * se + 1e-4) off.push(`${key}: as-fan ${exact}, mean ${mean.toFixed(4)} ± ${se.toFixed(4)}`);
    if (se > 0) { worst = Math.max(worst, z); if (record) allZ.push((mean - exact) / se); }
  }
  return { off, worst };
}

const exactness = [];
// The examples, through the CLI: `stats --format json`'s asFan against `boosters --packs N --format json`.
const cli = join(repoRoot, 'bin', 'cardtext.js');
const examples = ['design.cards', 'clean.cards', 'showcase.cards'];
for (const name of examples) {
  const file = join(repoRoot, 'examples', name);
  const stats = JSON.parse(execFileSync(process.execPath, [cli, 'stats', '--format', 'json', file], { encoding: 'utf8', maxBuffer: 1 << 26 }).toString() || '{}');
  let out;
  try {
    out = execFileSync(process.execPath, [cli, 'boosters', file, '--packs', String(packs), '--seed', 'conformance', '--format', 'json'], { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    exactness.push({ source: `examples/${name}`, skipped: String(error.stderr ?? error.message).trim().replace(/^cardtext: /, '') });
    continue;
  }
  const opened = JSON.parse(out);
  const byName = new Map(designCards(parseDocument(readFileSync(file, 'utf8')).models).map((c) => [c.model.card.name, c]));
  const keys = [...colorKeys.map((k) => `color:${k}`), ...rarityKeys.map((k) => `rarity:${k}`)];
  const acc = Object.fromEntries(keys.map((k) => [k, { sum: 0, sumSq: 0 }]));
  for (const pack of opened) {
    const now = Object.fromEntries(keys.map((k) => [k, 0]));
    for (const c of pack) {
      const card = byName.get(c.name);
      now[`color:${card.color}`]++;
      now[`rarity:${c.rarity}`]++;
    }
    for (const k of keys) { acc[k].sum += now[k]; acc[k].sumSq += now[k] * now[k]; }
  }
  const n = opened.length;
  const means = Object.fromEntries(keys.map((k) => {
    const mean = acc[k].sum / n;
    return [k, { mean, se: Math.sqrt(Math.max(0, (acc[k].sumSq - n * mean * mean) / (n - 1)) / n) }];
  }));
  exactness.push({ source: `examples/${name}`, collation: stats.asFan.collation, ...compare(stats.asFan, means) });
}

// The fixture sets and each corpus set, in process (the same drawing routine the CLI uses).
const fixtureDir = join(repoRoot, 'test', 'fixtures', 'sets');
for (const name of readdirSync(fixtureDir).filter((f) => f.endsWith('.cards')).sort()) {
  const doc = parseDocument(readFileSync(join(fixtureDir, name), 'utf8'));
  const cards = designCards(doc.models);
  const collation = setCollations(doc.directives).default;
  const problem = fillProblem(collation, poolsOf(cards));
  if (problem) { exactness.push({ source: `test/fixtures/sets/${name}`, skipped: problem }); continue; }
  exactness.push({ source: `test/fixtures/sets/${name}`, collation: collation.name, ...compare(asFan(cards, collation), tally(cards, collation, packs, 'conformance')) });
}
const bySet = new Map();
for (const c of corpus) {
  if (!c.set || ['token', 'double_faced_token', 'emblem', 'planar', 'scheme', 'vanguard'].includes(c.layout)) continue;
  (bySet.get(c.set) ?? bySet.set(c.set, []).get(c.set)).push(c);
}
let corpusSets = 0;
let corpusSkipped = 0;
const started = performance.now();
for (const [code, list] of [...bySet].sort((a, b) => a[0].localeCompare(b[0]))) {
  const doc = parseDocument(list.map((c) => cardToText(c)).join('\n\n'));
  const cards = designCards(doc.models);
  if (fillProblem(draftBooster, poolsOf(cards))) { corpusSkipped++; continue; }
  corpusSets++;
  const result = compare(asFan(cards, draftBooster), tally(cards, draftBooster, packs, `conformance-${code}`));
  exactness.push({ source: `corpus set ${code} (${cards.length} cards, rarities approximate)`, collation: 'draft', ...result, again: () => compare(asFan(cards, draftBooster), tally(cards, draftBooster, packs, `conformance-${code}-again`), false) });
}
const corpusMs = performance.now() - started;
const tested = exactness.filter((e) => !e.skipped);
const offSets = tested.filter((e) => e.off.length > 0);
const worstZ = Math.max(...tested.map((e) => e.worst));
report.asFan = { packs, tested: tested.length, corpusSets, corpusSkipped, off: offSets.map((e) => ({ source: e.source, off: e.off })), worstZ, skipped: exactness.filter((e) => e.skipped).map((e) => ({ source: e.source, skipped: e.skipped })) };
lines.push(`cardtext set-design conformance (${corpusDir})`, '', '| measure | value | goal |', '|---|---|---|');
for (const e of exactness.filter((x) => !x.source.startsWith('corpus'))) {
  lines.push(`| as-fan = mean of ${packs} packs: ${e.source}${e.collation ? ` (${e.collation})` : ''} | ${e.skipped ? `not opened: ${e.skipped}` : e.off.length === 0 ? `every colour and rarity within 3 SE (largest ${e.worst.toFixed(2)} SE)` : e.off.join('; ')} | ${e.skipped ? 'reported' : 'within 3 SE'} |`);
}
const corpusTested = tested.filter((e) => e.source.startsWith('corpus'));
const corpusOff = corpusTested.filter((e) => e.off.length > 0);
lines.push(`| as-fan = mean of ${packs} packs: corpus sets (draft booster; rarities approximate) | ${corpusTested.length - corpusOff.length}/${corpusTested.length} sets within 3 SE for every colour and rarity (largest ${Math.max(0, ...corpusTested.map((e) => e.worst)).toFixed(2)} SE); ${corpusSkipped} sets too small for a pack left out; ${(corpusMs / 1000).toFixed(1)} s | every set |`);
// If the as-fan were biased, the z-scores would not look like a standard normal's: their mean would leave 0
// and more than ~0.27 % would lie beyond 3.
const zMean = allZ.reduce((a, b) => a + b, 0) / allZ.length;
const zBeyond = allZ.filter((z) => Math.abs(z) > 3).length;
lines.push(`| as-fan against opened packs: z-scores of all ${allZ.length} comparisons | mean ${zMean.toFixed(3)}, sd ${Math.sqrt(allZ.reduce((a, b) => a + (b - zMean) ** 2, 0) / allZ.length).toFixed(3)}, ${zBeyond} beyond 3 (${((100 * zBeyond) / allZ.length).toFixed(2)} %) | mean ≈ 0, sd ≈ 1, ≈ 0.27 % beyond 3 |`);
report.asFan.z = { comparisons: allZ.length, mean: zMean, beyond3: zBeyond };
for (const e of offSets.filter((x) => !x.source.startsWith('corpus'))) failures.push(`as-fan off the sampled mean for ${e.source}: ${e.off.join('; ')}`);
// The 3-SE band holds ~99.7 % of honest comparisons; over a hundred sets and twelve keys each a few fall
// outside it by chance (all listed below): a corpus set fails when a key misses by more than 4.5 SE, more
// than two keys miss, or it misses again when its packs are opened with another seed.
// A set outside 3 SE is opened again with another seed: chance does not repeat, a biased as-fan would.
for (const e of corpusOff) e.retry = e.again();
const far = (e) => e.off.length > 2 || e.worst > 4.5 || e.retry.off.length > 0;
for (const e of corpusOff.filter(far)) failures.push(`as-fan off the sampled mean for ${e.source}: ${e.off.join('; ')}${e.retry.off.length ? `; again with another seed: ${e.retry.off.join('; ')}` : ''}`);

// ---- 2. the colour pie on real cards ----
const legal = corpus.filter((c) => Object.keys(c.legalities ?? {}).length > 0 && !['token', 'double_faced_token', 'emblem', 'planar', 'scheme', 'vanguard'].includes(c.layout));
// As a set (design notes apply to files that say @set): the diagnostics are measured too.
const realDoc = parseDocument(`@set RL Real cards\n\n${legal.map((c) => cardToText(c)).join('\n\n')}`);
const bentOf = (model) => effectsOf(model).filter((id) => colorPie[id] && !model.colors.some((col) => colorPie[id].places[col] !== 'never'));
const mono = realDoc.models.filter((m) => m.colors.length === 1 && !m.isToken);
const realBends = mono.map((m) => ({ name: m.card.name, color: m.colors[0], effects: bentOf(m) })).filter((x) => x.effects.length > 0);
const bendShare = realBends.length / mono.length;
lines.push(`| colour pie: real mono-coloured cards flagged as bends | ${realBends.length}/${mono.length} (${(100 * bendShare).toFixed(2)} %) | ≤ 3 % |`);
if (bendShare > 0.03) failures.push(`real mono-coloured cards flagged as bends: ${(100 * bendShare).toFixed(2)} % > 3 %`);
// The diagnostic itself, on the same cards (the check and the table agree).
const diagnosed = new Set(validateDocument(realDoc).filter((d) => d.code === 'color-pie-bend').map((d) => d.card));
const monoBentNames = new Set(realBends.map((b) => b.name));
const disagree = [...monoBentNames].filter((n) => !diagnosed.has(n));
if (disagree.length > 0) failures.push(`color-pie-bend diagnostics missing on ${disagree.length} bent cards (${disagree.slice(0, 5).join(', ')})`);

// Altered: real cards picked by their Oracle text (not by cardtext's effect patterns), recoloured.
const textOf = (c) => (c.oracle_text ?? (c.card_faces ?? []).map((f) => f.oracle_text ?? '').join('\n')).toLowerCase();
const monoOf = (c, color) => c.colors?.length === 1 && c.colors[0] === color && !c.card_faces;
const recolour = (c, from, to) => ({ ...c, name: `${c.name} (recoloured)`, mana_cost: (c.mana_cost ?? '').replace(/\{([^}]*)\}/g, (m, inner) => `{${inner.split('/').map((x) => (x === from ? to : x)).join('/')}}`), colors: [to], color_indicator: c.color_indicator ? [to] : undefined, oracle_text: c.oracle_text.split(c.name).join(`${c.name} (recoloured)`) });
const altered = [
  { label: 'black creature removal ("destroy target … creature") made green', from: 'B', to: 'G', pick: (c) => monoOf(c, 'B') && /\bdestroy target\b[^.]*\bcreature\b/.test(textOf(c)) },
  { label: 'blue counterspells ("counter target … spell") made red', from: 'U', to: 'R', pick: (c) => monoOf(c, 'U') && /\bcounter target\b[^.]*\bspell\b/.test(textOf(c)) },
];
report.altered = [];
for (const a of altered) {
  const chosen = legal.filter(a.pick);
  const doc = parseDocument(`@set RL Recoloured\n\n${chosen.map((c) => cardToText(recolour(c, a.from, a.to))).join('\n\n')}`);
  const flagged = new Set(validateDocument(doc).filter((d) => d.code === 'color-pie-bend').map((d) => d.card));
  const missed = doc.models.filter((m) => !flagged.has(m.card.name)).map((m) => m.card.name.replace(/ \(recoloured\)$/, ''));
  const share = (chosen.length - missed.length) / chosen.length;
  report.altered.push({ label: a.label, cards: chosen.length, flagged: chosen.length - missed.length, missed });
  lines.push(`| colour pie: ${a.label}, flagged | ${chosen.length - missed.length}/${chosen.length} (${(100 * share).toFixed(1)} %) | ≥ 90 % |`);
  if (share < 0.9) failures.push(`${a.label}: ${(100 * share).toFixed(1)} % flagged < 90 %`);
}

// ---- 3. New World Order on real cards ----
const byRarity = { common: [0, 0], uncommon: [0, 0], rare: [0, 0], mythic: [0, 0] };
const flaggedCommons = [];
legal.forEach((c, i) => {
  const model = realDoc.models[i];
  if (!model || !byRarity[c.rarity] || (model.faces[0]?.supertypes.includes('Basic'))) return;
  const flags = redFlagsOf(model);
  byRarity[c.rarity][0]++;
  if (flags.length > 0) byRarity[c.rarity][1]++;
  if (c.rarity === 'common' && flags.length > 0) flaggedCommons.push({ name: c.name, flags: flags.map((f) => f.id), words: textOf(c).split(/\s+/).length });
});
const shares = Object.fromEntries(Object.entries(byRarity).map(([r, [n, f]]) => [r, n ? f / n : 0]));
lines.push(`| New World Order: red-flagged share by rarity (newest printing; approximate) | ${Object.entries(byRarity).map(([r, [n, f]]) => `${r} ${f}/${n} = ${(100 * shares[r]).toFixed(1)} %`).join(', ')} | rises C < U < R |`);
if (!(shares.common < shares.uncommon && shares.uncommon < shares.rare)) failures.push('the red-flag share does not rise from common to uncommon to rare');
flaggedCommons.sort((a, b) => b.flags.length - a.flags.length || b.words - a.words || a.name.localeCompare(b.name));
report.newWorldOrder = { byRarity, shares, top: flaggedCommons.slice(0, 10) };

// ---- 4. the overview of a 300-card set ----
const sample = legal.filter((c) => c.rarity && !c.card_faces).filter((_, i) => i % Math.max(1, Math.floor(legal.length / 300)) === 0).slice(0, 300);
const sampleText = `@set SMP Sample\n@collation draft\n@skeleton W: 30 common, 10 uncommon; U: 30 common, 10 uncommon\n\n${sample.map((c) => cardToText(c)).join('\n\n')}`;
const sampleDoc = parseDocument(sampleText);
const sampleDiagnostics = validateDocument(sampleDoc);
const times = [];
for (let i = 0; i < 7; i++) {
  const t = performance.now();
  setOverview([{ doc: sampleDoc, diagnostics: sampleDiagnostics }], 'Sample');
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const overviewMs = times[3];
lines.push(`| overview of a ${sampleDoc.models.length}-card set with a skeleton (design panels included; median of 7 runs, ${times[0].toFixed(0)}–${times[6].toFixed(0)} ms) | ${overviewMs.toFixed(0)} ms | ≤ 300 ms |`);
if (overviewMs > 300) failures.push(`a 300-card overview took ${overviewMs.toFixed(0)} ms > 300 ms`);
report.overviewMs = overviewMs;

const list = (title, items) => {
  if (items.length === 0) return;
  lines.push('', `${title} (${items.length}):`, ...items.slice(0, 60).map((x) => `  - ${x}`));
  if (items.length > 60) lines.push(`  … ${items.length - 60} more`);
};
list('Real mono-coloured cards flagged as colour-pie bends (real bends, or the table\'s gaps)', realBends.map((b) => `${b.name} (${b.color}): ${b.effects.join(', ')}`));
for (const a of report.altered) list(`Missed — ${a.label}`, a.missed);
list('The ten most red-flagged real commons, with their reasons', report.newWorldOrder.top.map((t) => `${t.name}: ${t.flags.join(', ')}`));
list('Sets not opened', exactness.filter((e) => e.skipped && !e.source.startsWith('corpus')).map((e) => `${e.source}: ${e.skipped}`));
list('Corpus sets outside 3 SE on a key, within 3 SE on every key when opened again with another seed (chance at this many comparisons)', corpusOff.filter((e) => !far(e)).map((e) => `${e.source}: ${e.off.join('; ')}; again: largest ${e.retry.worst.toFixed(2)} SE`));
console.log(lines.join('\n'));
const json = option('conformanceDesign', args, '--json', undefined);
if (json) writeFileSync(json, JSON.stringify({ ...report, failures }, null, 2));
if (failures.length > 0) {
  console.log(`\nDESIGN GATES FAILED: ${failures.join('; ')}`);
  if (gate) process.exitCode = 1;
} else console.log('\nDesign gates passed.');
