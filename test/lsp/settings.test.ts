/**
 * Bad settings never flood the user: one warning per settings change (the first few problems,
 * then how many more), check codes looked up as own properties only, long values cut in
 * messages, a file named many times read once, and rules/rulings files loaded off the request path.
 */
import * as assert from 'node:assert';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KnowledgeStore } from '../../server/src/knowledgeFiles.js';
import { readSettings } from '../../server/src/lsp/settings.js';
import { summarizeProblems } from '../../server/src/lsp/configuration.js';
import { repoRoot } from '../helpers.js';
import { startServer, within } from './lspClient.js';

suite('settings problems', function () {
  this.timeout(30000);

  const openAndWait = async (client: Awaited<ReturnType<typeof startServer>>) => {
    const uri = 'file:///settings/a.cards';
    const published = client.diagnostics(uri, 1);
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text: 'Bolt {R}\nInstant\nBolt deals 3 damage to any target.' } });
    await published;
    for (let i = 0; i < 100 && client.messages.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    return uri;
  };

  test('5,000 bad entries make one warning with the first three and how many more, and at most 100 log lines', async () => {
    const settings = { customManaSymbols: Array.from({ length: 5000 }, (_, i) => `bad ${i}`) };
    const client = await startServer({ settings });
    try {
      const uri = await openAndWait(client);
      assert.strictEqual(client.messages.length, 1, client.messages.slice(0, 3).join('\n'));
      assert.match(client.messages[0], /^cardtext found 5,000 problems in its settings: \(1\) cardtext\.customManaSymbols\[0\] must look like "\{P\} purple"; got "bad 0"\. \(2\) .* \(3\) .* …and 4,997 more/);
      assert.ok(client.messages[0].length < 1000, `${client.messages[0].length} characters`);
      const lines = client.logs.filter((l) => /^cardtext settings:/.test(l));
      assert.strictEqual(lines.length, 101);
      assert.strictEqual(lines[100], 'cardtext settings: …and 4,900 more problems.');
      // The same settings again: nothing new to say, and the server answers.
      await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { cardtext: settings } });
      assert.ok(await within(client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 1 } }), 5000, 'hover'));
      await new Promise((r) => setTimeout(r, 300));
      assert.strictEqual(client.messages.length, 1);
    } finally {
      await client.close();
    }
  });

  test('inherited names as check codes, a 100,000-character path and a file listed 200 times: one short warning, each problem once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardtext-settings-'));
    const bad = join(dir, 'bad-rulings.json');
    writeFileSync(bad, '{ "data": [');
    const client = await startServer({
      settings: {
        severity: { toString: 'off', constructor: 'error', hasOwnProperty: 'hint', 'dash-style': 'loud' },
        rulesFile: `/${'x'.repeat(100000)}/MagicCompRules.txt`,
        rulingsFiles: Array.from({ length: 200 }, () => bad),
      },
    });
    try {
      await openAndWait(client);
      assert.strictEqual(client.messages.length, 1, client.messages.join('\n'));
      assert.match(client.messages[0], /^cardtext found 6 problems in its settings: \(1\) cardtext\.severity: "toString" is not a cardtext check code/);
      assert.ok(client.messages[0].length < 1000, `${client.messages[0].length} characters`);
      const log = client.logs.join('\n');
      assert.match(log, /"constructor" is not a cardtext check code/);
      assert.match(log, /"hasOwnProperty" is not a cardtext check code/);
      assert.match(log, /cardtext\.severity\.dash-style must be one of error, warning, info, hint, off \(got "loud"\)/);
      assert.match(log, /cannot read the rules file \/x+…x+\/MagicCompRules\.txt: the path is too long/);
      assert.strictEqual((log.match(/bad-rulings\.json: not valid JSON/g) ?? []).length, 1);
      assert.ok(client.logs.every((l) => l.length < 1000), 'no log line echoes the 100,000-character path');
    } finally {
      await client.close();
    }
  });

  test('names every object inherits are not check codes', () => {
    const { settings, problems } = readSettings({ severity: { toString: 'off', constructor: 'error', hasOwnProperty: 'hint', __proto__: 'off', 'dash-style': 'off' } });
    assert.deepStrictEqual(Object.keys(settings.severity), ['dash-style']);
    assert.strictEqual(problems.length, 3);
    assert.ok(problems.every((p) => /is not a cardtext check code/.test(p)));
  });

  test('a long value or key is cut in the message', () => {
    const { problems } = readSettings({ customManaSymbols: ['y'.repeat(100000)], customSubtypes: { ['z'.repeat(100000)]: 5 } });
    assert.strictEqual(problems.length, 2);
    assert.ok(problems.every((p) => p.length < 200), problems.map((p) => p.length).join());
  });

  test('the summary of one problem says "a problem"; of many, the first three and how many more', () => {
    assert.strictEqual(summarizeProblems(['A is wrong.']), 'cardtext found a problem in its settings: (1) A is wrong.');
    assert.strictEqual(summarizeProblems(['a.', 'b.', 'c.', 'd.', 'e.']), 'cardtext found 5 problems in its settings: (1) a. (2) b. (3) c. …and 2 more (all are in the cardtext output).');
  });

  test('a rulings file named many times (or by different spellings of one path) is read once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardtext-dup-'));
    writeFileSync(join(dir, 'r.json'), '{ "data": [');
    const problems = new KnowledgeStore().load({ rulingsFiles: [...Array.from({ length: 200 }, () => join(dir, 'r.json')), 'r.json', `${dir}/./r.json`], cardFiles: [] }, [dir]);
    assert.strictEqual(problems.length, 1, problems.join('\n'));
  });

  test('an asynchronous load superseded by a newer one gives way to it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardtext-async-'));
    writeFileSync(join(dir, 'a.json'), '{"data": {"Bolt": [{"name": "Bolt", "rulings": [{"date": "2020-01-01", "text": "Old."}]}]}}');
    writeFileSync(join(dir, 'b.json'), '{"data": {"Bolt": [{"name": "Bolt", "rulings": [{"date": "2021-01-01", "text": "New."}]}]}}');
    const store = new KnowledgeStore();
    const first = store.loadAsync({ rulingsFiles: [join(dir, 'a.json')], cardFiles: [] }, [dir]);
    const second = store.loadAsync({ rulingsFiles: [join(dir, 'b.json')], cardFiles: [] }, [dir]);
    assert.strictEqual(await first, undefined);
    assert.deepStrictEqual(await second, []);
    assert.deepStrictEqual(store.knowledge.rulings('Bolt').map((r) => r.text), ['New.']);
  });
});

