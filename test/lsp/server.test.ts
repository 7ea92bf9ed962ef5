import * as assert from 'node:assert';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type LspClient, shownMessage, startServer } from './lspClient.js';

const uri = 'file:///test/set.cards';
const text = [
  'Llanowar Elves {G}',
  'Creature — Elf Druid',
  '{T}: Add {T}.',
  '1/1',
  '',
  'Grizzly Bears {G}{1}',
  'Creature - Bear',
  '2/2',
  '',
].join('\n');

suite('language server over stdio', function () {
  this.timeout(30000);
  let client: LspClient;

  suiteSetup(async () => {
    client = await startServer();
  });
  suiteTeardown(async () => {
    await client.close();
  });

  test('opening a document publishes its diagnostics with check codes and rule numbers', async () => {
    const published = client.diagnostics(uri, 1);
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
    const { diagnostics } = await published;
    const codes = diagnostics.map((d) => d.code).sort();
    assert.deepStrictEqual(codes, ['dash-style', 'mana-cost-order', 'undefined-mana-type']);
    const undefinedMana = diagnostics.find((d) => d.code === 'undefined-mana-type')!;
    assert.deepStrictEqual(undefinedMana.range, { start: { line: 2, character: 9 }, end: { line: 2, character: 12 } });
    assert.match(undefinedMana.message, /106\.5/);
    assert.strictEqual(undefinedMana.source, 'cardtext');
  });

  test('an incremental change re-publishes diagnostics for the new version', async () => {
    const published = client.diagnostics(uri, 2);
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: 2, character: 10 }, end: { line: 2, character: 11 } }, text: 'G' }],
    });
    const { diagnostics } = await published;
    assert.ok(!diagnostics.some((d) => d.code === 'undefined-mana-type'), 'Add {G} is fine');
    assert.strictEqual(diagnostics.length, 2);
  });

  test('hovering {T} in a creature cost explains the tap symbol and summoning sickness', async () => {
    const hover = await client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 1 } }) as { contents: { value: string } };
    assert.match(hover.contents.value, /107\.5/);
    assert.match(hover.contents.value, /302\.6/);
  });

  test('hovering Add says it is a mana ability that does not use the stack', async () => {
    const hover = await client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 6 } }) as { contents: { value: string } };
    assert.match(hover.contents.value, /mana ability/i);
    assert.match(hover.contents.value, /605\.3b/);
    assert.match(hover.contents.value, /\{G\}/);
  });

  test('completion after a brace offers mana and cost symbols', async () => {
    const items = await client.connection.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 2, character: 1 } }) as { label: string }[];
    const labels = items.map((i) => i.label);
    assert.ok(labels.includes('{T}') && labels.includes('{W/U}') && labels.includes('{Q}'), labels.slice(0, 20).join(' '));
  });

  test('completion on the type line after the dash offers subtypes that fit the types', async () => {
    const items = await client.connection.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 1, character: 15 } }) as { label: string }[];
    const labels = items.map((i) => i.label);
    assert.ok(labels.includes('Elf') && labels.includes('Goblin'));
    assert.ok(!labels.includes('Equipment'), 'artifact types do not fit a creature');
  });

  test('a quick fix replaces a hyphen with the long dash', async () => {
    const actions = await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: { start: { line: 6, character: 9 }, end: { line: 6, character: 10 } },
      context: { diagnostics: [] },
    }) as { title: string; edit: { changes: Record<string, { range: { start: { line: number; character: number } }; newText: string }[]> } }[];
    const dash = actions.find((a) => /—/.test(a.title));
    assert.ok(dash, actions.map((a) => a.title).join(', '));
    const edit = dash!.edit.changes[uri][0];
    assert.strictEqual(edit.newText, '—');
    assert.deepStrictEqual(edit.range.start, { line: 6, character: 9 });
  });

  test('formatting reorders mana symbols and replaces hyphens with long dashes', async () => {
    const edits = await client.connection.sendRequest('textDocument/formatting', { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } }) as { newText: string }[];
    const texts = edits.map((e) => e.newText).sort();
    assert.deepStrictEqual(texts, ['{1}{G}', '—']);
  });

  test('document symbols list one entry per card', async () => {
    const symbols = await client.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri } }) as { name: string }[];
    assert.deepStrictEqual(symbols.map((s) => s.name), ['Llanowar Elves', 'Grizzly Bears']);
  });

  test('semantic tokens are returned for the whole document', async () => {
    const tokens = await client.connection.sendRequest('textDocument/semanticTokens/full', { textDocument: { uri } }) as { data: number[] };
    assert.ok(tokens.data.length > 0 && tokens.data.length % 5 === 0);
  });

  test('"Show rule" with no rules file answers from the built-in reference and says so in one line', async () => {
    const rule = await client.connection.sendRequest('cardtext/rule', { number: '702.9' }) as { number: string; text: string; note?: string; error?: string };
    assert.strictEqual(rule.error, undefined);
    assert.strictEqual(rule.number, '702.9');
    assert.match(rule.text, /^Flying \(CR 702\.9\)/);
    assert.match(rule.note ?? '', /^No Comprehensive Rules file is loaded: this is cardtext's built-in reference[^\n]*cardtext\.rulesFile[^\n]*$/);
    const unknown = await client.connection.sendRequest('cardtext/rule', { number: '999.1' }) as { error?: string };
    assert.match(unknown.error ?? '', /says nothing about rule 999\.1/);
  });
});

