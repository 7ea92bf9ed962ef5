// Bundles the CLI, the language server and the VS Code client into CommonJS files under dist/, and
// the web extension (client and server for a browser's Web Worker) into dist/browser/.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { copyRenderAssets } from './scripts/renderAssets.mjs';

const common = { bundle: true, platform: 'node', format: 'cjs', target: 'node20', sourcemap: true, logLevel: 'warning' };
/**
 * The CLI is two bundles: dist/cli.js holds `lint` alone (what pre-commit hooks and CI run, where
 * start-up is the cost) and loads dist/cliMain.js, every command, only for another command (or
 * lint's usage and help). Both, and the server, are minified but for their names (less to read
 * and compile at every start; stack traces keep their names, the source maps their places).
 */
const startFast = { minifyWhitespace: true, minifySyntax: true };
const mainApart = {
  name: 'cardtext-cli-main-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\/main\.js$/ }, (args) => (args.importer.endsWith('cli.ts') ? { path: './cliMain.js', external: true } : undefined));
  },
};
const entries = [
  // render.ts finds dist/render/ by __dirname when bundled; import.meta.url is only its fallback under ESM (tests)
  { entryPoints: ['server/src/cli/cli.ts'], outfile: 'dist/cli.js', define: { 'import.meta.url': 'undefined' }, plugins: [mainApart], ...startFast },
  { entryPoints: ['server/src/cli/main.ts'], outfile: 'dist/cliMain.js', define: { 'import.meta.url': 'undefined' }, ...startFast },
  // exportThread.ts finds its worker by __dirname when bundled; import.meta.url is its fallback under ESM (tests)
  { entryPoints: ['server/src/server.ts'], outfile: 'dist/server.js', define: { 'import.meta.url': 'undefined' }, ...startFast },
  { entryPoints: ['server/src/lsp/exportWorker.ts'], outfile: 'dist/exportWorker.js' },
  // The real-card update's own process (updateProcess.ts forks it beside dist/server.js).
  { entryPoints: ['server/src/lsp/updateChild.ts'], outfile: 'dist/updateChild.js' },
  { entryPoints: ['client/src/extension.ts'], outfile: 'dist/extension.js', external: ['vscode'] },
];

/**
 * The browser builds resolve no Node built-in but `node:v8`, whose heap figures the memory limits
 * read (server/src/browser/nodeV8.ts gives the browser's); any other is a build error, so Node
 * code cannot slip into the web bundles.
 */
const browserShims = {
  name: 'cardtext-browser-shims',
  setup(b) {
    b.onResolve({ filter: /^node:v8$/ }, () => ({ path: fileURLToPath(new URL('./server/src/browser/nodeV8.ts', import.meta.url)) }));
  },
};
const browser = { bundle: true, platform: 'browser', target: 'es2022', sourcemap: true, logLevel: 'warning', minify: true, plugins: [browserShims], define: { 'process.env.NODE_ENV': '"production"' } };
const browserEntries = [
  // A classic worker script (an IIFE): the extension host and the playground start it with new Worker(url).
  { entryPoints: ['server/src/browser/server.ts'], outfile: 'dist/browser/server.js', format: 'iife' },
  // VS Code for the Web loads the extension's `browser` entry as CommonJS in its worker extension host.
  { entryPoints: ['client/src/browserExtension.ts'], outfile: 'dist/browser/extension.js', format: 'cjs', external: ['vscode'] },
];
await Promise.all([
  ...entries.filter((e) => existsSync(e.entryPoints[0])).map((e) => build({ ...common, ...e })),
  ...browserEntries.map((e) => build({ ...browser, ...e })),
]);
copyRenderAssets();
