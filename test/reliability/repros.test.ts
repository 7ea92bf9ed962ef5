/**
 * The repros at full scale, against the real server over stdio, each on a server of its
 * own that measures how long its event loop is ever blocked (main-thread CPU time):
 * closing a 10,000-card file, a workspace of 50 copies of it (95 MB), rules and rulings files
 * loading, and 100,000 bad settings entries.
 */
import * as assert from 'node:assert';
import { appendFileSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type LspClient, startServer } from '../lsp/lspClient.js';
import { peakMemoryMb, record } from './figures.js';
import { corpusFolder, fullIndexMemoryBoundMb, maxBlockingCpuMs, startProbe, tenThousandCards } from './support.js';

const measure = { CARDTEXT_MEASURE_BLOCKING: '1' };
const anchor = 'file:///repro/anchor.cards';
const position = { line: 0, character: 1 };

async function openAnchor(client: LspClient): Promise<void> {
  await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: anchor, languageId: 'cardtext', version: 1, text: 'Bolt {R}\nInstant\nBolt deals 3 damage to any target.' } });
  await client.diagnostics(anchor, 1);
}

async function until(what: string, condition: () => boolean | Promise<boolean>, ms = 600000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const symbols = async (client: LspClient, query: string) => ((await client.connection.sendRequest('workspace/symbol', { query })) as { name: string }[]).map((s) => s.name);

suite('the issue\'s repros at full scale', function () {
  this.timeout(900000);
  const { text, cards } = tenThousandCards();
  const cardCount = cards.length;

  test('closing a 10,000-card file (unchanged, then changed on disk) never blocks the server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardtext-close-'));
    const path = join(dir, 'big.cards');
    writeFileSync(path, text);
    const uri = pathToFileURL(path).toString();
    const client = await startServer({ env: measure });
    try {
      await openAnchor(client);
      const opened = client.wholeDiagnostics(uri, 1, 600000);
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
      await opened;
      await client.blocking();
      // Close with the same text on disk: the parsed cards stay, nothing is parsed again.
      let probe = startProbe(client, anchor, position);
      await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
      await new Promise((r) => setTimeout(r, 1000));
      const unchanged = await probe.stop();
      const unchangedBlocking = await client.blocking();
      // The outline's cards (SymbolKind.Class), less its "Set's own words" entry (the corpus's Un-sets have some).
      const kept = ((await client.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri } })) as { kind: number }[]).filter((s) => s.kind === 5);
      assert.strictEqual(kept.length, cardCount, 'the closed file\'s cards stay indexed');
      // Open again, change the file on disk, close: the disk's text is parsed in slices.
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardtext', version: 1, text } });
      await client.wholeDiagnostics(uri, 1, 600000);
      appendFileSync(path, '\n\nFreshly Saved Card {G}\nCreature — Elf\n1/1\n');
      await client.blocking();
      probe = startProbe(client, anchor, position);
      await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
      await until('the saved card is indexed', async () => (await symbols(client, 'Freshly Saved Card')).includes('Freshly Saved Card'));
      const changed = await probe.stop();
      const changedBlocking = await client.blocking();
      record('close a 10,000-card file', { hoverWaitUnchangedMs: unchanged, serverBlockingUnchanged: unchangedBlocking, hoverWaitChangedOnDiskMs: changed, serverBlockingChangedOnDisk: changedBlocking });
      assert.ok(unchangedBlocking && unchangedBlocking.maxBusyCpuMs < maxBlockingCpuMs, JSON.stringify(unchangedBlocking));
      assert.ok(changedBlocking && changedBlocking.maxBusyCpuMs < maxBlockingCpuMs, JSON.stringify(changedBlocking));
    } finally {
      await client.close();
    }
  });

  test('a workspace of 50 copies of a 10,000-card file (95 MB): the scan stops at its limit with one message, the server answers all along', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardtext-ws50-'));
    writeFileSync(join(dir, 'copy00.cards'), text);
    for (let i = 1; i < 50; i++) {
      if (i % 10 === 0) symlinkSync(join(dir, 'copy00.cards'), join(dir, `link${i}.cards`));
      else writeFileSync(join(dir, `copy${String(i).padStart(2, '0')}.cards`), text);
    }
    const started = performance.now();
    const client = await startServer({ rootUri: pathToFileURL(dir).toString(), env: measure });
    try {
      await openAnchor(client);
      const probe = startProbe(client, anchor, position);
      await until('the scan ends', () => client.logs.some((l) => /indexed \d+ workspace \.cards files/.test(l)));
      const scanMs = Math.round(performance.now() - started);
      const hoverWait = await probe.stop();
      const peak = peakMemoryMb(client.process.pid!);
      const scan = client.logs.find((l) => /indexed \d+ workspace/.test(l));
      const blocking = await client.blocking();
      record('workspace scan of 50 × 10,000 cards', { totalBytes: text.length * 50, scan, scanMs, hoverWait, messages: client.messages.length, serverBlocking: blocking, serverPeakMemoryMb: peak, boundMb: fullIndexMemoryBoundMb });
      assert.strictEqual(client.messages.length, 1, client.messages.join('\n'));
      assert.match(client.messages[0], /\.cards files were not indexed: cardtext indexes at most 5,000 workspace files, 10 MB of card text and cards taking 512 MB of memory/);
      assert.ok(hoverWait.probes > 10, 'hovers were answered during the scan');
      assert.ok(blocking && blocking.maxBusyCpuMs < maxBlockingCpuMs, JSON.stringify(blocking));
      if (peak !== undefined) assert.ok(peak < fullIndexMemoryBoundMb, `peak memory ${peak} MB`);
    } finally {
      await client.close();
    }
  });

  test('rules, rulings and cards files load off the request path', async function () {
    const corpus = corpusFolder();
    let settings: Record<string, unknown>;
    if (corpus) {
      settings = { rulesFile: join(corpus, 'comprehensive-rules.txt'), rulingsFiles: [join(corpus, 'rulings.json')], cardFiles: [join(corpus, 'cards.json')] };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'cardtext-knowledge-'));
      const data = Object.fromEntries(Array.from({ length: 30000 }, (_, i) => [i === 0 ? 'Bolt' : `Card ${i}`, [{ name: i === 0 ? 'Bolt' : `Card ${i}`, rulings: [{ date: '2020-01-01', text: `Ruling ${i} explains a rule at some length, as rulings do.` }] }]]));
      writeFileSync(join(dir, 'AtomicCards.json'), JSON.stringify({ data }));
      settings = { rulingsFiles: [join(dir, 'AtomicCards.json')] };
    }
    const client = await startServer({ settings, env: measure });
    try {
      await openAnchor(client);
      const probe = startProbe(client, anchor, position);
      const loaded = async () => {
        const rule = (await client.connection.sendRequest('cardtext/rule', { number: '100.1' })) as { text?: string };
        if (corpus) return typeof rule.text === 'string';
        const hover = (await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: anchor }, position })) as { contents: { value: string } } | null;
        return /Ruling 0 explains/.test(hover?.contents.value ?? '');
      };
      const started = performance.now();
      const answeredBefore = async () => (await probe.stop()).probes;
      await until('the files are loaded', loaded);
      const loadMs = Math.round(performance.now() - started);
      const probes = await answeredBefore();
      const blocking = await client.blocking();
      record('knowledge files loading', { files: corpus ? 'corpus rules, rulings and cards' : 'synthesised MTGJSON rulings', loadMs, hoversAnsweredMeanwhile: probes, messages: client.messages, serverBlocking: blocking });
      assert.deepStrictEqual(client.messages, []);
      assert.ok(blocking && blocking.maxBusyCpuMs < 1000, JSON.stringify(blocking));
    } finally {
      await client.close();
    }
  });

  test('100,000 bad settings entries: one warning, and the server keeps answering', async () => {
    const settings = { customManaSymbols: Array.from({ length: 100000 }, (_, i) => `nonsense ${i}`) };
    const client = await startServer({ settings, env: measure });
    try {
      await openAnchor(client);
      await until('the warning', () => client.messages.length > 0);
      await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { cardtext: { customManaSymbols: settings.customManaSymbols.slice(1) } } });
      await new Promise((r) => setTimeout(r, 1000));
      const blocking = await client.blocking();
      record('100,000 bad settings entries', { messages: client.messages.length, firstMessageLength: client.messages[0].length, serverBlocking: blocking });
      assert.strictEqual(client.messages.length, 2, 'one warning per settings change');
      assert.match(client.messages[1], /99,999 problems/);
      assert.ok(blocking && blocking.maxBusyCpuMs < 1000, JSON.stringify(blocking));
    } finally {
      await client.close();
    }
  });
});
