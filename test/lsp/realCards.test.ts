/**
 * Real-card data in the language server, over LSP against the bundled server and a bulk-data
 * server on loopback: with nothing installed a hover offers the download once; the download
 * reports progress and can be cancelled; once it is in, hovers show a real card's rulings and a
 * custom card's nearest real cards, without a restart.
 */
import * as assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CancellationTokenSource } from 'vscode-jsonrpc/node.js';
import { type LspClient, startServer } from './lspClient.js';
import { tempFolder } from '../cli/cliHelpers.js';
import { repoRoot } from '../helpers.js';
import { type BulkServer, startBulkServer } from '../realCards/bulkServer.js';

const fixture = (name: string) => JSON.parse(readFileSync(join(repoRoot(), 'test', 'fixtures', name), 'utf8')) as unknown[];
const text = `Broker's Apprentice {1}{U}
Creature — Human Rogue
When this creature enters, you may search your library for a card named Deal Broker, reveal it, put it into your hand, then shuffle.
1/1

Grizzly Cub {1}{G}
Creature — Bear
2/3
`;

interface Hover { contents: { value: string } }

suite('language server: real-card data (cardtext/downloadRealCards)', function () {
  this.timeout(60000);
  const tmp = tempFolder('lsp-real-cards');
  const uri = pathToFileURL(tmp.write('set.cards', text)).href;
  let bulk: BulkServer;
  let client: LspClient;
  const offers: unknown[] = [];
  const progress: { phase: string; file?: string; bytes?: number }[] = [];

  suiteSetup(async () => {
    bulk = await startBulkServer(fixture('cards.json'), fixture('rulings.json'));
    client = await startServer({ env: { CARDTEXT_CACHE_DIR: tmp.path('cache') }, settings: { realCards: { source: bulk.listing } } });
    client.connection.onNotification('cardtext/realCardsMissing', (p) => offers.push(p));
    client.connection.onNotification('cardtext/realCardsProgress', (p: { phase: string }) => progress.push(p));
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
    await client.diagnostics(uri, 1);
  });
  suiteTeardown(async () => {
    await client.close();
    await bulk.close();
    tmp.remove();
  });

  const hover = (line: number, character: number) => client.connection.sendRequest<Hover | null>('textDocument/hover', { textDocument: { uri }, position: { line, character } });
  const status = (withSize = false) => client.connection.sendRequest<{ state: string; cards?: number; downloadBytes?: number; folder: string }>('cardtext/realCardsStatus', { withSize });

  test('with nothing installed, the first hover on a card offers the download, once, and the status says how large it is', async () => {
    for (let i = 0; i < 50 && !client.logs.some((l) => /no real-card index is installed/.test(l)); i++) await new Promise((r) => setTimeout(r, 50));
    await hover(0, 3);
    await hover(2, 80);
    for (let i = 0; i < 40 && offers.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    assert.strictEqual(offers.length, 1, 'one offer');
    const s = await status(true);
    assert.strictEqual(s.state, 'missing');
    assert.strictEqual(s.folder, join(tmp.path('cache'), 'knowledge'));
    assert.ok((s.downloadBytes ?? 0) > 10000, `the listing's sizes: ${s.downloadBytes}`);
  });

  test('a download can be cancelled: nothing is installed and the server says so', async () => {
    bulk.fault = 'silent-file';
    const source = new CancellationTokenSource();
    const answer = client.connection.sendRequest<{ ok: boolean; message?: string }>('cardtext/downloadRealCards', {}, source.token);
    for (let i = 0; i < 100 && !bulk.requests.some((r) => r.path === '/files/oracle-cards.json'); i++) await new Promise((r) => setTimeout(r, 20));
    source.cancel();
    const result = await answer.catch((e: { message: string }) => ({ ok: false, message: e.message }));
    bulk.fault = 'none';
    assert.strictEqual(result.ok, false);
    assert.match(result.message ?? '', /cancel/i);
    assert.strictEqual((await status()).state, 'missing');
  });

  test('the download reports its progress, and then hovers show Deal Broker\'s eight rulings and the nearest real cards, without a restart', async () => {
    progress.length = 0;
    const result = await client.connection.sendRequest<{ ok: boolean; cards?: number; rulings?: number; message?: string }>('cardtext/downloadRealCards', {});
    assert.ok(result.ok, result.message);
    assert.strictEqual(result.cards, 72);
    assert.deepStrictEqual([...new Set(progress.map((p) => p.phase))], ['listing', 'download', 'convert', 'write']);
    assert.ok(progress.some((p) => p.phase === 'download' && p.file === 'rulings' && (p.bytes ?? 0) > 0));
    assert.strictEqual((await status()).state, 'loaded');
    const broker = await hover(2, text.split('\n')[2].indexOf('Deal Broker') + 3);
    assert.ok(broker, 'a hover on the real card\'s name in the text');
    assert.match(broker!.contents.value, /^\*\*Deal Broker\*\* — a real card \(\{3\}, Artifact Creature — Construct\)/);
    assert.match(broker!.contents.value, /\*\*Rulings\*\* \(8, newest first\)/);
    // The precedent index is built in the background after the download: the hover shows it once it is there.
    let named = '';
    for (let i = 0; i < 100 && !/Has this been printed/.test(named); i++) {
      named = (await hover(5, 2))?.contents.value ?? '';
      if (!/Has this been printed/.test(named)) await new Promise((r) => setTimeout(r, 50));
    }
    assert.match(named, /\*\*Has this been printed\?\*\* The nearest real cards:\n+- \*\*/);
    assert.ok(client.logs.some((l) => /loaded the real-card index \(72 cards, 53 rulings, of .*\) in \d+ ms/.test(l)), client.logs.join('\n'));
  });
});
