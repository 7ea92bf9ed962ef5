/**
 * One update at a time: a lock file holding the updating process's id, a token of its own and when
 * it started, put in place whole (written beside it, then linked to its name, which fails if the name
 * exists), so no one ever reads a half-written lock. A lock whose process is gone (a killed update)
 * is removed only by the holder of a second, short-lived lock (`…takeover`), and only if it is still
 * the very file found stale: no process can remove a live lock that took a stale one's place, so two
 * updates never both hold it. A live lock is named in the message to the second update. The holder
 * checks that the lock is still its own before it installs anything.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';

/** A lock held (`held()` says whether the file is still this holder's), or who holds it. */
export type Lock = { release(): void; held(): boolean } | { busy: string };

interface Holder { pid?: number; token?: string; started?: string }

/** Sleeps without spinning (Atomics.wait on a value nobody changes). */
const pause = new Int32Array(new SharedArrayBuffer(4));

/** A takeover lock older than this belongs to a process killed in the microseconds it is held. */
const takeoverStaleMs = 10000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

/** Whether the lock `holder` (read from a file last changed at `mtimeMs`) belongs to nobody any more. */
function stale(holder: Holder | undefined, mtimeMs: number): boolean {
  // A lock is written whole before it has its name, so an unreadable one is damaged: nobody's once it is a few seconds old.
  if (holder === undefined) return Date.now() - mtimeMs >= 5000;
  return typeof holder.pid !== 'number' || (holder.pid !== process.pid && !alive(holder.pid)) || (holder.pid === process.pid && holder.token === undefined);
}

/** Makes `path` hold `content`, whole, if no file has that name; false if one has. Other failures throw. */
function createWhole(path: string, content: string, token: string): boolean {
  const temp = `${path}.${process.pid}.${token}.new`;
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

/** The file's identity (device, inode, times), or undefined if it is gone. */
function identity(path: string): { id: string; mtimeMs: number } | undefined {
  try {
    const s = statSync(path);
    // The inode and when it was made: a file system may give a removed file's inode to the next one.
    return { id: `${s.dev}:${s.ino}:${s.birthtimeMs}:${s.ctimeMs}`, mtimeMs: s.mtimeMs };
  } catch {
    return undefined;
  }
}

/**
 * Removes the stale lock at `path` if it is still the file `staleId`, under the takeover lock.
 * Returns false when another process is taking over at this moment.
 */
function removeStale(path: string, staleId: string, token: string): boolean {
  const takeover = `${path}.takeover`;
  if (!createWhole(takeover, JSON.stringify({ pid: process.pid, token }), token)) {
    const other = identity(takeover);
    // A takeover is held for microseconds: one this old was left by a process killed holding it.
    if (other && Date.now() - other.mtimeMs >= takeoverStaleMs) rmSync(takeover, { force: true });
    return false;
  }
  try {
    if (identity(path)?.id === staleId) rmSync(path, { force: true });
    return true;
  } finally {
    rmSync(takeover, { force: true });
  }
}

/** Takes the lock at `path`, or says who holds it. */
export function acquireLock(path: string): Lock {
  const token = randomBytes(12).toString('hex');
  for (let attempt = 0; attempt < 20; attempt++) {
    let created: boolean;
    try {
      created = createWhole(path, JSON.stringify({ pid: process.pid, token, started: new Date().toISOString() }), token);
    } catch (error) {
      return { busy: `cannot make the update's lock file ${path}: ${(error as Error).message}` };
    }
    if (created) {
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
    const holder = readHolder(path);
    if (!stale(holder, found.mtimeMs)) {
      if (holder === undefined) return { busy: `the update's lock file ${path} cannot be read (it is only seconds old); wait a moment and try again` };
      return { busy: `another update is running (process ${holder.pid}, started ${holder.started ?? 'at an unknown time'}); wait for it to finish` };
    }
    // Stale: remove it (only that file, under the takeover lock), then try to make ours again; if
    // another process is taking over right now, wait a moment for it.
    if (!removeStale(path, found.id, token)) Atomics.wait(pause, 0, 0, 20);
  }
  return { busy: `cannot take the update's lock file ${path}` };
}
