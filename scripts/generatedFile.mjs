// The end of every generator (rules data, grammar, reminder text): with --check, compare the file it
// would write with the committed one and exit 1 if they differ (for CI); otherwise write it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';

/**
 * Checks or writes a generated file. `script` names the generator in messages, `outOfDate` says how
 * to regenerate; returns true when it wrote the file (the caller then reports what it holds).
 */
export function checkOrWrite({ script, outputPath, content, check, outOfDate }) {
  if (check) {
    let committed = '';
    try {
      committed = readFileSync(outputPath, 'utf8');
    } catch {
      // a missing file counts as out of date
    }
    if (committed !== content) {
      console.error(`${script}: ${outputPath} is out of date; ${outOfDate}`);
      process.exit(1);
    }
    console.log(`${script}: ${basename(outputPath)} is up to date`);
    return false;
  }
  mkdirSync(dirname(outputPath), { recursive: true });
  writeFileSync(outputPath, content);
  return true;
}
