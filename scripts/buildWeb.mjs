// Builds the playground (web/) into dist/web/: index.html, playground.css, playground.js (one
// classic script: the page, CodeMirror, the language server's worker source, the examples and the
// preview's stylesheet, script and symbol font) and the font's licence. Nothing in it is fetched
// from anywhere: the folder can be published as it is on any static host, or opened from disk.
// Needs dist/browser/server.js and dist/render/ (`node esbuild.mjs`; `npm run build:web` runs both).
// usage: node scripts/buildWeb.mjs [--out DIR]
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outArg = process.argv.indexOf('--out');
const out = resolve(root, outArg > 0 ? process.argv[outArg + 1] : 'dist/web');
const workerFile = join(root, 'dist', 'browser', 'server.js');
const renderDir = join(root, 'dist', 'render');

for (const [file, what] of [[workerFile, 'the browser language server'], [join(renderDir, 'cardtext.css'), 'the preview assets']]) {
  if (!existsSync(file)) {
    console.error(`buildWeb: ${what} (${file.slice(root.length + 1)}) is missing: run \`node esbuild.mjs\` (or \`npm run build\`) first`);
    process.exit(1);
  }
}

const read = (file) => readFileSync(file, 'utf8');
/** mana.css with its font as a data: URL: the preview frame (an opaque origin) can fetch nothing. */
function manaCss() {
  const font = readFileSync(join(renderDir, 'mana.woff2')).toString('base64');
  return read(join(renderDir, 'mana.css')).replace(/url\("mana\.woff2"\)/g, `url("data:font/woff2;base64,${font}")`);
}

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
            `export const cardtextJs = ${JSON.stringify(read(join(renderDir, 'cardtext.js')))};`,
            `export const manaCss = ${JSON.stringify(manaCss())};`,
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
copyFileSync(join(root, 'web', 'index.html'), join(out, 'index.html'));
copyFileSync(join(root, 'web', 'playground.css'), join(out, 'playground.css'));
copyFileSync(join(renderDir, 'mana-font-LICENSE.txt'), join(out, 'mana-font-LICENSE.txt'));

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
