// Conformance of cardtext on real cards: imports every card of the corpus, lints it, compares the
// model with Scryfall's data, and measures recall on cards mutated to contain each defect class; then
// runs the corpus-wide tests (test/conformance/, built to out/test/conformance/) against the same
// corpus and the seed pages.
// Usage: node scripts/conformance.mjs [--corpus DIR] [--seeds DIR] [--no-gate] [--no-tests] [--no-export] [--no-cache] [--json OUT]
//   --corpus DIR   the corpus folder (cards.json, rulings.json, comprehensive-rules.txt);
//                  default $CARDTEXT_CORPUS, else ../shared/corpus beside the repository
//   --seeds DIR    the seed pages; default $CARDTEXT_SEEDS, else seeds/ beside the corpus folder
// Exit 1 if a gate or a corpus test fails, 2 if the corpus can't be read or the build is missing.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusFolder, fail, option, repoRoot, requireBuild, seedsFolder } from './corpusOptions.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => option('conformance', args, name, fallback);
const corpusDir = corpusFolder('conformance', args);
const runTests = !args.includes('--no-tests');
const seedsDir = runTests ? seedsFolder('conformance', args, corpusDir) : undefined;
const gate = !args.includes('--no-gate');
requireBuild('conformance');
const { cardToText } = await import('../out/server/src/language/importer.js');
const { parseDocument } = await import('../out/server/src/language/document.js');
const { validateDocument } = await import('../out/server/src/language/validation.js');
const { declarationsFrom } = await import('../out/server/src/language/declarations.js');
const { emptyDeclarations } = await import('../out/server/src/language/model/symbols.js');
const { readProfile } = await import('../out/server/src/language/templating/profile.js');
// The corpus is Oracle text of mid-2019: read in its era's wording, as `cardtext.templating.profile` "2019-07" would
// (the wording notes and today's profile are measured apart, by scripts/conformanceTemplating.mjs).
const era = { baseDeclarations: declarationsFrom([], { ...emptyDeclarations(), templating: readProfile('2019-07', 'setting') }) };

let cards;
try {
  cards = JSON.parse(readFileSync(`${corpusDir}/cards.json`, 'utf8'));
  if (!Array.isArray(cards)) throw new Error('it is not a JSON array of cards');
} catch (error) {
  fail('conformance', `cannot read the corpus cards ${corpusDir}/cards.json: ${error.message}`);
}

const isJoke = (c) => !c.legalities || Object.keys(c.legalities).length === 0;
const isOddLayout = (c) => ['planar', 'scheme', 'vanguard'].includes(c.layout);
const category = (c) => (isOddLayout(c) ? 'plane/scheme/vanguard' : isJoke(c) ? 'joke' : 'real');

// ---- 1. every card in one document, as a set file would hold them ----
const texts = cards.map((c) => cardToText(c));
const started = performance.now();
const doc = parseDocument(texts.join('\n\n'), era);
const diagnostics = validateDocument(doc);
const lintMs = performance.now() - started;

const byCard = new Map();
for (const chunk of doc.chunks) if (chunk.model) byCard.set(chunk.model.card, chunk);
const diagByLine = new Map();
for (const d of diagnostics) {
  const list = diagByLine.get(d.range.start.line) ?? [];
  list.push(d);
  diagByLine.set(d.range.start.line, list);
}
const diagsOf = (card) => {
  const out = [];
  for (let l = card.range.start.line; l <= card.range.end.line; l++) out.push(...(diagByLine.get(l) ?? []));
  return out;
};

