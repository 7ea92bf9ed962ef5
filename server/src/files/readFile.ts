/**
 * The one way cardtext reads a user's file (language server and CLI alike): regular files only,
 * size-capped, checked on the open descriptor so a path swapped for a FIFO or a device between
 * the check and the read can't block or run forever. Failures are messages, never exceptions.
 */
import { closeSync, constants, fstatSync, openSync, promises as fsp, readSync } from 'node:fs';
import { formatBytes } from './sizes.js';

export { formatBytes, maxCardsFileBytes, maxKnowledgeFileBytes } from './sizes.js';

/** What a read gives: the text, or a message saying why there is none. */
export type ReadResult = { ok: true; text: string; bytes: number } | { ok: false; message: string };

export interface ReadOptions {
  /** The largest file read, in bytes. */
  maxBytes: number;
  /** Refuse files holding a NUL byte (`.cards` and JSON are text). Default true. */
  rejectBinary?: boolean;
}

/** A short reason for a failed file operation (no stack, no errno jargon where a word will do). */
export function describeError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  switch (code) {
    case 'ENOENT': return 'no such file or folder';
    case 'EACCES': case 'EPERM': return 'permission denied';
    case 'EISDIR': return 'it is a folder, not a file';
    case 'ELOOP': return 'too many symbolic links (a link loop?)';
    case 'ENAMETOOLONG': return 'the path is too long';
    case 'EMFILE': case 'ENFILE': return 'too many open files';
    default: return (error as Error)?.message ?? String(error);
  }
}

// O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
const openFlags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

function checkKind(stat: { isFile(): boolean; isDirectory(): boolean; size: number }, options: ReadOptions): string | undefined {
  if (stat.isDirectory()) return 'it is a folder, not a file';
  if (!stat.isFile()) return 'it is not a regular file (a device, pipe or socket), so it is not read';
  if (stat.size > options.maxBytes) return `it is ${formatBytes(stat.size)}, larger than the ${formatBytes(options.maxBytes)} limit`;
  return undefined;
}

function decode(buffer: Buffer, options: ReadOptions): ReadResult {
  if (options.rejectBinary !== false && buffer.includes(0)) return { ok: false, message: 'it is a binary file, not text' };
  return { ok: true, text: buffer.toString('utf8').replace(/^\uFEFF/, ''), bytes: buffer.length };
}

/** What a binary read gives: the bytes, or a message saying why there are none. */
export type BytesResult = { ok: true; data: Buffer } | { ok: false; message: string };

/** Reads a file's bytes synchronously (images to copy), with the same guards as readTextFile. Never throws. */
export function readFileBytes(path: string, options: ReadOptions): BytesResult {
  let fd: number;
  try {
    fd = openSync(path, openFlags);
  } catch (error) {
    return { ok: false, message: describeError(error) };
  }
  try {
    const stat = fstatSync(fd);
    const problem = checkKind(stat, options);
    if (problem) return { ok: false, message: problem };
    // Read what the file holds now, but never more than the cap (it may grow while being read).
    const buffer = Buffer.allocUnsafe(Math.min(stat.size, options.maxBytes) + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length >= buffer.length) return { ok: false, message: `it grew past the ${formatBytes(options.maxBytes)} limit while being read` };
    }
    return { ok: true, data: buffer.subarray(0, length) };
  } catch (error) {
    return { ok: false, message: describeError(error) };
  } finally {
    closeSync(fd);
  }
}

/** Reads a text file synchronously (for the CLI and small files). Never throws; strips a BOM. */
export function readTextFile(path: string, options: ReadOptions): ReadResult {
  const read = readFileBytes(path, options);
  return read.ok ? decode(read.data, options) : read;
}

/**
 * Reads all of an open descriptor (standard input: `cardtext lint -`) up to the cap, synchronously.
 * A pipe opened non-blocking answers EAGAIN until data comes; the read then waits a moment and
 * tries again. Never throws.
 */
export function readDescriptorText(fd: number, options: ReadOptions): ReadResult {
  const chunks: Buffer[] = [];
  let length = 0;
  const chunk = Buffer.allocUnsafe(64 * 1024);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  try {
    for (;;) {
      let n: number;
      try {
        n = readSync(fd, chunk, 0, chunk.length, null);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
        Atomics.wait(pause, 0, 0, 10);
        continue;
      }
      if (n === 0) break;
      length += n;
      if (length > options.maxBytes) return { ok: false, message: `it is larger than the ${formatBytes(options.maxBytes)} limit` };
      chunks.push(Buffer.from(chunk.subarray(0, n)));
    }
  } catch (error) {
    return { ok: false, message: describeError(error) };
  }
  return decode(Buffer.concat(chunks, length), options);
}

/** Reads a text file without blocking the event loop (for the language server). Never rejects. */
export async function readTextFileAsync(path: string, options: ReadOptions): Promise<ReadResult> {
  const read = await readFileBytesAsync(path, options);
  return read.ok ? decode(read.data, options) : read;
}

/** Reads a file's bytes without blocking the event loop, with the same guards as readTextFile. Never rejects. */
export async function readFileBytesAsync(path: string, options: ReadOptions): Promise<BytesResult> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(path, openFlags);
  } catch (error) {
    return { ok: false, message: describeError(error) };
  }
  try {
    const stat = await handle.stat();
    const problem = checkKind(stat, options);
    if (problem) return { ok: false, message: problem };
    const buffer = Buffer.allocUnsafe(Math.min(stat.size, options.maxBytes) + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length >= buffer.length) return { ok: false, message: `it grew past the ${formatBytes(options.maxBytes)} limit while being read` };
    }
    return { ok: true, data: buffer.subarray(0, length) };
  } catch (error) {
    return { ok: false, message: describeError(error) };
  } finally {
    await handle.close().catch(() => undefined);
  }
}
