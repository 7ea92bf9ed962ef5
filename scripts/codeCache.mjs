// Writes V8's code cache beside the CLI's and the language server's bundles (dist/cli.js.cache,
// dist/server.js.cache), which bin/loadBundle.js reads at every start: each is made by a typical
// run of the bundle under the Node that built it — `cardtext lint examples/design.cards`, and the
// language server checking that file — so it holds the code such a run compiles. Run by `npm run
// build` after the bundles; a cache older than its bundle is ignored at run time, never used.
// Usage: node scripts/codeCache.mjs
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './corpusOptions.mjs';

const env = { ...process.env, CARDTEXT_CODE_CACHE: 'write' };
const example = join(repoRoot, 'examples', 'design.cards');

/** Fails the build with a message. */
function fail(message) {
  console.error(`codeCache: ${message}`);
  process.exit(1);
}

/** Checks that `bundle`'s cache was written by the run just made. */
function written(bundle, since) {
  const cache = `${bundle}.cache`;
  if (!existsSync(cache) || statSync(cache).mtimeMs < since) fail(`the run did not write ${cache}`);
  return `${Math.round(statSync(cache).size / 1024)} KB`;
}

const cli = join(repoRoot, 'dist', 'cli.js');
let started = Date.now() - 1000;
const lint = spawnSync(process.execPath, [join(repoRoot, 'bin', 'cardtext.js'), 'lint', example], { cwd: repoRoot, env, encoding: 'utf8' });
if (lint.status !== 0 && lint.status !== 1) fail(`cardtext lint examples/design.cards failed (${lint.status}): ${lint.stderr}`);
const cliSize = written(cli, started);

// The language server: initialize, open the example, wait for its diagnostics, shut down and exit.
const server = join(repoRoot, 'dist', 'server.js');
started = Date.now() - 1000;
const { createMessageConnection, StreamMessageReader, StreamMessageWriter } = await import('vscode-languageserver-protocol/node.js');
const child = spawn(process.execPath, [join(repoRoot, 'bin', 'cardtext-language-server.js'), '--stdio'], { cwd: repoRoot, env, stdio: ['pipe', 'pipe', 'inherit'] });
const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
const uri = pathToFileURL(example).toString();
const published = new Promise((resolve) => connection.onNotification('textDocument/publishDiagnostics', (p) => p.uri === uri && resolve()));
connection.onNotification('window/logMessage', () => undefined);
connection.onNotification('window/showMessage', () => undefined);
connection.onRequest('workspace/configuration', (p) => p.items.map(() => ({})));
connection.onRequest('client/registerCapability', () => null);
connection.listen();
const timeout = setTimeout(() => fail('the language server did not publish diagnostics within 60 s'), 60000);
await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: { workspace: { configuration: true } } });
await connection.sendNotification('initialized', {});
await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text: readFileSync(example, 'utf8') } });
await published;
const exited = new Promise((resolve) => child.once('exit', resolve));
await connection.sendRequest('shutdown');
await connection.sendNotification('exit');
await exited;
clearTimeout(timeout);
connection.dispose();
console.log(`codeCache: wrote dist/cli.js.cache (${cliSize}) and dist/server.js.cache (${written(server, started)})`);
