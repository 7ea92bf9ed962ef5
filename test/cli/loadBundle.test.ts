import * as assert from 'node:assert';
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, truncateSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../helpers.js';
import { tempFolder } from './cliHelpers.js';

// bin/loadBundle.js: the bundles run with V8's code cache the build wrote beside them.
const loader = join(repoRoot(), 'bin', 'loadBundle.js');

/** Runs `bundle.js` of `dir` through the loader in a fresh Node; what it exported and what became of the cache. */
function load(dir: string, env: Record<string, string> = {}): { cache: string; answer: number; file: string; dir: string; mainIsRunner: boolean } {
  const run = spawnSync(process.execPath, [join(dir, 'run.cjs')], { encoding: 'utf8', env: { ...process.env, CARDTEXT_CODE_CACHE: '', ...env } });
  assert.strictEqual(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

suite('bundles start from V8\'s code cache (bin/loadBundle.js)', () => {
  let t: ReturnType<typeof tempFolder>;
  setup(() => {
    t = tempFolder('code-cache');
    t.write('run.cjs', `const { loadBundle } = require(${JSON.stringify(loader)});
const loaded = loadBundle(require('path').join(__dirname, 'bundle.js'), module);
process.stdout.write(JSON.stringify({ cache: loaded.cache, ...loaded.exports }));
`);
    t.write('bundle.js', 'function work(n) { let s = 0; for (let i = 0; i < n; i++) s += i % 7; return s; }\nmodule.exports = { answer: 6 * 7 + work(0), file: __filename, dir: __dirname, mainIsRunner: require.main.filename.endsWith("run.cjs") };\n');
  });
  teardown(() => t.remove());

  test('a bundle runs as a module of its own without a cache, writes one when asked, and then starts from it', () => {
    const plain = load(t.dir);
    assert.deepStrictEqual(plain, { cache: 'absent', answer: 42, file: t.path('bundle.js'), dir: t.dir, mainIsRunner: true });
    assert.strictEqual(load(t.dir, { CARDTEXT_CODE_CACHE: 'write' }).cache, 'writing');
    assert.ok(statSync(t.path('bundle.js.cache')).size > 0);
    assert.deepStrictEqual(load(t.dir), { ...plain, cache: 'used' });
  });

  test('a cache of an earlier build of the bundle is not used: the new bundle runs', () => {
    load(t.dir, { CARDTEXT_CODE_CACHE: 'write' });
    // The same length, other code: V8 itself would only compare the lengths.
    t.write('bundle.js', readFileSync(t.path('bundle.js'), 'utf8').replace('6 * 7', '6 * 8'));
    const later = new Date(Date.now() + 5000);
    utimesSync(t.path('bundle.js'), later, later);
    const run = load(t.dir);
    assert.strictEqual(run.cache, 'stale');
    assert.strictEqual(run.answer, 48);
  });

  test('a damaged cache is rejected and the bundle compiled as usual', () => {
    load(t.dir, { CARDTEXT_CODE_CACHE: 'write' });
    truncateSync(t.path('bundle.js.cache'), statSync(t.path('bundle.js.cache')).size - 16);
    const run = load(t.dir);
    assert.strictEqual(run.cache, 'rejected');
    assert.strictEqual(run.answer, 42);
  });

  test('the build wrote the CLI\'s and the language server\'s caches for the bundles it made', () => {
    for (const bundle of ['cli.js', 'server.js']) {
      const file = join(repoRoot(), 'dist', bundle);
      const stat = statSync(file);
      const stamp = readFileSync(`${file}.cache`).subarray(0, 100).toString('latin1').split('\n')[0];
      assert.strictEqual(stamp, `cardtext-code-cache 1 ${stat.size} ${Math.round(stat.mtimeMs)}`, `dist/${bundle}.cache is that of another build`);
    }
  });
});
