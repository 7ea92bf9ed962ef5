import * as assert from 'node:assert';
import { strFromU8, unzipSync } from 'fflate';
import { type LspClient, startServer } from './lspClient.js';

const uri = 'file:///test/violet.cards';
const text = '@set VHL Violet Hollow\n\nGrove Tender {1}{G}\nCreature — Elf Druid\n{T}: Add {G}.\nRarity: Common\n1/1\n\nRelic {2}\nArtifact\n{T}: Add {T}.\nRarity: Common\n';

interface Result { ok: boolean; output?: string; files?: { path: string; text?: string; base64?: string }[]; problems?: { errors: number; warnings: number }; scripted?: { full: number; textOnly: number }; message?: string }

suite('language server: export requests', function () {
  this.timeout(30000);
  let client: LspClient;

  suiteSetup(async () => {
    client = await startServer();
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
    await client.diagnostics(uri, 1);
  });
  suiteTeardown(async () => {
    await client.close();
  });

  test('cardtext/exportFormats lists every format with its output kind and extension', async () => {
    const formats = await client.connection.sendRequest<{ id: string; output: string; extension: string }[]>('cardtext/exportFormats');
    assert.deepStrictEqual(formats.map((f) => `${f.id}:${f.output}:${f.extension}`), [
      'cockatrice:file:.xml', 'draftmancer:file:.txt', 'cubecobra:file:.csv', 'forge:folder:', 'mse:file:.mse-set', 'planesculptors:file:.txt', 'scryfall:file:.json',
    ]);
  });

  test('cardtext/exportSet returns the files, the problems count and Forge\'s scripted counts', async () => {
    const forge = await client.connection.sendRequest<Result>('cardtext/exportSet', { uri, format: 'forge' });
    assert.ok(forge.ok, forge.message);
    assert.strictEqual(forge.output, 'folder');
    assert.deepStrictEqual(forge.files?.map((f) => f.path), ['cards/g/grove_tender.txt', 'cards/r/relic.txt', 'editions/Violet Hollow.txt']);
    assert.deepStrictEqual(forge.problems, { errors: 1, warnings: 0 });
    assert.deepStrictEqual([forge.scripted?.full, forge.scripted?.textOnly], [1, 1]);
  });

  test('a binary export (the .mse-set zip) comes back as base64 that unzips', async () => {
    const mse = await client.connection.sendRequest<Result>('cardtext/exportSet', { uri, format: 'mse' });
    assert.ok(mse.ok && mse.files?.[0].base64);
    assert.match(strFromU8(unzipSync(Buffer.from(mse.files[0].base64!, 'base64')).set), /^mse version: 2\.0\.0\ngame: magic\n/);
  });

  test('bad parameters and unknown documents get a message, and the server keeps answering', async () => {
    const bad = await client.connection.sendRequest<Result>('cardtext/exportSet', { uri, format: 'xmage' });
    assert.deepStrictEqual([bad.ok, /unknown export format "xmage"/.test(bad.message ?? '')], [false, true]);
    const missing = await client.connection.sendRequest<Result>('cardtext/exportSet', { uri: 'file:///nope.cards', format: 'mse' });
    assert.match(missing.message ?? '', /not open/);
    const none = await client.connection.sendRequest<Result>('cardtext/exportSet', null);
    assert.match(none.message ?? '', /needs \{ uri, format \}/);
    assert.ok((await client.connection.sendRequest<Result>('cardtext/exportSet', { uri, format: 'scryfall' })).ok);
  });
});