suite('the first settings at start-up', function () {
  this.timeout(30000);

  test('a file opened right after start-up is checked under the defaults when the editor never answers the settings request', async () => {
    const client = await startServer({ neverAnswerSettings: true });
    try {
      const uri = 'file:///settings/start.cards';
      const started = Date.now();
      const published = client.diagnostics(uri, 1);
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text: 'Bolt {R}{1}\nInstant\nBolt deals 3 damage to any target.' } });
      const diagnostics = await published;
      assert.ok(diagnostics.diagnostics.some((d) => d.code === 'mana-cost-order'), JSON.stringify(diagnostics.diagnostics));
      // The server waits for the answer a second at most (firstSettingsWaitMs), then goes on without it.
      assert.ok(Date.now() - started < 8000, `${Date.now() - started} ms`);
      const hover = await within(client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 9 } }), 5000, 'hover');
      assert.ok(hover, 'a hover on the mana cost');
    } finally {
      await client.close();
    }
  });
});

suite('the templating settings', () => {
  test('cardtext.templating.profile becomes the base profile and the severity applies to every wording code not set by itself', async () => {
    const { settingsDeclarations } = await import('../../server/src/lsp/settings.js');
    const { settings, problems } = readSettings({ templating: { profile: '2019-07', severity: 'warning' }, severity: { 'wording-enters': 'off' } });
    assert.deepStrictEqual(problems, []);
    assert.strictEqual(settingsDeclarations(settings).templating?.date, '2019-07-31');
    assert.strictEqual(settingsDeclarations(settings).templating?.source, 'setting');
    assert.strictEqual(settings.severity['wording-number'], 'warning');
    assert.strictEqual(settings.severity['wording-enters'], 'off');
    assert.strictEqual(readSettings({ templating: 'off' }).settings.templating?.name, 'off');
  });

  test('a bad profile or severity is one clear message naming the setting, and the defaults stay', () => {
    const { settings, problems } = readSettings({ templating: { profile: 'yesterday', severity: 'loud' } });
    assert.strictEqual(settings.templating, undefined);
    assert.ok(problems.some((p) => p.startsWith('cardtext.templating.profile: "yesterday" is not a profile')), problems.join('\n'));
    assert.ok(problems.some((p) => p.startsWith('cardtext.templating.severity must be one of')), problems.join('\n'));
    assert.deepStrictEqual(readSettings({ templating: 3 }).problems, ['cardtext.templating must be an object like {"profile": "current", "severity": "info"}.']);
  });
});

suite('what a workspace may set', () => {
  const manifest = JSON.parse(readFileSync(join(repoRoot(), 'package.json'), 'utf8')) as {
    contributes: { configuration: { properties: Record<string, { scope?: string }> } };
    capabilities?: { untrustedWorkspaces?: { supported?: unknown; restrictedConfigurations?: string[] } };
  };
  const settings = manifest.contributes.configuration.properties;

  test('the program images run, the server real cards come from and the folders the preview may show are user (machine) settings only', () => {
    for (const name of ['cardtext.render.browserPath', 'cardtext.realCards.source', 'cardtext.artFolders']) {
      assert.strictEqual(settings[name]?.scope, 'machine', `${name}: a cloned repository's .vscode/settings.json must not choose it`);
    }
  });

  test('in an untrusted workspace the files a workspace names (rules, rulings, cards) are not read: only the user\'s own settings', () => {
    const untrusted = manifest.capabilities?.untrustedWorkspaces;
    assert.strictEqual(untrusted?.supported, 'limited');
    assert.deepStrictEqual([...(untrusted?.restrictedConfigurations ?? [])].sort(), ['cardtext.cardFiles', 'cardtext.rulesFile', 'cardtext.rulingsFiles']);
    for (const name of untrusted!.restrictedConfigurations!) assert.ok(settings[name], `${name} is a setting`);
  });
});
