// Where the real-card corpus is, for scripts that measure on it: `--corpus DIR` (or `--corpus=DIR`),
// else the CARDTEXT_CORPUS environment variable, else ../shared/corpus beside the repository. The
// seed pages: `--seeds DIR`, else CARDTEXT_SEEDS, else seeds/ beside the corpus folder.
// A missing folder or file ends the script with exit 2 and one line saying what is missing and how
// to point at it, never a stack trace.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Ends the script with exit 2 and one line on stderr. */
export function fail(script, message) {
  console.error(`${script}: ${message}`);
  process.exit(2);
}

/** The value of `--name VALUE` or `--name=VALUE`; `fallback` if absent; exit 2 if the value is missing. */
export function option(script, args, name, fallback) {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === name) {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) fail(script, `${name} needs a value`);
      return value;
    }
    if (args[i].startsWith(`${name}=`)) return args[i].slice(name.length + 1);
  }
  return fallback;
}

const isDir = (path) => existsSync(path) && statSync(path).isDirectory();

/**
 * The corpus folder, checked to hold `files`. Exit 2 with one line if it is missing or incomplete.
 */
export function corpusFolder(script, args, files = ['cards.json', 'rulings.json', 'comprehensive-rules.txt']) {
  const given = option(script, args, '--corpus', process.env.CARDTEXT_CORPUS || undefined);
  const dir = given ? resolve(given) : resolve(repoRoot, '..', 'shared', 'corpus');
  const how = 'pass --corpus DIR or set CARDTEXT_CORPUS';
  if (!isDir(dir)) fail(script, `no corpus folder at ${dir} (${how})`);
  const missing = files.filter((f) => !existsSync(join(dir, f)));
  if (missing.length > 0) fail(script, `the corpus folder ${dir} has no ${missing.join(', ')} (${how})`);
  return dir;
}

/** The folder of seed pages (*.txt), checked to hold some. Exit 2 with one line otherwise. */
export function seedsFolder(script, args, corpusDir) {
  const given = option(script, args, '--seeds', process.env.CARDTEXT_SEEDS || undefined);
  const dir = given ? resolve(given) : resolve(corpusDir, '..', 'seeds');
  if (!isDir(dir) || !readdirSync(dir).some((f) => f.endsWith('.txt'))) {
    fail(script, `no seed pages (*.txt) at ${dir} (pass --seeds DIR or set CARDTEXT_SEEDS)`);
  }
  return dir;
}

/** Exit 2 unless the build output the script imports exists. */
export function requireBuild(script) {
  if (!existsSync(join(repoRoot, 'out', 'server', 'src', 'language', 'document.js'))) {
    fail(script, `the build output is missing (${join(repoRoot, 'out')}): run npm run build first`);
  }
}
