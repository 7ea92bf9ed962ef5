// Part of `npm run bench`, run in a fresh process (node --expose-gc) so its memory figure is clean:
// load the corpus rules and ~34,000 rulings (the corpus's and a renamed copy of each) as the editor
// does, then time a hover on a card name. Prints one JSON object.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { KnowledgeStore } from '../out/server/src/knowledgeFiles.js';
import { doHover } from '../out/server/src/language/features/hover.js';
import { parseDocument } from '../out/server/src/language/document.js';
import { validateDocument } from '../out/server/src/language/validation.js';
import { cardToText } from '../out/server/src/language/importer.js';

const corpusDir = process.argv[2];
const dir = mkdtempSync(`${tmpdir()}/cardtext-bench-`);
/** Writes the doubled files; returns only what the measurement needs, so the rest can be collected. */
function prepare() {
  const cards = JSON.parse(readFileSync(`${corpusDir}/cards.json`, 'utf8'));
  const rulings = JSON.parse(readFileSync(`${corpusDir}/rulings.json`, 'utf8'));
  writeFileSync(`${dir}/rulings.json`, JSON.stringify([...rulings, ...rulings.map((r) => ({ ...r, oracle_id: `copy-${r.oracle_id}` }))]));
  writeFileSync(`${dir}/cards.json`, JSON.stringify([...cards, ...cards.map((c) => ({ ...c, oracle_id: `copy-${c.oracle_id}`, name: `${c.name} (copy)` }))]));
  return cardToText(cards.find((c) => c.name === 'Deal Broker'));
}
const dealBroker = prepare();
globalThis.gc();
globalThis.gc();
const before = process.memoryUsage().heapUsed;
const started = performance.now();
const store = new KnowledgeStore();
const problems = store.load({ rulesFile: `${corpusDir}/comprehensive-rules.txt`, rulingsFiles: [`${dir}/rulings.json`], cardFiles: [`${dir}/cards.json`] }, []);
const loadMs = performance.now() - started;
globalThis.gc();
const heapMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const doc = parseDocument(dealBroker);
const diagnostics = validateDocument(doc);
const samples = [];
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  doHover(doc, { line: 0, character: 2 }, store.knowledge, diagnostics);
  samples.push(performance.now() - t);
}
samples.sort((a, b) => a - b);
console.log(JSON.stringify({
  rules: store.rulesInfo?.rules, glossary: store.rulesInfo?.glossary, rulings: store.rulingsCount,
  loadMs: Math.round(loadMs), heapMb: +heapMb.toFixed(1), hoverNameMs: +samples[100].toFixed(3),
}));
