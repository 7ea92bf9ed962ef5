/**
 * The cardtext language server on Node: the shared handlers (`lsp/languageServer.ts`) with what
 * only Node can do — the workspace's other `.cards` files read from disk (`lsp/diskFiles.ts`,
 * `lsp/workspaceScan.ts`), rules and rulings files (`knowledgeFiles.ts`), the result cache, the
 * real-card index and its download, card images drawn by a local browser, and exports in a
 * worker thread — and the stdio framing guard (`lsp/framing.ts`).
 *
 * Start it with `cardtext-language-server --stdio`. See docs/reliability.md for its limits and guarantees.
 */
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { fileURLToPath } from 'node:url';
import { isAbsolute } from 'node:path';
import { KnowledgeStore } from './knowledgeFiles.js';
import { FramingMonitor } from './lsp/framing.js';
import { DiskFiles } from './lsp/diskFiles.js';
import { startBlockingMonitor } from './lsp/blocking.js';
import { exportInThread } from './lsp/exportThread.js';
import { registerImageRequests } from './lsp/imageRequests.js';
import { registerImportRequests } from './lsp/importRequests.js';
import { artFileFor } from './lsp/artFileFor.js';
import { EditorResultCache } from './lsp/resultCache.js';
import { RealCards } from './lsp/realCardRequests.js';
import { cancelUndispatched, startLanguageServer, type ServerParts } from './lsp/languageServer.js';

/**
 * Over stdio, a broken `Content-Length` ends the server with a message (vscode-jsonrpc can't
 * recover from it), after a second in which the messages before it are answered.
 */
function connect() {
  const strategy = { cancelUndispatched };
  if (!process.argv.includes('--stdio')) return createConnection(ProposedFeatures.all, strategy);
  const input = process.stdin.pipe(new FramingMonitor((reason) => {
    process.stderr.write(`cardtext-language-server: the LSP message stream is broken (${reason}); exiting so that the editor can restart the server.\n`);
    setTimeout(() => process.exit(1), 1000);
  }));
  return createConnection(ProposedFeatures.all, input, process.stdout, strategy);
}

const blocking = process.env.CARDTEXT_MEASURE_BLOCKING ? startBlockingMonitor() : undefined;
const connection = connect();
const knowledge = new KnowledgeStore();

/** Folders art may come from besides each file's own: the workspace folders and `cardtext.artFolders`. */
const artFolders = (parts: ServerParts) => [...parts.roots(), ...parts.settings().artFolders.filter((f) => isAbsolute(f))];

startLanguageServer(connection, {
  knowledge,
  // Only folders on disk can be read.
  roots: (uris) => uris.filter((u) => u.startsWith('file:')).flatMap((u) => {
    try {
      return [fileURLToPath(u)];
    } catch {
      return [];
    }
  }),
  runExport: exportInThread,
  workspaceFiles: (parts) => new DiskFiles({ workspace: parts.workspace, documents: parts.documents, baseDeclarations: () => parts.configuration.declarations, warn: parts.warn, log: parts.log }),
  resultCache: (folder, host) => {
    if (typeof folder === 'string' && isAbsolute(folder)) return new EditorResultCache(folder, host);
    if (folder !== undefined && folder !== null) host.log(`cardtext: initializationOptions.cacheFolder must be an absolute folder path; the result cache is off.`);
    return undefined;
  },
  realCards: (parts) => new RealCards(parts.connection, { knowledge, listing: () => parts.settings().realCardsSource, log: parts.log }),
  artFile: (uri, parts) => artFileFor(uri, artFolders(parts)),
  register: (parts) => {
    registerImageRequests(connection, parts.protocol, {
      document: parts.document, diagnostics: async (doc) => (await parts.diagnostics.of(doc)).core,
      artFolders: () => artFolders(parts),
      browserPath: () => parts.settings().browserPath,
    });
    registerImportRequests(connection, parts.protocol);
    // For the reliability suite: close a phase of the blocking measurement (see lsp/blocking.ts).
    if (blocking) connection.onNotification('$/cardtext/blockingPhase', () => blocking.phase());
  },
});

// A failure in one request must never take the server down: log it and carry on.
process.on('unhandledRejection', (reason) => connection.console.error(`cardtext: unexpected error: ${String(reason)}`));
process.on('uncaughtException', (error) => connection.console.error(`cardtext: unexpected error: ${error.stack ?? error.message}`));
