/**
 * Load test: a 10,000-card file opened in the real server, then 2,000 rapid edits (typing,
 * deleting, Enter, blank lines, pasted cards, "//" lines), sent without waiting. The diagnostics
 * the server finally publishes must equal a fresh lint of the final text, no message may wait
 * long behind the work, and the server's peak memory must stay under the stated bound.
 */
import * as assert from 'node:assert';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parseDocument } from '../../server/src/language/document.js';
import { validateDocument } from '../../server/src/language/validation.js';
import { toDiagnostic } from '../../server/src/lsp/convert.js';
import { prng } from '../helpers.js';
import { startServer } from '../lsp/lspClient.js';
import { peakMemoryMb, record } from './figures.js';
import { maxBlockingCpuMs, maxOpenBlockingCpuMs, peakMemoryBoundMb, startProbe, tenThousandCards } from './support.js';


type Change = { range: { start: { line: number; character: number }; end: { line: number; character: number } }; text: string };

/** 2,000 edits of the kinds typing makes, each valid for the text the ones before it left. */
function rapidEdits(text: string, cards: string[], count: number): { changes: Change[]; final: string } {
  const random = prng(2000);
  const doc = TextDocument.create('file:///load.cards', 'cardtext', 1, text);
  const changes: Change[] = [];
  for (let i = 0; i < count; i++) {
    const line = Math.floor(random() * doc.lineCount);
    const length = doc.getText({ start: { line, character: 0 }, end: { line, character: 10000 } }).replace(/[\r\n]+$/, '').length;
    const character = Math.floor(random() * (length + 1));
    const at = { line, character };
    const kind = random();
    let change: Change;
    if (kind < 0.55) change = { range: { start: at, end: at }, text: 'abcdefghij{}—'[Math.floor(random() * 13)] };
    else if (kind < 0.8) change = { range: { start: at, end: { line, character: Math.min(length, character + 1) } }, text: '' };
    else if (kind < 0.9) change = { range: { start: at, end: at }, text: '\n' };
    else if (kind < 0.95) change = { range: { start: { line, character: 0 }, end: { line, character: 0 } }, text: random() < 0.5 ? '\n' : '//\n' };
    else change = { range: { start: { line, character: 0 }, end: { line, character: 0 } }, text: `${cards[Math.floor(random() * cards.length)]}\n\n` };
    TextDocument.update(doc, [change], i + 2);
    changes.push(change);
  }
  return { changes, final: doc.getText() };
}

const key = (d: { code?: unknown; range: unknown; message: string; severity?: number }) => JSON.stringify([d.range, d.code, d.severity, d.message]);

suite('load: a 10,000-card file and 2,000 rapid edits', function () {
  this.timeout(600000);

  test('diagnostics converge to a fresh lint, no message waits long, peak memory stays under the bound', async () => {
    const { text, cards, source } = tenThousandCards();
    const { changes, final } = rapidEdits(text, cards, 2000);
    const client = await startServer({ env: { CARDTEXT_MEASURE_BLOCKING: '1' } });
    try {
      const anchor = 'file:///load/anchor.cards';
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: anchor, languageId: 'cardtext', version: 1, text: 'Bolt {R}\nInstant\nBolt deals 3 damage to any target.' } });
      await client.diagnostics(anchor, 1);
      await client.blocking();
      const uri = 'file:///load/big.cards';
      // Open: parsed and checked in slices while the probe keeps asking.
      let probe = startProbe(client, anchor, { line: 0, character: 1 });
      let started = performance.now();
      const opened = client.wholeDiagnostics(uri, 1, 300000);
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
      const first = await opened;
      const openMs = Math.round(performance.now() - started);
      const openProbe = await probe.stop();
      const openBlocking = await client.blocking();
      // 2,000 edits, sent as fast as the pipe takes them.
      probe = startProbe(client, anchor, { line: 0, character: 1 });
      started = performance.now();
      const last = client.diagnostics(uri, changes.length + 1, 300000);
      for (let i = 0; i < changes.length; i++) {
        await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: i + 2 }, contentChanges: [changes[i]] });
      }
      const sentMs = Math.round(performance.now() - started);
      const converged = await last;
      const editsMs = Math.round(performance.now() - started);
      const editProbe = await probe.stop();
      const editBlocking = await client.blocking();
      // Hover on the big file itself, after the storm.
      const hover = await client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 1 } });
      const peak = peakMemoryMb(client.process.pid!);
      await client.close();
      const fresh = parseDocument(final);
      const expected = validateDocument(fresh).map((d) => toDiagnostic(d, uri));
      record('load test', {
        cards: source, chars: text.length, edits: changes.length, openToDiagnosticsMs: openMs, diagnosticsAfterOpen: first.diagnostics.length,
        editsSentMs: sentMs, lastEditToConvergedMs: editsMs - sentMs, diagnosticsAtEnd: converged.diagnostics.length,
        hoverWaitDuringOpenMs: openProbe, hoverWaitDuringEditsMs: editProbe,
        serverBlockingDuringOpen: openBlocking, serverBlockingDuringEdits: editBlocking, serverPeakMemoryMb: peak, boundMb: peakMemoryBoundMb,
      });
      assert.ok(hover, 'a hover on the big file is answered');
      assert.deepStrictEqual(converged.diagnostics.map(key).sort(), expected.map(key).sort());
      if (peak !== undefined) assert.ok(peak < peakMemoryBoundMb, `peak memory ${peak} MB`);
      // Opening includes decoding the 2 MB didOpen message, one JSON.parse nothing can slice.
      assert.ok(openBlocking && openBlocking.maxBusyCpuMs < maxOpenBlockingCpuMs, `opening: busy up to ${openBlocking?.maxBusyCpuMs} ms of CPU without answering`);
      assert.ok(editBlocking && editBlocking.maxBusyCpuMs < maxBlockingCpuMs, `editing: busy up to ${editBlocking?.maxBusyCpuMs} ms of CPU without answering`);
    } finally {
      await client.close();
    }
  });
});
