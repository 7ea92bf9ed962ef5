/**
 * The result cache in the language server (initializationOptions `cacheFolder`): after a restart,
 * opening an unchanged file publishes its stored diagnostics before the parse, and the parse's
 * diagnostics (the same) follow; a changed file, a damaged cache or no cache folder publish only
 * the real diagnostics; severities are those of the settings in force.
 */
import * as assert from 'node:assert';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublishDiagnosticsParams } from 'vscode-languageserver-protocol/node.js';
import { cardToText } from '../../server/src/language/importer.js';
import { fixtureCards } from '../helpers.js';
import { startServer } from './lspClient.js';

const setText = `@set VHL Violet Hollow\n\nViolet Spring\nLand\n{T}: Add {P}.\n\nSpore Caller {2}{G}\nCreature — Fungus Druid\nWhen this creature enters, create two 1/1 green Saproling creature tokens.\n2/2\n\nViolet Spring\nLand\nViolet Spring enters tapped.\n\n${fixtureCards().map((c) => cardToText(c)).join('\n\n')}\n`;
const cacheFile = (folder: string) => join(folder, 'results.cardtextcache');

/** Waits until `check` holds (polling), failing after `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  for (const started = Date.now(); !check(); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
  }
}

suite('the result cache in the language server', function () {
  this.timeout(60000);
  let folder: string;
  const uri = pathToFileURL(join(tmpdir(), 'cardtext-result-cache', 'set.cards')).href;
  setup(() => {
    folder = mkdtempSync(join(tmpdir(), 'cardtext-lsp-cache-'));
  });
  teardown(() => rmSync(folder, { recursive: true, force: true }));

  /** Opens `text` in a fresh server; resolves with every publish for version 1 once the real one is in. */
  async function session(text: string, options: { settings?: unknown; cache?: boolean } = {}) {
    const client = await startServer({ settings: options.settings, initializationOptions: options.cache === false ? undefined : { cacheFolder: folder } });
    try {
      // Settings are pulled after initialize: let them land first, so the open is checked with them.
      if (options.settings) await new Promise((r) => setTimeout(r, 500));
      const real = client.diagnostics(uri, 1);
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
      await real;
      // The real diagnostics are the last for version 1: wait for a hover (answered after the parse) and a moment.
      await client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 0 } });
      await new Promise((r) => setTimeout(r, 200));
      const published = client.published.filter((p) => p.uri === uri && p.version === 1);
      return { client, published };
    } catch (error) {
      await client.close();
      throw error;
    }
  }
  const diagnosticsOf = (p: PublishDiagnosticsParams) => JSON.stringify(p.diagnostics);

  test('a file reopened unchanged after a restart shows its stored diagnostics first, then the same ones from the parse', async () => {
    const first = await session(setText);
    try {
      assert.strictEqual(first.published.length, 1, 'no cache yet: only the real diagnostics');
      await until(() => existsSync(cacheFile(folder)), 10000, 'the cache file is written after the publish');
    } finally {
      await first.client.close();
    }
    const second = await session(setText);
    try {
      assert.strictEqual(second.published.length, 2, 'the stored diagnostics, then the real ones');
      const [cached, real] = second.published;
      assert.ok(real.diagnostics.length > 3, 'the file has diagnostics (duplicate name, undefined token, undefined mana…)');
      assert.strictEqual(diagnosticsOf(cached), diagnosticsOf(real));
      assert.strictEqual(diagnosticsOf(real), diagnosticsOf(first.published[0]));
      assert.ok(second.client.logs.some((l) => /diagnostics of \d+ cards from the result cache/.test(l)), second.client.logs.join('\n'));
    } finally {
      await second.client.close();
    }
  });

  test('a file changed since it was stored, or a cache that can\'t be trusted, gives only the real diagnostics', async () => {
    const first = await session(setText);
    await until(() => existsSync(cacheFile(folder)), 10000, 'the cache file is written');
    await first.client.close();
    const edited = setText.replace('{T}: Add {P}.', '{T}: Add {Q}.');
    const changed = await session(edited);
    try {
      assert.strictEqual(changed.published.length, 1, 'a card changed: nothing is published from the cache');
    } finally {
      await changed.client.close();
    }
    // (The edited file's results were stored meanwhile; the original text misses again: fine either way.)
    const stored = readFileSync(cacheFile(folder));
    writeFileSync(cacheFile(folder), stored.subarray(0, stored.length - 100));
    const damaged = await session(setText);
    try {
      assert.strictEqual(damaged.published.length, 1);
      assert.ok(damaged.client.logs.some((l) => /the cache file ".*results\.cardtextcache" is not used: it is damaged/.test(l)), damaged.client.logs.join('\n'));
      assert.strictEqual(diagnosticsOf(damaged.published[0]), diagnosticsOf(first.published[0]));
      await until(() => statSync(cacheFile(folder)).size !== stored.length - 100, 10000, 'the damaged cache is rewritten');
    } finally {
      await damaged.client.close();
    }
  });

  test('stored diagnostics take the severities of the settings in force', async () => {
    const first = await session(setText);
    await until(() => existsSync(cacheFile(folder)), 10000, 'the cache file is written');
    await first.client.close();
    const settings = { severity: { 'duplicate-card-name': 'error', 'undefined-token': 'off' }, validation: { delay: 0 } };
    const second = await session(setText, { settings });
    try {
      const real = second.published[second.published.length - 1];
      assert.ok(real.diagnostics.some((d) => d.code === 'duplicate-card-name' && d.severity === 1));
      assert.ok(!real.diagnostics.some((d) => d.code === 'undefined-token'));
      assert.strictEqual(second.published.length, 2, 'the stored diagnostics were published first');
      assert.strictEqual(diagnosticsOf(second.published[0]), diagnosticsOf(real), 'with the severities in force');
    } finally {
      await second.client.close();
    }
  });

  test('without a cache folder the server writes nothing and publishes once', async () => {
    const run = await session(setText, { cache: false });
    try {
      await new Promise((r) => setTimeout(r, 2000));
      assert.strictEqual(run.published.length, 1);
      assert.ok(!existsSync(cacheFile(folder)));
    } finally {
      await run.client.close();
    }
  });
});