const rows = { real: { cards: 0, errors: 0, warnings: 0, infos: 0 }, joke: { cards: 0, errors: 0, warnings: 0, infos: 0 }, 'plane/scheme/vanguard': { cards: 0, errors: 0, warnings: 0, infos: 0 } };
const parseFailures = [];
const roundTrip = [];
const mvDisagree = [];
const ciDisagree = [];
// Scryfall gives planes, schemes and vanguards (never in a Commander deck) no colour identity: reported apart.
const ciDisagreeOdd = [];
const realFindings = [];
if (doc.cards.length !== cards.length) parseFailures.push(`the corpus file parsed into ${doc.cards.length} cards, expected ${cards.length}`);
const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
cards.forEach((c, i) => {
  const card = doc.cards[i];
  if (!card) return;
  const model = byCard.get(card)?.model;
  const cat = category(c);
  rows[cat].cards++;
  const ds = diagsOf(card);
  for (const d of ds) {
    if (d.severity === 'error') rows[cat].errors++;
    else if (d.severity === 'warning') rows[cat].warnings++;
    else rows[cat].infos++;
    if (d.code === 'syntax-error') parseFailures.push(`${c.name}: ${d.message}`);
    if (cat === 'real' && (d.severity === 'error' || d.severity === 'warning')) realFindings.push(`${c.name}: ${d.code}: ${d.message}`);
  }
  // round trip: the imported text parses back to the same name, cost, types, text and stats
  const faces = c.card_faces ?? [c];
  if (card.name !== c.name) roundTrip.push(`${c.name}: name read back as "${card.name}"`);
  faces.forEach((f, k) => {
    const face = card.faces[k];
    if (!face) return roundTrip.push(`${c.name}: face ${k + 1} missing`);
    const cost = (face.manaCost?.symbols ?? []).map((s) => s.text).join('');
    if (cost !== (f.mana_cost ?? '')) roundTrip.push(`${c.name}: cost ${cost} vs ${f.mana_cost}`);
    if (norm(face.typeLine?.text) !== norm(f.type_line)) roundTrip.push(`${c.name}: type line "${face.typeLine?.text}" vs "${f.type_line}"`);
    const lines = texts[i].split('\n');
    const start = face.name.range.start.line - card.range.start.line;
    const body = (f.oracle_text ?? '').split('\n').filter((l) => l.trim() !== '');
    const got = lines.slice(start + 2, start + 2 + body.length);
    if (norm(got.join('\n')) !== norm(body.join('\n'))) roundTrip.push(`${c.name}: rules text differs`);
    const pt = face.stats.filter((s) => s.statKind === 'powerToughness' && !s.levelBand).pop();
    if (f.power !== undefined && (pt?.power !== f.power || pt?.toughness !== f.toughness)) roundTrip.push(`${c.name}: P/T ${pt?.power}/${pt?.toughness} vs ${f.power}/${f.toughness}`);
    const loyalty = face.stats.find((s) => s.statKind === 'loyalty');
    if (f.loyalty !== undefined && loyalty?.value !== f.loyalty) roundTrip.push(`${c.name}: loyalty ${loyalty?.value} vs ${f.loyalty}`);
  });
  if (!model) return;
  if (model.manaValue !== c.cmc) mvDisagree.push(`${c.name} [${c.layout}]: ${model.manaValue} vs cmc ${c.cmc}`);
  const ours = [...model.colorIdentity].sort().join('');
  const theirs = [...c.color_identity].sort().join('');
  if (ours !== theirs) (cat === 'plane/scheme/vanguard' ? ciDisagreeOdd : ciDisagree).push(`${c.name} [${c.layout}]: ${ours || '(none)'} vs ${theirs || '(none)'}`);
});

// ---- 2. mutations: each defect class inserted into real cards that do not have it ----
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}
const random = rng(20261129);
const real = cards.filter((c) => category(c) === 'real' && !c.card_faces);

