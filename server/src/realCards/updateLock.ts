/**
 * One update at a time: a lock file holding the updating process's id, a token of its own and when
 * it started, put in place whole (written beside it, then linked to its name, which fails if the name
 * exists), so no one reads a half-written lock; on a file system without hard links (FAT, exFAT,
 * some network mounts) it is made with O_EXCL and written at once instead. A lock whose process is
 * gone (a killed update, or one from before the machine started) is removed only by the holder of a
 * second, short-lived lock (`…takeover`), and only if it is still the very lock found stale (its
 * token, or its inode and times): no process removes a live lock that took a stale one's place, so
 * two updates never both hold it. A takeover lock is broken only when its own process is gone. A
 * live lock is named in the message to the second update. The holder checks that the lock is still
 * its own before it installs anything.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, lstatSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { uptime } from 'node:os';

/** A lock held (`held()` says whether the file is still this holder's), or who holds it. */
export type Lock = { release(): void; held(): boolean } | { busy: string };

interface Holder { pid?: number; token?: string; started?: string }

/** Sleeps without spinning (Atomics.wait on a value nobody changes). */
const pause = new Int32Array(new SharedArrayBuffer(4));

/** How long an unreadable lock (or takeover lock) may be in the middle of being written. */
const writingMs = 5000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's holder; undefined if its content is no holder (damaged, or being written). */
function readHolder(path: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    return holder && typeof holder === 'object' ? holder as Holder : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the lock `holder` (read from a file last changed at `mtimeMs`) belongs to nobody any more. */
function stale(holder: Holder | undefined, mtimeMs: number): boolean {
  if (holder === undefined) return Date.now() - mtimeMs >= writingMs;
  if (typeof holder.pid !== 'number') return true;
  // A lock from before this machine started: its process id may belong to another program now.
  const started = typeof holder.started === 'string' ? Date.parse(holder.started) : NaN;
  if (started < Date.now() - uptime() * 1000 - 60000) return true;
  if (holder.pid === process.pid) return holder.token === undefined;
  return !alive(holder.pid);
}

/** Errors of `link` on a file system that has no hard links. */
const noHardLinks = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EISDIR', 'EXDEV']);

/** Makes `path` hold `content` if no file has that name; false if one has. Other failures throw. */
function createWhole(path: string, content: string, token: string): boolean {
  const temp = `${path}.${process.pid}.${token}.new`;
  try {
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    linkSync(temp, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    if (!noHardLinks.has(code)) throw error;
  } finally {
    try {
      rmSync(temp, { force: true });
    } catch {
      // left beside the lock; harmless
    }
  }
  // No hard links here: O_EXCL, then the content (a reader gives a lock being written a few seconds).
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The lock file's identity (device, inode, times), age and kind, or undefined if there is none. */
function identity(path: string): { id: string; mtimeMs: number; file: boolean } | undefined {
  try {
    const s = lstatSync(path);
    // The inode and when it was made: a file system may give a removed file's inode to the next one.
    return { id: `${s.dev}:${s.ino}:${s.birthtimeMs}:${s.ctimeMs}`, mtimeMs: s.mtimeMs, file: s.isFile() };
  } catch {
    return undefined;
  }
}

/** Removes `path` if it is still the lock `id` holding `token` (or, with no token, the same file). */
function removeIf(path: string, id: string, token: string | undefined): void {
  if (identity(path)?.id !== id) return;
  if (token !== undefined && readHolder(path)?.token !== token) return;
  rmSync(path, { force: true, recursive: false });
}

/**
 * Removes the stale lock at `path` if it is still the lock found stale, under the takeover lock.
 * Returns false when another process is taking over at this moment.
 */
function removeStale(path: string, found: { id: string }, foundToken: string | undefined, token: string): boolean {
  const takeover = `${path}.takeover`;
  if (!createWhole(takeover, JSON.stringify({ pid: process.pid, token }), token)) {
    const other = identity(takeover);
    const holder = readHolder(takeover);
    // Broken only when its process is gone (or it never got its content): a process paused while
    // it takes over must find its takeover still its own.
    if (other && stale(holder, other.mtimeMs)) removeIf(takeover, other.id, holder?.token);
    return false;
  }
  const mine = identity(takeover);
  try {
    removeIf(path, found.id, foundToken);
    return true;
  } finally {
    if (mine) removeIf(takeover, mine.id, token);
  }
}

/** Takes the lock at `path`, or says who holds it. */
export function acquireLock(path: string): Lock {
  const token = randomBytes(12).toString('hex');
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      if (createWhole(path, JSON.stringify({ pid: process.pid, token, started: new Date().toISOString() }), token)) {
        let released = false;
        const held = () => readHolder(path)?.token === token;
        return {
          held,
          release: () => {
            if (released) return;
            released = true;
            if (held()) rmSync(path, { force: true });
          },
        };
      }
      const found = identity(path);
      if (!found) continue; // released meanwhile: try again
      if (!found.file) return { busy: `the update's lock ${path} is not a file (a folder or a link): remove it, then update again` };
      const holder = readHolder(path);
      if (!stale(holder, found.mtimeMs)) {
        if (holder === undefined) return { busy: `the update's lock file ${path} cannot be read (it is only seconds old); wait a moment and try again` };
        return { busy: `another update is running (process ${holder.pid}, started ${holder.started ?? 'at an unknown time'}); wait for it to finish, or remove ${path} if it is not running` };
      }
      // Stale: remove it (only that lock, under the takeover lock), then try to make ours again; if
      // another process is taking over right now, wait a moment for it.
      if (!removeStale(path, found, holder?.token, token)) Atomics.wait(pause, 0, 0, 20);
    }
  } catch (error) {
    return { busy: `cannot make the update's lock file ${path}: ${(error as Error).message}` };
  }
  return { busy: `cannot take the update's lock file ${path}: other updates kept taking it over; try again` };
}
