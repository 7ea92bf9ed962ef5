/**
 * Files the server reads on its own (watched files, closed documents, the workspace scan): devices,
 * FIFOs, links and folders never hang it, links to regular files are followed, a closed document
 * takes the text on disk, and the scan's limits hold with one message.
 */
import * as assert from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Workspace } from '../../server/src/language/workspace.js';
import { DiskFiles } from '../../server/src/lsp/diskFiles.js';
import { OpenDocuments } from '../../server/src/lsp/documents.js';
import { type LspClient, startServer, within } from './lspClient.js';

const bolt = 'Bolt {R}\nInstant\nBolt deals 3 damage to any target.';
const uriOf = (path: string) => pathToFileURL(path).toString();

/** A folder with a good file, a link to it, a link to /dev/zero, a FIFO and a folder named like a card file. */
function hostileFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cardtext-files-'));
  writeFileSync(join(dir, 'good.cards'), 'Cogwork Tracker {4}\nArtifact Creature — Hound\n4/4\n');
  writeFileSync(join(dir, 'linked-target.txt'), 'Linked Lurker {1}{U}\nCreature — Horror\n1/3\n');
  symlinkSync(join(dir, 'linked-target.txt'), join(dir, 'linked.cards'));
  symlinkSync('/dev/zero', join(dir, 'zero.cards'));
  execFileSync('mkfifo', [join(dir, 'fifo.cards')]);
  mkdirSync(join(dir, 'folder.cards'));
  return dir;
}

suite('files the server reads', function () {
  this.timeout(30000);
  let client: LspClient;
  let dir: string;
  const open = 'file:///files/open.cards';

  suiteSetup(async () => {
    dir = hostileFolder();
    client = await startServer({ rootUri: uriOf(dir) });
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: open, languageId: 'cardtext', version: 1, text: bolt } });
  });
  suiteTeardown(async () => {
    await client.close();
  });

  const hover = () => within(client.connection.sendRequest('textDocument/hover', { textDocument: { uri: open }, position: { line: 0, character: 1 } }), 5000, 'hover') as Promise<{ contents: { value: string } }>;
  const symbols = async (query: string) => ((await within(client.connection.sendRequest('workspace/symbol', { query }), 5000, 'workspace/symbol')) as { name: string }[]).map((s) => s.name);

  test('the workspace scan indexes regular files and links to them, and skips devices, FIFOs and folders', async () => {
    for (let i = 0; i < 100 && !client.logs.some((l) => /indexed \d+ workspace/.test(l)); i++) await new Promise((r) => setTimeout(r, 50));
    assert.deepStrictEqual((await symbols('')).sort(), ['Bolt', 'Cogwork Tracker', 'Linked Lurker']);
    assert.match((await hover()).contents.value, /Bolt/);
  });

  test('watched-file events for /dev/zero, a link to it, a FIFO and a folder never hang the server', async () => {
    const changes = ['file:///dev/zero', uriOf(join(dir, 'zero.cards')), uriOf(join(dir, 'fifo.cards')), uriOf(join(dir, 'folder.cards'))]
      .flatMap((uri) => [{ uri, type: 1 }, { uri, type: 2 }]);
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes });
    assert.match((await hover()).contents.value, /Bolt/);
    await new Promise((r) => setTimeout(r, 300));
    assert.match((await hover()).contents.value, /Bolt/);
    assert.deepStrictEqual((await symbols('')).sort(), ['Bolt', 'Cogwork Tracker', 'Linked Lurker']);
    assert.ok(client.logs.some((l) => /zero\.cards is not indexed: it is not a regular file/.test(l)), client.logs.join('\n'));
  });

  test('a watched .cards file that changed on disk is indexed again', async () => {
    writeFileSync(join(dir, 'good.cards'), 'Brass Tracker {4}\nArtifact Creature — Hound\n4/4\n');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(join(dir, 'good.cards')), type: 2 }] });
    for (let i = 0; i < 100 && !(await symbols('brass')).length; i++) await new Promise((r) => setTimeout(r, 50));
    assert.deepStrictEqual(await symbols('tracker'), ['Brass Tracker']);
  });

  test('closing a document whose file is a FIFO never hangs the server', async () => {
    const uri = uriOf(join(dir, 'fifo.cards'));
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text: 'Piped Pup {G}\nCreature — Dog\n1/1' } });
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
    assert.match((await hover()).contents.value, /Bolt/);
    await new Promise((r) => setTimeout(r, 300));
    assert.match((await hover()).contents.value, /Bolt/);
    assert.ok(!(await symbols('pup')).length, 'the FIFO is not indexed');
  });

  test('a closed document\'s cards come from the file on disk once it is closed (unsaved edits are gone)', async () => {
    const path = join(dir, 'edited.cards');
    writeFileSync(path, 'Saved Sprite {U}\nCreature — Faerie\n1/1\n');
    const uri = uriOf(path);
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text: 'Unsaved Sprite {U}\nCreature — Faerie\n1/1\n' } });
    await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
    for (let i = 0; i < 100 && (await symbols('sprite'))[0] !== 'Saved Sprite'; i++) await new Promise((r) => setTimeout(r, 50));
    assert.deepStrictEqual(await symbols('sprite'), ['Saved Sprite']);
  });
});

