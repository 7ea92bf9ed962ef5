/**
 * The one way cardtext writes a user's file: never over one of its inputs, and atomically — the
 * content goes to a temporary file beside the target and is renamed into place only once it is
 * complete, so a failure leaves the old file exactly as it was.
 */
import { closeSync, fchmodSync, fsyncSync, openSync, promises as fsp, realpathSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describeError } from './readFile.js';

/** The identity of a path after resolving links (device and inode), or undefined if it doesn't exist. */
function identity(path: string): string | undefined {
  try {
    const stat = statSync(path);
    return `${stat.dev}:${stat.ino}`;
  } catch {
    return undefined;
  }
}

/** True if `output` names the same file as one of `inputs` (after resolving links and `..`). */
export function isSameFile(output: string, inputs: string[]): boolean {
  const out = identity(output);
  if (out === undefined) return false;
  return inputs.some((input) => identity(input) === out);
}

/** Where `path` really points (its real path), or the resolved path if it doesn't exist yet. */
export function realTarget(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

export type WriteResult = { ok: true } | { ok: false; message: string };

/** Atomic writes started by this process (part of each temporary file's name). */
let writes = 0;

/** Where an atomic write goes (after links), the mode it keeps, its temporary file; or why it can't. */
function planWrite(path: string, inputs: string[]): { target: string; mode: number; temp: string } | { ok: false; message: string } {
  if (isSameFile(path, inputs)) return { ok: false, message: 'it is one of the input files; choose another output file' };
  const target = realTarget(path);
  let mode = 0o644;
  try {
    const stat = statSync(target);
    if (stat.isDirectory()) return { ok: false, message: 'it is a folder, not a file' };
    // Renaming over a device or FIFO would replace it (as root, /dev/null itself): never.
    if (!stat.isFile()) return { ok: false, message: 'it is not a regular file (a device, pipe or socket), so it is not replaced' };
    mode = stat.mode & 0o7777; // the new file keeps the old one's permissions
  } catch {
    // does not exist yet: fine
  }
  // pid, time and a counter: no two writers, in one process or several, share a temporary file.
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${Date.now().toString(36)}.${(++writes).toString(36)}.tmp`);
  return { target, mode, temp };
}

/**
 * Writes `content` to `path` atomically, refusing to write over any of `inputs`. A symlinked
 * target is replaced where it points, so the link stays a link.
 */
export function writeFileAtomic(path: string, content: string | Uint8Array, inputs: string[] = []): WriteResult {
  const plan = planWrite(path, inputs);
  if ('message' in plan) return plan;
  const { target, mode, temp } = plan;
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'wx', 0o600);
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    let written = 0;
    while (written < data.length) written += writeSync(fd, data, written, data.length - written);
    fchmodSync(fd, mode);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, target);
    return { ok: true };
  } catch (error) {
    if (fd !== undefined) {
      try {
        closeSync(fd);
      } catch {
        // already closed
      }
    }
    try {
      unlinkSync(temp);
    } catch {
      // never created
    }
    return { ok: false, message: describeError(error) };
  }
}

/** `writeFileAtomic` without blocking the event loop (the language server's cache). Never rejects. */
export async function writeFileAtomicAsync(path: string, content: string | Uint8Array, inputs: string[] = []): Promise<WriteResult> {
  const plan = planWrite(path, inputs);
  if ('message' in plan) return plan;
  const { target, mode, temp } = plan;
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(temp, 'wx', 0o600);
    await handle.writeFile(content);
    await handle.chmod(mode);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fsp.rename(temp, target);
    return { ok: true };
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await fsp.unlink(temp).catch(() => undefined);
    return { ok: false, message: describeError(error) };
  }
}
