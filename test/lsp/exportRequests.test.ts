import * as assert from 'node:assert';
import { strFromU8, unzipSync } from 'fflate';
import { type LspClient, startServer } from './lspClient.js';
import { exportDocument } from '../../server/src/lsp/exportJob.js';
import { chunkBounds, chunkBytes } from '../../server/src/lsp/exportRequests.js';
import { parseDocument } from '../../server/src/language/document.js';

const uri = 'file:///test/violet.cards';
const text = '@set VHL Violet Hollow\n\nGrove Tender {1}{G}\nCreature — Elf Druid\n{T}: Add {G}.\nRarity: Common\n1/1\n\nRelic {2}\nArtifact\n{T}: Add {T}.\nRarity: Common\n';

interface Result { ok: boolean; output?: string; files?: { path: string; text?: string; base64?: string; size?: number }[]; problems?: { errors: number; warnings: number }; scripted?: { full: number; textOnly: number; notPlayable: unknown[] }; message?: string }

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
      'cockatrice:file:.xml', 'draftmancer:file:.txt', 'cubecobra:file:.csv', 'forge:folder:', 'mse:file:.mse-set', 'planesculptors:file:.txt', 'scryfall:file:.json', 'csv:file:.csv',
    ]);
  });

  test('the formats of card pictures (tts, mpc) are the CLI\'s: the editor is told so', async () => {
    await assert.rejects(client.connection.sendRequest('cardtext/exportSet', { uri, format: 'tts' }), /its card pictures are drawn by cardtext export --to tts in a terminal/);
  });

  test('cardtext/exportSet returns the files, the problems count and Forge\'s scripted counts', async () => {
    const forge = await client.connection.sendRequest<Result>('cardtext/exportSet', { uri, format: 'forge' });
    assert.ok(forge.ok, forge.message);
    assert.strictEqual(forge.output, 'folder');
    assert.deepStrictEqual(forge.files?.map((f) => f.path), ['cards/g/grove_tender.txt', 'cards/r/relic.txt', 'editions/Violet Hollow.txt', 'forge-playability.txt']);
    assert.deepStrictEqual(forge.problems, { errors: 1, warnings: 0 });
    assert.deepStrictEqual([forge.scripted?.full, forge.scripted?.textOnly], [1, 1]);
    assert.deepStrictEqual(forge.scripted?.notPlayable, [{ card: 'Relic', abilities: [{ text: '{T}: Add {T}.', reason: 'cardtext cannot read "Add {T}."' }] }]);
  });

  test('a binary export (the .mse-set zip) comes back as base64 that unzips', async () => {
    const mse = await client.connection.sendRequest<Result>('cardtext/exportSet', { uri, format: 'mse' });
    assert.ok(mse.ok && mse.files?.[0].base64);
    assert.match(strFromU8(unzipSync(Buffer.from(mse.files[0].base64!, 'base64')).set), /^mse_version: 2\.0\.2\ngame: magic\n/);
  });

  /** The error code and message a request is refused with (undefined if it is answered). */
  const refusal = (method: string, params: unknown) => client.connection.sendRequest(method, params).then(() => undefined, (e: { code: number; message: string }) => ({ code: e.code, message: e.message }));

  test('bad parameters are error -32602 naming the field; an unknown document is a message; the server keeps answering', async () => {
    const cases: [unknown, RegExp][] = [
      [{ uri, format: 'xmage' }, /params\.format must be one of cockatrice, .*\(got "xmage"\)/],
      [null, /params must be an object \{ uri, format, boosters\? \}/],
      [{ uri: 7, format: 'mse' }, /params\.uri must be a document URI/],
      [{ uri, format: 'draftmancer', boosters: { common: 1e21, uncommon: 3, rare: 1, mythicRate: 8 } }, /params\.boosters\.common must be a whole number from 0 to 99 \(got 1e\+21\)/],
      [{ uri, format: 'draftmancer', boosters: { common: 10, uncommon: 3, rare: 1, mythicRate: 'NaN' } }, /params\.boosters\.mythicRate must be a whole number from 1 to 999/],
      [{ uri, format: 'draftmancer', boosters: { common: 2_000_000_000, uncommon: 3, rare: 1, mythicRate: 8 } }, /params\.boosters\.common must be a whole number from 0 to 99/],
      [{ uri, format: 'draftmancer', boosters: { common: 0, uncommon: 0, rare: 0, mythicRate: 8 } }, /at least one card in a pack/],
      [{ uri, format: 'draftmancer', boosters: [1, 2, 3] }, /params\.boosters must be an object/],
    ];
    for (const [params, message] of cases) {
      const refused = await refusal('cardtext/exportSet', params);
      assert.strictEqual(refused?.code, -32602, JSON.stringify(params));
      assert.match(refused!.message, message);
    }
    const missing = await client.connection.sendRequest<Result>('cardtext/exportSet', { uri: 'file:///nope.cards', format: 'mse' });
    assert.match(missing.message ?? '', /not open/);
    const slots = await client.connection.sendRequest<Result>('cardtext/exportSet', { uri, format: 'draftmancer', boosters: { common: 10, uncommon: 3, rare: 1, mythicRate: 8 } });
    assert.ok(slots.ok, slots.message);
    assert.ok((await client.connection.sendRequest<Result>('cardtext/exportSet', { uri, format: 'scryfall' })).ok);
  });

  test('the render requests refuse a URI that is not a string with -32602, not an internal error', async () => {
    const overview = await refusal('cardtext/setOverview', { uri: { toString: 1 } });
    assert.deepStrictEqual(overview?.code, -32602);
    assert.match(overview!.message, /params\.uri must be a string/);
    assert.strictEqual((await refusal('cardtext/setOverview', { uri, scope: 'galaxy' }))?.code, -32602);
    assert.strictEqual((await refusal('cardtext/renderCard', { textDocument: { uri: 5 }, position: { line: 0, character: 0 } }))?.code, -32602);
    assert.strictEqual(await refusal('cardtext/renderCard', { textDocument: { uri }, position: { line: -4, character: 'x' } }), undefined, 'an odd position is the top, not an error');
  });

  test('a large export comes in chunks that join into exactly the file an in-process export makes; a chunk of an export not kept is refused', async () => {
    const big = Array.from({ length: 2500 }, (_, i) => `Chunky Drake ${i} {2}{U}\nCreature — Drake\nFlying\nWhen this creature enters, draw a card. — “Ünïcödé” ${i}\nRarity: Common\n2/2`).join('\n\n');
    const bigUri = 'file:///test/chunky.cards';
    const published = client.wholeDiagnostics(bigUri, 1, 60000);
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: bigUri, languageId: 'cardtext', version: 1, text: big } });
    await published;
    for (const format of ['scryfall', 'cockatrice']) {
      const result = await client.connection.sendRequest<Result & { transfer?: { id: string; pages: number }; files: { path: string; size?: number }[] }>('cardtext/exportSet', { uri: bigUri, format });
      assert.ok(result.ok && result.transfer && result.transfer.pages > 1, `${format}: in pages`);
      const parts: Buffer[][] = result.files.map(() => []);
      for (let page = 0; page < result.transfer.pages; page++) {
        const answer = await client.connection.sendRequest<{ pieces: { file: number; text?: string; base64?: string }[] }>('cardtext/exportChunk', { id: result.transfer.id, page });
        for (const piece of answer.pieces) parts[piece.file].push(piece.base64 !== undefined ? Buffer.from(piece.base64, 'base64') : Buffer.from(piece.text!, 'utf8'));
      }
      const local = exportDocument(parseDocument(big, { uri: bigUri }), [], format);
      assert.ok(local.ok);
      assert.strictEqual(result.files.length, local.files.length);
      result.files.forEach((f, i) => {
        const joined = Buffer.concat(parts[i]);
        assert.strictEqual(joined.length, f.size);
        assert.strictEqual(joined.toString('utf8'), Buffer.from(local.files[i].data).toString('utf8'), `${format}: ${f.path}`);
      });
      assert.strictEqual((await refusal('cardtext/exportChunk', { id: result.transfer.id, page: 999 }))?.code, -32602);
    }
    assert.strictEqual((await refusal('cardtext/exportChunk', { id: 'export-9999', page: 0 }))?.code, -32803, 'an export that is not kept is refused with a reason');
  });

  test('chunks end at a UTF-8 character in text and at a multiple of 3 bytes in binary files (so base64 pieces join)', () => {
    const text = Buffer.from('é'.repeat(chunkBytes), 'utf8');
    const bounds = chunkBounds(text, false);
    assert.ok(bounds.every((b) => b === text.length || (text[b] & 0xc0) !== 0x80));
    assert.strictEqual(bounds.slice(1).map((b, i) => text.subarray(bounds[i], b).toString('utf8')).join(''), text.toString('utf8'));
    const binary = Buffer.alloc(chunkBytes * 2 + 5, 7);
    const cut = chunkBounds(binary, true);
    assert.deepStrictEqual(cut, [0, chunkBytes, chunkBytes * 2, chunkBytes * 2 + 5]);
    assert.strictEqual(cut.slice(1).map((b, i) => binary.subarray(cut[i], b).toString('base64')).join(''), binary.toString('base64'));
  });

  test('a lone surrogate sent by the editor is said in the warnings of an export that can only write it as U+FFFD', () => {
    const doc = parseDocument('Emoji Elf {G}\nCreature — Elf\nFlying \ud83d here.\nRarity: Common\n1/1\n', { uri: 'file:///e.cards' });
    const xml = exportDocument(doc, [], 'cockatrice');
    assert.ok(xml.ok && xml.warnings.some((w) => /lone surrogate.*U\+FFFD/.test(w)), xml.ok ? xml.warnings.join('\n') : '');
    const json = exportDocument(doc, [], 'scryfall');
    assert.ok(json.ok && !json.warnings.some((w) => /lone surrogate/.test(w)), 'JSON keeps it as an escape');
    const clean = exportDocument(parseDocument('Emoji Elf {G}\nCreature — Elf\nFlying 🐉 here.\n1/1\n'), [], 'cockatrice');
    assert.ok(clean.ok && !clean.warnings.some((w) => /lone surrogate/.test(w)));
  });

  test('an export the target tool would refuse answers with a message naming the card, and no files', () => {
    const doc = parseDocument('@set VHL Violet Hollow\n\nDawn Heron {2}{U/W}\nCreature — Bird\n2/2\n', { uri: 'file:///h.cards' });
    const refused = exportDocument(doc, [], 'draftmancer');
    assert.strictEqual(refused.ok, false);
    assert.match(refused.ok ? '' : refused.message, /^nothing was exported: Draftmancer would not load this card — Dawn Heron: \{U\/W\} in its mana cost is no mana symbol Draftmancer reads/);
  });
});
