// The quick-start demo: lint the bundled examples with the CLI, then say what the output shows.
// examples/showcase.cards has one card per check on purpose, so `cardtext lint` exits 1 there;
// this demo fails only if the examples no longer behave as documented (examples/verify.mjs).
import { spawnSync } from 'node:child_process';

const lint = spawnSync(process.execPath, ['bin/cardtext.js', 'lint', 'examples/'], { stdio: 'inherit' });
if (lint.status === 2 || lint.status === null) {
  console.error('\ncardtext lint could not run on examples/ (exit code 2).');
  process.exit(1);
}
const verify = spawnSync(process.execPath, ['examples/verify.mjs'], { encoding: 'utf8' });
if (verify.status !== 0) {
  process.stderr.write(verify.stdout + verify.stderr);
  process.exit(1);
}
console.log(`
The problems above are on purpose: every card of examples/showcase.cards demonstrates one check,
examples/clean.cards has none, and examples/design.cards two design notes (a complex common, a colour-pie
bend). (cardtext lint exited with ${lint.status}: 1 means errors were found.)
Next: \`npm test\` runs the tests; \`node bin/cardtext.js lint --format json FILE\` gives the JSON report;
\`node bin/cardtext.js stats examples/design.cards\` and \`… boosters examples/design.cards\` show a set's design.`);
