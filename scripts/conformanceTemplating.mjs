// Templating conformance: how quiet the wording checks are on real cards of each era, and how many
// wording defects written into real current cards they find.
//   - modern.json (cards of 2023–2026 in today's Oracle wording) under `current`: cards with a wording note or a
//     reminder-text-mismatch (goal 0);
//   - cards.json (Oracle wording of mid-2019) under `@templating 2019-07`: real cards with one (goal 0; joke cards apart);
//   - mutations: each defect class written into modern cards that can take it, recall per class (goal ≥ 95%,
//     all together ≥ 98%), and collateral (other wording notes the mutation caused elsewhere on the card).
// Usage: node scripts/conformanceTemplating.mjs [--corpus DIR] [--no-gate] [--json OUT]
import { readFileSync, writeFileSync } from 'node:fs';
import { corpusFolder, fail, option, requireBuild } from './corpusOptions.mjs';
import { mutationClasses } from './templatingMutations.mjs';

const args = process.argv.slice(2);
const corpusDir = corpusFolder('conformanceTemplating', args, ['cards.json', 'modern.json']);
const gate = !args.includes('--no-gate');
requireBuild('conformanceTemplating');
const out = '../out/server/src/language/';
const { cardToText } = await import(`${out}importer.js`);
const { parseDocument } = await import(`${out}document.js`);
const { validateDocument } = await import(`${out}validation.js`);
const { declarationsFrom } = await import(`${out}declarations.js`);
const { emptyDeclarations } = await import(`${out}model/symbols.js`);
const { readProfile } = await import(`${out}templating/profile.js`);

function readCards(name) {
  try {
    const cards = JSON.parse(readFileSync(`${corpusDir}/${name}`, 'utf8'));
    if (!Array.isArray(cards)) throw new Error('it is not a JSON array of cards');
    return cards;
  } catch (error) {
    return fail('conformanceTemplating', `cannot read ${corpusDir}/${name}: ${error.message}`);
  }
}

/** Declarations as the `cardtext.templating` setting would make them. */
const profileBase = (name) => declarationsFrom([], { ...emptyDeclarations(), templating: readProfile(name, 'setting') });
/** The notes measured: the wording notes, and reminder text that contradicts its keyword (a warning, but a reminder's wording). */
const isWording = (d) => d.code.startsWith('wording-') || d.code === 'reminder-text-mismatch';

/** Lints cards in one document under a profile; returns the wording notes per card index. */
function wordingNotes(cards, profile) {
  const texts = cards.map((c) => cardToText(c));
  const started = performance.now();
  const doc = parseDocument(texts.join('\n\n'), { baseDeclarations: profileBase(profile) });
  const ds = validateDocument(doc);
  const ms = performance.now() - started;
  const byCard = new Map();
  const cardAt = [];
  doc.cards.forEach((c, i) => { for (let l = c.range.start.line; l <= c.range.end.line; l++) cardAt[l] = i; });
  for (const d of ds) {
    if (!isWording(d)) continue;
    const i = cardAt[d.range.start.line];
    if (i === undefined) continue;
    (byCard.get(i) ?? byCard.set(i, []).get(i)).push(d);
  }
  return { byCard, ms };
}

const modern = readCards('modern.json');
const old = readCards('cards.json');
const isJoke = (c) => !c.legalities || Object.keys(c.legalities).length === 0;

const lines = ['Templating conformance', '', '| measure | value | goal |', '|---|---|---|'];
const failures = [];
const details = [];

const current = wordingNotes(modern, 'current');
lines.push(`| modern.json cards with a wording note under current | ${current.byCard.size} of ${modern.length} | 0 |`);
if (current.byCard.size > 0) failures.push('wording notes on modern cards under current');
for (const [i, ds] of current.byCard) details.push(`modern ${modern[i].name}: ${ds.map((d) => `${d.code}: ${d.message}`).join(' · ')}`);

