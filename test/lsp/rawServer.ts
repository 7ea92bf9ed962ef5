/**
 * The real server spoken to in raw frames (for protocol tests and the protocol fuzzer): any bytes
 * can be written, and every message it sends is collected.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { spawnServer } from './lspClient.js';

export interface RawMessage {
  id?: number | string | null;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { code: number; message: string };
}

/** A server spoken to in raw frames; messages collected in order. */
export class RawServer {
  readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  readonly messages: RawMessage[] = [];
  private readonly responses = new Map<unknown, RawMessage>();
  private readonly waiters = new Map<unknown, (m: RawMessage) => void>();
  stderr = '';
  readonly exited: Promise<number | null>;

  constructor(env: Record<string, string> = {}) {
    this.child = spawnServer(env);
    this.child.stdout.on('data', (d: Buffer) => this.read(d));
    this.child.stderr.on('data', (d) => (this.stderr += String(d)));
    // Writes after the server exited (a test of its exit) must not throw in the test process.
    this.child.stdin.on('error', () => undefined);
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  private read(data: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, data]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString())?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString()) as RawMessage;
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.messages.push(message);
      if (message.method === undefined && message.id !== undefined) {
        this.responses.set(message.id, message);
        this.waiters.get(message.id)?.(message);
      }
    }
  }

  /** Every frame written, in order (the last few explain a failure). */
  readonly sent: string[] = [];

  /** Writes raw bytes. */
  write(frame: string): void {
    this.sent.push(frame);
    if (this.sent.length > 50) this.sent.shift();
    this.child.stdin.write(frame);
  }

  send(message: unknown): void {
    const body = JSON.stringify({ jsonrpc: '2.0', ...(message as object) });
    this.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  /** The response to request `id`; rejects after `ms` (a hang) or when the server exits. */
  response(id: number | string, ms = 10000): Promise<RawMessage> {
    const done = this.responses.get(id);
    if (done) return Promise.resolve(done);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(id);
        reject(new Error(`no response to request ${id} within ${ms} ms`));
      }, ms);
      this.waiters.set(id, (m) => {
        clearTimeout(timer);
        this.waiters.delete(id);
        resolve(m);
      });
    });
  }

  initialize(id = 1): void {
    this.send({ id, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
    this.send({ method: 'initialized', params: {} });
  }

  /** Ends the server the way a client does (shutdown, exit); resolves with its exit code. */
  async shutdown(): Promise<number | null> {
    this.send({ id: 'shutdown', method: 'shutdown' });
    await this.response('shutdown', 5000).catch(() => undefined);
    this.send({ method: 'exit' });
    return Promise.race([this.exited, new Promise<null>((r) => setTimeout(() => r(null), 5000))]);
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