suite('workspace scan limits (DiskFiles)', () => {
  test('past the file and byte limits, files are skipped and one message says how many and what the limits are', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardtext-scan-'));
    for (let i = 0; i < 6; i++) writeFileSync(join(dir, `set${i}.cards`), `Card ${i} {1}\nInstant\nDraw a card.\n`.repeat(1).padEnd(300, '#'));
    const warnings: string[] = [];
    const workspace = new Workspace();
    const host = { workspace, baseDeclarations: () => undefined, warn: (m: string) => warnings.push(m), log: () => undefined };
    const documents = new OpenDocuments({ ...host, changed: () => undefined });
    const disk = new DiskFiles({ ...host, documents }, { files: 4, bytes: 1000, memory: 1024 * 1024 * 1024 });
    const figures = await disk.scan([dir]);
    assert.deepStrictEqual([figures.indexed, figures.bytes, figures.skipped], [3, 900, 3]);
    assert.strictEqual(workspace.documents().length, 3);
    assert.strictEqual(warnings.length, 1);
    assert.match(warnings[0], /^3 \.cards files were not indexed: cardtext indexes at most 4 workspace files, 1000 bytes of card text and cards taking 1024 MB of memory \(now 3 files, 900 bytes, \d+ KB\)/);
  });

  test('a file the editor opens while the scan reads it is neither indexed nor counted as skipped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardtext-scan-'));
    writeFileSync(join(dir, 'opened.cards'), bolt);
    writeFileSync(join(dir, 'closed.cards'), bolt.replace(/Bolt/g, 'Zap'));
    const workspace = new Workspace();
    const host = { workspace, baseDeclarations: () => undefined, warn: () => undefined, log: () => undefined };
    const documents = new OpenDocuments({ ...host, changed: () => undefined });
    // The scan asks once whether a file is open before it reads it; the editor opens it right after.
    const opened = uriOf(join(dir, 'opened.cards'));
    let asked = false;
    const racing = Object.create(documents, {
      has: { value: (uri: string) => (uri === opened ? asked || !(asked = true) : documents.has(uri)) },
    }) as OpenDocuments;
    const disk = new DiskFiles({ ...host, documents: racing }, { files: 10, bytes: 100_000, memory: 1024 * 1024 * 1024 });
    const figures = await disk.scan([dir]);
    assert.deepStrictEqual([figures.indexed, figures.skipped], [1, 0]);
    assert.deepStrictEqual(workspace.documents().map((d) => d.uri), [uriOf(join(dir, 'closed.cards'))]);
  });
});
