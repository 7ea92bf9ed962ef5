/**
 * The one way cardtext writes a file the user named: never over one of its inputs, and atomically —
 * the content goes to a temporary file beside the target and is renamed into place only once it
 * is complete, so a failure leaves the old file exactly as it was. A new file gets the permissions
 * the umask gives (as `cp` or an editor would); a replaced file keeps its own. A read-only file is
 * not replaced unless the caller forces it. Temporary files left by a run that was killed (SIGKILL,
 * a power cut) are removed by the next write beside them.
 */
import { closeSync, fchmodSync, fsyncSync, lstatSync, openSync, promises as fsp, readdirSync, realpathSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describeError } from './readFile.js';
import { faultPoint } from './faults.js';

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

/** How a write may go. */
export interface WriteOptions {
  /** Replace a read-only file too (`--force`). */
  force?: boolean;
}

/** Atomic writes started by this process (part of each temporary file's name). */
let writes = 0;

/** `.NAME.PID.TIME.N.tmp`: the temporary file of an atomic write of NAME by process PID. */
export function temporaryName(target: string): string {
  return `.${basename(target)}.${process.pid}.${Date.now().toString(36)}.${(++writes).toString(36)}.tmp`;
}

/** True if a process with this id runs (or exists but is not ours to signal). */
export function processAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files that earlier writes of `target` left behind when their process was
 * killed: `.NAME.PID.….tmp` beside it whose PID no longer runs. Only regular files are removed.
 */
export function removeStaleTemporaries(target: string): void {
  const dir = dirname(target);
  const prefix = `.${basename(target)}.`;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const match = /^(\d+)\.[0-9a-z]+\.[0-9a-z]+\.tmp$/.exec(name.slice(prefix.length));
    if (!match || processAlive(Number(match[1]))) continue;
    try {
      if (lstatSync(join(dir, name)).isFile()) unlinkSync(join(dir, name));
    } catch {
      // gone already, or not ours to remove
    }
  }
}

/** The mode bits of an existing regular file; undefined for a new file. Throws a message for what must not be replaced. */
export function existingMode(target: string, options: WriteOptions): number | undefined {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return undefined; // does not exist yet: fine
  }
  if (stat.isDirectory()) throw new WriteRefusal('it is a folder, not a file');
  // Renaming over a device or FIFO would replace it (as root, /dev/null itself): never.
  if (!stat.isFile()) throw new WriteRefusal('it is not a regular file (a device, pipe or socket), so it is not replaced');
  const mode = stat.mode & 0o7777;
  // Checked on the mode bits, not with access(2): root may write anywhere, but a file marked read-only is still the user's word.
  if ((mode & 0o222) === 0 && !options.force) throw new WriteRefusal(`it is read-only (mode ${mode.toString(8).padStart(3, '0')}); make it writable or use --force to replace it`);
  return mode;
}

/** A write refused on purpose (the message says why). */
export class WriteRefusal extends Error {}

/** Where an atomic write goes (after links), the mode it keeps, its temporary file; or why it can't. */
function planWrite(path: string, inputs: string[], options: WriteOptions): { target: string; mode: number | undefined; temp: string } | { ok: false; message: string } {
  if (isSameFile(path, inputs)) return { ok: false, message: 'it is one of the input files; choose another output file' };
  const target = realTarget(path);
  try {
    const mode = existingMode(target, options);
    removeStaleTemporaries(target);
    return { target, mode, temp: join(dirname(target), temporaryName(target)) };
  } catch (error) {
    return { ok: false, message: error instanceof WriteRefusal ? error.message : describeError(error) };
  }
}

/**
 * Writes `data` to a new file `temp` (which must not exist) and makes it durable: mode 0666 less
 * the umask for a new file, `mode` for one that replaces an existing file. Throws on failure
 * (the caller removes `temp`).
 */
export function writeNewFile(temp: string, data: string | Uint8Array, mode: number | undefined): void {
  const fd = openSync(temp, 'wx', 0o666);
  try {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    if (mode !== undefined) fchmodSync(fd, mode);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes `content` to `path` atomically, refusing to write over any of `inputs`. A symlinked
 * target is replaced where it points, so the link stays a link (the user named the path).
 */
export function writeFileAtomic(path: string, content: string | Uint8Array, inputs: string[] = [], options: WriteOptions = {}): WriteResult {
  const plan = planWrite(path, inputs, options);
  if ('message' in plan) return plan;
  const { target, mode, temp } = plan;
  try {
    writeNewFile(temp, content, mode);
    faultPoint('file:written');
    renameSync(temp, target);
    return { ok: true };
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // never created
    }
    return { ok: false, message: describeError(error) };
  }
}

/** `writeFileAtomic` without blocking the event loop (the language server's cache). Never rejects. */
export async function writeFileAtomicAsync(path: string, content: string | Uint8Array, inputs: string[] = [], options: WriteOptions = {}): Promise<WriteResult> {
  const plan = planWrite(path, inputs, options);
  if ('message' in plan) return plan;
  const { target, mode, temp } = plan;
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(temp, 'wx', 0o666);
    await handle.writeFile(content);
    if (mode !== undefined) await handle.chmod(mode);
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