const era = wordingNotes(old, '2019-07');
const oldReal = [...era.byCard.keys()].filter((i) => !isJoke(old[i]));
const oldJoke = [...era.byCard.keys()].filter((i) => isJoke(old[i]));
lines.push(`| cards.json real cards with a wording note under @templating 2019-07 | ${oldReal.length} of ${old.filter((c) => !isJoke(c)).length} | 0 |`);
lines.push(`| cards.json joke cards with a wording note under @templating 2019-07 | ${oldJoke.length} of ${old.filter(isJoke).length} | reported |`);
if (oldReal.length > 0) failures.push('wording notes on 2019 cards under 2019-07');
for (const i of [...oldReal, ...oldJoke]) details.push(`2019 ${old[i].name}${isJoke(old[i]) ? ' (joke)' : ''}: ${era.byCard.get(i).map((d) => `${d.code}: ${d.message}`).join(' · ')}`);

const modernOld = wordingNotes(modern, '2019-07');
lines.push(`| modern.json cards with a wording note under @templating 2019-07 | ${modernOld.byCard.size} of ${modern.length} | reported (today's wording read as 2019's) |`);

// ---- mutations: one defect written into each modern card that can take it, checked under current ----
let allApplied = 0;
let allFound = 0;
const misses = {};
for (const mutation of mutationClasses) {
  let applied = 0;
  let found = 0;
  let collateral = 0;
  for (let i = 0; i < modern.length; i++) {
    if (current.byCard.has(i)) continue;
    const card = modern[i];
    const mutated = mutation.apply(card);
    if (!mutated) continue;
    applied++;
    const text = cardToText(mutated.card);
    const ds = validateDocument(parseDocument(text, { baseDeclarations: profileBase('current') })).filter(isWording);
    const line = text.split('\n').findIndex((l) => l.includes(mutated.marker));
    const hit = ds.some((d) => mutation.codes.includes(d.code) && d.range.start.line === line);
    if (hit) found++;
    else (misses[mutation.name] ??= []).push(`${card.name}: ${text.split('\n')[line] ?? '(line not found)'}`);
    if (ds.some((d) => !mutation.codes.includes(d.code))) collateral++;
  }
  allApplied += applied;
  allFound += found;
  const recall = applied ? found / applied : 0;
  lines.push(`| recall: ${mutation.name} → ${mutation.codes.join(', ')} | ${found}/${applied} (${(100 * recall).toFixed(1)}%), other notes on ${collateral} | ≥ 95% |`);
  if (applied === 0) failures.push(`no modern card could take "${mutation.name}"`);
  else if (recall < 0.95) failures.push(`recall below 95% for "${mutation.name}"`);
}
const total = allApplied ? allFound / allApplied : 0;
lines.push(`| recall: every class together | ${allFound}/${allApplied} (${(100 * total).toFixed(1)}%) | ≥ 98% |`);
if (total < 0.98) failures.push('recall of all classes together below 98%');
lines.push(`| lint time: modern.json under current / cards.json under 2019-07 | ${current.ms.toFixed(0)} ms / ${era.ms.toFixed(0)} ms | |`);

const list = (title, items) => {
  if (items.length === 0) return;
  lines.push('', `${title} (${items.length}):`, ...items.slice(0, 30).map((x) => `  - ${x}`));
  if (items.length > 30) lines.push(`  … ${items.length - 30} more`);
};
list('Wording notes on real cards of their own era', details);
for (const [name, items] of Object.entries(misses)) list(`Missed: ${name}`, items);
console.log(lines.join('\n'));
if (option('conformanceTemplating', args, '--json')) writeFileSync(option('conformanceTemplating', args, '--json'), JSON.stringify({ lines, failures }, null, 2));
if (failures.length > 0) {
  console.log(`\nTEMPLATING GATES FAILED: ${failures.join('; ')}`);
  if (gate) process.exitCode = 1;
} else console.log('\nAll templating gates passed.');
