/**
 * The download's time limits against a server that answers a byte at a time: the socket's idle
 * timeout restarts with every byte, so the answer's headers have a deadline of their own (issue 33's
 * second attack round: a listing whose headers dripped held `knowledge update` for hours).
 */
import * as assert from 'node:assert';
import { createServer, type Server, type Socket } from 'node:net';
import { mkdirSync, readdirSync } from 'node:fs';
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

suite('download time limits', () => {
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