/** Each mutation returns { text, line } (line: 0-based line of the defect) or undefined if it doesn't apply. */
const mutations = {
  'insert {T} into a mana cost': {
    code: 'illegal-cost-symbol',
    apply(c) {
      const symbols = (c.mana_cost ?? '').match(/\{[^}]+\}/g);
      if (!symbols) return undefined;
      symbols.splice(Math.floor(random() * (symbols.length + 1)), 0, '{T}');
      return { text: cardToText({ ...c, mana_cost: symbols.join('') }), line: 0 };
    },
  },
  ...Object.fromEntries(['{T}', '{E}', '{K}'].map((replacement) => [`replace the mana after Add with ${replacement}`, {
    code: 'undefined-mana-type',
    apply(c) {
      const lines = (c.oracle_text ?? '').split('\n');
      const at = lines.findIndex((l) => /\b[Aa]dds?(?: one mana of| an additional| an amount of)? \{[WUBRGC0-9SX]\}/.test(l.replace(/\([^)]*\)/g, '')));
      if (at < 0) return undefined;
      lines[at] = lines[at].replace(/(\b[Aa]dds?(?: one mana of| an additional| an amount of)? )\{[WUBRGC0-9SX]\}/, `$1${replacement}`);
      return { text: cardToText({ ...c, oracle_text: lines.join('\n') }), line: 2 + at };
    },
  }])),
  'duplicate {T} in an activation cost': {
    code: 'illegal-cost-symbol',
    apply(c) {
      const lines = (c.oracle_text ?? '').split('\n');
      const at = lines.findIndex((l) => /^[^"(:]*\{T\}[^"(:]*:/.test(l));
      if (at < 0) return undefined;
      lines[at] = lines[at].replace('{T}', '{T}, {T}');
      return { text: cardToText({ ...c, oracle_text: lines.join('\n') }), line: 2 + at };
    },
  },
  'duplicate {T} in an activation cost stated by reminder text': {
    code: 'illegal-cost-symbol',
    apply(c) {
      const lines = (c.oracle_text ?? '').split('\n');
      const at = lines.findIndex((l) => /\([^()":]*\{T\}[^()":]*:/.test(l));
      if (at < 0) return undefined;
      lines[at] = lines[at].replace(/(\([^()":]*)\{T\}/, '$1{T}, {T}');
      return { text: cardToText({ ...c, oracle_text: lines.join('\n') }), line: 2 + at };
    },
  },
  'put {T} into a keyword cost': {
    code: 'illegal-cost-symbol',
    apply(c) {
      const lines = (c.oracle_text ?? '').split('\n');
      const shape = /^([A-Z][a-z’'-]+(?: [a-z’'-]+)?) ((?:\{[^}]+\})+)(?= \(|$)/;
      const at = lines.findIndex((l) => shape.test(l));
      if (at < 0) return undefined;
      lines[at] = lines[at].replace(shape, (_, name, cost) => `${name} ${cost}{T}`);
      return { text: cardToText({ ...c, oracle_text: lines.join('\n') }), line: 2 + at };
    },
  },
  'swap "any color" for "the chosen color"': {
    code: 'undefined-mana-type',
    apply(c) {
      const text = c.oracle_text ?? '';
      if (/choose|chosen/i.test(text)) return undefined;
      const lines = text.split('\n');
      const phrase = /(\b[Aa]dds? (?:one|two|three|X|an additional) mana of )any color/;
      const at = lines.findIndex((l) => phrase.test(l.replace(/\([^)]*\)/g, '')));
      if (at < 0) return undefined;
      lines[at] = lines[at].replace(phrase, '$1the chosen color');
      return { text: cardToText({ ...c, oracle_text: lines.join('\n') }), line: 2 + at };
    },
  },
  'add "Draw X cards." to a card with no X': {
    code: 'undefined-x',
    apply(c) {
      if (/X/.test(`${c.mana_cost} ${c.oracle_text ?? ''}`)) return undefined;
      const lines = (c.oracle_text ?? '').split('\n').filter((l) => l.trim());
      lines.push('Draw X cards.');
      return { text: cardToText({ ...c, oracle_text: lines.join('\n') }), line: 2 + lines.length - 1 };
    },
  },
};

// ---- 2b. mutations for the checks of issue 10: text edits on real cards, with their own random sequence ----
const random10 = rng(20261210);
const romanNumerals = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const keywordLine = /^(Flying|First strike|Double strike|Deathtouch|Defender|Haste|Hexproof|Indestructible|Lifelink|Menace|Reach|Trample|Vigilance|Flash|Prowess|Shroud|Intimidate|Flanking|Shadow|Fear|Infect|Wither|Changeling|Convoke|Delve|Cascade|Exalted|Persist|Undying|Devoid|Skulk|Horsemanship|Phasing|Storm|Rebound|Cycling|Kicker|Flashback|Echo|Madness|Morph|Equip|Protection|Enchant|Ward|Annihilator|Bushido|Ninjutsu|Evoke|Unearth|Dash|Embalm|Eternalize|Afflict|Afterlife|Riot|Mentor|Fabricate|Crew|Emerge|Escalate|Surge|Awaken|Prowl|Suspend|Vanishing|Fading|Modular|Graft|Dredge|Transmute|Replicate|Forecast|Recover|Ripple|Absorb|Bloodthirst|Amplify|Provoke|Affinity|Entwine|Sunburst|Splice|Soulshift|Epic|Haunt|Champion|Hideaway|Conspire|Retrace|Devour|Miracle|Soulbond|Overload|Scavenge|Unleash|Cipher|Evolve|Extort|Fuse|Bestow|Tribute|Dethrone|Outlast|Renown|Ingest|Myriad|Melee|Partner|Undaunted|Improvise|Aftermath|Ascend|Assist|Spectacle)\b(?=,|$| \(| \{| \d| from| —| X)/;
/** One typing slip in a keyword: two neighbouring letters swapped, one dropped, or a two-word keyword run together. */
function misspell(word) {
  if (word.includes(' ') && random10() < 0.5) return word.replace(' ', '');
  const i = 1 + Math.floor(random10() * (word.length - 2));
  if (word[i] !== ' ' && word[i + 1] !== ' ' && word[i + 1] !== undefined && word[i] !== word[i + 1] && random10() < 0.5) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return word.slice(0, i) + word.slice(i + 1);
}
const realIndex = new Map(real.map((c, i) => [c, i]));
Object.assign(mutations, {
  'merge two cards (the blank line between them removed)': {
    code: 'missing-blank-line',
    apply(c) {
      const next = real[realIndex.get(c) + 1];
      if (!next) return undefined;
      const first = cardToText(c);
      return { text: `${first}\n${cardToText(next)}`, line: first.split('\n').length };
    },
  },
  'misspell the keyword that starts a line': {
    code: 'unknown-keyword',
    apply(c) {
      const lines = (c.oracle_text ?? '').split('\n');
      // Not a keyword whose cost has X (Kicker {X}): misspelling it rightly leaves the card's X undefined too.
      const at = lines.findIndex((l) => keywordLine.test(l) && !/\{X\}|\bX\b/.test(l.replace(/\([^)]*\)/g, '')));
      if (at < 0) return undefined;
      const keyword = keywordLine.exec(lines[at])[1];
      lines[at] = misspell(keyword) + lines[at].slice(keyword.length);
      return { text: cardToText({ ...c, oracle_text: lines.join('\n') }), line: 2 + at };
    },
  },
  'write modes with * instead of •': {
    code: 'mode-bullet',
    apply(c) {
      const lines = (c.oracle_text ?? '').split('\n');
      const at = lines.findIndex((l) => l.startsWith('• '));
      if (at < 0) return undefined;
      return { text: cardToText({ ...c, oracle_text: lines.map((l) => l.replace(/^• /, '* ')).join('\n') }), line: 2 + at };
    },
  },
  'duplicate the power/toughness or loyalty line': {
    code: 'duplicate-stats',
    apply(c) {
      const stats = c.power !== undefined ? `${c.power}/${c.toughness}` : c.loyalty !== undefined ? `Loyalty: ${c.loyalty}` : undefined;
      if (!stats) return undefined;
      const text = `${cardToText(c)}\n${stats}`;
      return { text, line: text.split('\n').length - 1 };
    },
  },
  'add a chapter beyond the last to a Saga': {
    code: 'saga-chapter',
    apply(c) {
      const chapters = (c.oracle_text ?? '').match(/^[IVX]+(?=[,\s])/gm);
      if (!/Saga/.test(c.type_line ?? '') || !chapters) return undefined;
      const last = Math.max(...chapters.map((n) => romanNumerals.indexOf(n)));
      const added = `${romanNumerals[last + 1]} — Draw a card.`;
      const text = cardToText({ ...c, oracle_text: `${c.oracle_text}\n${added}` });
      // The added chapter is the last rules line, not the last line (printing fields follow it).
      return { text, line: text.split('\n').lastIndexOf(added) };
    },
  },
});

const recall = [];
const misses = {};
for (const [name, mutation] of Object.entries(mutations)) {
  let applied = 0;
  let detected = 0;
  let collateral = 0;
  for (const c of real) {
    const mutated = mutation.apply(c);
    if (!mutated) continue;
    applied++;
    const ds = validateDocument(parseDocument(mutated.text, era));
    if (ds.some((d) => d.code === mutation.code && d.range.start.line === mutated.line)) detected++;
    else (misses[name] ??= []).push(`${c.name}: ${mutated.text.split('\n')[mutated.line]}`);
    // Collateral: new errors or warnings elsewhere than the mutated line (an undeclared {K} is also an unknown symbol there).
    const before = new Set(diagsOf(doc.cards[cards.indexOf(c)]).map((d) => d.code));
    if (ds.some((d) => d.code !== mutation.code && !before.has(d.code) && d.range.start.line !== mutated.line && (d.severity === 'error' || d.severity === 'warning'))) collateral++;
  }
  recall.push({ name, code: mutation.code, applied, detected, collateral, recall: applied ? detected / applied : 0 });
}

// ---- report ----
const pct = (x) => `${(100 * x).toFixed(2)}%`;
const agreeMv = 1 - mvDisagree.length / cards.length;
const deckCards = cards.length - rows['plane/scheme/vanguard'].cards;
const agreeCi = 1 - ciDisagree.length / deckCards;
const lines = [];
lines.push(`cardtext conformance on ${cards.length} corpus cards (${corpusDir})`, '');
lines.push('| measure | value | goal |', '|---|---|---|');
lines.push(`| parse failures | ${parseFailures.length} | 0 |`);
lines.push(`| round-trip mismatches (name, cost, types, text, stats) | ${roundTrip.length} | 0 |`);
for (const [cat, r] of Object.entries(rows)) {
  lines.push(`| ${cat} cards: errors / warnings / info | ${r.errors} / ${r.warnings} / ${r.infos} (of ${r.cards} cards) | ${cat === 'real' ? '0 / 0' : 'reported'} |`);
}
lines.push(`| manaValue = cmc | ${cards.length - mvDisagree.length}/${cards.length} (${pct(agreeMv)}) | 100% |`);
lines.push(`| colorIdentity = color_identity (cards that can be in a deck) | ${deckCards - ciDisagree.length}/${deckCards} (${pct(agreeCi)}) | 100% |`);
lines.push(`| colorIdentity = color_identity (planes, schemes, vanguards) | ${rows['plane/scheme/vanguard'].cards - ciDisagreeOdd.length}/${rows['plane/scheme/vanguard'].cards} | reported |`);
for (const r of recall) lines.push(`| recall: ${r.name} → ${r.code} | ${r.detected}/${r.applied} (${pct(r.recall)}), collateral ${r.collateral} | ≥ 99%, 0 |`);
lines.push(`| lint time, whole corpus in one file | ${lintMs.toFixed(0)} ms | |`);
const list = (title, items) => {
  if (items.length === 0) return;
  lines.push('', `${title} (${items.length}):`, ...items.slice(0, 50).map((x) => `  - ${x}`));
  if (items.length > 50) lines.push(`  … ${items.length - 50} more`);
};
list('Parse failures', parseFailures);
list('Round-trip mismatches', roundTrip);
list('Errors and warnings on real cards', realFindings);
list('manaValue disagreements', mvDisagree);
list('colorIdentity disagreements', ciDisagree);
list('colorIdentity disagreements on planes, schemes and vanguards (Scryfall gives them none; 903.4 would)', ciDisagreeOdd);
for (const [name, items] of Object.entries(misses)) list(`Missed: ${name}`, items);
console.log(lines.join('\n'));

// ---- 3. the corpus-wide tests: the unit tests' assertions on the whole corpus, and the seed pages ----
let tests;
if (runTests) {
  console.log(`\nCorpus tests (test/conformance) on ${corpusDir}, seed pages ${seedsDir}:`);
  const mocha = join(repoRoot, 'node_modules', 'mocha', 'bin', 'mocha.js');
  const run = spawnSync(process.execPath, [mocha, '--no-config', '--ui', 'tdd', '--timeout', '120000', '--reporter', 'dot', 'out/test/conformance/**/*.test.js'], {
    cwd: repoRoot, stdio: 'inherit', env: { ...process.env, CARDTEXT_CORPUS: corpusDir, CARDTEXT_SEEDS: seedsDir },
  });
  tests = run.status === 0 ? 'passed' : `failed (${run.error ? run.error.message : `mocha exit ${run.status ?? run.signal}`})`;
}
if (opt('--json')) writeFileSync(opt('--json'), JSON.stringify({ rows, parseFailures, roundTrip, mvDisagree, ciDisagree, ciDisagreeOdd, recall, tests: tests ?? 'not run' }, null, 2));

// Gates: the goals of issue 2, and the corpus tests.
const failures = [];
if (tests && tests !== 'passed') failures.push(`corpus tests ${tests}`);
if (parseFailures.length > 0) failures.push('parse failures');
if (roundTrip.length > 0) failures.push('round-trip mismatches');
if (rows.real.errors + rows.real.warnings > 0) failures.push('errors or warnings on real cards');
if (agreeMv < 1) failures.push('manaValue agreement below 100%');
if (agreeCi < 1) failures.push('colorIdentity agreement below 100%');
for (const r of recall) {
  if (r.recall < 0.99) failures.push(`recall below 99% for "${r.name}"`);
  if (r.collateral > 0) failures.push(`new unrelated diagnostics for "${r.name}"`);
}
// ---- 4. the export gates (every format from examples/ and the corpus), unless --no-export ----
if (!args.includes('--no-export')) {
  console.log('\nExport conformance (scripts/conformanceExport.mjs):');
  const run = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'conformanceExport.mjs'), '--corpus', corpusDir, ...(gate ? [] : ['--no-gate'])], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) failures.push(`export gates failed (exit ${run.status ?? run.signal})`);
}
// ---- 4a. Forge: the corpus export against Forge's own scripts, ability by ability (effect kinds and rarities) ----
if (!args.includes('--no-export')) {
  console.log('\nForge conformance (scripts/conformanceForge.mjs):');
  const run = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'conformanceForge.mjs'), '--corpus', corpusDir, ...(gate ? [] : ['--no-gate'])], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) failures.push(`Forge conformance gates failed (exit ${run.status ?? run.signal})`);
}
// ---- 4b. the templating profiles: quiet rates on each era's cards, recall of wording defects ----
{
  console.log('\nTemplating conformance (scripts/conformanceTemplating.mjs):');
  const run = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'conformanceTemplating.mjs'), '--corpus', corpusDir, ...(gate ? [] : ['--no-gate'])], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) failures.push(`templating gates failed (exit ${run.status ?? run.signal})`);
}
// ---- 4c. real-card data: update from a loopback server, explain's rulings, load times, precedent top-1/top-3 ----
{
  console.log('\nReal-card data conformance (scripts/conformanceKnowledge.mjs):');
  const run = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'conformanceKnowledge.mjs'), '--corpus', corpusDir, ...(gate ? [] : ['--no-gate'])], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) failures.push(`real-card data gates failed (exit ${run.status ?? run.signal})`);
}
// ---- 4d. set design: as-fan against 100,000 opened packs, the colour pie and New World Order on real cards ----
{
  console.log('\nSet-design conformance (scripts/conformanceDesign.mjs):');
  const run = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'conformanceDesign.mjs'), '--corpus', corpusDir, ...(gate ? [] : ['--no-gate'])], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) failures.push(`set-design gates failed (exit ${run.status ?? run.signal})`);
}
// ---- 5. the result cache: warm and edited `lint --cache` reruns print what an uncached run prints, unless --no-cache ----
if (!args.includes('--no-cache')) {
  console.log('\nResult cache conformance (scripts/cacheConformance.mjs):');
  const run = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'cacheConformance.mjs'), '--corpus', corpusDir], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) failures.push(`result cache gates failed (exit ${run.status ?? run.signal})`);
}
if (failures.length > 0) {
  console.log(`\nGATES FAILED: ${failures.join('; ')}`);
  if (gate) process.exitCode = 1;
} else console.log('\nAll gates passed.');
