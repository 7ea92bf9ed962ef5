// Precedent on real cards: real cards of the corpus, renamed and changed in one number or one word,
// written as a designer would write them (.cards text, parsed by cardtext), must find the card they
// came from among all the corpus's cards: first for >= 90% of them, in the top three for >= 98%.
// Also the time per card against the corpus, and against 30,000 cards (the corpus and two renamed
// copies of it with their numbers moved, generated here, as 30,000 real cards are not on this machine).
// Usage: node scripts/conformancePrecedent.mjs [--corpus DIR] [--cards N] [--no-gate] [--json OUT]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusFolder, option } from './corpusOptions.mjs';
import { cardToText } from '../out/server/src/language/importer.js';
import { parseDocument } from '../out/server/src/language/document.js';
import { realCardOf } from '../out/server/src/realCards/indexFormat.js';
import { comparedCardOf } from '../out/server/src/language/precedent/customCard.js';
import { SimilarIndex } from '../out/server/src/language/precedent/similarIndex.js';

const args = process.argv.slice(2);
const corpusDir = corpusFolder('conformancePrecedent', args, ['cards.json']);
const wanted = Number(option('conformancePrecedent', args, '--cards', '1000'));
const gate = !args.includes('--no-gate');
const corpus = JSON.parse(readFileSync(join(corpusDir, 'cards.json'), 'utf8'));
const real = corpus.map((c) => realCardOf(c)?.card).filter(Boolean);

let t = performance.now();
const index = SimilarIndex.build(real);
const buildMs = performance.now() - t;

// Deterministic choice: legal, not-joke cards with rules text, every k-th.
const pool = corpus.filter((c) => Object.keys(c.legalities ?? {}).length > 0 && !['planar', 'scheme', 'vanguard', 'token', 'double_faced_token', 'emblem'].includes(c.layout) && (c.oracle_text ?? c.card_faces?.[0]?.oracle_text ?? '').trim() !== '');
const step = Math.max(1, Math.floor(pool.length / wanted));
const chosen = pool.filter((_, i) => i % step === 0).slice(0, wanted);

// A small deterministic generator (so a run is the same every time).
let seed = 12345;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const swaps = { creature: 'artifact', target: 'each', opponent: 'player', draw: 'discard', damage: 'life', destroy: 'exile', white: 'black', blue: 'red', green: 'white', black: 'green', red: 'blue', your: 'target', you: 'each player', gain: 'lose', tapped: 'untapped', flying: 'reach', until: 'after', card: 'permanent', counter: 'token', land: 'creature' };

/** The card renamed (its name and self-references) and changed in one number (even picks) or one word (odd). */
function alter(card, i) {
  const newName = `Zyx Altered ${i}`;
  const names = [card.name, ...(card.card_faces ?? []).map((f) => f.name)].sort((a, b) => b.length - a.length);
  const rename = (s) => names.reduce((acc, n) => acc.split(n).join(newName), s ?? '');
  const copy = JSON.parse(JSON.stringify(card));
  copy.name = newName;
  if (copy.card_faces) copy.card_faces.forEach((f, k) => { f.name = k === 0 ? newName : `${newName} Back ${k}`; f.oracle_text = rename(f.oracle_text); });
  else copy.oracle_text = rename(copy.oracle_text);
  const target = copy.card_faces ? copy.card_faces[0] : copy;
  let change = '';
  if (i % 2 === 0) {
    // One number: in the text, else the power, else the mana cost's generic part.
    const nums = [...(target.oracle_text ?? '').matchAll(/(?<![{\w])\d+(?![}\w])/g)];
    if (nums.length > 0) {
      const m = nums[Math.floor(random() * nums.length)];
      target.oracle_text = target.oracle_text.slice(0, m.index) + String(Number(m[0]) + 1) + target.oracle_text.slice(m.index + m[0].length);
      change = `text number ${m[0]} → ${Number(m[0]) + 1}`;
    } else if (/^\d+$/.test(target.power ?? '')) {
      target.power = String(Number(target.power) + 1);
      change = 'power +1';
    } else if (/\{\d+\}/.test(target.mana_cost ?? '')) {
      target.mana_cost = target.mana_cost.replace(/\{(\d+)\}/, (_, n) => `{${Number(n) + 1}}`);
      copy.cmc = (copy.cmc ?? 0) + 1;
      change = 'generic cost +1';
    }
  }
  if (!change) {
    const words = [...(target.oracle_text ?? '').matchAll(/\b[a-z]+\b/g)].filter((m) => m[0] in swaps);
    if (words.length > 0) {
      const m = words[Math.floor(random() * words.length)];
      target.oracle_text = target.oracle_text.slice(0, m.index) + swaps[m[0]] + target.oracle_text.slice(m.index + m[0].length);
      change = `word ${m[0]} → ${swaps[m[0]]}`;
    } else {
      target.oracle_text = `${target.oracle_text ?? ''}\nVigilance`.trim();
      change = 'adds vigilance';
    }
  }
  return { copy, change };
}

