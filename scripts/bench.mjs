// Speed of the language core on the real-card corpus, all in one process:
//  - the full pipeline (split, lex, parse, AST, model, checks) vs the lexer alone over the same text;
//  - cards per second and peak memory;
//  - growth: the corpus twice over must take at most 2.1x the time of the corpus once.
// Usage: node scripts/bench.mjs [--corpus DIR] [--runs N] [--json OUT] [--lsp]
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { resourceUsage } from 'node:process';
import { cardToText } from '../out/server/src/language/importer.js';
import { parseDocument } from '../out/server/src/language/document.js';
import { validateDocument } from '../out/server/src/language/validation.js';
import { tokenize } from '../out/server/src/language/parser/lexer.js';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const corpusDir = resolve(opt('--corpus', '../shared/corpus'));
const runs = Number(opt('--runs', 7));

let cards;
try {
  cards = JSON.parse(readFileSync(`${corpusDir}/cards.json`, 'utf8'));
} catch (error) {
  console.error(`bench: cannot read the corpus at ${corpusDir}/cards.json: ${error.message}`);
  process.exit(2);
}
const once = cards.map((c) => cardToText(c)).join('\n\n');
// The second copy renames every card, so "twice the cards" is twice the work, not twice the duplicates.
const twice = `${once}\n\n${cards.map((c) => cardToText({ ...c, name: `${c.name} II`, card_faces: c.card_faces?.map((f) => ({ ...f, name: `${f.name} II` })) })).join('\n\n')}`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function time(fn) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  return median(samples);
}
const pipeline = (text) => validateDocument(parseDocument(text)).length;

// Warm up the JIT on both paths before measuring.
for (let i = 0; i < 2; i++) {
  tokenize(once);
  pipeline(once);
}
const lexMs = time(() => tokenize(once));
const fullMs = time(() => pipeline(once));
const twiceMs = time(() => pipeline(twice));
const peakMb = resourceUsage().maxRSS / 1024;

const result = {
  cards: cards.length,
  characters: once.length,
  lexerMs: +lexMs.toFixed(1),
  pipelineMs: +fullMs.toFixed(1),
  pipelineOverLexer: +(fullMs / lexMs).toFixed(2),
  cardsPerSecond: Math.round(cards.length / (fullMs / 1000)),
  twiceCardsMs: +twiceMs.toFixed(1),
  growthTwice: +(twiceMs / fullMs).toFixed(2),
  peakRssMb: Math.round(peakMb),
};

console.log(`cardtext bench: ${result.cards} cards, ${result.characters} characters, median of ${runs} runs`);
console.log('');
console.log('| measure | value | aim |');
console.log('|---|---|---|');
console.log(`| lexer alone | ${result.lexerMs} ms | |`);
console.log(`| full pipeline (split, lex, parse, AST, model, checks) | ${result.pipelineMs} ms | |`);
console.log(`| pipeline / lexer | ${result.pipelineOverLexer}x | ≤ 4x |`);
console.log(`| cards per second | ${result.cardsPerSecond} | |`);
console.log(`| twice the cards | ${result.twiceCardsMs} ms (${result.growthTwice}x) | ≤ 2.1x |`);
console.log(`| peak memory (RSS) | ${result.peakRssMb} MB | |`);

// Knowledge: the full rules text and ~30,000 rulings (the corpus's 16,899, and a renamed copy of
// each), loaded as the editor loads them, then hovers on a card name with rulings.
{
  const { KnowledgeStore } = await import('../out/server/src/knowledgeFiles.js');
  const { doHover } = await import('../out/server/src/language/features/hover.js');
  const { mkdtempSync, writeFileSync: write } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(`${tmpdir()}/cardtext-bench-`);
  {
    const rulings = JSON.parse(readFileSync(`${corpusDir}/rulings.json`, 'utf8'));
    write(`${dir}/rulings.json`, JSON.stringify([...rulings, ...rulings.map((r) => ({ ...r, oracle_id: `copy-${r.oracle_id}` }))]));
    write(`${dir}/cards.json`, JSON.stringify([...cards, ...cards.map((c) => ({ ...c, oracle_id: `copy-${c.oracle_id}`, name: `${c.name} (copy)` }))]));
  }
  // Measured as the editor pays it: from files on disk to a loaded index (what stays on the heap).
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const t = performance.now();
  const store = new KnowledgeStore();
  const problems = store.load({ rulesFile: `${corpusDir}/comprehensive-rules.txt`, rulingsFiles: [`${dir}/rulings.json`], cardFiles: [`${dir}/cards.json`] }, []);
  const loadMs = performance.now() - t;
  if (problems.length) console.error(problems.join('\n'));
  globalThis.gc?.();
  const heapMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
  const doc = parseDocument(cardToText(cards.find((c) => c.name === 'Deal Broker')));
  const diagnostics = validateDocument(doc);
  const hoverMs = time(() => doHover(doc, { line: 0, character: 2 }, store.knowledge, diagnostics));
  const tapLine = doc.cards[0].faces[0].abilities.find((a) => a.text.includes('{T}'));
  result.knowledge = { rules: store.rulesInfo?.rules, glossary: store.rulesInfo?.glossary, rulings: store.rulingsCount, loadMs: +loadMs.toFixed(0), heapMb: +heapMb.toFixed(1), hoverNameMs: +hoverMs.toFixed(3) };
  console.log(`| load rules (${result.knowledge.rules} rules, ${result.knowledge.glossary} glossary) + ${result.knowledge.rulings} rulings | ${result.knowledge.loadMs} ms, +${result.knowledge.heapMb} MB heap | |`);
  console.log(`| hover on a card name with all of it loaded | ${result.knowledge.hoverNameMs} ms | |`);
  void tapLine;
}

if (args.includes('--lsp')) {
  const { benchLsp } = await import('./benchLsp.mjs');
  result.lsp = await benchLsp(cards);
}
if (opt('--json')) writeFileSync(opt('--json'), JSON.stringify(result, null, 2));
