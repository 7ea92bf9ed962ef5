/**
 * A relay between the page and the language server's worker, itself a small worker. It passes
 * every JSON-RPC message through unchanged but one: a `publishDiagnostics` of a large list (the
 * wording notes of 10,000 mid-2019 cards are ~8,000 diagnostics, 2 MB, republished after each
 * edit) is kept here, and the page gets only its counts; the page asks for the list
 * (`$/playground/sendDiagnostics`) once typing pauses. Copying such a list into the page costs
 * ~30 ms of its thread per message, a keystroke's whole budget, so it is copied once a pause.
 * The server worker is started here, from its source sent in the first message; when it fails
 * (an uncaught error, or it could not be started) the page gets `$/playground/serverFailed`.
 */

/** Above this many diagnostics, a list waits in the relay until the page asks for it. */
export const heldDiagnostics = 1000;

/** The relay's code, run as a worker of its own (it must not close over anything). */
function relay(held: number): void {
  const scope = self as unknown as { onmessage: ((e: MessageEvent) => void) | null; postMessage(m: unknown): void };
  let server: Worker | undefined;
  const queue: unknown[] = [];
  const latest = new Map<string, unknown>();
  scope.onmessage = (event: MessageEvent) => {
    const m = event.data as { type?: string; source?: string; method?: string; params?: { uri?: string } };
    if (!server && m?.type === 'start' && typeof m.source === 'string') {
      try {
        server = new Worker(URL.createObjectURL(new Blob([m.source], { type: 'text/javascript' })), { name: 'cardtext language server' });
      } catch (e) {
        scope.postMessage({ jsonrpc: '2.0', method: '$/playground/serverFailed', params: { message: `the language server could not start (${String((e as Error)?.message ?? e)})` } });
        return;
      }
      server.onmessage = (e: MessageEvent) => {
        const msg = e.data as { method?: string; params?: { uri: string; version?: number; diagnostics: { severity?: number }[] } };
        if (msg?.method === 'textDocument/publishDiagnostics' && msg.params && Array.isArray(msg.params.diagnostics) && msg.params.diagnostics.length > held) {
          const counts = [0, 0, 0, 0, 0];
          for (const d of msg.params.diagnostics) counts[d.severity ?? 1]++;
          latest.set(msg.params.uri, msg);
          scope.postMessage({ jsonrpc: '2.0', method: '$/playground/diagnosticsHeld', params: { uri: msg.params.uri, version: msg.params.version, count: msg.params.diagnostics.length, counts } });
          return;
        }
        if (msg?.method === 'textDocument/publishDiagnostics' && msg.params) latest.delete(msg.params.uri);
        scope.postMessage(msg);
      };
      server.onerror = (e: ErrorEvent) => {
        e.preventDefault();
        scope.postMessage({ jsonrpc: '2.0', method: '$/playground/serverFailed', params: { message: e.message || 'the language server stopped' } });
      };
      for (const q of queue.splice(0)) server.postMessage(q);
      return;
    }
    if (m?.method === '$/playground/sendDiagnostics') {
      const kept = latest.get(m.params?.uri ?? '');
      if (kept) {
        latest.delete(m.params!.uri!);
        scope.postMessage(kept);
      }
      return;
    }
    if (server) server.postMessage(m);
    else queue.push(m);
  };
}

/** Starts the relay and, through it, the server whose worker source is `serverSource`. */
export function startServerWorker(serverSource: string): Worker {
  const url = URL.createObjectURL(new Blob([`(${relay.toString()})(${heldDiagnostics});`], { type: 'text/javascript' }));
  const worker = new Worker(url, { name: 'cardtext relay' });
  worker.postMessage({ type: 'start', source: serverSource });
  return worker;
}
