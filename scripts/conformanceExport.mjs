// Export conformance on real cards: every format written from examples/ and from the whole corpus,
// validated as each tool reads it. Usage: node scripts/conformanceExport.mjs [--corpus DIR] [--no-gate] [--json OUT]
// Gates: Cockatrice XML valid against the schema (xmllint), the Scryfall round trip equal on every card,
// Forge scripts parsed back equal to the model for every card with a mana ability, the .mse-set and CSV read back.
// Exit 1 if a gate fails, 2 if the corpus or a tool can't be used.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { corpusFolder, option } from './corpusOptions.mjs';
import { importCards } from '../out/server/src/language/importer.js';
import { parseDocument } from '../out/server/src/language/document.js';
import { buildExportSet } from '../out/server/src/export/setModel.js';
import { exporters, exporterFor } from '../out/server/src/export/registry.js';
import { forgeShard, forgeSymbol } from '../out/server/src/export/forge/costs.js';
import { manaAbilityLine } from '../out/server/src/export/forge/abilities.js';
import { parseForgeScript } from '../out/test/export/forgeScript.js';
import { predefinedTokens, tokenCardText } from '../out/server/src/language/model/tokenCreation.js';
import { readDraftmancerList } from '../out/test/export/readers/draftmancer.js';
import { readCockatriceDatabase } from '../out/test/export/readers/cockatrice.js';
import { readCubeCobraCsv, cubeCobraMismatches } from '../out/test/export/readers/cubecobra.js';
import { cockatriceMismatches, draftmancerMismatches } from '../out/test/export/readers/fields.js';
import { scryfallSymbols } from '../out/test/export/readers/scryfallSymbols.js';

const args = process.argv.slice(2);
const opt = (name, fallback) => option('conformanceExport', args, name, fallback);
const corpusDir = corpusFolder('conformanceExport', args, ['cards.json']);
const gate = !args.includes('--no-gate');
const schema = resolve(corpusDir, '..', 'formats', 'cockatrice', 'cards-v4.xsd');

let corpus;
try {
  corpus = JSON.parse(readFileSync(join(corpusDir, 'cards.json'), 'utf8'));
} catch (error) {
  console.error(`conformanceExport: cannot read the corpus at ${corpusDir}/cards.json: ${error.message}`);
  process.exit(2);
}
if (spawnSync('xmllint', ['--version']).status !== 0) {
  console.error('conformanceExport: xmllint is not installed (Debian package libxml2-utils)');
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'cardtext-export-conformance-'));
const failures = [];
const rows = [];
const text = (content) => (typeof content === 'string' ? content : Buffer.from(content).toString('utf8'));

/** Validates a Cockatrice XML file against the schema; returns xmllint's complaint or ''. */
function schemaErrors(xml, name) {
  const file = join(work, name);
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--noout', '--schema', schema, file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return run.status === 0 ? '' : (run.stderr || run.stdout).split('\n').slice(0, 10).join('\n');
}

// ---- 1. examples/: every format, Cockatrice valid against the schema ----
const exampleFiles = readdirSync('examples').filter((f) => f.endsWith('.cards'));
for (const file of exampleFiles) {
  const set = buildExportSet([parseDocument(readFileSync(join('examples', file), 'utf8'), { uri: file })], { fallbackName: file });
  for (const e of exporters) e.export(set, {});
  const problem = schemaErrors(text(exporterFor('cockatrice').export(set, {}).files[0].content), `${file}.xml`);
  rows.push([`examples/${file}: Cockatrice XML valid against cards-v4.xsd`, problem ? 'no' : 'yes', 'yes']);
  if (problem) failures.push(`examples/${file} Cockatrice XML is not schema-valid:\n${problem}`);
}

// ---- 2. the corpus as one set ----
const imported = importCards(corpus);
let started = performance.now();
const doc = parseDocument(imported.text, { uri: 'corpus.cards' });
const set = buildExportSet([doc], { fallbackCode: 'CORP', fallbackName: 'Corpus' });
const modelMs = performance.now() - started;
rows.push(['corpus cards in the set model', `${set.cards.length} of ${corpus.length} (${imported.skipped.length} skipped by import)`, `${corpus.length}`]);
if (set.cards.length !== corpus.length) failures.push('not every corpus card reached the set model');
rows.push(['parse and set model, whole corpus', `${modelMs.toFixed(0)} ms`, '']);

const results = {};
for (const e of exporters) {
  started = performance.now();
  results[e.id] = e.export(set, {});
  rows.push([`export time: ${e.id}`, `${(performance.now() - started).toFixed(0)} ms`, '']);
}

