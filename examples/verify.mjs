// Checks the example files against the linter (needs `npm run build` first):
//   - every diagnostic code listed in server/src/language/checks/codes.ts, except check-failed,
//     fires at least once in examples/showcase.cards;
//   - examples/clean.cards lints with no diagnostics at all;
//   - examples/design.cards has exactly its design notes on purpose: information only, and each of
//     new-world-order and color-pie-bend at least once.
// Usage: node examples/verify.mjs   (exit 0 = both hold; exit 1 = lists what is missing)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'bin', 'cardtext.js');

/** Runs `cardtext lint --format json FILE` and returns the file's diagnostics. */
function lint(file) {
  const run = spawnSync(process.execPath, [cli, 'lint', '--format', 'json', join(root, file)], { encoding: 'utf8' });
  if (run.status !== 0 && run.status !== 1) {
    console.error(`cardtext failed on ${file} (exit ${run.status}):\n${run.stderr}`);
    process.exit(2);
  }
  return JSON.parse(run.stdout).files.flatMap((f) => f.diagnostics);
}

// The codes are the keys of `codeInfo` in codes.ts: lines such as `  'unknown-symbol': { severity: …`.
const codesSource = readFileSync(join(root, 'server/src/language/checks/codes.ts'), 'utf8');
const allCodes = [...codesSource.matchAll(/^\s*'([a-z-]+)':\s*\{\s*severity:/gm)].map((m) => m[1]);
if (allCodes.length === 0) {
  console.error('verify: found no codes in codes.ts (has its shape changed?)');
  process.exit(2);
}
const expected = allCodes.filter((c) => c !== 'check-failed');

const showcase = lint('examples/showcase.cards');
const seen = new Map();
for (const d of showcase) if (!seen.has(d.code)) seen.set(d.code, d);
for (const code of expected) {
  const d = seen.get(code);
  const where = d ? `line ${d.range.start.line + 1}${d.card ? `, ${d.card}` : ''}` : 'MISSING';
  console.log(`${d ? 'ok     ' : 'missing'}  ${code.padEnd(38)} ${where}`);
}
const missing = expected.filter((c) => !seen.has(c));

const clean = lint('examples/clean.cards');
for (const d of clean) console.log(`clean.cards:${d.range.start.line + 1}:${d.range.start.character + 1}  ${d.code}  ${d.message}`);

const design = lint('examples/design.cards');
const designNotes = ['new-world-order', 'color-pie-bend'];
const designWrong = design.filter((d) => d.severity !== 'info' || !designNotes.includes(d.code));
const designMissing = designNotes.filter((c) => !design.some((d) => d.code === c));
for (const d of designWrong) console.log(`design.cards:${d.range.start.line + 1}:${d.range.start.character + 1}  ${d.code}  ${d.message}  (not one of its design notes)`);

console.log(`\nshowcase.cards: ${expected.length - missing.length}/${expected.length} codes fire (check-failed is not expected).`);
console.log(`clean.cards: ${clean.length} diagnostic${clean.length === 1 ? '' : 's'}.`);
console.log(`design.cards: ${design.length} design notes (${designNotes.join(', ')}), ${designWrong.length} other diagnostics.`);
if (missing.length > 0) console.log(`Missing codes: ${missing.join(', ')}`);
if (designMissing.length > 0) console.log(`design.cards misses its note: ${designMissing.join(', ')}`);
process.exit(missing.length > 0 || clean.length > 0 || designWrong.length > 0 || designMissing.length > 0 ? 1 : 0);
