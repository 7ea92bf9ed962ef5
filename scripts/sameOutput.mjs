// Proves a speed change left every result alone: dumps, for every card of a corpus file, its AST,
// its model and its diagnostics (as JSON, card by card), and the CLI's `lint --format json` report
// of the whole file; `--save DIR` writes them from the current build, `--compare DIR` checks the
// current build gives the same bytes and names the first card that differs.
// Usage: node scripts/sameOutput.mjs (--save DIR | --compare DIR) [--cards FILE.cards] [--corpus DIR]
// (FILE.cards defaults to the corpus as one file: `cardtext import ../shared/corpus/cards.json -o FILE`.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { parseDocument } from '../out/server/src/language/document.js';
import { validateDocument } from '../out/server/src/language/validation.js';

const args = process.argv.slice(2);
const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const saveDir = opt('--save');
const compareDir = opt('--compare');
if (!saveDir === !compareDir) {
  console.error('usage: node scripts/sameOutput.mjs (--save DIR | --compare DIR) [--cards FILE.cards]');
  process.exit(2);
}
let cardsFile = opt('--cards');
if (!cardsFile) {
  // A fixed path: the report names the file, so it must be the same in both runs.
  cardsFile = join(tmpdir(), 'cardtext-sameOutput', 'corpus.cards');
  mkdirSync(join(tmpdir(), 'cardtext-sameOutput'), { recursive: true });
  rmSync(cardsFile, { force: true });
  const made = spawnSync(process.execPath, ['bin/cardtext.js', 'import', resolve(opt('--corpus') ?? '../shared/corpus', 'cards.json'), '-o', cardsFile], { encoding: 'utf8' });
  if (!existsSync(cardsFile)) {
    console.error(`sameOutput: could not import the corpus (${made.stderr})`);
    process.exit(2);
  }
}
const text = readFileSync(cardsFile, 'utf8');

/** JSON of a value with cycles cut (models point back at their card's AST). */
function stringify(value) {
  const stack = [];
  return JSON.stringify(value, function (key, v) {
    if (v === null || typeof v !== 'object') return v;
    while (stack.length > 0 && stack[stack.length - 1] !== this) stack.pop();
    if (stack.includes(v)) return '[cycle]';
    stack.push(v);
    if (v instanceof Set) return { set: [...v] };
    if (v instanceof Map) return { map: [...v] };
    return v;
  });
}

const doc = parseDocument(text);
const diagnostics = validateDocument(doc);
const lines = doc.chunks.map((chunk) => stringify({ startLine: chunk.startLine, ast: chunk.ast, model: chunk.model, diagnostics: chunk.diagnostics ?? null }));
lines.push(stringify({ all: diagnostics, problems: doc.problems, directives: doc.directives }));
const dump = `${lines.join('\n')}\n`;
// Run beside the file, so the report names it the same from any checkout.
const lint = spawnSync(process.execPath, [resolve('bin/cardtext.js'), 'lint', '--format', 'json', basename(cardsFile)], { cwd: dirname(resolve(cardsFile)), encoding: 'utf8', maxBuffer: 1 << 30 });
if (lint.status !== 0 && lint.status !== 1) {
  console.error(`sameOutput: lint failed (${lint.status}): ${lint.stderr}`);
  process.exit(2);
}
if (saveDir) {
  mkdirSync(saveDir, { recursive: true });
  writeFileSync(join(saveDir, 'cards.jsonl'), dump);
  writeFileSync(join(saveDir, 'lint.json'), lint.stdout);
  console.log(`sameOutput: saved ${doc.chunks.length} chunks and a ${lint.stdout.length}-character lint report to ${saveDir}`);
} else {
  let same = true;
  const before = readFileSync(join(compareDir, 'cards.jsonl'), 'utf8').split('\n');
  const after = dump.split('\n');
  const differing = [];
  for (let i = 0; i < Math.max(before.length, after.length); i++) if (before[i] !== after[i]) differing.push(i);
  if (differing.length > 0) {
    same = false;
    const i = differing[0];
    const at = [...(before[i] ?? '')].findIndex((c, k) => c !== (after[i] ?? '')[k]);
    console.log(`sameOutput: ${differing.length} chunk dumps differ; the first, chunk ${i} (line ${doc.chunks[i]?.startLine}), at character ${at}:`);
    console.log(`  before: …${(before[i] ?? '').slice(Math.max(0, at - 150), at + 150)}`);
    console.log(`  after:  …${(after[i] ?? '').slice(Math.max(0, at - 150), at + 150)}`);
  }
  const lintBefore = readFileSync(join(compareDir, 'lint.json'), 'utf8');
  if (lintBefore !== lint.stdout) {
    same = false;
    const at = [...lintBefore].findIndex((c, k) => c !== lint.stdout[k]);
    console.log(`sameOutput: the lint report differs at character ${at}: before …${lintBefore.slice(Math.max(0, at - 100), at + 100)}… after …${lint.stdout.slice(Math.max(0, at - 100), at + 100)}…`);
  }
  console.log(same ? `sameOutput: identical (${doc.chunks.length} chunks, ${lint.stdout.length}-character lint report)` : 'sameOutput: DIFFERENT');
  process.exit(same ? 0 : 1);
}
