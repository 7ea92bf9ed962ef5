/**
 * A hostile bulk-data server on 127.0.0.1 for the reliability suite: a listing in Scryfall's shape
 * whose files are made as they are sent (gzip-encoded, with the client's pace: nothing is held in
 * memory whole), so a test can serve one 50 MB card, millions of cards, a body that never ends or
 * a server that drips a byte a second, at full size, in seconds.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip, gzipSync } from 'node:zlib';

/** Writes a file's text a piece at a time; `write` resolves false once the client is gone. */
export type Producer = (write: (text: string | Buffer) => Promise<boolean>) => Promise<void>;

/** How a file is served. */
export interface HostileFile {
  produce: Producer;
  /** gzip-encoded as Scryfall sends (default), plain, or written by the producer already gzipped ('raw'). */
  gzip?: boolean | 'raw';
  /** The size the listing gives the file (none: the listing gives no size). */
  listedSize?: number;
  /** Wait this long between pieces (a server that drips). */
  pauseMs?: number;
  /** The HTTP status it is sent with (default 200): an error page whose body is the producer's. */
  status?: number;
}

export interface HostileServer {
  listing: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** A JSON array of `count` elements made by `element(i)`, written as it is read. */
export function arrayOf(count: number, element: (i: number) => unknown): Producer {
  return async (write) => {
    if (!(await write('['))) return;
    const batch = 500;
    for (let i = 0; i < count; i += batch) {
      const parts: string[] = [];
      for (let j = i; j < Math.min(count, i + batch); j++) parts.push((j > 0 ? ',' : '') + JSON.stringify(element(j)));
      if (!(await write(parts.join('')))) return;
    }
    await write(']');
  };
}

/**
 * `batches` × `batch` elements as gzip members, each compressed once and sent again and again
 * (a stream of gzip members is one gzip stream): millions of elements served at the network's
 * pace instead of the time it takes to make and compress them. Serve with `gzip: 'raw'`.
 */
export function repeatedGzip(batches: number, batch: number, element: (i: number) => unknown): Producer {
  const body = Array.from({ length: batch }, (_, i) => JSON.stringify(element(i))).join(',');
  const first = gzipSync(`[${body}`);
  const next = gzipSync(`,${body}`);
  const end = gzipSync(']');
  return async (write) => {
    for (let i = 0; i < batches; i++) if (!(await write(i === 0 ? first : next))) return;
    await write(end);
  };
}

/** A small card in Scryfall's shape. */
export const smallCard = (i: number) => ({ object: 'card', name: `Hostile Card ${i}`, oracle_id: `oracle-${i}`, layout: 'normal', type_line: 'Creature — Elf', mana_cost: '{G}', cmc: 1, colors: ['G'], oracle_text: 'Flying', power: '1', toughness: '1' });

/** One card whose `field` (its rules text, or another) is `chars` characters long, written in pieces of 1 MB. */
export function oneHugeCard(chars: number, field = 'oracle_text'): Producer {
  return async (write) => {
    if (!(await write(`[{"object":"card","name":"Huge","oracle_id":"huge","layout":"normal","type_line":"Instant","oracle_text":"Draw a card.","${field}":"`))) return;
    const piece = 'a'.repeat(1024 * 1024);
    for (let left = chars; left > 0; left -= piece.length) if (!(await write(left >= piece.length ? piece : piece.slice(0, left)))) return;
    await write('"}]');
  };
}

/** Bytes that never end (until the client goes). */
export const endless: Producer = async (write) => {
  const piece = ' '.repeat(64 * 1024);
  while (await write(piece));
};

/** Starts the server with its two files. */
export async function startHostileServer(files: { oracle_cards: HostileFile; rulings: HostileFile }): Promise<HostileServer> {
  const requests: string[] = [];
  let base = '';
  const serve = async (file: HostileFile, res: ServerResponse) => {
    const gzip = file.gzip !== false;
    res.writeHead(file.status ?? 200, { 'Content-Type': 'application/json', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
    let gone = false;
    res.on('close', () => { gone = true; });
    const sink = gzip && file.gzip !== 'raw' ? createGzip() : undefined;
    sink?.pipe(res);
    const out = sink ?? res;
    const write = async (text: string | Buffer): Promise<boolean> => {
      if (gone) return false;
      if (file.pauseMs) await new Promise((r) => setTimeout(r, file.pauseMs));
      if (!out.write(text)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            out.off('drain', done);
            res.off('close', done);
            resolve();
          };
          out.on('drain', done);
          res.on('close', done);
        });
      }
      return !gone;
    };
    await file.produce(write);
    if (!gone) out.end();
  };
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    requests.push(path);
    if (path === '/bulk-data') {
      const entry = (type: keyof typeof files) => ({
        object: 'bulk_data', type, updated_at: '2026-12-01T10:00:00.000+00:00', download_uri: `${base}/files/${type}.json`,
        content_type: 'application/json', content_encoding: 'gzip', ...(files[type].listedSize !== undefined ? { size: files[type].listedSize } : {}),
      });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ object: 'list', data: [entry('oracle_cards'), entry('rulings')] }));
      return;
    }
    const type = /^\/files\/(oracle_cards|rulings)\.json$/.exec(path)?.[1] as keyof typeof files | undefined;
    if (!type) return void res.writeHead(404).end();
    serve(files[type], res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    listing: `${base}/bulk-data`,
    requests,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
