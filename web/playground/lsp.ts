/**
 * A thin LSP client over a Web Worker: JSON-RPC 2.0 message objects passed with `postMessage`
 * (the worker side is vscode-languageserver's BrowserMessageReader/Writer on `self`). Requests
 * return promises and can be cancelled (`$/cancelRequest`); notifications and the server's own
 * requests go to handlers. Nothing here knows about cards.
 */

interface Message { jsonrpc: '2.0'; id?: number | string | null; method?: string; params?: unknown; result?: unknown; error?: { code: number; message: string; data?: unknown } }

/** A pending request: a promise with a way to cancel it. */
export interface Pending<T> extends Promise<T> { cancel(): void }

/** The error a request rejects with when the server answered with an error (or it was cancelled). */
export class ResponseError extends Error {
  constructor(readonly code: number, message: string) { super(message); }
}

/** The code a request rejects with when the server is gone (it failed, or the page stopped it). */
export const serverGone = -32099;

export class LspClient {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void; method: string; at: number }>();
  private readonly notificationHandlers = new Map<string, (params: any) => void>();
  private readonly requestHandlers = new Map<string, (params: any) => unknown>();
  /** Why the server is gone (it failed or was stopped), or undefined while it runs. */
  private gone: string | undefined;
  /** Called once when the server fails (an uncaught error, or it could not start). */
  onFailure: (message: string) => void = () => undefined;

  constructor(private readonly worker: Worker) {
    worker.onmessage = (event: MessageEvent) => this.receive(event.data as Message);
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      this.fail(event.message || 'the language server stopped');
    };
  }

  /** The server failed: every pending request and every later one rejects, and onFailure says why. */
  fail(message: string): void {
    if (this.gone !== undefined) return;
    this.stop(message);
    this.onFailure(message);
  }

  /** True once the server failed or was terminated. */
  get stopped(): boolean {
    return this.gone !== undefined;
  }

  /** When the oldest request still unanswered was sent (performance.now()), or undefined. */
  oldestPending(): number | undefined {
    let oldest: number | undefined;
    for (const w of this.waiting.values()) if (oldest === undefined || w.at < oldest) oldest = w.at;
    return oldest;
  }

  request<T>(method: string, params?: unknown): Pending<T> {
    if (this.gone !== undefined) {
      const rejected = Promise.reject(new ResponseError(serverGone, this.gone)) as Pending<T>;
      rejected.cancel = () => undefined;
      return rejected;
    }
    const id = this.nextId++;
    let settle!: { resolve(v: unknown): void; reject(e: unknown): void };
    const promise = new Promise<T>((resolve, reject) => { settle = { resolve: resolve as (v: unknown) => void, reject }; }) as Pending<T>;
    this.waiting.set(id, { ...settle, method, at: performance.now() });
    promise.cancel = () => {
      if (!this.waiting.has(id)) return;
      this.post({ jsonrpc: '2.0', method: '$/cancelRequest', params: { id } });
    };
    this.post({ jsonrpc: '2.0', id, method, params });
    return promise;
  }

  notify(method: string, params?: unknown): void {
    if (this.gone === undefined) this.post({ jsonrpc: '2.0', method, params });
  }

  onNotification(method: string, handler: (params: any) => void): void {
    this.notificationHandlers.set(method, handler);
  }

  /** Answers the server's `method` requests with what `handler` returns (unknown ones: null). */
  onRequest(method: string, handler: (params: any) => unknown): void {
    this.requestHandlers.set(method, handler);
  }

  /** Stops the worker; pending requests reject (code {@link serverGone}). */
  terminate(): void {
    this.stop('the language server was stopped');
    this.worker.terminate();
  }

  private stop(message: string): void {
    this.gone = message;
    for (const w of this.waiting.values()) w.reject(new ResponseError(serverGone, message));
    this.waiting.clear();
  }

  private post(message: Message): void {
    this.worker.postMessage(message);
  }

  private receive(message: Message): void {
    if (!message || typeof message !== 'object' || this.gone !== undefined) return;
    if (message.method !== undefined && message.id !== undefined && message.id !== null) {
      // the server asks the client something (workspace/configuration, client/registerCapability…)
      const handler = this.requestHandlers.get(message.method);
      let result: unknown = null;
      try {
        result = handler ? handler(message.params) : null;
      } catch {
        result = null;
      }
      this.post({ jsonrpc: '2.0', id: message.id, result: result === undefined ? null : result });
      return;
    }
    if (message.method !== undefined) {
      this.notificationHandlers.get(message.method)?.(message.params);
      return;
    }
    if (typeof message.id !== 'number') return;
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    this.waiting.delete(message.id);
    if (message.error) waiting.reject(new ResponseError(message.error.code, message.error.message));
    else waiting.resolve(message.result);
  }
}