let top1 = 0;
let top3 = 0;
const misses = [];
const times = [];
for (const [i, card] of chosen.entries()) {
  const { copy, change } = alter(card, i);
  const doc = parseDocument(cardToText(copy));
  const model = doc.models[0];
  if (!model) continue;
  const custom = comparedCardOf(model);
  t = performance.now();
  const found = index.nearest(custom, 3);
  times.push(performance.now() - t);
  const rank = found.findIndex((p) => p.card.name === card.name);
  if (rank === 0) top1++;
  if (rank >= 0 && rank < 3) top3++;
  if (rank !== 0 && misses.length < 40) misses.push(`${card.name} (${change}): ${rank < 0 ? 'not in the top 3' : `#${rank + 1}`}; first ${found.map((p) => p.card.name).join(', ')}`);
}
const n = chosen.length;
const sorted = [...times].sort((a, b) => a - b);
const pct = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

// Scale: 30,000 cards (the corpus and two renamed copies with their numbers moved, so they are no exact duplicates).
const shifted = (k) => real.map((c) => ({ ...c, name: `${c.name} ${k}`, text: c.text.replace(/\d+/g, (d) => String(Number(d) + k)), power: c.power && /^\d+$/.test(c.power) ? String(Number(c.power) + k) : c.power }));
const big = [...real, ...shifted(1), ...shifted(2)];
t = performance.now();
const bigIndex = SimilarIndex.build(big);
const bigBuildMs = performance.now() - t;
const bigTimes = [];
for (const [i, card] of chosen.slice(0, 300).entries()) {
  const model = parseDocument(cardToText(alter(card, i).copy)).models[0];
  if (!model) continue;
  const custom = comparedCardOf(model);
  t = performance.now();
  bigIndex.nearest(custom, 3);
  bigTimes.push(performance.now() - t);
}
const bigSorted = bigTimes.sort((a, b) => a - b);
const bigMedian = bigSorted[Math.floor(bigSorted.length / 2)];
const bigP95 = bigSorted[Math.floor(bigSorted.length * 0.95)];

const rows = [
  [`altered real cards: the original first`, `${top1}/${n} = ${(100 * top1 / n).toFixed(1)}%`, '≥ 90%'],
  [`altered real cards: the original in the top three`, `${top3}/${n} = ${(100 * top3 / n).toFixed(1)}%`, '≥ 98%'],
  [`index of the corpus's ${index.size} cards: build`, `${buildMs.toFixed(0)} ms`, 'once'],
  [`one card against ${index.size}: median / 95th percentile`, `${pct(0.5).toFixed(2)} / ${pct(0.95).toFixed(2)} ms`, ''],
  [`index of ${bigIndex.size} cards (corpus + two generated copies): build`, `${bigBuildMs.toFixed(0)} ms`, 'once'],
  [`one card against ${bigIndex.size}: median / 95th percentile`, `${bigMedian.toFixed(2)} / ${bigP95.toFixed(2)} ms`, '≤ 20 ms'],
];
console.log(`cardtext precedent conformance: ${n} real cards of ${corpusDir}, each renamed and changed in one number or one word\n`);
console.log(['| measure | value | goal |', '|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n'));
if (misses.length) console.log(`\nNot first (${n - top1}; the first ${misses.length}):\n${misses.map((m) => `  - ${m}`).join('\n')}`);
const failures = [];
if (top1 / n < 0.9) failures.push('the original is first for fewer than 90%');
if (top3 / n < 0.98) failures.push('the original is in the top three for fewer than 98%');
if (bigP95 > 20) failures.push('precedent takes more than 20 ms per card against 30,000 cards');
if (option('conformancePrecedent', args, '--json')) writeFileSync(option('conformancePrecedent', args, '--json'), JSON.stringify({ rows, misses }, null, 2));
if (failures.length) {
  console.log(`\nGATES FAILED:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  if (gate) process.exitCode = 1;
} else console.log('\nAll precedent gates passed.');
