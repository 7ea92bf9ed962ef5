import * as assert from 'node:assert';
import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mimeType, type RunningServer, startServer } from '../../server/src/cli/serve.js';
import { expectRefused, runIn, runInAsync, tempFolder } from './cliHelpers.js';
import { repoRoot } from '../helpers.js';

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** A raw request: the path is sent exactly as given (no normalisation of `..` or escapes). */
function get(port: number, path: string, options: { method?: string; host?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: { host: options.host ?? `127.0.0.1:${port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

suite('cardtext serve', () => {
  let folder: ReturnType<typeof tempFolder>;
  let root = '';
  let running: RunningServer | undefined;

  setup(() => {
    folder = tempFolder('serve');
    root = join(folder.dir, 'web');
    folder.write('web/index.html', '<!doctype html><title>playground</title>');
    folder.write('web/playground.js', 'console.log(1)');
    folder.write('web/playground.css', 'body{}');
    folder.write('web/mana.woff2', Buffer.from([0x77, 0x4f, 0x46, 0x32]));
    folder.write('web/data.bin', Buffer.from([1, 2, 3]));
    folder.write('web/sub/index.html', 'sub page');
    folder.write('web/empty/readme.txt', 'no index here');
    folder.write('web/.secret', 'dot file');
    folder.write('secret.txt', 'outside the root');
  });
  teardown(async () => {
    await running?.close();
    running = undefined;
    folder.remove();
  });

  test('it listens on the loopback interface only and serves index.html at the root', async () => {
    running = await startServer(root, 0);
    const address = running.server.address();
    assert.ok(address && typeof address === 'object');
    assert.strictEqual(address.address, '127.0.0.1');
    assert.strictEqual(running.url, `http://127.0.0.1:${running.port}/`);
    const page = await get(running.port, '/');
    assert.strictEqual(page.status, 200);
    assert.strictEqual(page.headers['content-type'], 'text/html; charset=utf-8');
    assert.strictEqual(page.headers['x-content-type-options'], 'nosniff');
    assert.match(page.body, /<title>playground<\/title>/);
  });

  test('each file is served with its MIME type, an unknown kind as octet-stream', async () => {
    running = await startServer(root, 0);
    const types: Record<string, string> = {
      '/playground.js': 'text/javascript; charset=utf-8',
      '/playground.css': 'text/css; charset=utf-8',
      '/mana.woff2': 'font/woff2',
      '/index.html': 'text/html; charset=utf-8',
      '/data.bin': 'application/octet-stream',
    };
    for (const [path, type] of Object.entries(types)) {
      const answer = await get(running.port, path);
      assert.strictEqual(answer.status, 200, path);
      assert.strictEqual(answer.headers['content-type'], type, path);
    }
    assert.strictEqual(mimeType('x.SVG'), 'image/svg+xml');
    const head = await get(running.port, '/playground.js', { method: 'HEAD' });
    assert.strictEqual(head.status, 200);
    assert.strictEqual(head.headers['content-length'], '14');
    assert.strictEqual(head.body, '');
  });

  test('no path leads outside the root, however it is written', async () => {
    running = await startServer(root, 0);
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/sub/../../secret.txt', '/%2e%2e%5csecret.txt', '/..\\secret.txt',
      '/%00index.html', '/%E0%A4%A', '//etc/passwd', `/${encodeURIComponent(join(folder.dir, 'secret.txt'))}`]) {
      const answer = await get(running.port, path);
      assert.strictEqual(answer.status, 404, path);
      assert.doesNotMatch(answer.body, /outside the root|root:/, path);
    }
  });

  test('a link inside the root that leads out of it is not followed', async () => {
    symlinkSync(join(folder.dir, 'secret.txt'), join(root, 'link.txt'));
    mkdirSync(join(folder.dir, 'elsewhere'));
    folder.write('elsewhere/index.html', 'elsewhere');
    symlinkSync(join(folder.dir, 'elsewhere'), join(root, 'linked-folder'));
    running = await startServer(root, 0);
    assert.strictEqual((await get(running.port, '/link.txt')).status, 404);
    assert.strictEqual((await get(running.port, '/linked-folder/')).status, 404);
  });

  test('a link inside the root to a dot file or folder inside it is not followed; one to a plain file is', async () => {
    folder.write('web/.git/config', '[core] secret');
    symlinkSync(join(root, '.git'), join(root, 'visible'));
    symlinkSync(join(root, '.secret'), join(root, 'plain.txt'));
    symlinkSync(join(root, 'playground.js'), join(root, 'alias.js'));
    running = await startServer(root, 0);
    for (const path of ['/visible/config', '/visible/', '/plain.txt']) {
      const answer = await get(running.port, path);
      assert.strictEqual(answer.status, 404, path);
      assert.doesNotMatch(answer.body, /secret/, path);
    }
    assert.strictEqual((await get(running.port, '/alias.js')).body, 'console.log(1)');
  });

  test('a path the file system cannot take is Not Found, not a server error: a file used as a folder, a name too long', async () => {
    running = await startServer(root, 0);
    for (const path of ['/index.html/x', '/playground.js/', '/sub/index.html/more/', `/${'a'.repeat(300)}`, `/sub/${'b'.repeat(300)}.js`, `/${'c/'.repeat(2000)}d`]) {
      const answer = await get(running.port, path);
      assert.strictEqual(answer.status, 404, `${path.slice(0, 40)}: ${answer.status} ${answer.body}`);
    }
    assert.strictEqual((await get(running.port, '/')).status, 200, 'still serving');
  });

  test('a folder is served only through its index.html: no listing, no dot files', async () => {
    running = await startServer(root, 0);
    assert.strictEqual((await get(running.port, '/sub/')).body, 'sub page');
    const empty = await get(running.port, '/empty/');
    assert.strictEqual(empty.status, 404);
    assert.doesNotMatch(empty.body, /readme/);
    assert.strictEqual((await get(running.port, '/.secret')).status, 404);
    assert.strictEqual((await get(running.port, '/missing.js')).status, 404);
  });

  test('only GET and HEAD are answered, and only for the loopback host names', async () => {
    running = await startServer(root, 0);
    const post = await get(running.port, '/', { method: 'POST' });
    assert.strictEqual(post.status, 405);
    assert.strictEqual(post.headers.allow, 'GET, HEAD');
    assert.strictEqual((await get(running.port, '/', { host: 'attacker.example:80' })).status, 403);
    assert.strictEqual((await get(running.port, '/', { host: `localhost:${running.port}` })).status, 200);
  });

  test('a bad port, a stray argument or an unknown option is a usage error (exit 2)', () => {
    for (const [args, message] of [
      [['--port', 'abc'], /--port takes a port number from 0 to 65535 \(0: a free one\), not "abc"/],
      [['--port', '70000'], /not "70000"/],
      [['--port', '-1'], /unknown option "-1"|not "-1"/],
      [['--port', '80.5'], /not "80\.5"/],
      [['set.cards'], /serve takes no files \("set\.cards"\)/],
      [['--host', '0.0.0.0'], /unknown option "--host"/],
    ] as [string[], RegExp][]) {
      const run = runIn(folder.dir, 'serve', ...args);
      assert.strictEqual(run.code, 2, args.join(' '));
      assert.match(run.stderr, message);
      assert.match(run.stderr, /^cardtext: /);
    }
  });

  test('a root that is not a folder is refused with a message (exit 2)', async () => {
    const run = await runInAsync(folder.dir, 'serve', '--root', 'nowhere', '--port', '0');
    assert.strictEqual(run.code, 2);
    assert.match(run.stderr, /^cardtext: --root "nowhere" is not a folder$/m);
    const file = await runInAsync(folder.dir, 'serve', '--root', 'secret.txt', '--port', '0');
    assert.strictEqual(file.code, 2);
  });

  test('a port in use is refused with a message naming it (exit 2)', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const run = await runInAsync(folder.dir, 'serve', '--root', 'web', '--port', String(port));
      expectRefused({ ...run, signal: null }, new RegExp(`port ${port} is in use: choose another with --port N`));
    } finally {
      blocker.close();
    }
  });

  test('the command prints its address, serves, and stops on SIGINT with exit 0', async function () {
    this.timeout(15000);
    const child = spawn(process.execPath, [join(repoRoot(), 'dist', 'cli.js'), 'serve', '--port', '0', '--root', root], { cwd: folder.dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no address printed: ${stdout}`)), 10000);
      child.stdout.on('data', (b: Buffer) => {
        stdout += b.toString('utf8');
        const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(stdout);
        if (m) {
          clearTimeout(timer);
          resolve(m[0]);
        }
      });
      child.on('exit', () => reject(new Error(`exited early: ${stdout}`)));
    });
    const port = Number(/:(\d+)\//.exec(url)![1]);
    assert.strictEqual((await get(port, '/')).status, 200);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    assert.strictEqual(await exited, 0);
  });
});

suite('scripts/buildWeb.mjs --out', () => {
  const script = join(repoRoot(), 'scripts', 'buildWeb.mjs');
  const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { cwd: repoRoot(), encoding: 'utf8', timeout: 60000 });

  test('an output folder outside dist/ (or dist/ itself) is refused before anything is removed (exit 2)', () => {
    const outside = mkdtempSync(join(tmpdir(), 'cardtext-buildweb-test-'));
    writeFileSync(join(outside, 'keep.txt'), 'mine');
    try {
      for (const out of ['.', '..', 'dist', 'dist/', 'dist/..', 'web', '/tmp', outside]) {
        const r = run('--out', out);
        assert.strictEqual(r.status, 2, `${out}: ${r.stderr}`);
        assert.match(r.stderr, /^buildWeb: --out .*: the output folder must be inside dist\/ \(it is emptied before the build\)/, out);
        assert.match(r.stderr, /usage: node scripts\/buildWeb\.mjs \[--out DIR\]/);
      }
      assert.ok(existsSync(join(outside, 'keep.txt')));
      assert.ok(existsSync(join(repoRoot(), 'package.json')));
      assert.ok(existsSync(join(repoRoot(), 'web', 'index.html')));
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  test('a folder inside dist/ holding anything but an earlier playground build is refused (exit 2), and kept', () => {
    mkdirSync(join(repoRoot(), 'dist'), { recursive: true });
    const other = mkdtempSync(join(repoRoot(), 'dist', 'buildweb-test-'));
    writeFileSync(join(other, 'server.js'), 'not the playground');
    try {
      const r = run('--out', other);
      assert.strictEqual(r.status, 2, r.stderr);
      assert.match(r.stderr, /holds other files \(server\.js\), not an earlier playground build; it would be emptied: choose a new folder/);
      assert.ok(existsSync(join(other, 'server.js')));
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  test('--out without a folder, or an unknown argument, is a usage error (exit 2)', () => {
    for (const [args, message] of [[['--out'], /--out needs a folder/], [['--out', '--out'], /--out needs a folder/], [['--outdir', 'x'], /unknown argument "--outdir"/]] as [string[], RegExp][]) {
      const r = run(...args);
      assert.strictEqual(r.status, 2, args.join(' '));
      assert.match(r.stderr, message);
      assert.doesNotMatch(r.stderr, /at .*buildWeb\.mjs:\d+/, 'no stack trace');
    }
  });
});
