// Bundles the CLI, the language server and the VS Code client into CommonJS files under dist/.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';

const common = { bundle: true, platform: 'node', format: 'cjs', target: 'node20', sourcemap: true, logLevel: 'warning' };
const entries = [
  { entryPoints: ['server/src/cli/cli.ts'], outfile: 'dist/cli.js' },
  { entryPoints: ['server/src/server.ts'], outfile: 'dist/server.js' },
  { entryPoints: ['client/src/extension.ts'], outfile: 'dist/extension.js', external: ['vscode'] },
];
await Promise.all(entries.filter((e) => existsSync(e.entryPoints[0])).map((e) => build({ ...common, ...e })));
