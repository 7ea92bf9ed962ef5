/**
 * The first screens of a large file in the real server: opening it publishes the first cards' own
 * diagnostics at once (never a file-wide one), then the whole file's; a small file publishes once;
 * an edit right after the open is never followed by the first screens' publish; and a file the
 * result cache publishes gets no first-screens publish.
 */
import * as assert from 'node:assert';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Diagnostic, PublishDiagnosticsParams } from 'vscode-languageserver-protocol/node.js';
import { firstScreenLines } from '../../server/src/language/firstScreen.js';
import { firstScreenMinLines } from '../../server/src/lsp/firstScreen.js';
import { type LspClient, startServer } from './lspClient.js';

/**
 * A set whose first cards have their own diagnostics (a mana cost out of order, a symbol that is no
 * mana) and file-wide ones (an undefined token, a duplicate name, a directive after the first
 * card); `{P}` is declared by a directive, so Beta is fine only if the directives are in force.
 */
const head = [
  '@set TST Test Set\n@mana {P} purple',
  'Alpha {G}{2}\nCreature — Elf\nWhen this creature enters, create a 1/1 green Squirrelkin creature token.\n2/2',
  'Beta {P}\nCreature — Elf\nFlying\n2/2',
  'Alpha {1}{G}\nCreature — Elf Druid\nTrample\n3/3',
  '@keyword Late',
  'Gamma {Q}\nSorcery\nDraw a card.',
];
/** Filler cards of 5 lines with the blank one; every seventh has its mana cost out of order. */
const filler = (i: number) => `Filler ${i} ${i % 7 === 0 ? '{G}{1}' : '{1}{G}'}\nCreature — Elf\nTrample\n2/2`;
const setOf = (cards: number) => `${[...head, ...Array.from({ length: cards }, (_, i) => filler(i))].join('\n\n')}\n`;
const large = setOf(500);
const small = setOf(40);
const fileWide = new Set(['undefined-token', 'duplicate-card-name', 'invalid-directive']);
const uri = 'file:///first-screen/set.cards';
const key = (d: Diagnostic) => JSON.stringify(d);

/** Opens `text`; resolves once the whole file's diagnostics are in (a hover waits for the parse), with every publish for version 1. */
async function open(client: LspClient, text: string): Promise<PublishDiagnosticsParams[]> {
  await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
  await client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 0 } });
  await new Promise((r) => setTimeout(r, 300));
  return client.published.filter((p) => p.uri === uri && p.version === 1);
}

