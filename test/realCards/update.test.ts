/**
 * `cardtext knowledge update` against a real HTTP server on loopback (bulkServer.ts) serving the
 * fixture cards and rulings in Scryfall's shapes: a good update installs an index `explain` reads
 * with no other option; each failure a download meets is named and leaves the old index in use.
 */
import * as assert from 'node:assert';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../helpers.js';
import { spawnCli, tempFolder } from '../cli/cliHelpers.js';
import { type Fault, startBulkServer } from './bulkServer.js';
import { cacheFolder, knowledgeFolderOr } from '../../server/src/realCards/cacheFolder.js';
import { updateKnowledge } from '../../server/src/realCards/update.js';
import { JsonArrayStream } from '../../server/src/realCards/jsonArrayStream.js';
import { asciiOnly, makeManifest, parseIndex, sha256 } from '../../server/src/realCards/indexFormat.js';

const fixture = (name: string) => JSON.parse(readFileSync(join(repoRoot(), 'test', 'fixtures', name), 'utf8')) as unknown[];
const cards = fixture('cards.json');
const rulings = fixture('rulings.json');

/** Runs the bundled CLI with its cache in `cache` (as a user's XDG_CACHE_HOME). */
function cli(cache: string, ...argv: string[]) {
  return spawnCli(cache, argv, { timeoutMs: 30000, env: { ...process.env, XDG_CACHE_HOME: cache, CARDTEXT_CACHE_DIR: '' } });
}

