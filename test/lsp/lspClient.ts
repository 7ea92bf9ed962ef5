/**
 * A real JSON-RPC client for protocol tests: spawns the built server (`dist/server.js --stdio`, or
 * the file `CARDTEXT_SERVER` names) and talks LSP to it with vscode-languageserver-protocol.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';
import {
  createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node.js';

/** See server/src/lsp/blocking.ts. */
export interface BlockingFigures {
  ticks: number;
  maxGapMs: number;
  maxBusyCpuMs: number;
}

export interface LspClient {
  connection: MessageConnection;
  process: ChildProcessWithoutNullStreams;
  /** Resolves with the next diagnostics published for `uri` (optionally for a given version). */
  diagnostics(uri: string, version?: number, timeoutMs?: number): Promise<PublishDiagnosticsParams>;
  /**
   * Like `diagnostics`, but skips a large file's first-screens publish (the server logs one just
   * before it): resolves with the whole file's diagnostics.
   */
  wholeDiagnostics(uri: string, version?: number, timeoutMs?: number): Promise<PublishDiagnosticsParams>;
  /** Every diagnostics notification received, in order. */
  published: PublishDiagnosticsParams[];
  /** Messages the server showed with window/showMessage. */
  messages: string[];
  /** Lines the server wrote to its log (window/logMessage). */
  logs: string[];
  /** What the server wrote to stderr. */
  stderr(): string;
  /**
   * With `env: { CARDTEXT_MEASURE_BLOCKING: '1' }`: the longest the server's event loop was blocked
   * since the previous call (or the start); starts a new phase.
   */
  blocking(): Promise<BlockingFigures | undefined>;
  close(): Promise<void>;
}

/** The server under test. */
export function serverPath(): string {
  return process.env.CARDTEXT_SERVER ?? resolve(process.cwd(), 'dist/server.js');
}

/** Starts the server process over stdio (no LSP traffic yet). */
export function spawnServer(env: Record<string, string> = {}): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [serverPath(), '--stdio'], { stdio: 'pipe', env: { ...process.env, ...env } });
}

/** Starts the server, initializes it with the given settings (or none ever: `neverAnswerSettings`), workspace folder, extra `workspace` client capabilities and initializationOptions. */
export async function startServer(options: { settings?: unknown; rootUri?: string | null; env?: Record<string, string>; workspaceCapabilities?: Record<string, unknown>; initializationOptions?: unknown; neverAnswerSettings?: boolean } = {}): Promise<LspClient> {
  const child = spawnServer(options.env);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting: { uri: string; version?: number; whole?: boolean; resolve: (p: PublishDiagnosticsParams) => void }[] = [];
  // URIs whose next publish is a first-screens one (announced by a log line just before it).
  const early = new Set<string>();
  const messages: string[] = [];
  const logs: string[] = [];
  const published: PublishDiagnosticsParams[] = [];
  connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    published.push(p);
    const isEarly = early.delete(p.uri);
    const i = waiting.findIndex((w) => w.uri === p.uri && (w.version === undefined || w.version === p.version) && !(w.whole && isEarly));
    if (i >= 0) waiting.splice(i, 1)[0].resolve(p);
  });
  connection.onNotification('window/showMessage', (p: { message: string }) => messages.push(p.message));
  connection.onNotification('window/logMessage', (p: { message: string }) => {
    logs.push(p.message);
    const announced = /^cardtext: (\S+): \d+ diagnostics of the first /.exec(p.message);
    if (announced) early.add(announced[1]);
  });
  connection.onRequest('workspace/configuration', (p: { items: unknown[] }) => (options.neverAnswerSettings ? new Promise(() => undefined) : p.items.map(() => options.settings ?? {})));
  connection.onRequest('client/registerCapability', () => null);
  connection.listen();
  await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: options.rootUri ?? null,
    workspaceFolders: options.rootUri ? [{ uri: options.rootUri, name: 'root' }] : null,
    capabilities: { workspace: { configuration: true, ...options.workspaceCapabilities }, textDocument: { publishDiagnostics: { versionSupport: true } } },
    initializationOptions: options.initializationOptions,
  });
  await connection.sendNotification('initialized', {});
  return {
    connection,
    process: child,
    messages,
    logs,
    published,
    stderr: () => stderr,
    async blocking() {
      const phases = () => [...stderr.matchAll(/cardtext-blocking: (\{.*\})\n/g)].map((m) => JSON.parse(m[1]) as BlockingFigures);
      const before = phases().length;
      if (child.exitCode === null) {
        await connection.sendNotification('$/cardtext/blockingPhase');
        for (let i = 0; i < 200 && phases().length === before; i++) await new Promise((r) => setTimeout(r, 25));
      }
      return phases().pop();
    },
    diagnostics: (uri, version, timeoutMs = 10000) => new Promise((resolvePromise, reject) => {
      const timer = setTimeout(() => reject(new Error(`no diagnostics for ${uri} v${version}`)), timeoutMs);
      waiting.push({ uri, version, resolve: (p) => { clearTimeout(timer); resolvePromise(p); } });
    }),
    wholeDiagnostics: (uri, version, timeoutMs = 10000) => new Promise((resolvePromise, reject) => {
      const timer = setTimeout(() => reject(new Error(`no whole-file diagnostics for ${uri} v${version}`)), timeoutMs);
      waiting.push({ uri, version, whole: true, resolve: (p) => { clearTimeout(timer); resolvePromise(p); } });
    }),
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        await Promise.race([connection.sendRequest('shutdown').then(() => connection.sendNotification('exit')), new Promise((r) => setTimeout(r, 3000))]).catch(() => undefined);
        connection.dispose();
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      } else connection.dispose();
    },
  };
}

/** A request that must be answered within `ms` (a hang fails the test instead of stalling it). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms))]);
}

/**
 * Resolves when one of the server's shown messages matches `pattern`; fails after `ms`. A warning
 * the server shows after loading files may come before or after a document's diagnostics.
 */
export async function shownMessage(client: LspClient, pattern: RegExp, ms = 15000): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = client.messages.find((m) => pattern.test(m));
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no message matching ${pattern} within ${ms} ms (shown: ${JSON.stringify(client.messages)})`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
