#!/usr/bin/env node
// The cardtext language server over stdio (or --node-ipc / --socket=N), for any LSP client.
if (!process.argv.some((a) => a === '--stdio' || a === '--node-ipc' || a.startsWith('--socket') || a.startsWith('--pipe'))) {
  process.argv.push('--stdio');
}
// The bundled server, loaded with the code cache the build wrote beside it (loadBundle.js).
require('./loadBundle.js').loadBundle(require('path').join(__dirname, '..', 'dist', 'server.js'), module);
