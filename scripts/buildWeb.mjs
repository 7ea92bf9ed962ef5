// Builds the playground (web/) into dist/web/: index.html, playground.css, playground.js (one
// classic script: the page, CodeMirror, the language server's worker source, the examples and the
// preview's stylesheet, script and symbol font) and the font's licence. Nothing in it is fetched
// from anywhere: the folder can be published as it is on any static host, or opened from disk.
// web/ is type-checked (tsc -p web/tsconfig.json) while esbuild bundles it: a type error fails the
// build (and removes the folder just built). index.html's Content-Security-Policy gets the hashes of the preview frame's two scripts.
// Needs dist/browser/server.js and dist/render/ (`node esbuild.mjs`; `npm run build:web` runs both).
// usage: node scripts/buildWeb.mjs [--out DIR]   (DIR: a folder inside dist/, default dist/web; it is
// emptied first, so it must be new, empty or an earlier playground build)
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const usage = 'usage: node scripts/buildWeb.mjs [--out DIR]   (DIR: a folder inside dist/, default dist/web)';
/** Stops with a message and exit code 2 (a usage error: nothing was built or removed). */
function refuse(message) {
  console.error(`buildWeb: ${message}\n${usage}`);
  process.exit(2);
}

let outArg = 'dist/web';
for (let i = 2; i < process.argv.length; i++) {
  const arg = process.argv[i];
  if (arg === '--out') {
    const value = process.argv[++i];
    if (value === undefined || value === '' || value.startsWith('--')) refuse('--out needs a folder (inside dist/)');
    outArg = value;
  } else if (arg === '--help' || arg === '-h') {
    console.log(usage);
    process.exit(0);
  } else refuse(`unknown argument "${arg}"`);
}
const out = resolve(root, outArg);
const dist = join(root, 'dist');
const workerFile = join(root, 'dist', 'browser', 'server.js');
const renderDir = join(root, 'dist', 'render');

// The output folder is emptied (rm -r) before the build: it must be a folder of its own inside dist/,
// holding nothing but an earlier playground build, so a slip (`--out .`, `--out dist`, `--out ~`)
// can't delete anything else.
const inDist = relative(dist, out);
if (inDist === '' || inDist === '..' || inDist.startsWith(`..${sep}`) || isAbsolute(inDist)) {
  refuse(`--out ${outArg}: the output folder must be inside dist/ (it is emptied before the build), not ${out}`);
}
if (existsSync(out)) {
  if (!statSync(out).isDirectory()) refuse(`--out ${outArg}: ${out} is a file, not a folder`);
  const entries = readdirSync(out);
  const earlierBuild = entries.includes('index.html') && entries.includes('playground.js');
  if (entries.length > 0 && !earlierBuild) refuse(`--out ${outArg}: ${out} holds other files (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}), not an earlier playground build; it would be emptied: choose a new folder`);
}

for (const [file, what] of [[workerFile, 'the browser language server'], [join(renderDir, 'cardtext.css'), 'the preview assets']]) {
  if (!existsSync(file)) {
    console.error(`buildWeb: ${what} (${file.slice(root.length + 1)}) is missing: run \`node esbuild.mjs\` (or \`npm run build\`) first`);
    process.exit(1);
  }
}

/**
 * tsc -p web/tsconfig.json (no output), beside the bundling. Skipped when nothing it reads changed
 * since the last check that passed (out/web-typecheck.ok: web/ and the core modules it imports, the
 * installed packages, TypeScript).
 */
