/**
 * A watch on the `Content-Length` framing of the LSP byte stream (stdio, socket, pipe). Once a
 * header is broken, vscode-jsonrpc can never find the next message again: it reads on, deaf,
 * until the stream closes. This stream passes every byte through unchanged, and reports the
 * first broken header, so the server can exit with a message and the editor restart it.
 */
import { Transform, type TransformCallback } from 'node:stream';

/** The largest message accepted (a 20 MB document, JSON-escaped, fits many times over). */
export const maxMessageBytes = 256 * 1024 * 1024;
const maxHeaderBytes = 8192;
const headerEnd = Buffer.from('\r\n\r\n');

/** Passes LSP bytes through; calls `broken` once, with a reason, when the framing breaks. */
export class FramingMonitor extends Transform {
  private header = Buffer.alloc(0);
  /** Bytes of the current message body still to come (-1 while reading a header). */
  private remaining = -1;
  private failed = false;

  constructor(private readonly broken: (reason: string) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.failed) return callback();
    // Messages before a broken header still reach the server (and get their answers).
    const good = this.scan(chunk);
    callback(null, good === chunk.length ? chunk : chunk.subarray(0, good));
  }

  /** Follows the framing through a chunk; returns how many of its bytes come before a broken header. */
  private scan(chunk: Buffer): number {
    let at = 0;
    while (at < chunk.length) {
      if (this.remaining >= 0) {
        const take = Math.min(this.remaining, chunk.length - at);
        at += take;
        this.remaining -= take;
        if (this.remaining === 0) this.remaining = -1;
        continue;
      }
      // A header wholly inside this chunk is read in place (the common case: no copy); one split
      // across chunks is kept until its end arrives (the header is small).
      let header: string;
      if (this.header.length === 0) {
        const end = chunk.indexOf(headerEnd, at);
        if (end >= 0 && end - at <= maxHeaderBytes) {
          header = chunk.toString('ascii', at, end);
          at = end + headerEnd.length;
        } else {
          if (chunk.length - at > maxHeaderBytes) return this.fail(at, `a message header is longer than ${maxHeaderBytes} bytes`);
          this.header = Buffer.from(chunk.subarray(at));
          return chunk.length;
        }
      } else {
        const before = this.header.length;
        this.header = Buffer.concat([this.header, chunk.subarray(at, at + maxHeaderBytes)]);
        const end = this.header.indexOf(headerEnd);
        if (end < 0) {
          if (this.header.length > maxHeaderBytes) return this.fail(at, `a message header is longer than ${maxHeaderBytes} bytes`);
          return chunk.length;
        }
        header = this.header.subarray(0, end).toString('ascii');
        at += end + headerEnd.length - before;
        this.header = Buffer.alloc(0);
      }
      const length = this.contentLength(header);
      if (typeof length === 'string') return this.fail(at, length);
      this.remaining = length === 0 ? -1 : length;
    }
    return chunk.length;
  }

  /** The Content-Length of a header, or why the header is broken. */
  private contentLength(header: string): number | string {
    let length: number | undefined;
    for (const line of header.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon < 0) return `a message header line has no ":" (${JSON.stringify(line.slice(0, 60))})`;
      if (line.slice(0, colon).trim().toLowerCase() !== 'content-length') continue;
      const value = line.slice(colon + 1).trim();
      if (!/^\d{1,12}$/.test(value)) return `Content-Length ${JSON.stringify(value.slice(0, 60))} is not a number of bytes`;
      length = Number(value);
    }
    if (length === undefined) return 'a message header has no Content-Length';
    if (length > maxMessageBytes) return `Content-Length ${length} is more than the ${maxMessageBytes} bytes accepted`;
    return length;
  }

  private fail(at: number, reason: string): number {
    this.failed = true;
    this.broken(reason);
    return at;
  }
}
