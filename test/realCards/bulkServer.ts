/**
 * A bulk-data server on loopback in Scryfall's shapes, for the real-card update's tests and the
 * conformance run: `GET /bulk-data` lists `oracle_cards` and `rulings` (and a third entry, as
 * Scryfall lists more), whose `download_uri`s serve the given cards and rulings as JSON arrays,
 * gzip-encoded as Scryfall sends them, with ETags and `Range` requests honoured. A real HTTP server:
 * the client under test talks to it over TCP. `fault` makes it misbehave the way servers do.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** Ways the server fails. */
export type Fault =
  | 'none'
  | 'listing-500'          // the listing answers HTTP 500
  | 'file-404'             // the rulings file is gone (HTTP 404)
  | 'no-rulings-entry'     // the listing has no "rulings" entry
  | 'listing-not-json'     // the listing is an HTML error page
  | 'silent-file'          // the cards file sends its headers, then nothing
  | 'cut-file'             // the cards file's connection closes halfway through
  | 'corrupt-file'         // the cards file is not JSON (garbage, sent whole)
  | 'truncated-json';      // the cards file is valid gzip of half a JSON array

export interface BulkServer {
  url: string;
  /** The listing's address (`…/bulk-data`). */
  listing: string;
  fault: Fault;
  /** How many times each path was asked for, and with which Range headers. */
  requests: { path: string; range?: string }[];
  close(): Promise<void>;
}

/** Starts the server with these cards and rulings (Scryfall objects). */
export async function startBulkServer(cards: unknown[], rulings: unknown[], fault: Fault = 'none'): Promise<BulkServer> {
  const files: Record<string, Buffer> = {
    '/files/oracle-cards.json': gzipSync(Buffer.from(JSON.stringify(cards))),
    '/files/rulings.json': gzipSync(Buffer.from(JSON.stringify(rulings))),
  };
  const etag = (path: string) => `"${files[path].length.toString(16)}-${path.length}"`;
  const state: BulkServer = { url: '', listing: '', fault, requests: [], close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    state.requests.push({ path, range: req.headers.range });
    const base = state.url;
    if (path === '/bulk-data') {
      if (state.fault === 'listing-500') return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('server error');
      if (state.fault === 'listing-not-json') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Maintenance</body></html>');
      const entry = (type: string, file: string) => ({
        object: 'bulk_data', id: `${type}-id`, type, updated_at: '2026-12-01T10:00:00.000+00:00', uri: `${base}/bulk-data/${type}`,
        name: type, description: type, size: files[file]?.length ?? 0, download_uri: `${base}${file}`, content_type: 'application/json', content_encoding: 'gzip',
      });
      const data = [entry('oracle_cards', '/files/oracle-cards.json'), entry('unique_artwork', '/files/none.json')];
      if (state.fault !== 'no-rulings-entry') data.push(entry('rulings', '/files/rulings.json'));
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ object: 'list', has_more: false, data }));
    }
    if (!(path in files) || (state.fault === 'file-404' && path === '/files/rulings.json')) return void res.writeHead(404).end('not found');
    let body = files[path];
    const cardsFile = path === '/files/oracle-cards.json';
    if (cardsFile && state.fault === 'corrupt-file') body = gzipSync(Buffer.from('{"object": "error", this is not json'));
    if (cardsFile && state.fault === 'truncated-json') body = gzipSync(Buffer.from(JSON.stringify(cards)).subarray(0, Math.floor(JSON.stringify(cards).length / 2)));
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', ETag: etag(path), 'Accept-Ranges': 'bytes' };
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    const ifRange = req.headers['if-range'];
    let start = 0;
    if (range && (!ifRange || ifRange === etag(path))) {
      start = Number(range[1]);
      if (start >= body.length) return void res.writeHead(416, { 'Content-Range': `bytes */${body.length}` }).end();
      res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${body.length - 1}/${body.length}`, 'Content-Length': String(body.length - start) });
    } else res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
    const rest = body.subarray(start);
    if (cardsFile && state.fault === 'silent-file') return void res.flushHeaders();
    if (cardsFile && state.fault === 'cut-file') {
      res.write(rest.subarray(0, Math.floor(rest.length / 2)), () => res.destroy());
      return;
    }
    res.end(rest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.listing = `${state.url}/bulk-data`;
  state.close = () => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return state;
}