function typeCheck() {
  const stamp = join(root, 'out', 'web-typecheck.ok');
  const inputs = [join(root, 'node_modules', '.package-lock.json'), createRequire(import.meta.url).resolve('typescript/package.json')];
  for (const e of readdirSync(join(root, 'web'), { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const file = join(e.parentPath ?? e.path, e.name);
    inputs.push(file);
    // and the core's modules the page imports (a change there can break the page's types too)
    if (file.endsWith('.ts')) for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)) inputs.push(resolve(dirname(file), spec).replace(/\.js$/, '') + '.ts');
  }
  const since = existsSync(stamp) ? statSync(stamp).mtimeMs : -1;
  if (inputs.every((f) => !existsSync(f) || statSync(f).mtimeMs <= since)) return Promise.resolve({ ok: true, text: '', skipped: true });
  const started = new Date();
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  return new Promise((done) => {
    const child = spawn(process.execPath, [tsc, '-p', join(root, 'web', 'tsconfig.json'), '--incremental', '--tsBuildInfoFile', join(root, 'out', 'web.tsbuildinfo'), '--pretty', 'false'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (b) => { text += b; });
    child.stderr.on('data', (b) => { text += b; });
    child.on('error', (e) => done({ ok: false, text: String(e) }));
    child.on('close', (code) => {
      if (code === 0) {
        // stamped with the time the check began: a file saved while it ran is checked next time
        mkdirSync(dirname(stamp), { recursive: true });
        writeFileSync(stamp, `tsc -p web/tsconfig.json passed at ${started.toISOString()}\n`);
        utimesSync(stamp, started, started);
      } else rmSync(stamp, { force: true });
      done({ ok: code === 0, text });
    });
  });
}
const checked = typeCheck();

const read = (file) => readFileSync(file, 'utf8');
/** mana.css with its font as a data: URL: the preview frame (an opaque origin) can fetch nothing. */
function manaCss() {
  const font = readFileSync(join(renderDir, 'mana.woff2')).toString('base64');
  return read(join(renderDir, 'mana.css')).replace(/url\("mana\.woff2"\)/g, `url("data:font/woff2;base64,${font}")`);
}

/**
 * The preview frame's scripts, as written between its <script> tags: the srcdoc frame inherits the
 * page's policy, which allows them by their SHA-256 (a hash covers the exact text: line ends as the
 * HTML parser leaves them, `</script` escaped as preview.ts's inline() would).
 */
const frameScripts = [read(join(root, 'web', 'playground', 'frame-shim.js')), read(join(renderDir, 'cardtext.js'))]
  .map((text) => text.replace(/\r\n?/g, '\n').replace(/<\/(script)/gi, '<\\/$1'));
const scriptHashes = frameScripts.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);

const virtual = {
  name: 'playground-virtual-modules',
  setup(b) {
    b.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path, namespace: 'virtual' }));
    b.onLoad({ filter: /.*/, namespace: 'virtual' }, (args) => {
      // the worker's source map is not shipped: its comment would name a file the Blob URL can't reach
      if (args.path === 'virtual:worker-source') return { contents: `export default ${JSON.stringify(read(workerFile).replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n'))};`, loader: 'js' };
      if (args.path === 'virtual:preview-assets') {
        return {
          contents: [
            `export const cardtextCss = ${JSON.stringify(read(join(renderDir, 'cardtext.css')))};`,
            `export const manaCss = ${JSON.stringify(manaCss())};`,
            `export const frameScripts = ${JSON.stringify(frameScripts)};`,
          ].join('\n'),
          loader: 'js',
        };
      }
      return undefined;
    });
  },
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const build_id = new Date().toISOString();
await build({
  entryPoints: [join(root, 'web', 'playground', 'main.ts')],
  outfile: join(out, 'playground.js'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['chrome110', 'firefox115', 'safari16'],
  minify: true,
  legalComments: 'eof',
  loader: { '.cards': 'text' },
  define: { PLAYGROUND_BUILD: JSON.stringify(build_id) },
  plugins: [virtual],
  logLevel: 'warning',
});
const page = read(join(root, 'web', 'index.html'));
if (!page.includes("'preview-script-hashes'")) {
  console.error("buildWeb: web/index.html's Content-Security-Policy has no 'preview-script-hashes' to fill in");
  process.exit(1);
}
writeFileSync(join(out, 'index.html'), page.replace("'preview-script-hashes'", scriptHashes.join(' ')));
copyFileSync(join(root, 'web', 'playground.css'), join(out, 'playground.css'));
copyFileSync(join(renderDir, 'mana-font-LICENSE.txt'), join(out, 'mana-font-LICENSE.txt'));

const types = await checked;
if (!types.ok) {
  console.error(`buildWeb: web/ has type errors (tsc -p web/tsconfig.json):\n${types.text.trim()}`);
  rmSync(out, { recursive: true, force: true });
  process.exit(1);
}

// Sizes, raw and gzipped (as a static host would serve them).
let raw = 0;
let gz = 0;
const rows = [];
for (const name of readdirSync(out).sort()) {
  const data = readFileSync(join(out, name));
  const z = gzipSync(data, { level: 9 }).length;
  raw += statSync(join(out, name)).size;
  gz += z;
  rows.push(`  ${name.padEnd(24)} ${(data.length / 1024).toFixed(1).padStart(8)} KB  ${(z / 1024).toFixed(1).padStart(7)} KB gzipped`);
}
const worker = readFileSync(workerFile);
console.log(`dist/web/ (${out}):\n${rows.join('\n')}\n  ${'all'.padEnd(24)} ${(raw / 1024).toFixed(1).padStart(8)} KB  ${(gz / 1024).toFixed(1).padStart(7)} KB gzipped`
  + `\n  (of playground.js, the language server: ${(worker.length / 1024).toFixed(1)} KB, ${(gzipSync(worker, { level: 9 }).length / 1024).toFixed(1)} KB gzipped)`);
