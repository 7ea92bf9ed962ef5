/**
 * Rename over the protocol: a new name that is no valid card name gets an error response
 * (RequestFailed, -32803) whose message says why; the editor shows it and changes nothing.
 */
import * as assert from 'node:assert';
import { ResponseError } from 'vscode-languageserver-protocol/node.js';
import { type LspClient, startServer } from './lspClient.js';

const uri = 'file:///test/rename.cards';
const text = 'Goblin Guide {R}\nCreature — Goblin Scout\nHaste\n2/2\n\nSeeker {1}{R}\nSorcery\nSearch your library for a card named Goblin Guide.\n';
const position = { line: 0, character: 3 };

suite('rename over the protocol', function () {
  this.timeout(30000);
  let client: LspClient;

  suiteSetup(async () => {
    client = await startServer();
    const published = client.diagnostics(uri, 1);
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
    await published;
  });
  suiteTeardown(async () => {
    await client.close();
  });

  async function renameError(newName: string): Promise<ResponseError<unknown>> {
    try {
      await client.connection.sendRequest('textDocument/rename', { textDocument: { uri }, position, newName });
    } catch (error) {
      return error as ResponseError<unknown>;
    }
    throw new Error(`renaming to ${JSON.stringify(newName)} was accepted`);
  }

  test('a new name that would inject a directive and a card is refused with the reason', async () => {
    const error = await renameError('Evil\n@mana {Z} zed\n\nInjected\nInstant');
    assert.strictEqual(error.code, -32803);
    assert.match(error.message, /one line/);
  });

  test('an empty new name is refused, not silently ignored', async () => {
    const error = await renameError('');
    assert.strictEqual(error.code, -32803);
    assert.match(error.message, /can't be empty/);
  });

  test('a valid new name renames the header and the mention', async () => {
    const edit = await client.connection.sendRequest('textDocument/rename', { textDocument: { uri }, position, newName: 'Goblin Chief' }) as { changes: Record<string, { newText: string }[]> };
    assert.deepStrictEqual(edit.changes[uri].map((e) => e.newText), ['Goblin Chief', 'Goblin Chief']);
  });
});