suite('the real-card update', () => {
  suite('the cache folder', () => {
    test('is $XDG_CACHE_HOME/cardtext on Linux, ~/Library/Caches/cardtext on macOS, %LOCALAPPDATA%\\cardtext\\Cache on Windows', () => {
      assert.strictEqual(cacheFolder({ XDG_CACHE_HOME: '/x/cache' }, 'linux', '/home/u'), '/x/cache/cardtext');
      assert.strictEqual(cacheFolder({}, 'linux', '/home/u'), '/home/u/.cache/cardtext');
      assert.strictEqual(cacheFolder({ XDG_CACHE_HOME: 'relative' }, 'linux', '/home/u'), '/home/u/.cache/cardtext', 'a relative XDG_CACHE_HOME is ignored, as the spec says');
      assert.strictEqual(cacheFolder({}, 'darwin', '/Users/u'), '/Users/u/Library/Caches/cardtext');
      assert.strictEqual(cacheFolder({ LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' }, 'win32', 'C:\\Users\\u').replace(/\\/g, '/'), 'C:/Users/u/AppData/Local/cardtext/Cache');
      assert.strictEqual(cacheFolder({ CARDTEXT_CACHE_DIR: '/portable/cache', XDG_CACHE_HOME: '/x' }, 'linux', '/home/u'), '/portable/cache');
    });

    test('a relative CARDTEXT_CACHE_DIR is refused with a message, never replaced by the usual folder', () => {
      assert.throws(() => cacheFolder({ CARDTEXT_CACHE_DIR: 'cache' }, 'linux', '/home/u'), /CARDTEXT_CACHE_DIR is "cache", not an absolute path/);
      assert.deepStrictEqual(knowledgeFolderOr({ CARDTEXT_CACHE_DIR: './c' }), { problem: 'CARDTEXT_CACHE_DIR is "./c", not an absolute path: name the cache folder with an absolute path (or unset it for the usual one)' });
    });
  });

  suite('the JSON array reader', () => {
    test('gives each element whole however the text is cut, brackets and quotes inside strings included', () => {
      const text = JSON.stringify([{ name: 'A [b] "c"', text: '{T}: Add {G}. \\ ]' }, { name: 'D', faces: [{ n: '[' }] }]);
      for (const size of [1, 3, 7, text.length]) {
        const stream = new JsonArrayStream();
        const got: unknown[] = [];
        for (let i = 0; i < text.length; i += size) got.push(...stream.push(text.slice(i, i + size)).map((t) => JSON.parse(t)));
        stream.end();
        assert.deepStrictEqual(got, JSON.parse(text), `pieces of ${size}`);
      }
    });

    test('refuses an element longer than its bound, wherever the pieces cut it', () => {
      const element = JSON.stringify({ name: 'x'.repeat(100) });
      for (const size of [7, 1000]) {
        const stream = new JsonArrayStream(100);
        const text = `[{"name":"ok"},${element}]`;
        assert.throws(() => {
          for (let i = 0; i < text.length; i += size) stream.push(text.slice(i, i + size));
        }, /the element that starts at character 15 is larger than 100 bytes/, `pieces of ${size}`);
      }
    });

    test('refuses an element nested more than 100 deep (parsing millions of brackets takes seconds and gigabytes)', () => {
      assert.throws(() => new JsonArrayStream().push(`[${'['.repeat(101)}`), /the element that starts at character 1 nests more than 100 deep/);
      const fine = new JsonArrayStream();
      assert.strictEqual(fine.push(`[${'['.repeat(100)}${']'.repeat(100)}]`).length, 1);
    });

    test('refuses what is not an array, an array of numbers, and an array cut short', () => {
      assert.throws(() => new JsonArrayStream().push('{"data": []}'), /expected a JSON array/);
      assert.throws(() => new JsonArrayStream().push('[1, 2]'), /not an object/);
      const cut = new JsonArrayStream();
      cut.push('[{"name": "A"}, {"name": "B"');
      assert.throws(() => cut.end(), /ends inside its array/);
    });
  });

  suite('an index whose checksum matches but whose rows are not the index\'s', () => {
    const index = (cards: unknown[], rulings: unknown[]) => {
      const text = `{"format":"cardtext-real-cards","version":1,"columns":["name","faces","typeLine","manaCost","manaValue","colors","text","power","toughness","loyalty","layout"],\n"cards":${JSON.stringify(cards)},\n"rulings":${JSON.stringify(rulings)}}\n`;
      const bytes = Buffer.from(asciiOnly(text), 'latin1');
      return parseIndex(bytes, makeManifest('index-1.json', { sha256: sha256(bytes), bytes: bytes.length, cards: cards.length, rulings: rulings.length }, 'made by hand', []));
    };
    const row = ['Bear', null, 'Creature — Bear', '{1}{G}', 2, 'G', '', '2', '2', null, 'normal'];

    test('is read when every row has its columns\' types', () => {
      const read = index([row], [[0, '2020-01-01', 'A ruling.', 'wotc']]);
      assert.ok(!('error' in read), JSON.stringify(read));
      assert.strictEqual(read.cards[0].name, 'Bear');
    });

    test('is "damaged" when a card row holds a column of another type, or a ruling names no card', () => {
      for (const [cards, rulings, message] of [
        [[['Bear', 'not faces', ...row.slice(2)]], [], /holds a card that is not a card row \(damaged\)/],
        [[['Bear', null, 7, ...row.slice(3)]], [], /holds a card that is not a card row/],
        [[row.slice(0, 5)], [], /holds a card that is not a card row/],
        [[row], [[1, '2020-01-01', 'x', 'wotc']], /holds a ruling that is not a ruling row \(damaged\)/],
        [[row], [[0, 5, 'x', 'wotc']], /holds a ruling that is not a ruling row/],
      ] as const) {
        const read = index([...cards], [...rulings]);
        assert.ok('error' in read);
        assert.match(read.error, message);
      }
    });
  });

  suite('from a bulk-data server on loopback', () => {
    test('installs the cards and rulings, and explain prints all eight of Deal Broker\'s rulings with no other option', async () => {
      const server = await startBulkServer(cards, rulings);
      const tmp = tempFolder('knowledge');
      try {
        const update = await cli(tmp.dir, 'knowledge', 'update', '--source', server.listing);
        assert.strictEqual(update.code, 0, update.stderr);
        assert.match(update.stderr, /installed 72 cards and 53 rulings in .*cardtext\/knowledge/);
        assert.doesNotMatch(update.stderr, /\r|\x1b/, 'not a terminal: plain lines, no redrawn bar');
        assert.match(update.stderr, /oracle_cards: .* MB of .* MB \(100%\)/);
        for (const [name, count] of [['Deal Broker', 8], ['Bane Alley Broker', 5], ['Agent of Treachery', 5]] as const) {
          const explained = await cli(tmp.dir, 'explain', name);
          assert.strictEqual(explained.code, 0, explained.stderr);
          assert.match(explained.stdout, new RegExp(`^${name}: ${count} rulings, newest first`));
          const expected = (rulings as { oracle_id: string; comment: string }[]).filter((r) => r.oracle_id === (cards as { name: string; oracle_id: string }[]).find((c) => c.name === name)!.oracle_id);
          assert.strictEqual(expected.length, count);
          for (const r of expected) assert.ok(explained.stdout.includes(r.comment.trim()), `${name}: "${r.comment.slice(0, 40)}"`);
        }
        const status = await cli(tmp.dir, 'knowledge', 'status');
        assert.strictEqual(status.code, 0, status.stderr);
        assert.match(status.stdout, /^Real-card data: 72 cards and 53 rulings, downloaded .* \(less than an hour old\)\.\nFrom http:\/\/127\.0\.0\.1:\d+\/bulk-data: oracle_cards of 2026-12-01/);
        assert.match(status.stdout, /It reads back whole/);
        assert.deepStrictEqual(readdirSync(join(tmp.dir, 'cardtext', 'knowledge', 'download')), [], 'the downloads are removed once converted');
      } finally {
        await server.close();
        tmp.remove();
      }
    });

    const failures: [Fault, RegExp][] = [
      ['listing-500', /bulk-data answered HTTP 500/],
      ['listing-not-json', /is not a bulk-data listing: not valid JSON/],
      ['no-rulings-entry', /the listing .* has no "rulings" entry \(it lists "oracle_cards", "unique_artwork"\)/],
      ['file-404', /rulings\.json answered HTTP 404/],
      ['silent-file', /sent nothing for 1 s \(the download stopped at 0\.0 MB; run the update again to resume\)/],
      ['cut-file', /was cut short at .* MB of .* MB \(run the update again to resume\)/],
      ['corrupt-file', /the downloaded oracle_cards file is damaged: expected a JSON array, found "\{" at character 0; it was deleted, so the next update downloads it anew/],
      ['truncated-json', /the downloaded oracle_cards file is damaged: the file ends inside its array .*cut short/],
    ];
    for (const [fault, message] of failures) {
      test(`${fault}: the update fails with a message naming it, and the installed data stays in use`, async () => {
        const server = await startBulkServer(cards, rulings);
        const tmp = tempFolder('knowledge-fault');
        try {
          assert.strictEqual((await cli(tmp.dir, 'knowledge', 'update', '--source', server.listing)).code, 0);
          const manifest = readFileSync(join(tmp.dir, 'cardtext', 'knowledge', 'manifest.json'), 'utf8');
          server.fault = fault;
          const failed = await cli(tmp.dir, 'knowledge', 'update', '--source', server.listing, '--timeout', '1');
          assert.strictEqual(failed.code, 2, failed.stderr);
          assert.match(failed.stderr, message);
          assert.match(failed.stderr, /the installed data \(72 cards, less than an hour old\) is unchanged/);
          assert.doesNotMatch(failed.stderr, /\n\s+at /, 'no stack trace');
          assert.strictEqual(readFileSync(join(tmp.dir, 'cardtext', 'knowledge', 'manifest.json'), 'utf8'), manifest);
          const explained = await cli(tmp.dir, 'explain', 'Deal Broker');
          assert.match(explained.stdout, /^Deal Broker: 8 rulings/);
        } finally {
          await server.close();
          tmp.remove();
        }
      });
    }

    test('no network: a server that is not there is named, and nothing is installed', async () => {
      const server = await startBulkServer(cards, rulings);
      const listing = server.listing;
      await server.close();
      const tmp = tempFolder('knowledge-offline');
      try {
        const failed = await cli(tmp.dir, 'knowledge', 'update', '--source', listing);
        assert.strictEqual(failed.code, 2);
        assert.match(failed.stderr, /the server 127\.0\.0\.1:\d+ refused the connection\ncardtext: nothing was installed/);
        const status = await cli(tmp.dir, 'knowledge', 'status');
        assert.match(status.stdout, /^No real-card data is installed/);
        const explained = await cli(tmp.dir, 'explain', 'Deal Broker');
        assert.strictEqual(explained.code, 2);
        assert.match(explained.stderr, /no real-card data is installed: `cardtext knowledge update`/);
      } finally {
        tmp.remove();
      }
    });

    test('a download cut short is resumed where it stopped by the next update, with a Range request', async () => {
      const server = await startBulkServer(cards, rulings, 'cut-file');
      const tmp = tempFolder('knowledge-resume');
      try {
        assert.strictEqual((await cli(tmp.dir, 'knowledge', 'update', '--source', server.listing)).code, 2);
        server.fault = 'none';
        const again = await cli(tmp.dir, 'knowledge', 'update', '--source', server.listing);
        assert.strictEqual(again.code, 0, again.stderr);
        assert.match(again.stderr, /\(resumed oracle_cards\)/);
        const ranged = server.requests.filter((r) => r.path === '/files/oracle-cards.json' && r.range);
        assert.strictEqual(ranged.length, 1);
        assert.match(ranged[0].range!, /^bytes=[1-9]\d*-$/);
        assert.match((await cli(tmp.dir, 'explain', 'Deal Broker')).stdout, /^Deal Broker: 8 rulings/);
      } finally {
        await server.close();
        tmp.remove();
      }
    });

    test('a second update while one runs is refused, naming the process that holds the lock', async () => {
      const server = await startBulkServer(cards, rulings, 'silent-file');
      const tmp = tempFolder('knowledge-twice');
      try {
        const first = cli(tmp.dir, 'knowledge', 'update', '--source', server.listing, '--timeout', '4');
        // Wait until the first one is downloading (it holds the lock), then start a second process.
        for (let i = 0; i < 100 && !server.requests.some((r) => r.path === '/files/oracle-cards.json'); i++) await new Promise((r) => setTimeout(r, 50));
        const second = await cli(tmp.dir, 'knowledge', 'update', '--source', server.listing);
        assert.strictEqual(second.code, 2);
        assert.match(second.stderr, /another update is running \(process \d+, started .*\); wait for it to finish/);
        assert.strictEqual((await first).code, 2, 'the first one times out on the silent server');
        server.fault = 'none';
        assert.strictEqual((await cli(tmp.dir, 'knowledge', 'update', '--source', server.listing)).code, 0, 'the lock is released when an update ends');
      } finally {
        await server.close();
        tmp.remove();
      }
    });

    test('a damaged index or one from another version is named by status and explain, which still answers the rest', async () => {
      const server = await startBulkServer(cards, rulings);
      const tmp = tempFolder('knowledge-damaged');
      try {
        assert.strictEqual((await cli(tmp.dir, 'knowledge', 'update', '--source', server.listing)).code, 0);
        const folder = join(tmp.dir, 'cardtext', 'knowledge');
        const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as { index: string; version: number };
        const indexPath = join(folder, manifest.index);
        const original = readFileSync(indexPath, 'utf8');
        writeFileSync(indexPath, original.replace('Deal Broker', 'Deal Brokex'));
        const status = await cli(tmp.dir, 'knowledge', 'status');
        assert.strictEqual(status.code, 2);
        assert.match(status.stdout, /does not read back: .*does not match the manifest's checksum \(damaged\); run `cardtext knowledge update`/);
        const explained = await cli(tmp.dir, 'explain', '{T}');
        assert.strictEqual(explained.code, 0);
        assert.match(explained.stderr, /warning: the real-card index in .* is not usable: its index file does not match/);
        writeFileSync(indexPath, original);
        writeFileSync(join(folder, 'manifest.json'), JSON.stringify({ ...manifest, version: 99 }));
        const other = await cli(tmp.dir, 'knowledge', 'status');
        assert.match(other.stdout, /made by another version of cardtext \(index format 99; this one reads format 1\)/);
        assert.strictEqual((await cli(tmp.dir, 'knowledge', 'update', '--source', server.listing)).code, 0, 'an update replaces it');
        assert.match((await cli(tmp.dir, 'knowledge', 'status')).stdout, /reads back whole/);
      } finally {
        await server.close();
        tmp.remove();
      }
    });

    test('a full disk (a file-size limit here) fails the update with a message and keeps the old index', async function () {
      const server = await startBulkServer(cards, rulings);
      const tmp = tempFolder('knowledge-full');
      try {
        const folder = join(tmp.dir, 'k', 'knowledge');
        await updateKnowledge({ folder, listing: server.listing });
        const before = readFileSync(join(folder, 'manifest.json'), 'utf8');
        // A shell with `ulimit -f` (blocks of 512 bytes): the index file (over 50 kB) cannot be written.
        const run = await spawnCli(tmp.dir, ['knowledge', 'update', '--source', server.listing], { env: { ...process.env, CARDTEXT_CACHE_DIR: join(tmp.dir, 'k') }, nodeOptions: [], timeoutMs: 30000, limitFileBlocks: 60 });
        assert.strictEqual(run.code, 2, run.stderr);
        assert.match(run.stderr, /grew past the largest file this system lets cardtext write|the disk holding .* is full/);
        assert.match(run.stderr, /the installed data \(72 cards, .*\) is unchanged/);
        assert.strictEqual(readFileSync(join(folder, 'manifest.json'), 'utf8'), before);
        assert.ok(readdirSync(folder).filter((f) => f.startsWith('index-')).length === 1, 'no half-written index left beside the old one');
      } finally {
        await server.close();
        tmp.remove();
      }
    });
  });
});