suite('the first screens of a large file in the language server', function () {
  this.timeout(60000);

  test('the generated files are large and small enough for what they test', () => {
    assert.ok(large.split('\n').length > firstScreenMinLines && small.split('\n').length <= firstScreenMinLines);
  });

  test('a large file shows its first cards\' own diagnostics first, then the whole file\'s', async () => {
    const client = await startServer();
    try {
      const published = await open(client, large);
      assert.strictEqual(published.length, 2, 'the first screens, then the whole file');
      const [early, full] = published;
      const fullKeys = new Set(full.diagnostics.map(key));
      assert.ok(early.diagnostics.length >= 3, 'Alpha\'s and Gamma\'s mana costs, fillers out of order');
      for (const d of early.diagnostics) {
        assert.ok(fullKeys.has(key(d)), `the whole file has the same diagnostic: ${key(d)}`);
        assert.ok(!fileWide.has(String(d.code)), `no file-wide diagnostic early: ${key(d)}`);
        assert.ok(d.range.start.line < firstScreenLines, `within the first screens: ${key(d)}`);
      }
      // Every card's own diagnostic on the first 200 lines (whole cards, well inside the first screens) is there.
      const earlyKeys = new Set(early.diagnostics.map(key));
      const top = full.diagnostics.filter((d) => d.range.start.line < 200);
      for (const d of top.filter((x) => !fileWide.has(String(x.code)))) assert.ok(earlyKeys.has(key(d)), `early too: ${key(d)}`);
      assert.deepStrictEqual([...new Set(top.filter((d) => fileWide.has(String(d.code))).map((d) => d.code))].sort(), [...fileWide].sort(), 'the file-wide ones come with the whole file');
      assert.ok(full.diagnostics.some((d) => d.range.start.line > 2000), 'the whole file\'s reach its end');
      assert.ok(client.logs.some((l) => /diagnostics of the first \d+ cards \(lines 1–\d+\)/.test(l)), client.logs.join('\n'));
    } finally {
      await client.close();
    }
  });

  test('settings that change what a card means, arriving just after the open, still give the first screens first, checked under them', async () => {
    // The server asks for the settings after `initialized`, as the file opens; these change the declarations cards are read with.
    const client = await startServer({ settings: { customManaSymbols: ['{Y} yellow'], templating: { profile: '2019-07' } } });
    try {
      const published = await open(client, large);
      assert.strictEqual(published.length, 2, 'the first screens, then the whole file');
      const [early, full] = published;
      const fullKeys = new Set(full.diagnostics.map(key));
      for (const d of early.diagnostics) assert.ok(fullKeys.has(key(d)), `the whole file, under the settings, has the same diagnostic: ${key(d)}`);
      assert.ok(early.diagnostics.length >= 3, 'Alpha\'s and Gamma\'s mana costs, fillers out of order');
    } finally {
      await client.close();
    }
  });

  test('a small file publishes its diagnostics once', async () => {
    const client = await startServer();
    try {
      const published = await open(client, small);
      assert.strictEqual(published.length, 1);
      assert.ok(published[0].diagnostics.some((d) => d.code === 'duplicate-card-name'));
    } finally {
      await client.close();
    }
  });

  test('an edit right after the open is never followed by the first screens\' diagnostics', async () => {
    const client = await startServer();
    try {
      const edited = client.diagnostics(uri, 2);
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text: large } });
      // Alpha's mana cost put in order: its warning is gone from version 2.
      await client.connection.sendNotification('textDocument/didChange', {
        textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: { line: 3, character: 6 }, end: { line: 3, character: 12 } }, text: '{2}{G}' }],
      });
      // Answered after the change was taken (messages are handled in order): whatever comes later is about version 2.
      await client.connection.sendRequest('workspace/symbol', { query: 'Alpha' });
      const before = client.published.length;
      const v2 = await edited;
      await client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 0 } });
      await new Promise((r) => setTimeout(r, 500));
      const after = client.published.slice(before).filter((p) => p.uri === uri);
      assert.ok(after.length >= 1 && after.every((p) => p.version === 2), JSON.stringify(after.map((p) => p.version)));
      assert.ok(!v2.diagnostics.some((d) => d.range.start.line === 3 && d.code === 'mana-cost-order'), 'the fixed cost');
      assert.ok(v2.diagnostics.some((d) => d.code === 'duplicate-card-name'), 'the whole file\'s diagnostics');
    } finally {
      await client.close();
    }
  });

  test('when the result cache publishes a file, its first screens are not published', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cardtext-first-screen-'));
    try {
      const first = await startServer({ initializationOptions: { cacheFolder: folder } });
      try {
        assert.strictEqual((await open(first, large)).length, 2, 'no cache yet: the first screens, then the whole file');
        for (const started = Date.now(); !existsSync(join(folder, 'results.cardtextcache')); await new Promise((r) => setTimeout(r, 50))) {
          if (Date.now() - started > 15000) throw new Error('the cache file was not written');
        }
      } finally {
        await first.close();
      }
      const second = await startServer({ initializationOptions: { cacheFolder: folder } });
      try {
        const published = await open(second, large);
        assert.strictEqual(published.length, 2, 'the stored diagnostics, then the whole file\'s');
        assert.strictEqual(JSON.stringify(published[0].diagnostics), JSON.stringify(published[1].diagnostics));
        assert.ok(second.logs.some((l) => /from the result cache/.test(l)), second.logs.join('\n'));
        assert.ok(!second.logs.some((l) => /diagnostics of the first \d+ cards/.test(l)), second.logs.join('\n'));
      } finally {
        await second.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