// Cockatrice: the whole corpus valid against the schema.
const cockatriceProblem = schemaErrors(text(results.cockatrice.files[0].content), 'corpus.xml');
const entries = (text(results.cockatrice.files[0].content).match(/<card>/g) ?? []).length;
rows.push(['corpus: Cockatrice XML valid against cards-v4.xsd', cockatriceProblem ? 'no' : `yes (${entries} card entries)`, 'yes']);
if (cockatriceProblem) failures.push(`the corpus's Cockatrice XML is not schema-valid:\n${cockatriceProblem}`);

// Scryfall: import the export and compare every card with the corpus.
const back = importCards(JSON.parse(text(results.scryfall.files[0].content)));
const backSet = buildExportSet([parseDocument(back.text)], { fallbackCode: 'CORP' });
const norm = (s) => (s ?? '').split('\n').map((l) => l.trim()).filter(Boolean).join('\n');
const mismatches = [];
corpus.forEach((card, i) => {
  const got = backSet.cards[i];
  if (!got) return mismatches.push(`${card.name}: missing after the round trip`);
  const faces = card.card_faces ?? [card];
  const diffs = [];
  if (got.name !== card.name) diffs.push(`name "${got.name}"`);
  if (got.rarity !== card.rarity) diffs.push(`rarity ${got.rarity}`);
  faces.forEach((f, k) => {
    const g = got.faces[k];
    if (!g) return diffs.push(`face ${k + 1} missing`);
    const same = (what, a, b) => { if ((a ?? '') !== (b ?? '')) diffs.push(`${what} ${JSON.stringify(a)} vs ${JSON.stringify(b)}`); };
    same('name', g.name, f.name);
    same('cost', g.cost.map((b) => `{${b}}`).join(''), f.mana_cost);
    same('type line', g.typeLine, f.type_line ?? card.type_line);
    same('text', g.text.join('\n'), norm(f.oracle_text));
    same('power', g.power, f.power);
    same('toughness', g.toughness, f.toughness);
    same('loyalty', g.loyalty, f.loyalty);
    same('flavor', norm(g.flavor), norm(f.flavor_text ?? (k === 0 && !card.card_faces ? card.flavor_text : undefined)));
    same('artist', g.artist ?? got.faces[0].artist, f.artist ?? card.artist);
  });
  if (diffs.length) mismatches.push(`${card.name}: ${diffs.join('; ')}`);
});
const textEqual = back.text === imported.text;
rows.push(['corpus: Scryfall round trip, cards equal (name, cost, type line, text, stats, flavor, rarity, artist)', `${corpus.length - mismatches.length}/${corpus.length}`, `${corpus.length}/${corpus.length}`]);
rows.push(['corpus: Scryfall round trip gives back the same .cards text', textEqual ? 'yes' : 'no', 'yes']);
if (mismatches.length) failures.push('Scryfall round-trip mismatches');
if (!textEqual) failures.push('the Scryfall round trip changed the .cards text');

// Forge: scripts parsed back for every card with a mana ability.
// The card scripts in the order of the set's cards (a card Forge could not load has none: it is skipped).
const forgeByName = new Map(results.forge.files.filter((f) => f.path.startsWith('cards/')).map((f) => [/^Name:(.*)$/m.exec(text(f.content))?.[1], f]));
let withMana = 0;
let manaAbilities = 0;
let scriptedMana = 0;
const forgeMismatches = [];
set.cards.forEach((card, i) => {
  if (!card.model.abilities.some((a) => a.isManaAbility && !a.ability.granted)) return;
  withMana++;
  let faces;
  try {
    const file = forgeByName.get(card.faces[0].name);
    if (!file) return;
    faces = parseForgeScript(text(file.content));
  } catch (error) {
    return forgeMismatches.push(`${card.name}: ${error.message}`);
  }
  const diffs = [];
  card.faces.forEach((face, k) => {
    const forge = faces[k];
    if (!forge) return diffs.push(`face ${k + 1} missing`);
    // Symbols Forge has no shard for (joke half-mana, undeclared letters) are left out, with a warning.
    const cost = face.hasCost ? face.cost.filter((b) => forgeSymbol(b, card.declarations)).map(forgeShard).join(' ') : 'no cost';
    if (forge.manaCost !== cost) diffs.push(`cost ${forge.manaCost} vs ${cost}`);
    if (forge.types !== [...face.supertypes, ...face.types, ...face.subtypes].join(' ')) diffs.push(`types ${forge.types}`);
    if ((forge.pt ?? '') !== (face.power !== undefined ? `${face.power}/${face.toughness}` : '')) diffs.push(`PT ${forge.pt}`);
    if ((forge.loyalty ?? '') !== (face.loyalty ?? '')) diffs.push(`loyalty ${forge.loyalty}`);
    // The colours all scripted mana abilities add (a choice of colours is one Forge ability per colour).
    const order = (l) => [...new Set(l.flatMap((x) => (x === 'any' ? ['W', 'U', 'B', 'R', 'G'] : x)))].sort((a, b) => 'WUBRGC'.indexOf(a) - 'WUBRGC'.indexOf(b)).join(' ');
    const mana = face.abilities.filter((a) => a.isManaAbility && !a.ability.granted);
    manaAbilities += mana.length;
    const info = { name: face.name, cost: face.cost, hasCost: face.hasCost, types: face.types, subtypes: face.subtypes, declarations: card.declarations };
    const scripted = mana.filter((a) => manaAbilityLine(a, card.model, info));
    scriptedMana += scripted.length;
    const expected = order(scripted.map((a) => a.produces));
    const got = order(forge.produced);
    if (got !== expected) diffs.push(`produced ${got} vs ${expected}`);
  });
  if (diffs.length) forgeMismatches.push(`${card.name}: ${diffs.join('; ')}`);
});
rows.push(['corpus: Forge scripts parsed back equal to the model (cards with a mana ability)', `${withMana - forgeMismatches.length}/${withMana}`, `${withMana}/${withMana}`]);
rows.push(['corpus: mana abilities scripted (A:AB$ Mana or ManaReflected)', `${scriptedMana}/${manaAbilities}`, 'reported']);
rows.push(['corpus: Forge cards fully scripted / none scripted / partly scripted', `${results.forge.scripted.full} / ${results.forge.scripted.textOnly} / ${results.forge.scripted.partly}`, 'reported (scripts/conformanceForge.mjs measures them against Forge\'s own)']);
if (forgeMismatches.length) failures.push('Forge scripts differ from the model');

