// Measures diagnostic messages as a problems list shows them: for each code, the longest message
// after the card's name over test/language/checks/messageSamples.ts (every branch of every check)
// and the example sets, and how long the longest detail is. Run after `npm run build`:
//   node scripts/messageLengths.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from '../out/server/src/language/document.js';
import { validateDocument } from '../out/server/src/language/validation.js';
import { messageSamples } from '../out/test/language/checks/messageSamples.js';

const examples = readdirSync('examples').filter((f) => f.endsWith('.cards')).map((f) => readFileSync(join('examples', f), 'utf8'));
const longest = new Map();
let count = 0;
for (const text of [...messageSamples, ...examples]) {
  for (const d of validateDocument(parseDocument(text))) {
    count++;
    const rest = d.message.slice(d.message.indexOf(': ') + 2);
    const row = longest.get(d.code) ?? { length: 0, message: '', detail: 0, n: 0 };
    row.n++;
    if (rest.length > row.length) Object.assign(row, { length: rest.length, message: rest });
    row.detail = Math.max(row.detail, d.detail?.length ?? 0);
    longest.set(d.code, row);
  }
}
console.log(`${count} diagnostics from ${messageSamples.length} samples and ${examples.length} example files\n`);
console.log('| code | messages | longest after the name | longest detail | that message |');
console.log('|---|---:|---:|---:|---|');
for (const [code, row] of [...longest].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`| \`${code}\` | ${row.n} | ${row.length} | ${row.detail || '–'} | ${row.message.replace(/\|/g, '\\|')} |`);
}
