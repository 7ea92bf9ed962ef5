/**
 * `cardtext serve [--port N] [--root DIR]`: serves the playground (dist/web/, built by
 * `npm run build:web`) on the loopback interface, for a browser on this machine. A static file
 * server and nothing more: GET and HEAD only, files inside the root only (no `..`, no links out of
 * it, no dot files), a folder only through its index.html (no listings), each file with its MIME
 * type and `nosniff`. Requests naming another host than the loopback one are refused (a web page
 * can't reach the server through a DNS name it points here). It prints the address and runs until
 * Ctrl+C (SIGINT) or SIGTERM.
 */
import { createReadStream, realpathSync, type Stats, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CliIO, parseArgs, UsageError } from './args.js';

declare const __dirname: string | undefined;

/** The port `serve` listens on when none is given. */
export const defaultPort = 8377;
const host = '127.0.0.1';

/** dist/web/: beside the bundled CLI (dist/cli.js), or the repository's when run from out/ (tests). */
export function defaultRoot(): string {
  if (typeof __dirname === 'string') return join(__dirname, 'web');
  return fileURLToPath(new URL('../../../../dist/web/', import.meta.url));
}

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.cards': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};

/** The MIME type a file is served with (by its extension; unknown: application/octet-stream). */
export function mimeType(path: string): string {
  return mimeTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file a request path names inside `root` (a real path, links resolved), or undefined when it
 * names nothing servable: outside the root, a dot file or folder (as named, or where a link
 * leads), a folder without index.html, a path the file system can't take, a malformed path.
 */
export function resolveRequest(realRoot: string, urlPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (!path.startsWith('/') || path.includes('\0') || path.includes('\\')) return undefined;
  const parts = path.split('/').filter((p) => p !== '');
  if (parts.some(hidden)) return undefined;
  let file = join(realRoot, ...parts);
  let stat = statOrNothing(file);
  // a file named as a folder (/index.html/) is not that file, as the file system says
  if (path.endsWith('/') && parts.length > 0 && !stat?.isDirectory()) return undefined;
  if (stat?.isDirectory()) {
    file = join(file, 'index.html');
    stat = statOrNothing(file);
  }
  if (!stat?.isFile()) return undefined;
  // A link inside the root must not lead out of it, nor into a dot file or folder inside it.
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return undefined;
  }
  const rel = relative(realRoot, real);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) return undefined;
  if (rel.split(sep).some(hidden)) return undefined;
  return real;
}

/** `..`, or a dot file or folder (.git, .env…): never served. */
const hidden = (part: string) => part === '..' || part.startsWith('.');

/**
 * A path's stat, or undefined when it names nothing: missing (ENOENT), a file used as a folder
 * (ENOTDIR: /index.html/x), a name too long (ENAMETOOLONG), a loop of links (ELOOP), no access.
 */
function statOrNothing(file: string): Stats | undefined {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

const baseHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-cache',
};

function refuse(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  const body = `${text}\n`;
  res.writeHead(status, { ...baseHeaders, ...extra, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** Answers one request from the files under `realRoot`. */
function handle(realRoot: string, port: () => number, req: IncomingMessage, res: ServerResponse): void {
  const hosts = [`${host}:${port()}`, `localhost:${port()}`, ...(port() === 80 ? [host, 'localhost'] : [])];
  if (!hosts.includes((req.headers.host ?? '').toLowerCase())) return refuse(res, 403, 'Forbidden: this server answers only to 127.0.0.1 and localhost');
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
  const urlPath = (req.url ?? '/').split(/[?#]/, 1)[0];
  const file = resolveRequest(realRoot, urlPath);
  if (!file) return refuse(res, 404, 'Not Found');
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return refuse(res, 404, 'Not Found');
  }
  res.writeHead(200, { ...baseHeaders, 'Content-Type': mimeType(file), 'Content-Length': size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/** A running server: its address and how to stop it. */
export interface RunningServer { server: Server; url: string; port: number; close(): Promise<void> }

/** Starts serving `root` on 127.0.0.1:`port` (0: a free port). Rejects with a message if it can't listen. */
export function startServer(root: string, port: number): Promise<RunningServer> {
  const realRoot = realpathSync(root);
  let bound = port;
  const server = createServer((req, res) => {
    try {
      handle(realRoot, () => bound, req, res);
    } catch {
      if (!res.headersSent) refuse(res, 500, 'Internal Server Error');
      else res.destroy();
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(new Error(error.code === 'EADDRINUSE' ? `port ${port} is in use: choose another with --port N (--port 0 takes a free one)`
        : error.code === 'EACCES' ? `port ${port} needs privileges this user does not have: choose a port above 1023 with --port N`
          : `cannot listen on ${host}:${port}: ${error.message}`));
    });
    server.listen(port, host, () => {
      const address = server.address();
      bound = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        server, port: bound, url: `http://${host}:${bound}/`,
        close: () => new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        }),
      });
    });
  });
}

/** Runs `cardtext serve`: resolves with 0 once stopped (SIGINT/SIGTERM), or 2 if it can't serve. */
export function serveCommand(args: string[], io: CliIO): Promise<number> {
  const { options, positionals } = parseArgs(args, { '--port': 'value', '-p': 'value', '--root': 'value' });
  if (positionals.length > 0) throw new UsageError(`serve takes no files ("${positionals[0]}"); it serves the playground folder (--root DIR)`);
  const portText = (options['--port'] ?? options['-p'] ?? String(defaultPort)) as string;
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || !Number.isInteger(port) || port > 65535) throw new UsageError(`--port takes a port number from 0 to 65535 (0: a free one), not "${portText}"`);
  const given = options['--root'] as string | undefined;
  const root = given === undefined ? defaultRoot() : resolve(io.cwd, given);
  const stat = statSync(root, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) {
    io.stderr(given === undefined
      ? `cardtext: the playground is not built (no ${root}): run \`npm run build:web\` first, or name a folder with --root DIR\n`
      : `cardtext: --root "${given}" is not a folder\n`);
    return Promise.resolve(2);
  }
  if (!statSync(join(root, 'index.html'), { throwIfNoEntry: false })?.isFile()) io.stderr(`cardtext: warning: ${root} has no index.html; its address shows nothing\n`);
  return startServer(root, port).then((running) => new Promise<number>((done) => {
    io.stdout(`cardtext: serving ${root}\n  ${running.url}\n(this machine only; Ctrl+C stops it)\n`);
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void running.close().then(() => done(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }), (error: Error) => {
    io.stderr(`cardtext: ${error.message}\n`);
    return 2;
  });
}
