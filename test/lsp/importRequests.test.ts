/**
 * `cardtext/importSet`, the request behind the editor's "Import Set…": the Node server reads the
 * picked set through the CLI's readers and answers like an export (the `.cards` text and the
 * pictures under the art folder); bad params are -32602 naming the field; a refused set is a
 * message naming the file and the place.
 */
import * as assert from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';
import { CancellationTokenSource } from 'vscode-jsonrpc/node.js';
import { type LspClient, startServer } from './lspClient.js';
import { repoRoot } from '../helpers.js';
import { importedName } from '../../server/src/lsp/importJob.js';

interface Answer { ok: boolean; message?: string; output?: string; owner?: string; files?: { path: string; text?: string; base64?: string }[]; warnings?: string[]; summary?: string[] }
const fixture = (name: string) => join(repoRoot(), 'test', 'fixtures', 'import', name);

suite('language server: import requests', function () {
  this.timeout(30000);
  let client: LspClient;
  suiteSetup(async () => {
    client = await startServer();
  });
  suiteTeardown(async () => {
    await client.close();
  });

  test('an MSE set saved as a folder, picked by its set file, comes back as the .cards text and its pictures', async () => {
    const result = await client.connection.sendRequest<Answer>('cardtext/importSet', { path: fixture('mse-underscores/set'), artFolder: 'cinder-art' });
    assert.ok(result.ok, result.message);
    assert.deepStrictEqual(result.files?.map((f) => f.path), ['mse-underscores.cards', 'cinder-art/emberwake-hydra.png']);
    assert.match(result.files![0].text!, /^@set CNV Cinderveil\n/);
    assert.match(result.files![0].text!, /^Art: cinder-art\/emberwake-hydra\.png$/m);
    assert.strictEqual(Buffer.from(result.files![1].base64!, 'base64').length, 69);
    assert.deepStrictEqual(result.summary, ['6 cards from Magic Set Editor, 1 picture']);
    assert.ok(result.warnings?.some((w) => w.includes('MSE field "mystery field" dropped')));
  });

  test('a Card Conjurer save and a sheet import too; a refused file is a message naming it and its place', async () => {
    const save = await client.connection.sendRequest<Answer>('cardtext/importSet', { path: fixture('conjurer.cardconjurer'), artFolder: 'conjurer-art' });
    assert.ok(save.ok && save.files?.[0].path === 'conjurer.cards' && save.files.length === 2, save.message);
    const sheet = await client.connection.sendRequest<Answer>('cardtext/importSet', { path: fixture('cards.csv'), artFolder: 'cards-art', set: 'TWS Tideways', released: '2026-04-01' });
    assert.match(sheet.files?.[0].text ?? '', /^@set TWS Tideways\n@released 2026-04-01\n/);
    const refused = await client.connection.sendRequest<Answer>('cardtext/importSet', { path: fixture('cards.csv'), artFolder: 'x-art', format: 'cardconjurer' });
    assert.ok(!refused.ok && /^cannot import "import\/cards\.csv": it is not valid JSON/.test(refused.message ?? ''), refused.message);
    const missing = await client.connection.sendRequest<Answer>('cardtext/importSet', { path: fixture('nothing-here.csv'), artFolder: 'x-art' });
    assert.match(missing.message ?? '', /cannot read "import\/nothing-here\.csv": no such file or folder/);
  });

  test('bad params are error -32602 naming the field', async () => {
    const refusal = (params: unknown) => client.connection.sendRequest('cardtext/importSet', params).then(() => undefined, (e: { code: number; message: string }) => e);
    for (const [params, message] of [
      [{ path: 'relative.csv', artFolder: 'a' }, /params\.path must be an absolute file path/],
      [{ path: fixture('cards.csv'), artFolder: '../up' }, /params\.artFolder must be a folder name beside the \.cards file/],
      [{ path: fixture('cards.csv'), artFolder: 'a', format: 'xml' }, /params\.format must be one of mse, cardconjurer, scryfall, csv/],
      [{ path: fixture('cards.csv'), artFolder: 'a', released: 'soon' }, /params\.released must be a date/],
    ] as [unknown, RegExp][]) {
      const e = await refusal(params);
      assert.ok(e && e.code === -32602 && message.test(e.message), `${JSON.stringify(params)}: ${e?.message}`);
    }
  });

  test('the editor\'s MSE export carries the pictures its Art: lines name, from inside the set\'s folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardtext-mse-art-'));
    try {
      const png = readFileSync(fixture('mse-underscores/image1'));
      writeFileSync(join(dir, 'hydra.png'), png);
      const uri = pathToFileURL(join(dir, 'set.cards')).toString();
      const text = '@set CNV Cinderveil\n\nEmberwake Hydra {X}{R}{R}\nCreature — Hydra\nThis creature enters with X +1/+1 counters on it.\n0/0\nArt: hydra.png\n\nFar Away {R}\nInstant\nArt: ../outside.png\n';
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
      await client.diagnostics(uri, 1);
      const result = await client.connection.sendRequest<Answer>('cardtext/exportSet', { uri, format: 'mse' });
      assert.ok(result.ok, result.message);
      const files = unzipSync(Buffer.from(result.files![0].base64!, 'base64'));
      assert.deepStrictEqual(Object.keys(files), ['set', 'image1']);
      assert.deepStrictEqual(Buffer.from(files.image1), png);
      assert.ok(result.warnings?.some((w) => /1 picture named by Art: could not be put in the set/.test(w)), result.warnings?.join('\n'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a large import runs beside the editor: a hover is answered while it works, a cancel ends it, and a cancel of one waiting its turn is answered at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardtext-import-big-'));
    try {
      // 40,000 rows: a few seconds of importing, in the worker, never on the thread that answers hovers
      const rows = ['Name,Mana Cost,Type Line,Rules Text,P/T'];
      for (let i = 0; i < 40000; i++) rows.push(`Grove Tender ${i},{1}{G},Creature — Elf,"Reach\nWhen this creature enters, you gain 1 life.",1/3`);
      writeFileSync(join(dir, 'big.csv'), rows.join('\n'));
      const uri = pathToFileURL(join(dir, 'open.cards')).toString();
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text: 'Tap Sprite {U}\nCreature — Faerie\n{T}: Draw a card.\n1/1\n' } });
      await client.diagnostics(uri, 1);
      const order: string[] = [];
      const imported = client.connection.sendRequest<Answer>('cardtext/importSet', { path: join(dir, 'big.csv'), artFolder: 'big-art' }).then((r) => { order.push('import'); return r; });
      await new Promise((r) => setTimeout(r, 100));
      const hover = await client.connection.sendRequest<{ contents: { value: string } } | null>('textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 1 } });
      order.push('hover');
      assert.match(hover?.contents.value ?? '', /Tap symbol/);
      const result = await imported;
      assert.ok(result.ok, result.message);
      assert.deepStrictEqual(order, ['hover', 'import'], 'the hover was answered before the import finished');
      assert.deepStrictEqual(result.summary, ['40000 cards from Spreadsheet (CSV or TSV)']);

      const source = new CancellationTokenSource();
      const cancelledImport = client.connection.sendRequest<Answer>('cardtext/importSet', { path: join(dir, 'big.csv'), artFolder: 'big-art' }, source.token);
      setTimeout(() => source.cancel(), 100);
      await assert.rejects(cancelledImport, (e: { code: number; message: string }) => e.code === -32800 && e.message === 'cardtext/importSet was cancelled');

      // one waiting behind another import is answered at once when cancelled, not when its turn comes
      const steps: string[] = [];
      const ahead = client.connection.sendRequest<Answer>('cardtext/importSet', { path: join(dir, 'big.csv'), artFolder: 'big-art' }).then((r) => { steps.push('ahead done'); return r; });
      const waiting = new CancellationTokenSource();
      const behind = client.connection.sendRequest<Answer>('cardtext/importSet', { path: join(dir, 'big.csv'), artFolder: 'big-art' }, waiting.token)
        .then(() => steps.push('behind answered'), (e: { code: number }) => steps.push(`behind ${e.code}`));
      setTimeout(() => waiting.cancel(), 100);
      await behind;
      assert.ok((await ahead).ok);
      assert.deepStrictEqual(steps, ['behind -32800', 'ahead done']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the .cards file is named for its source', () => {
    assert.deepStrictEqual(['/s/hollow.mse-set', '/s/hollow.mse-set/set', '/s/list.csv', '/s/saved-cards.cardconjurer', '/s/set'].map(importedName), ['hollow', 'hollow', 'list', 'saved-cards', 's']);
  });
});
