// The result cache on the real-card corpus: `cardtext lint --cache` must print exactly what a run
// without the cache prints — cold, warm, and after each of a series of edits (a card changed, lines
// added above cards, a duplicate name made, a card removed, cards swapped, a set directive and a
// token card added, a meld front removed) — and must parse only the cards that changed and those
// the file-wide results depend on. Runs the built modules in this process (out/).
// Usage: node scripts/cacheConformance.mjs [--corpus DIR] [--edits N] [--seed S]
// Exit 1 if an output differs, 2 if the corpus can't be read or the build is missing.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusFolder, fail, option, requireBuild } from './corpusOptions.mjs';

const args = process.argv.slice(2);
const corpusDir = corpusFolder('cacheConformance', args);
const editCount = Number(option('cacheConformance', args, '--edits', '12'));
let seed = Number(option('cacheConformance', args, '--seed', '11'));
requireBuild('cacheConformance');
const { cardToText } = await import('../out/server/src/language/importer.js');
const { lint } = await import('../out/server/src/cli/lint.js');
const lintCore = await import('../out/server/src/cli/lintCore.js');

let cards;
try {
  cards = JSON.parse(readFileSync(`${corpusDir}/cards.json`, 'utf8'));
} catch (error) {
  fail('cacheConformance', `cannot read the corpus cards ${corpusDir}/cards.json: ${error.message}`);
}
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (n) => Math.floor(random() * n);

const dir = mkdtempSync(join(tmpdir(), 'cardtext-cache-conformance-'));
const file = join(dir, 'corpus.cards');
function run(format, cache) {
  let stdout = '';
  let stderr = '';
  const parsed = [];
  let loaded = false;
  const core = () => {
    loaded = true;
    return { ...lintCore, fillSection: (l, o) => {
      const filled = lintCore.fillSection(l, o);
      parsed.push(filled.parsed);
      return filled;
    } };
  };
  const io = { stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, color: false, cwd: dir };
  const code = lint(['--format', format, ...(cache ? ['--cache'] : []), 'corpus.cards'], io, core);
  return { code, stdout, stderr, parsed: parsed[0] ?? 0, loaded };
}

let texts = cards.map((c) => cardToText(c));
const nameOf = (text) => text.split('\n')[0].replace(/ \{.*$/, '');
const edits = [
  ['a rules line of a card changed', (list) => { const i = pick(list.length); list[i] = list[i].replace(/\n([^\n]+)$/, '\n$1 Draw a card.'); }],
  ['a line added to a card near the top', (list) => { const i = pick(20); list[i] = `${list[i]}\nFlavor: Added.`; }],
  ['a card renamed to another card\'s name', (list) => { const i = pick(list.length); const j = pick(list.length); list[i] = list[i].replace(/^[^\n{]*?(?= \{|\n)/, nameOf(list[j])); }],
  ['a card removed', (list) => { list.splice(pick(list.length), 1); }],
  ['two cards swapped', (list) => { const i = pick(list.length); const j = pick(list.length); [list[i], list[j]] = [list[j], list[i]]; }],
  ['a comment added between cards', (list) => { const i = pick(list.length); list[i] = `# note ${i}\n${list[i]}`; }],
  ['a set directive added', (list) => { if (!list[0].startsWith('@set')) list.unshift('@set VHL Violet Hollow'); }],
  ['a token card added', (list) => { list.push('Saproling\nToken Creature — Saproling\n1/1'); }],
  ['a meld front removed', (list) => { const i = list.findIndex((t) => /meld them into/.test(t)); if (i >= 0) list.splice(i, 1); }],
];

let failures = 0;
const rows = [];
function check(label, formats = ['json']) {
  writeFileSync(file, `${texts.join('\n\n')}\n`);
  for (const format of formats) {
    const plain = run(format, false);
    const cached = run(format, true);
    const same = cached.stdout === plain.stdout && cached.code === plain.code && cached.stderr === plain.stderr;
    if (!same) failures++;
    rows.push({ label, format, same, parsed: cached.parsed, loadedParser: cached.loaded });
  }
}

check('cold', ['json', 'stylish']);
check('warm, nothing changed', ['json', 'stylish']);
for (let n = 0; n < editCount; n++) {
  const [label, edit] = edits[n % edits.length];
  edit(texts);
  check(label, n < edits.length ? ['json', 'stylish'] : ['json']);
}
rmSync(dir, { recursive: true, force: true });

console.log(`cardtext cache conformance: ${cards.length} corpus cards, ${editCount} edits (seed ${option('cacheConformance', args, '--seed', '11')})`);
console.log('');
console.log('| step | format | same bytes as without the cache | cards parsed | parser loaded |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.label} | ${r.format} | ${r.same ? 'yes' : '**NO**'} | ${r.parsed} | ${r.loadedParser ? 'yes' : 'no'} |`);
if (failures > 0) {
  console.error(`cacheConformance: ${failures} cached run(s) differ from the run without the cache`);
  process.exit(1);
}
