// tsc emits ES modules into out/; the package root stays CommonJS for VS Code's extension loader,
// so mark the compiled tree as ESM for Node (chevrotain 11 is ESM-only).
import { mkdirSync, writeFileSync } from 'node:fs';
mkdirSync('out', { recursive: true });
writeFileSync('out/package.json', JSON.stringify({ type: 'module' }) + '\n');