// MSE: unzipped by Debian's unzip, one card block per card.
const mseFile = join(work, 'corpus.mse-set');
writeFileSync(mseFile, results.mse.files[0].content);
let mseCards = -1;
try {
  mseCards = (execFileSync('unzip', ['-p', mseFile, 'set'], { maxBuffer: 1 << 28 }).toString('utf8').match(/^card:$/gm) ?? []).length;
} catch (error) {
  failures.push(`unzip could not read the .mse-set: ${error.message}`);
}
rows.push(['corpus: .mse-set unzipped (unzip -p), card blocks', `${mseCards}/${set.cards.length}`, `${set.cards.length}/${set.cards.length}`]);
if (mseCards !== set.cards.length) failures.push('the .mse-set does not hold every card');

// CubeCobra: parsed back with a CSV parser.
const csvRows = parseCsv(text(results.cubecobra.files[0].content), { columns: true });
const csvNames = csvRows.filter((r, i) => r.name === set.cards[i].name).length;
rows.push(['corpus: CubeCobra CSV parsed back, names equal', `${csvNames}/${set.cards.length}`, `${set.cards.length}/${set.cards.length}`]);
if (csvNames !== set.cards.length) failures.push('CubeCobra rows differ');

// Draftmancer: the custom cards section is JSON holding every card.
const draft = text(results.draftmancer.files[0].content);
const customCards = JSON.parse(draft.slice(draft.indexOf('\n[') + 1, draft.indexOf('\n]\n') + 2));
rows.push(['corpus: Draftmancer [CustomCards] parsed as JSON', `${customCards.length}/${set.cards.length}`, `${set.cards.length}/${set.cards.length}`]);
if (customCards.length !== set.cards.length) failures.push('Draftmancer custom cards differ');

