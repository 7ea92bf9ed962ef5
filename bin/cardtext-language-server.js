#!/usr/bin/env node
// The cardtext language server over stdio (or --node-ipc / --socket=N), for any LSP client.
if (!process.argv.some((a) => a === '--stdio' || a === '--node-ipc' || a.startsWith('--socket') || a.startsWith('--pipe'))) {
  process.argv.push('--stdio');
}
require('../dist/server.js');
