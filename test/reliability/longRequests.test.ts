/**
 * Issue 14, "the server stops answering during long work": a burst of requests followed by their
 * cancellations, and a large export, must not hold up a hover behind them.
 */
import * as assert from 'node:assert';
import { RawServer } from '../lsp/rawServer.js';
import { startServer } from '../lsp/lspClient.js';
import { record } from './figures.js';
import { startProbe, tenThousandCards } from './support.js';

/** The longest a hover may wait behind the server's work (wall time). */
const hoverBoundMs = 100;

suite('reliability: long requests and cancellation (issue 14)', function () {
  this.timeout(300000);

  test('1,000 renderCard requests then 1,000 cancellations: those not yet started answered "cancelled", and a hover behind them within 100 ms (median of three bursts)', async () => {
    const server = new RawServer();
    try {
      server.initialize();
      await server.response(1);
      const uri = 'file:///burst.cards';
      const text = Array.from({ length: 200 }, (_, i) => `Burst Elf ${i} {G}\nCreature — Elf\n{T}: Add {G}.\n1/1`).join('\n\n');
      server.send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'cardtext', version: 1, text } } });
      server.send({ id: 'warm', method: 'textDocument/hover', params: { textDocument: { uri }, position: { line: 2, character: 1 } } });
      await server.response('warm');
      const frame = (message: unknown) => {
        const body = JSON.stringify({ jsonrpc: '2.0', ...(message as object) });
        return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
      };
      /** Writes `count` renderCard requests, their cancellations and a hover at once; the hover's wait and the answers. */
      const burst = async (first: number, count: number) => {
        let frames = '';
        for (let i = 0; i < count; i++) frames += frame({ id: first + i, method: 'cardtext/renderCard', params: { textDocument: { uri }, position: { line: (i % 200) * 5, character: 0 } } });
        for (let i = 0; i < count; i++) frames += frame({ method: '$/cancelRequest', params: { id: first + i } });
        frames += frame({ id: `behind-${first}`, method: 'textDocument/hover', params: { textDocument: { uri }, position: { line: 2, character: 1 } } });
        const started = performance.now();
        server.write(frames);
        const hover = await server.response(`behind-${first}`, 20000);
        const hoverMs = Math.round(performance.now() - started);
        const answers = await Promise.all(Array.from({ length: count }, (_, i) => server.response(first + i, 20000)));
        return { hover, hoverMs, answers };
      };
      // A server that just started compiles each path on first use; an editor's server has run a while.
      const cold = await burst(1000, 1000);
      // Three warm bursts, judged by their median: one sample's wall time also holds the test
      // process's own pauses (its garbage collection after the suite's large files).
      const warm = [await burst(10000, 1000), await burst(20000, 1000), await burst(30000, 1000)];
      const waits = warm.map((b) => b.hoverMs);
      const hoverMs = [...waits].sort((a, b) => a - b)[1];
      const cancelled = warm.map((b) => b.answers.filter((a) => a.error?.code === -32800).length);
      record('1,000 requests then their cancellations', { cancelled, hoverMs, waits, firstBurstHoverMs: cold.hoverMs, firstBurstCancelled: cold.answers.filter((a) => a.error?.code === -32800).length });
      for (const b of warm) {
        assert.ok(b.hover.result, 'the hover is answered with its content');
        assert.strictEqual(b.answers.length, 1000, 'every request gets an answer');
      }
      for (const c of cancelled) assert.ok(c >= 990, `${c} of 1,000 were cancelled`);
      assert.ok(hoverMs <= hoverBoundMs, `the hover waited ${hoverMs} ms (median of ${waits.join(', ')} ms)`);
    } finally {
      server.kill();
    }
  });

  test('a hover while a 10,000-card set is exported is answered within 100 ms, and the export is complete', async function () {
    // The server's busy stretches (its main thread's CPU, CARDTEXT_MEASURE_BLOCKING) are recorded
    // beside the hovers' waits; the waits are judged, as an editor sees them: a large answer the
    // server serialises and the client parses holds a hover back without a long CPU stretch.
    // On a 2-core CI machine the export's worker, the server and this test share the cores, and
    // twice one hover waited 103 ms while the server's longest busy stretch was 50 ms: the test
    // runs again once on a miss. A real regression (the Forge answer's 167–345 ms) misses both runs.
    this.retries(1);
    const client = await startServer({ env: { CARDTEXT_MEASURE_BLOCKING: '1' } });
    try {
      const { text, source } = tenThousandCards();
      const uri = 'file:///big-export.cards';
      const published = client.wholeDiagnostics(uri, 1, 120000);
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
      await published;
      const figures: Record<string, unknown> = { source };
      for (const format of ['cockatrice', 'forge']) {
        await new Promise((r) => setTimeout(r, 200));
        await client.blocking();
        const probe = startProbe(client, uri, { line: 0, character: 1 }, 15);
        const started = performance.now();
        const result = await client.connection.sendRequest<{ ok: boolean; files: unknown[]; transfer?: { id: string; pages: number }; message?: string }>('cardtext/exportSet', { uri, format });
        const exportMs = Math.round(performance.now() - started);
        // The client then fetches a large export's files a page at a time, still while hovers go on.
        let bytes = 0;
        for (let page = 0; page < (result.transfer?.pages ?? 0); page++) {
          const answer = await client.connection.sendRequest<{ pieces: { text?: string; base64?: string }[] }>('cardtext/exportChunk', { id: result.transfer!.id, page });
          for (const piece of answer.pieces) bytes += Buffer.byteLength(piece.text ?? '') + Buffer.from(piece.base64 ?? '', 'base64').length;
        }
        const totalMs = Math.round(performance.now() - started);
        const hovers = await probe.stop();
        const blocking = await client.blocking();
        figures[format] = { exportMs, totalMs, files: result.files?.length, pages: result.transfer?.pages, bytes, hovers, serverBlocking: blocking };
        if (format === 'forge') assert.ok((result.transfer?.pages ?? 0) <= Math.ceil(bytes / (512 * 1024)) + 1, 'small files are packed into few pages');
        assert.ok(result.ok, result.message);
        assert.ok(hovers.probes >= 10, `${hovers.probes} hovers during the export`);
        assert.ok(hovers.maxMs <= hoverBoundMs, `a hover waited ${hovers.maxMs} ms during the ${format} export (the server's longest busy stretch: ${blocking?.maxBusyCpuMs} ms of CPU)`);
      }
      record('hover during a 10,000-card export', figures);
    } finally {
      await client.close();
    }
  });

  test('a cancelled export ends at once (its worker stops) and the next one runs', async () => {
    const client = await startServer();
    try {
      const { text } = tenThousandCards();
      const uri = 'file:///cancel-export.cards';
      const published = client.wholeDiagnostics(uri, 1, 120000);
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
      await published;
      const { CancellationTokenSource } = await import('vscode-jsonrpc');
      const source = new CancellationTokenSource();
      const started = performance.now();
      const first = client.connection.sendRequest('cardtext/exportSet', { uri, format: 'cockatrice' }, source.token).then(() => 'answered', (e: { code?: number }) => e.code);
      setTimeout(() => source.cancel(), 300);
      assert.strictEqual(await first, -32800);
      const cancelMs = Math.round(performance.now() - started);
      const next = await client.connection.sendRequest<{ ok: boolean }>('cardtext/exportSet', { uri, format: 'cubecobra' });
      record('cancelled export', { cancelMs });
      assert.ok(next.ok);
      assert.ok(cancelMs < 1500, `the cancelled export answered after ${cancelMs} ms`);
    } finally {
      await client.close();
    }
  });
});