// ---- 3. the consumers' readers (test/export/readers/, written from each tool's documented format and
// checked against its open-source loader) on the examples, a set with its own mana, and a 400-card
// real-card sample with the tokens its cards make: every input loads whole, with every field ----
const readerRows = [];
const readerFailures = [];
const cockatriceTokens = new Set([...predefinedTokens]);
/** Every reader on one set; `refused` names formats whose export must refuse the set (exit 2) instead. */
function readBack(label, source, refused = []) {
  const one = buildExportSet([parseDocument(source, { uri: `${label}.cards` })], { fallbackCode: 'RCS', fallbackName: label });
  const cells = [];
  for (const [format, read] of [
    ['draftmancer', (out) => {
      const list = readDraftmancerList(out, scryfallSymbols);
      if (!list.ok) return [list.error];
      return [...(list.list.draftable ? [] : ['an 8-player draft cannot be dealt']), ...draftmancerMismatches(one, list.list.cards)];
    }],
    ['cubecobra', (out) => { const csv = readCubeCobraCsv(out); return csv.ok ? cubeCobraMismatches(one, csv.rows) : [csv.error]; }],
    ['cockatrice', (out) => { const db = readCockatriceDatabase(out, cockatriceTokens); return db.ok ? cockatriceMismatches(one, db.cards) : [db.error]; }],
  ]) {
    const result = exporterFor(format).export(one, {});
    if (refused.includes(format)) {
      const ok = result.files.length === 0 && (result.refused ?? []).length > 0;
      cells.push(ok ? 'refused, as it must' : 'written (should be refused)');
      if (!ok) readerFailures.push(`${label}: the ${format} export should refuse this set`);
      continue;
    }
    if (result.files.length === 0) {
      cells.push('not written');
      readerFailures.push(`${label}: the ${format} export wrote nothing: ${(result.refused ?? []).map((r) => `${r.card}: ${r.reason}`).join("; ").slice(0, 300)}`);
      continue;
    }
    const problems = read(text(result.files[0].content));
    // CubeCobra lists a cube's cards, not its tokens.
    const count = format === 'cubecobra' ? `${one.cards.length} cards` : `${one.cards.length + one.tokens.length} cards and tokens`;
    cells.push(problems.length === 0 ? `loads, ${count}, every field` : `${problems.length} problems`);
    for (const p of problems.slice(0, 10)) readerFailures.push(`${label} (${format}): ${p}`);
  }
  readerRows.push([label, `${one.cards.length} + ${one.tokens.length} tokens`, ...cells]);
}
for (const file of exampleFiles) {
  const example = readFileSync(join('examples', file), 'utf8');
  // showcase.cards holds symbol errors in mana costs on purpose: Draftmancer must be refused it.
  const hasCostErrors = /\{U\/W\}/.test(example);
  readBack(`examples/${file}`, example, hasCostErrors ? ['draftmancer'] : []);
}
readBack('test/fixtures/export/violet.cards (own mana {V})', readFileSync(join('test', 'fixtures', 'export', 'violet.cards'), 'utf8'));
// The sample: every multi-face and special layout, cards that create tokens, then normal cards
// evenly spread; tokens appended as token cards written from the creating words.
const legal = corpus.filter((c) => Object.keys(c.legalities ?? {}).length > 0);
const special = legal.filter((c) => c.layout !== 'normal').filter((_, i) => i % 3 === 0).slice(0, 90);
const makers = legal.filter((c) => c.layout === 'normal' && /\bcreates? .*\btokens?\b/i.test(c.oracle_text ?? '')).filter((_, i) => i % 7 === 0).slice(0, 90);
const chosen = new Set([...special, ...makers]);
const rest = legal.filter((c) => c.layout === 'normal' && !chosen.has(c));
const step = Math.floor(rest.length / (400 - chosen.size));
const sample = [...chosen, ...rest.filter((_, i) => i % step === 0)].slice(0, 400);
const sampleText = `@set RCS Real Card Sample\n\n${importCards(sample).text}`;
const sampleDoc = parseDocument(sampleText);
const tokenTexts = [...new Set(sampleDoc.models.flatMap((m) => m.createdTokens).filter((t) => !t.predefined).map((t) => tokenCardText(t)))];
readBack(`a ${sample.length}-card real-card sample with ${tokenTexts.length} tokens`, `${sampleText}\n\n${tokenTexts.join('\n\n')}\n`);
rows.push(['readers (Draftmancer, CubeCobra, Cockatrice): inputs that load whole with every field', `${readerRows.length - new Set(readerFailures.map((f) => f.split(' (')[0].split(':')[0])).size}/${readerRows.length}`, `${readerRows.length}/${readerRows.length}`]);
if (readerFailures.length) failures.push('an export did not load whole in a reader');

rmSync(work, { recursive: true, force: true });

const lines = [`cardtext export conformance on ${corpus.length} corpus cards (${corpusDir})`, '', '| measure | value | goal |', '|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)];
const list = (title, items) => {
  if (items.length === 0) return;
  lines.push('', `${title} (${items.length}):`, ...items.slice(0, 30).map((x) => `  - ${x}`));
  if (items.length > 30) lines.push(`  … ${items.length - 30} more`);
};
lines.push('', '| input | cards | Draftmancer | CubeCobra | Cockatrice |', '|---|---|---|---|---|', ...readerRows.map((r) => `| ${r.join(' | ')} |`));
list('reader problems', readerFailures);
list('Scryfall round-trip mismatches', mismatches);
list('Forge mismatches', forgeMismatches);
console.log(lines.join('\n'));
if (opt('--json')) writeFileSync(opt('--json'), JSON.stringify({ rows, readerRows, readerFailures, mismatches, forgeMismatches }, null, 2));
if (failures.length > 0) {
  console.log(`\nGATES FAILED:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  if (gate) process.exitCode = 1;
} else console.log('\nAll export gates passed.');
