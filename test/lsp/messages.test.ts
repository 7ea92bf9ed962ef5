/**
 * What an editor receives for a diagnostic and its quick fixes: a one-row message that names the
 * card, and snippet edits only for a client that declared LSP 3.18's snippetEditSupport.
 */
import * as assert from 'node:assert';
import { type LspClient, startServer } from './lspClient.js';

const uri = 'file:///test/messages.cards';
const text = 'Briar Witch {1}{G}\nCreature — Human Warlock\nReach\n';
/** The type line, where missing-power-toughness is reported. */
const typeLine = { start: { line: 1, character: 0 }, end: { line: 1, character: 23 } };

interface Action {
  title: string;
  edit: {
    changes?: Record<string, { range: unknown; newText: string; snippet?: unknown }[]>;
    documentChanges?: { textDocument: { uri: string; version: number | null }; edits: { range: unknown; newText?: string; snippet?: { kind: string; value: string } }[] }[];
  };
}

async function open(client: LspClient): Promise<{ message: string; source?: string; code?: unknown }[]> {
  const published = client.diagnostics(uri, 3);
  await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 3, text } });
  return (await published).diagnostics;
}

async function addStatsAction(client: LspClient): Promise<Action> {
  const actions = await client.connection.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: typeLine, context: { diagnostics: [] } }) as Action[];
  const action = actions.find((a) => a.title === 'Add a power/toughness line');
  assert.ok(action, actions.map((a) => a.title).join(', '));
  return action;
}

suite('diagnostics and quick fixes as an editor receives them', function () {
  this.timeout(30000);

  test('the message starts with the card\'s name and cites the rule; the code and source stay', async () => {
    const client = await startServer();
    try {
      const [d] = await open(client);
      assert.strictEqual(d.message, 'Briar Witch: no power/toughness — a creature needs one (208.1)');
      assert.strictEqual(d.code, 'missing-power-toughness');
      assert.strictEqual(d.source, 'cardtext');
    } finally {
      await client.close();
    }
  });

  test('a client without snippet support gets the plain "0/0" line in `changes`', async () => {
    const client = await startServer();
    try {
      await open(client);
      const action = await addStatsAction(client);
      assert.strictEqual(action.edit.documentChanges, undefined);
      assert.deepStrictEqual(action.edit.changes?.[uri], [{ range: { start: { line: 2, character: 5 }, end: { line: 2, character: 5 } }, newText: '\n0/0' }]);
    } finally {
      await client.close();
    }
  });

  test('a client that declares snippetEditSupport gets a versioned snippet edit with both numbers as placeholders', async () => {
    const client = await startServer({ workspaceCapabilities: { workspaceEdit: { documentChanges: true, snippetEditSupport: true } } });
    try {
      await open(client);
      const action = await addStatsAction(client);
      assert.strictEqual(action.edit.changes, undefined);
      assert.deepStrictEqual(action.edit.documentChanges, [{
        textDocument: { uri, version: 3 },
        edits: [{ range: { start: { line: 2, character: 5 }, end: { line: 2, character: 5 } }, snippet: { kind: 'snippet', value: '\n${1:0}/${2:0}' } }],
      }]);
    } finally {
      await client.close();
    }
  });
});
