// Bundles the CLI, the language server and the VS Code client into CommonJS files under dist/.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { copyRenderAssets } from './scripts/renderAssets.mjs';

const common = { bundle: true, platform: 'node', format: 'cjs', target: 'node20', sourcemap: true, logLevel: 'warning' };
const entries = [
  // render.ts finds dist/render/ by __dirname when bundled; import.meta.url is only its fallback under ESM (tests)
  { entryPoints: ['server/src/cli/cli.ts'], outfile: 'dist/cli.js', define: { 'import.meta.url': 'undefined' } },
  // exportRequests.ts finds its worker by __dirname when bundled; import.meta.url is its fallback under ESM (tests)
  { entryPoints: ['server/src/server.ts'], outfile: 'dist/server.js', define: { 'import.meta.url': 'undefined' } },
  { entryPoints: ['server/src/lsp/exportWorker.ts'], outfile: 'dist/exportWorker.js' },
  { entryPoints: ['client/src/extension.ts'], outfile: 'dist/extension.js', external: ['vscode'] },
];
await Promise.all(entries.filter((e) => existsSync(e.entryPoints[0])).map((e) => build({ ...common, ...e })));
copyRenderAssets();
