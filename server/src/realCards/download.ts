/**
 * Fetching over HTTP(S) for the real-card update, with the failures a download meets named in
 * plain words: no network, an HTTP error, a server that stops answering (a time limit on the
 * connection and on every pause in the data), a download cut short, a full disk. A file download
 * goes to a `.part` file that a later run resumes with a `Range` request when the server offers
 * the same file (same address and validator), else starts over.
 */
import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { nodeHttp, nodeHttps } from '../files/builtins.js';
import { formatBytes } from '../files/sizes.js';
import { echo } from '../language/userText.js';

/** A download failure, said for the user. */
export class DownloadError extends Error {}

export interface FetchLimits {
  /** Most milliseconds to wait for the server to answer, and for each next piece of data (default 30 s). */
  idleMs?: number;
  /**
   * The time a whole transfer may take beyond its size at {@link minBytesPerSecond} (default 60 s):
   * a server that drips a byte now and then, never silent for long, is still stopped.
   */
  graceMs?: number;
  signal?: AbortSignal;
}

const defaultIdleMs = 30000;
const defaultGraceMs = 60000;
/** The slowest transfer taken: 50 KB/s on average, after the grace time. */
export const minBytesPerSecond = 50 * 1024;
const maxRedirects = 5;

/**
 * A transfer's overall time limit: the grace time plus its announced size at the slowest rate
 * taken, or (no size announced) the grace time plus what has come so far at that rate. Returns
 * the check to make as data comes and on a timer: the message if the transfer is over its time.
 */
function overallLimit(url: string, announced: number | undefined, limits: FetchLimits): (bytes: number) => string | undefined {
  const started = Date.now();
  const grace = limits.graceMs ?? defaultGraceMs;
  return (bytes) => {
    const allowed = grace + ((announced ?? bytes) / minBytesPerSecond) * 1000;
    if (Date.now() - started <= allowed) return undefined;
    return `the server ${safeHost(url)} sent ${formatMb(bytes)}${announced !== undefined ? ` of ${formatMb(announced)}` : ''} in ${Math.round(allowed / 1000)} s, slower than the ${minBytesPerSecond / 1024} KB/s an update needs`;
  };
}