suite('language server settings and workspace', function () {
  this.timeout(30000);

  test('a malformed setting produces a clear warning and the server keeps working', async () => {
    const client = await startServer({ settings: { customManaSymbols: ['purple'], severity: { 'no-such-check': 'off' }, rulesFile: '/no/such/MagicCompRules.txt' } });
    try {
      const published = client.diagnostics('file:///a.cards', 1);
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: 'file:///a.cards', languageId: 'cardtext', version: 1, text: 'Bolt {R}\nInstant\nBolt deals 3 damage to any target.\n' } });
      const { diagnostics } = await published;
      assert.deepStrictEqual(diagnostics, []);
      // The warning follows the settings' files being loaded, which may end after the diagnostics.
      await shownMessage(client, /customManaSymbols\[0\]/);
      const all = client.messages.join('\n');
      assert.match(all, /customManaSymbols\[0\]/);
      assert.match(all, /no-such-check/);
      assert.match(all, /MagicCompRules\.txt/);
    } finally {
      await client.close();
    }
  });

  test('custom mana symbols from settings are accepted and severities can be changed', async () => {
    const client = await startServer({ settings: { customManaSymbols: ['{P} purple'], severity: { 'dash-style': 'off', 'undefined-mana-type': 'warning' } } });
    try {
      const published = client.diagnostics('file:///b.cards', 1);
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: 'file:///b.cards', languageId: 'cardtext', version: 1, text: 'Violet Bloom {P}\nLand - Forest\n{T}: Add {P}.\n{T}: Add {E}.\n' } });
      const { diagnostics } = await published;
      assert.deepStrictEqual(diagnostics.map((d) => [d.code, d.severity]), [['undefined-mana-type', 2]]);
    } finally {
      await client.close();
    }
  });

  test('definition, references and workspace symbols find cards in other workspace files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardtext-ws-'));
    writeFileSync(join(dir, 'other.cards'), 'Cogwork Tracker {4}\nArtifact Creature — Hound\n4/4\n');
    const client = await startServer({ rootUri: pathToFileURL(dir).toString() });
    try {
      const mine = pathToFileURL(join(dir, 'mine.cards')).toString();
      const published = client.diagnostics(mine, 1);
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: mine, languageId: 'cardtext', version: 1, text: 'Tracker Hunter {1}{G}\nSorcery\nSearch your library for a card named Cogwork Tracker.\n' } });
      await published;
      const definition = await client.connection.sendRequest('textDocument/definition', { textDocument: { uri: mine }, position: { line: 2, character: 42 } }) as { uri: string; range: unknown }[];
      assert.strictEqual(definition.length, 1);
      assert.match(definition[0].uri, /other\.cards$/);
      const references = await client.connection.sendRequest('textDocument/references', { textDocument: { uri: mine }, position: { line: 2, character: 42 }, context: { includeDeclaration: true } }) as { uri: string }[];
      assert.strictEqual(references.length, 2);
      const symbols = await client.connection.sendRequest('workspace/symbol', { query: 'cogtrack' }) as { name: string }[];
      assert.deepStrictEqual(symbols.map((s) => s.name), ['Cogwork Tracker']);
    } finally {
      await client.close();
    }
  });
});
