/**
 * A real JSON-RPC client for protocol tests: spawns the built server (`dist/server.js --stdio`)
 * and talks LSP to it with vscode-languageserver-protocol.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';
import {
  createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node.js';

export interface LspClient {
  connection: MessageConnection;
  process: ChildProcessWithoutNullStreams;
  /** Resolves with the next diagnostics published for `uri` (optionally for a given version). */
  diagnostics(uri: string, version?: number): Promise<PublishDiagnosticsParams>;
  /** Messages the server showed with window/showMessage. */
  messages: string[];
  close(): Promise<void>;
}

/** Starts the server, initializes it with the given settings, workspace folder and extra `workspace` client capabilities. */
export async function startServer(options: { settings?: unknown; rootUri?: string | null; workspaceCapabilities?: Record<string, unknown> } = {}): Promise<LspClient> {
  const server = resolve(process.cwd(), 'dist/server.js');
  const child = spawn(process.execPath, [server, '--stdio'], { stdio: 'pipe' });
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting: { uri: string; version?: number; resolve: (p: PublishDiagnosticsParams) => void }[] = [];
  const messages: string[] = [];
  connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    const i = waiting.findIndex((w) => w.uri === p.uri && (w.version === undefined || w.version === p.version));
    if (i >= 0) waiting.splice(i, 1)[0].resolve(p);
  });
  connection.onNotification('window/showMessage', (p: { message: string }) => messages.push(p.message));
  connection.onNotification('window/logMessage', () => undefined);
  connection.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => options.settings ?? {}));
  connection.onRequest('client/registerCapability', () => null);
  connection.listen();
  await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: options.rootUri ?? null,
    workspaceFolders: options.rootUri ? [{ uri: options.rootUri, name: 'root' }] : null,
    capabilities: { workspace: { configuration: true, ...options.workspaceCapabilities }, textDocument: { publishDiagnostics: { versionSupport: true } } },
  });
  await connection.sendNotification('initialized', {});
  return {
    connection,
    process: child,
    messages,
    diagnostics: (uri, version) => new Promise((resolvePromise, reject) => {
      const timer = setTimeout(() => reject(new Error(`no diagnostics for ${uri} v${version}`)), 10000);
      waiting.push({ uri, version, resolve: (p) => { clearTimeout(timer); resolvePromise(p); } });
    }),
    async close() {
      await connection.sendRequest('shutdown');
      await connection.sendNotification('exit');
      connection.dispose();
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    },
  };
}
