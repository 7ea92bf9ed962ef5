import * as assert from 'node:assert';
import { mkdtempSync, mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CardPreview, SetOverview } from '../../server/src/render/preview.js';
import { type LspClient, startServer } from './lspClient.js';

suite('render requests over stdio', function () {
  this.timeout(30000);
  let client: LspClient;
  let folder = '';
  let uri = '';
  const text = 'Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {T}.\n1/1\nArt: art/elves.png\n\nBear {1}{G}\nCreature — Bear\n2/2\nArt: art/key.png\n\nSpark {R}\nInstant\nSpark deals 1 damage to any target.\nArt: https://example.invalid/x.png\n';
  let secret = '';

  suiteSetup(async () => {
    folder = mkdtempSync(join(tmpdir(), 'cardtext-render-lsp-'));
    mkdirSync(join(folder, 'other'));
    mkdirSync(join(folder, 'art'));
    writeFileSync(join(folder, 'art', 'elves.png'), 'png');
    // A link in the set to a file outside every folder art may come from.
    secret = join(mkdtempSync(join(tmpdir(), 'cardtext-home-')), 'id_rsa');
    writeFileSync(secret, 'private key');
    symlinkSync(secret, join(folder, 'art', 'key.png'));
    writeFileSync(join(folder, 'other', 'more.cards'), 'Goblin {R}\nCreature — Goblin\n1/1\n\nToken Goblin\nToken Creature — Goblin\n1/1\n');
    uri = pathToFileURL(join(folder, 'set.cards')).toString();
    client = await startServer({ rootUri: pathToFileURL(folder).toString() });
    const published = client.diagnostics(uri, 1);
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
    await published;
  });
  suiteTeardown(async () => client.close());

  const renderAt = (line: number) => client.connection.sendRequest<CardPreview | null>('cardtext/renderCard', { textDocument: { uri }, position: { line, character: 0 } });

  test('cardtext/renderCard renders the card under the cursor with its diagnostics underlined and listed', async () => {
    const preview = (await renderAt(2))!;
    assert.strictEqual(preview.card, 'Llanowar Elves');
    assert.strictEqual(preview.line, 0);
    assert.strictEqual(preview.version, 1);
    assert.match(preview.html, /^<article class="card-entry card-single has-errors" data-card="Llanowar Elves"/);
    assert.deepStrictEqual(preview.diagnostics.map((d) => d.code), ['undefined-mana-type']);
    assert.match(preview.html, /class="diag diag-error"/);
    assert.match(preview.html, /<ul class="problems">/);
  });

  test('art paths become files beside the .cards file, for the client to load; URLs and links that leave the folders never do', async () => {
    const elves = (await renderAt(0))!;
    assert.deepStrictEqual(elves.art, { 0: realpathSync(join(folder, 'art', 'elves.png')) });
    const bear = (await renderAt(6))!;
    assert.strictEqual(bear.card, 'Bear');
    assert.deepStrictEqual(bear.art, {}, 'a link to a private file is not shown');
    assert.match(bear.html, /<span class="art-path">art\/key\.png<\/span>/);
    assert.match(elves.html, /<img class="art-img" alt="" data-art="0">/);
    const spark = (await renderAt(12))!;
    assert.strictEqual(spark.card, 'Spark');
    assert.deepStrictEqual(spark.art, {});
    assert.match(spark.html, /<span class="art-path">https:\/\/example\.invalid\/x\.png<\/span>/);
  });

  test('between cards the preview shows the card above; an edit shows at once in the next render', async () => {
    assert.strictEqual((await renderAt(10))!.card, 'Bear');
    const published = client.diagnostics(uri, 2);
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: 6, character: 0 }, end: { line: 6, character: 4 } }, text: 'Cave Bear' }],
    });
    await published;
    const after = (await renderAt(7))!;
    assert.strictEqual(after.card, 'Cave Bear');
    assert.strictEqual(after.version, 2);
  });

  test('cardtext/setOverview gives the file\'s or the workspace\'s numbers and overview HTML', async () => {
    const file = (await client.connection.sendRequest<SetOverview | null>('cardtext/setOverview', { uri, scope: 'file' }))!;
    assert.strictEqual(file.title, 'set');
    assert.strictEqual(file.stats.cards, 3);
    assert.deepStrictEqual(file.stats.colors, { W: 0, U: 0, B: 0, R: 1, G: 2, multicolor: 0, colorless: 0 });
    assert.match(file.html, /^<div class="overview" data-overview="/);
    const all = (await client.connection.sendRequest<SetOverview | null>('cardtext/setOverview', { scope: 'workspace' }))!;
    assert.strictEqual(all.title, 'Workspace (2 files)');
    assert.strictEqual(all.stats.cards, 4);
    assert.strictEqual(all.stats.tokens, 1);
  });

  test('the overview follows an edit (it is never served stale from its cache)', async () => {
    const before = (await client.connection.sendRequest<SetOverview | null>('cardtext/setOverview', { uri, scope: 'file' }))!;
    assert.strictEqual(before.stats.colors.R, 1);
    const published = client.diagnostics(uri, 3);
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 3 },
      contentChanges: [{ range: { start: { line: 11, character: 6 }, end: { line: 11, character: 9 } }, text: '{U}' }],
    });
    await published;
    const after = (await client.connection.sendRequest<SetOverview | null>('cardtext/setOverview', { uri, scope: 'file' }))!;
    assert.strictEqual(after.stats.colors.R, 0);
    assert.strictEqual(after.stats.colors.U, 1);
  });

  test('an unknown document gives null, not an error', async () => {
    assert.strictEqual(await client.connection.sendRequest('cardtext/renderCard', { textDocument: { uri: 'file:///nope.cards' }, position: { line: 0, character: 0 } }), null);
    assert.strictEqual(await client.connection.sendRequest('cardtext/setOverview', { uri: 'file:///nope.cards', scope: 'file' }), null);
  });
});
