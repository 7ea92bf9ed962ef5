/**
 * The cardtext language server in a browser's Web Worker (VS Code for the Web, the playground
 * page): the same handlers as the Node server (`lsp/languageServer.ts`) over the worker's
 * messages. It reads no files: hovers use the built-in reference and the rulings written in the
 * `.cards` files, exports and imports (of bytes the page hands over) run in this worker, and there
 * is no workspace scan, result cache, real-card download or card images (docs/web.md says why).
 */
import { BrowserMessageReader, BrowserMessageWriter, createConnection, type Message, ProposedFeatures } from 'vscode-languageserver/browser';
import { BuiltInKnowledge } from '../language/knowledge/knowledgeSource.js';
import { runExportJob } from '../lsp/exportJob.js';
import { cancelled } from '../lsp/exportRequests.js';
import { cancelUndispatched, startLanguageServer } from '../lsp/languageServer.js';
import { importedArt, registerImportBytes } from '../lsp/importBytes.js';

/** The worker's global scope, as far as this file uses it (the project compiles without the DOM's types). */
interface WorkerScope {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: { message?: string; reason?: unknown; preventDefault(): void }) => void): void;
}
declare const self: WorkerScope;

/**
 * Posts each message as the JSON it would be on a stream: postMessage's structured clone copies
 * only own data properties, so the core's positions (line numbers read through a getter, relative
 * to their card) would arrive without their `line`, and fields set to undefined would arrive too.
 */
class JsonMessageWriter extends BrowserMessageWriter {
  override write(message: Message): Promise<void> {
    return super.write(JSON.parse(JSON.stringify(message)) as Message);
  }
}

const connection = createConnection(ProposedFeatures.all, new BrowserMessageReader(self as never), new JsonMessageWriter(self as never), { cancelUndispatched });

startLanguageServer(connection, {
  knowledge: new BuiltInKnowledge(),
  // Nothing of the workspace is read but the open documents.
  roots: () => [],
  // The worker is the server's own thread: the page stays responsive while an export runs.
  runExport: async (job, token) => {
    if (token?.isCancellationRequested) throw cancelled();
    return runExportJob(job);
  },
  // A set imported in the page (cardtext/importBytes): its pictures are the page's, shown in the preview.
  artFile: () => importedArt(),
  register: (parts) => registerImportBytes(connection, parts.protocol),
});

// A failure in one request must never take the server down: log it and carry on.
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  connection.console.error(`cardtext: unexpected error: ${String(event.reason)}`);
});
self.addEventListener('error', (event) => {
  event.preventDefault();
  connection.console.error(`cardtext: unexpected error: ${event.message ?? 'unknown'}`);
});
