/**
 * The server's copy of an open document stays the client's text, whatever the edits: atomic
 * batches, positions past the end, "\r" and "\n" joined by an edit, a BOM, and version numbers
 * that repeat, go missing or come back — checked over stdio against the real server.
 */
import * as assert from 'node:assert';
import { type LspClient, startServer, within } from './lspClient.js';

const bolt = 'Bolt {R}\nInstant\nBolt deals 3 damage to any target.';
const elves = 'Llanowar Elves {G}\nCreature — Elf Druid\n{T}: Add {T}.\n1/1';
let counter = 0;

suite('document sync over stdio', function () {
  this.timeout(30000);
  let client: LspClient;

  suiteSetup(async () => {
    client = await startServer({ settings: { validation: { delay: 0 } } });
  });
  suiteTeardown(async () => {
    await client.close();
  });

  const request = <T>(method: string, params: unknown) => within(client.connection.sendRequest(method, params) as Promise<T>, 10000, method);
  const names = async (uri: string) => (await request<{ name: string; range: { start: { line: number } } }[]>('textDocument/documentSymbol', { textDocument: { uri } })).map((s) => `${s.name}@${s.range.start.line}`);
  const open = async (text: string, version: number | null = 1) => {
    const uri = `file:///sync/doc${++counter}.cards`;
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version, text } });
    return uri;
  };
  const change = (uri: string, version: number | null, contentChanges: unknown[]) =>
    client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges });
  const at = (line: number, character: number) => ({ start: { line, character }, end: { line, character } });

  test('a didChange with one bad range is refused whole: the text and the parsed cards stay in step for later edits', async () => {
    const uri = await open(bolt);
    await change(uri, 2, [
      { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 4 } }, text: 'Zap' },
      { range: { start: { line: 0.5, character: 0 }, end: { line: 0, character: 0 } }, text: 'x' },
    ]);
    await change(uri, 3, [{ range: { start: { line: 2, character: 0 }, end: { line: 2, character: 4 } }, text: 'It' }]);
    assert.deepStrictEqual(await names(uri), ['Bolt@0']);
    const hover = await request<{ contents: { value: string } } | null>('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 1 } });
    assert.match(hover?.contents.value ?? '', /Bolt/);
    assert.ok(client.logs.some((l) => /ignored textDocument\/didChange: params\.contentChanges\[1\]\.range\.start\.line must be a whole number \(got 0\.5\)/.test(l)), client.logs.join('\n'));
  });

  test('a change at a line past the end of a text without a final newline is appended at its end', async () => {
    const uri = await open(bolt);
    // Inserted at the start of the last line instead, the "\n" would make a blank line and a second card.
    await change(uri, 2, [{ range: at(50, 0), text: '\nFlashback {R}' }]);
    assert.deepStrictEqual(await names(uri), ['Bolt@0']);
    const tokens = await request<{ data: number[] }>('textDocument/semanticTokens/range', { textDocument: { uri }, range: { start: { line: 3, character: 0 }, end: { line: 3, character: 20 } } });
    assert.deepStrictEqual(tokens.data.slice(0, 2), [3, 0], 'the keyword starts line 3');
  });

  test('a "\\r" typed before a "\\n" makes one line break, so the cards after it keep their line numbers', async () => {
    const uri = await open(`${bolt}\n\n${elves}`);
    await change(uri, 2, [{ range: at(0, 8), text: '\r' }]);
    assert.deepStrictEqual(await names(uri), ['Bolt@0', 'Llanowar Elves@4']);
    // An edit on line 6 (the elves' rules text) lands on that line.
    const published = client.diagnostics(uri, 3);
    await change(uri, 3, [{ range: { start: { line: 6, character: 10 }, end: { line: 6, character: 11 } }, text: 'G' }]);
    assert.deepStrictEqual((await published).diagnostics.map((d) => d.code), []);
  });

  test('a BOM at the start of an opened text is no syntax error, and positions are the client\'s', async () => {
    const published = client.diagnostics(`file:///sync/doc${counter + 1}.cards`, 1);
    const uri = await open(`\uFEFF${elves}`);
    const { diagnostics } = await published;
    assert.deepStrictEqual(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character]), [['undefined-mana-type', 2, 9]]);
    const hover = await request<{ contents: { value: string } } | null>('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 16 } });
    assert.match(hover?.contents.value ?? '', /\{G\}/);
  });

  test('a repeated version never publishes the diagnostics or hover of the text it replaced', async () => {
    const uri = await open(elves, 7);
    assert.strictEqual((await client.diagnostics(uri, 7)).diagnostics.length, 1);
    const fixed = client.diagnostics(uri, 7);
    await change(uri, 7, [{ range: { start: { line: 2, character: 10 }, end: { line: 2, character: 11 } }, text: 'G' }]);
    assert.deepStrictEqual((await fixed).diagnostics, []);
    const hover = await request<{ contents: { value: string } } | null>('textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 11 } });
    assert.doesNotMatch(hover?.contents.value ?? '', /undefined-mana-type|isn't a type of mana/i);
  });

  test('missing (null) and reused versions publish the diagnostics of the current text', async () => {
    const uri = await open(bolt, 1);
    await client.diagnostics(uri, 1);
    const broken = client.diagnostics(uri);
    await change(uri, null, [{ range: { start: { line: 2, character: 27 }, end: { line: 2, character: 27 } }, text: ' {T}' }]);
    const first = await broken;
    assert.ok(first.diagnostics.length > 0, 'the new text has a problem');
    assert.strictEqual(first.version, undefined);
    const back = client.diagnostics(uri, 1);
    await change(uri, 1, [{ range: { start: { line: 2, character: 27 }, end: { line: 2, character: 31 } }, text: '' }]);
    assert.deepStrictEqual((await back).diagnostics, []);
  });
});
