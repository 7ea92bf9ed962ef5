/**
 * The download's time limits against a server that answers a byte at a time: the socket's idle
 * timeout restarts with every byte, so the answer's headers have a deadline of their own (issue 33's
 * second attack round: a listing whose headers dripped held `knowledge update` for hours); a
 * redirect to no address, and a part file's damaged record (the round's review).
 */
import * as assert from 'node:assert';
import { createServer, type Server, type Socket } from 'node:net';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { join } from 'node:path';
import { DownloadError, downloadFile, fetchText } from '../../server/src/realCards/download.js';
import { tempFolder } from '../cli/cliHelpers.js';

/** A server that sends a status line, then one header byte every `everyMs`, never ending its headers. */
async function headerDrip(everyMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.write('HTTP/1.1 200 OK\r\nX-Slow: ');
    const timer = setInterval(() => socket.write('a'), everyMs);
    timers.add(timer);
    socket.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/bulk-data`,
    close: () => new Promise((resolve) => {
      for (const t of timers) clearInterval(t);
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}

/** An HTTP server answering every request with `answer`. */
async function httpServer(answer: Parameters<typeof createHttpServer>[1]): Promise<{ url: string; close(): Promise<void> }> {
  const server = createHttpServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/bulk-data`, close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }) };
}

suite('downloads from hostile servers: time limits, redirects, damaged part files', () => {
  const tmp = tempFolder('download-limits');
  suiteTeardown(() => tmp.remove());

  test('a listing whose headers come a byte at a time is given up at the idle time, not when the bytes stop', async () => {
    const server = await headerDrip(100);
    try {
      const started = Date.now();
      await assert.rejects(fetchText(server.url, { idleMs: 800 }), (error: Error) => {
        assert.ok(error instanceof DownloadError);
        assert.match(error.message, /^the server 127\.0\.0\.1:\d+ did not finish answering within 1 s \(its headers came too slowly\)$/);
        return true;
      });
      assert.ok(Date.now() - started < 5000, `given up after ${Date.now() - started} ms`);
    } finally {
      await server.close();
    }
  });

  test('a redirect to something that is no address is a message, not an exception nobody catches', async () => {
    const server = await httpServer((_req, res) => { res.writeHead(302, { Location: 'http://[::1' }); res.end(); });
    try {
      await assert.rejects(fetchText(server.url, { idleMs: 5000 }), (error: Error) => {
        assert.ok(error instanceof DownloadError);
        assert.match(error.message, /\/bulk-data redirects to "http:\/\/\[::1", which is not an address$/);
        return true;
      });
    } finally {
      await server.close();
    }
  });

  test('a part file whose record holds a validator no header may carry is started over, not failed on', async () => {
    const server = await httpServer((req, res) => {
      assert.strictEqual(req.headers['if-range'], undefined);
      res.writeHead(200, { 'Content-Length': '5' });
      res.end('hello');
    });
    const folder = tmp.path('part');
    mkdirSync(folder, { recursive: true });
    const path = join(folder, 'rulings.json');
    writeFileSync(`${path}.part`, 'hel');
    writeFileSync(`${path}.part.json`, JSON.stringify({ url: server.url, validator: 'bad\nvalue' }));
    try {
      const done = await downloadFile(server.url, path, { idleMs: 5000 });
      assert.deepStrictEqual([done.resumed, done.bytes, readFileSync(done.path, 'utf8')], [false, 5, 'hello']);
    } finally {
      await server.close();
    }
  });

  test('a file whose headers come a byte at a time is given up the same way, and nothing is left of it', async () => {
    const server = await headerDrip(100);
    const folder = tmp.path('files');
    mkdirSync(folder, { recursive: true });
    try {
      await assert.rejects(downloadFile(server.url, join(folder, 'oracle.json.gz'), { idleMs: 800 }), /did not finish answering within 1 s/);
      assert.deepStrictEqual(readdirSync(folder), []);
    } finally {
      await server.close();
    }
  });
});
