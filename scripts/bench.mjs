// Speed of the language core on the real-card corpus, all in one process:
//  - the full pipeline (split, lex, parse, AST, model, checks) vs the lexer alone over the same text;
//  - cards per second and peak memory;
//  - growth: the corpus twice over must take at most 2.1x the time of the corpus once.
//  - then the speed goals, from fresh processes against VS Code's JSON language service (benchGoals.mjs).
// Usage: node scripts/bench.mjs [--corpus DIR] [--runs N] [--rounds N] [--json OUT] [--lsp] [--no-goals]
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
// The corpus is Oracle text of mid-2019: read in its era (`@templating 2019-07`), as conformance reads it.
// The same text under today's profile, where its old wording carries thousands of wording notes, is timed apart.
const era = '@templating 2019-07\n\n';
const bare = cards.map((c) => cardToText(c)).join('\n\n');
const once = `${era}${bare}`;
// The second copy renames every card, so "twice the cards" is twice the work, not twice the duplicates.
const twice = `${once}\n\n${cards.map((c) => cardToText({ ...c, name: `${c.name} II`, card_faces: c.card_faces?.map((f) => ({ ...f, name: `${f.name} II` })) })).join('\n\n')}`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function time(fn) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    // Start every sample from a collected heap, so one run's garbage doesn't bill the next.
    globalThis.gc?.();
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
const parseMs = time(() => parseDocument(once).cards.length);
const twiceMs = time(() => pipeline(twice));
const todayMs = time(() => pipeline(bare));
const todayNotes = validateDocument(parseDocument(bare)).filter((d) => d.code.startsWith('wording-')).length;
const peakMb = resourceUsage().maxRSS / 1024;

const result = {
  cards: cards.length,
  characters: once.length,
  lexerMs: +lexMs.toFixed(1),
  pipelineMs: +fullMs.toFixed(1),
  pipelineOverLexer: +(fullMs / lexMs).toFixed(2),
  parseMs: +parseMs.toFixed(1),
  checksMs: +(fullMs - parseMs).toFixed(1),
  cardsPerSecond: Math.round(cards.length / (fullMs / 1000)),
  twiceCardsMs: +twiceMs.toFixed(1),
  growthTwice: +(twiceMs / fullMs).toFixed(2),
  peakRssMb: Math.round(peakMb),
  todayProfileMs: +todayMs.toFixed(1),
  todayProfileNotes: todayNotes,
};

console.log(`cardtext bench: ${result.cards} cards, ${result.characters} characters, median of ${runs} runs`);
console.log('');
console.log('| measure | value | aim |');
console.log('|---|---|---|');
console.log(`| lexer alone | ${result.lexerMs} ms | |`);
console.log(`| full pipeline (split, lex, parse, AST, model, checks) | ${result.pipelineMs} ms | |`);
console.log(`| — of which split, lex, parse, AST and model | ${result.parseMs} ms | |`);
console.log(`| — of which checks | ${result.checksMs} ms | |`);
console.log(`| pipeline / lexer | ${result.pipelineOverLexer}x | ≤ 4x |`);
console.log(`| cards per second | ${result.cardsPerSecond} | |`);
console.log(`| twice the cards | ${result.twiceCardsMs} ms (${result.growthTwice}x) | ≤ 2.1x |`);
console.log(`| peak memory (RSS) | ${result.peakRssMb} MB | |`);
console.log(`| full pipeline, the same cards under today's profile (${result.todayProfileNotes} wording notes) | ${result.todayProfileMs} ms | |`);

// Knowledge: the full rules text and ~34,000 rulings (the corpus's, and a renamed copy of each),
// loaded in a fresh process as the editor loads them, then hovers on a card name with rulings.
{
  const { spawnSync } = await import('node:child_process');
  const run = spawnSync(process.execPath, ['--expose-gc', 'scripts/benchKnowledge.mjs', corpusDir], { encoding: 'utf8' });
  if (run.status !== 0) console.error(run.stderr);
  else {
    result.knowledge = JSON.parse(run.stdout);
    const k = result.knowledge;
    console.log(`| load rules (${k.rules} rules, ${k.glossary} glossary) + ${k.rulings} rulings | ${k.loadMs} ms, +${k.heapMb} MB heap | |`);
    console.log(`| hover on a card name with all of it loaded | ${k.hoverNameMs} ms | |`);
  }
}

if (args.includes('--lsp')) {
  const { benchLsp } = await import('./benchLsp.mjs');
  result.lsp = await benchLsp(cards);
}
// The speed goals against the JSON language service, from fresh processes (scripts/benchGoals.mjs).
if (!args.includes('--no-goals')) {
  const { benchGoals } = await import('./benchGoals.mjs');
  console.log('');
  result.goals = await benchGoals({ corpusDir, rounds: Number(opt('--rounds', 5)) });
}
if (opt('--json')) writeFileSync(opt('--json'), JSON.stringify(result, null, 2));
