import * as assert from 'node:assert';
import { pathToFileURL } from 'node:url';
import { type LspClient, startServer } from './lspClient.js';
import { findBrowser } from '../../server/src/images/chromium.js';
import { pngSize } from '../../server/src/images/png.js';
import { tempFolder } from '../cli/cliHelpers.js';

const text = '@set VHL Violet Hollow\n\nGrove Tender {1}{G}\nCreature — Elf Druid\n{T}: Add {G}.\nRarity: Common\n1/1\n\nDusk Herald {2}{U}\nCreature — Human Wizard\n2/2\n//\nNight Herald\nCreature — Horror\nFlying\n3/3\n';

interface Result { ok: boolean; owner?: string; files?: { path: string; base64?: string; size?: number }[]; transfer?: { id: string; pages: number }; summary?: string[]; message?: string }

suite('language server: card images (cardtext/renderImages)', function () {
  this.timeout(60000);
  const tmp = tempFolder('lsp-images');
  const uri = pathToFileURL(tmp.write('violet.cards', text)).href;
  let client: LspClient;

  suiteSetup(async () => {
    client = await startServer({ settings: { cardtext: { render: { browserPath: '' } } } });
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
    await client.diagnostics(uri, 1);
  });
  suiteTeardown(async () => {
    await client.close();
    tmp.remove();
  });

  /** The answer's files: inline, or (more than a megabyte) fetched a page at a time with cardtext/exportChunk, as the client does. */
  const filesOf = async (result: Result): Promise<Buffer[]> => {
    if (!result.transfer) return result.files!.map((f) => Buffer.from(f.base64!, 'base64'));
    const parts: Buffer[][] = result.files!.map(() => []);
    for (let page = 0; page < result.transfer.pages; page++) {
      const answer = await client.connection.sendRequest<{ pieces: { file: number; base64?: string }[] }>('cardtext/exportChunk', { id: result.transfer.id, page });
      for (const piece of answer.pieces) parts[piece.file].push(Buffer.from(piece.base64 ?? '', 'base64'));
    }
    return parts.map((p) => Buffer.concat(p));
  };
  const refusal = (params: unknown) => client.connection.sendRequest('cardtext/renderImages', params).then(() => undefined, (e: { code: number; message: string }) => ({ code: e.code, message: e.message }));

  test('wrong params are refused with -32602 naming the field', async () => {
    assert.deepStrictEqual(await refusal({ uri, dpi: 200 }), { code: -32602, message: 'cardtext/renderImages: params.dpi must be 300 or 600 (got 200)' });
    assert.deepStrictEqual(await refusal({ uri, line: -1 }), { code: -32602, message: 'cardtext/renderImages: params.line must be a line number (got -1)' });
    assert.deepStrictEqual(await refusal({ line: 1 }), { code: -32602, message: 'cardtext/renderImages: params.uri must be a document URI (got nothing)' });
  });

  test('a document that is not open, or a line without a card, is answered with a message', async () => {
    const closed = await client.connection.sendRequest<Result>('cardtext/renderImages', { uri: `${uri}.other` });
    assert.strictEqual(closed.ok, false);
    assert.match(closed.message ?? '', /is not open/);
  });

  test('the card under the cursor, or every card of the file, as PNGs of 744 × 1039 px named by collector number', async function () {
    const browser = findBrowser();
    if (!browser.ok) {
      console.log(`    (skipped: ${browser.message})`);
      this.skip();
    }
    const one = await client.connection.sendRequest<Result>('cardtext/renderImages', { uri, line: 3 });
    assert.ok(one.ok, one.message);
    assert.deepStrictEqual(one.files?.map((f) => f.path), ['002 Grove Tender.png']);
    assert.deepStrictEqual(pngSize((await filesOf(one))[0]), { width: 744, height: 1039 });
    const all = await client.connection.sendRequest<Result>('cardtext/renderImages', { uri, bleed: true });
    assert.ok(all.ok, all.message);
    assert.deepStrictEqual(all.files?.map((f) => f.path), ['002 Grove Tender.png', '001a Dusk Herald.png', '001b Night Herald.png']);
    for (const png of await filesOf(all)) assert.deepStrictEqual(pngSize(png), { width: 819, height: 1114 });
    assert.match(all.summary?.[0] ?? '', /3 images of 2 cards, 819 × 1114 px \(300 dpi, with bleed\)/);
    assert.strictEqual(all.owner, 'images:VHL Violet Hollow');
  });

  test('without a browser the answer says how to get one', async () => {
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { cardtext: { render: { browserPath: '/no/such/chromium' } } } });
    let answer: Result | undefined;
    for (let i = 0; i < 50 && !answer?.message?.includes('/no/such/chromium'); i++) {
      answer = await client.connection.sendRequest<Result>('cardtext/renderImages', { uri, line: 3 });
      if (!answer.message?.includes('/no/such/chromium')) await new Promise((r) => setTimeout(r, 50));
    }
    assert.strictEqual(answer?.ok, false);
    assert.match(answer?.message ?? '', /the browser named, "\/no\/such\/chromium", is not a program that can be run/);
  });
});