/** What went wrong with a request, for a message. */
function networkProblem(error: NodeJS.ErrnoException, url: string): string {
  const host = safeHost(url);
  switch (error.code) {
    case 'ENOTFOUND': case 'EAI_AGAIN': return `cannot find the server ${host} (no network, or the name is wrong)`;
    case 'ECONNREFUSED': return `the server ${host} refused the connection`;
    case 'ECONNRESET': case 'EPIPE': return `the connection to ${host} was cut`;
    case 'ENETUNREACH': case 'EHOSTUNREACH': return `no network route to ${host}`;
    case 'CERT_HAS_EXPIRED': case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE': case 'DEPTH_ZERO_SELF_SIGNED_CERT': return `the server ${host}'s certificate is not valid (${error.code})`;
    default: return `${host}: ${error.message}`;
  }
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Starts a GET, following redirects; resolves with the response once its headers are in. */
function request(url: string, headers: Record<string, string>, limits: FetchLimits, redirects = 0): Promise<{ response: IncomingMessage; url: string }> {
  return new Promise((resolve, reject) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      reject(new DownloadError(`"${url}" is not an address`));
      return;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      reject(new DownloadError(`"${url}" is not an http or https address`));
      return;
    }
    const get = parsed.protocol === 'https:' ? nodeHttps().get : nodeHttp().get;
    const idle = limits.idleMs ?? defaultIdleMs;
    // The answer's status and headers must all be in within the idle time: the socket's own timeout
    // restarts with every byte, and a server that sends its headers a byte every few seconds would
    // otherwise hold the update for hours (Node stops only at 16 KB of headers).
    let req: ClientRequest;
    try {
      req = get(parsed, { headers: { 'User-Agent': 'cardtext (real-card update)', Accept: 'application/json', ...headers }, signal: limits.signal }, (response) => {
        clearTimeout(answered);
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.destroy(); // its body is not read: an error page or a redirect may never end
          if (redirects >= maxRedirects) return reject(new DownloadError(`${url} redirects more than ${maxRedirects} times`));
          let next: string;
          try {
            next = new URL(response.headers.location, parsed).href;
          } catch {
            return reject(new DownloadError(`${url} redirects to "${echo(response.headers.location, 100)}", which is not an address`));
          }
          request(next, headers, limits, redirects + 1).then(resolve, reject);
          return;
        }
        resolve({ response, url });
      });
    } catch (error) {
      // A header Node refuses to send (from a damaged part file) throws here, before any request.
      reject(new DownloadError(`the request to ${parsed.host} could not be made: ${(error as Error).message}`));
      return;
    }
    const answered = setTimeout(() => req.destroy(new DownloadError(`the server ${parsed.host} did not finish answering within ${Math.round(idle / 1000)} s (its headers came too slowly)`)), idle);
    req.setTimeout(idle, () => req.destroy(new DownloadError(`the server ${parsed.host} did not answer within ${Math.round(idle / 1000)} s`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(answered);
      if (error instanceof DownloadError) reject(error);
      else if (error.name === 'AbortError') reject(new DownloadError('the update was cancelled'));
      else reject(new DownloadError(networkProblem(error, url)));
    });
  });
}

function httpProblem(response: IncomingMessage, url: string): string {
  return `${url} answered HTTP ${response.statusCode}${response.statusMessage ? ` ${response.statusMessage}` : ''}`;
}

/** Reads a small response (a listing) into memory, at most `maxBytes`, within the overall time limit. */
export async function fetchText(url: string, limits: FetchLimits = {}, maxBytes = 4 * 1024 * 1024): Promise<string> {
  const { response } = await request(url, {}, limits);
  if ((response.statusCode ?? 0) >= 400) {
    response.destroy(); // its body is not read: an error page or a redirect may never end
    throw new DownloadError(httpProblem(response, url));
  }
  const length = Number(response.headers['content-length']);
  const tooSlow = overallLimit(url, Number.isFinite(length) && length >= 0 ? Math.min(length, maxBytes) : undefined, limits);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (message: string) => {
      clearInterval(clock);
      response.destroy();
      reject(new DownloadError(message));
    };
    const clock = setInterval(() => {
      const slow = tooSlow(size);
      if (slow) fail(slow);
    }, 1000);
    response.setTimeout?.(limits.idleMs ?? defaultIdleMs, () => fail(`the server ${safeHost(url)} sent nothing for ${Math.round((limits.idleMs ?? defaultIdleMs) / 1000)} s`));
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(`${url} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB: not a bulk-data listing`);
      else chunks.push(chunk);
    });
    response.on('end', () => {
      clearInterval(clock);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    response.on('error', (error: NodeJS.ErrnoException) => fail(networkProblem(error, url)));
  });
}

/** What a finished file download reports. */
export interface Downloaded {
  path: string;
  bytes: number;
  /** The response's `Content-Encoding` (`gzip` for Scryfall's bulk files). */
  encoding?: string;
  /** True if it continued an earlier, cut-short download. */
  resumed: boolean;
}

interface PartInfo {
  url: string;
  validator?: string;
  encoding?: string;
}

/** What a file download may take besides {@link FetchLimits}. */
export interface FileLimits extends FetchLimits {
  onProgress?: (bytes: number, total?: number) => void;
  /** The size the listing gives the file: the body may not run past it when the server sends no length. */
  listedBytes?: number;
  /** The most bytes the file may have (indexLimits.ts). */
  maxBytes?: number;
}

/**
 * Downloads `url` into `path` (through `path.part`, renamed when complete). `onProgress` gets the
 * bytes so far and the total when the server says it. An earlier `.part` of the same address is
 * resumed with a Range request if the server allows it. A body longer than its announced size
 * (`Content-Length`, else the listing's), larger than `maxBytes`, or slower than the overall time
 * limit is stopped.
 */
export async function downloadFile(url: string, path: string, limits: FileLimits = {}): Promise<Downloaded> {
  const part = `${path}.part`;
  const infoPath = `${part}.json`;
  let info: PartInfo | undefined;
  try {
    info = existsSync(part) && existsSync(infoPath) ? JSON.parse(readFileSync(infoPath, 'utf8')) as PartInfo : undefined;
  } catch {
    info = undefined;
  }
  // A part file's record that is not what this code writes (a validator no header may hold) is
  // damaged: start over rather than fail every update on it.
  if (info && (typeof info !== 'object' || typeof info.url !== 'string' || (info.validator !== undefined && (typeof info.validator !== 'string' || !/^[\t\x20-\x7e\x80-\xff]*$/.test(info.validator))))) info = undefined;
  const have = info?.url === url ? statSync(part).size : 0;
  const headers: Record<string, string> = { 'Accept-Encoding': 'gzip' };
  if (have > 0 && info) {
    headers.Range = `bytes=${have}-`;
    if (info.validator) headers['If-Range'] = info.validator;
  }
  const { response } = await request(url, headers, limits);
  const status = response.statusCode ?? 0;
  // 416: the part already holds the whole file (an earlier run was stopped after the last byte).
  if (status === 416 && have > 0 && info) {
    response.destroy(); // its body is not read: an error page or a redirect may never end
    return { path: part, bytes: have, encoding: info.encoding, resumed: true };
  }
  if (status >= 400) {
    response.destroy(); // its body is not read: an error page or a redirect may never end
    throw new DownloadError(httpProblem(response, url));
  }
  const resumed = status === 206 && have > 0;
  const encoding = resumed ? info?.encoding : (response.headers['content-encoding'] as string | undefined);
  const length = Number(response.headers['content-length']);
  const total = Number.isFinite(length) && length >= 0 ? length + (resumed ? have : 0) : undefined;
  // What the body may hold: its length, else the listing's size for the file (a resumed one's rest).
  const announced = total ?? (limits.listedBytes !== undefined && limits.listedBytes > 0 ? limits.listedBytes : undefined);
  if (limits.maxBytes !== undefined && announced !== undefined && announced > limits.maxBytes) {
    response.destroy();
    throw new DownloadError(`${url} is ${formatMb(announced)}, larger than the ${formatMb(limits.maxBytes)} an update takes for one file: not Scryfall's file`);
  }
  const tooSlow = overallLimit(url, announced === undefined ? undefined : announced - (resumed ? have : 0), limits);
  const validator = (response.headers.etag as string | undefined) ?? (response.headers['last-modified'] as string | undefined);
  let fd: number;
  try {
    fd = openSync(part, resumed ? 'a' : 'w', 0o600);
    writeFileSync(infoPath, JSON.stringify({ url, validator, encoding } satisfies PartInfo));
  } catch (error) {
    response.destroy();
    throw new DownloadError(diskProblem(error as NodeJS.ErrnoException, part));
  }
  let bytes = resumed ? have : 0;
  const cutShort = (why = '') => `the download of ${url} was cut short at ${formatMb(bytes)}${total ? ` of ${formatMb(total)}` : ''}${why} (run the update again to resume)`;
  try {
    await new Promise<void>((resolve, reject) => {
      // The first reason wins: a timeout or a full disk destroys the response, which then also ends.
      let failed: DownloadError | undefined;
      const fail = (error: DownloadError) => {
        if (failed) return;
        failed = error;
        response.destroy();
        reject(error);
      };
      const idle = limits.idleMs ?? defaultIdleMs;
      response.setTimeout(idle, () => fail(new DownloadError(`the server ${safeHost(url)} sent nothing for ${Math.round(idle / 1000)} s (the download stopped at ${formatMb(bytes)}; run the update again to resume)`)));
      const start = bytes;
      const checkTime = () => {
        const slow = tooSlow(bytes - start);
        if (slow) fail(new DownloadError(`${slow} (the download stopped at ${formatMb(bytes)}; run the update again to resume)`));
      };
      const clock = setInterval(checkTime, 1000);
      response.on('close', () => clearInterval(clock));
      response.on('data', (chunk: Buffer) => {
        if (failed) return;
        if (announced !== undefined && bytes + chunk.length > announced) {
          fail(new DownloadError(`${url} sent more than the ${formatBytes(announced)} ${total !== undefined ? 'its length said' : 'the listing gives it'}: not the file listed`));
          return;
        }
        if (limits.maxBytes !== undefined && bytes + chunk.length > limits.maxBytes) {
          fail(new DownloadError(`${url} sent more than the ${formatMb(limits.maxBytes)} an update takes for one file: not Scryfall's file`));
          return;
        }
        checkTime();
        if (failed) return;
        try {
          writeAll(fd, chunk);
        } catch (error) {
          fail(new DownloadError(diskProblem(error as NodeJS.ErrnoException, part)));
          return;
        }
        bytes += chunk.length;
        limits.onProgress?.(bytes, total);
      });
      response.on('end', () => {
        if (failed) return;
        if (!response.complete || (total !== undefined && bytes < total)) fail(new DownloadError(cutShort()));
        else resolve();
      });
      response.on('error', (error: NodeJS.ErrnoException) => {
        if (error.name === 'AbortError') fail(new DownloadError('the update was cancelled'));
        else fail(new DownloadError(cutShort(`: ${networkProblem(error, url)}`)));
      });
      response.on('aborted', () => fail(new DownloadError(cutShort())));
      response.on('close', () => {
        if (!failed && !response.complete) fail(new DownloadError(cutShort()));
      });
    });
  } finally {
    closeSync(fd);
  }
  return { path: part, bytes, encoding, resumed };
}

/** Writes all of `data` (a write may take only part of it; the next one then says why, EFBIG or ENOSPC). */
export function writeAll(fd: number, data: Buffer | string): void {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
}

/** Forgets a download's partial file (after it was used, or found damaged). */
export function forgetPart(path: string): void {
  rmSync(`${path}.part`, { force: true });
  rmSync(`${path}.part.json`, { force: true });
}

/** A write failure, said for the user. */
export function diskProblem(error: NodeJS.ErrnoException, path: string): string {
  if (error.code === 'ENOSPC') return `the disk holding ${path} is full`;
  if (error.code === 'EFBIG') return `${path} grew past the largest file this system lets cardtext write`;
  if (error.code === 'EDQUOT') return `the disk quota for ${path} is used up`;
  if (error.code === 'EACCES' || error.code === 'EPERM') return `no permission to write ${path}`;
  if (error.code === 'EROFS') return `${path} is on a read-only file system`;
  return `cannot write ${path}: ${error.message}`;
}

/** Bytes as megabytes for messages (`12.3 MB`). */
export function formatMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
