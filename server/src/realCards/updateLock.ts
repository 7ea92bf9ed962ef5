/**
 * One update at a time: a lock file made with O_EXCL, holding the updating process's id, a token of
 * its own and when it started. A lock whose process is gone (a killed update) is taken over — by
 * renaming it aside first, which only one process can do, and putting it back if it turns out to be
 * a live one after all — and a live one is named in the message to the second update. The holder
 * checks that the lock is still its own before it installs anything.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';

/** A lock held (`held()` says whether the file is still this holder's), or who holds it. */
export type Lock = { release(): void; held(): boolean } | { busy: string };

interface Holder { pid?: number; token?: string; started?: string }

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
  // A lock being written this instant is held; a damaged one older than that is nobody's.
  if (holder === undefined) return Date.now() - mtimeMs >= 5000;
  return typeof holder.pid !== 'number' || (holder.pid !== process.pid && !alive(holder.pid)) || (holder.pid === process.pid && holder.token === undefined);
}

/** Takes the lock at `path`, or says who holds it. */
export function acquireLock(path: string): Lock {
  const token = randomBytes(12).toString('hex');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, token, started: new Date().toISOString() }));
      closeSync(fd);
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
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return { busy: `cannot make the update's lock file ${path}: ${(error as Error).message}` };
      let mtimeMs = Date.now();
      try {
        mtimeMs = statSync(path).mtimeMs;
      } catch {
        continue; // gone meanwhile: try again
      }
      const holder = readHolder(path);
      if (!stale(holder, mtimeMs)) {
        if (holder === undefined) return { busy: 'another update is starting; wait for it to finish' };
        return { busy: `another update is running (process ${holder.pid}, started ${holder.started ?? 'at an unknown time'}); wait for it to finish` };
      }
      // Take the stale lock aside (one process can), then look at what was taken: another process
      // may have replaced it with its own live lock in between.
      const aside = `${path}.${process.pid}.${token}.stale`;
      try {
        renameSync(path, aside);
      } catch {
        continue; // someone else took it aside first
      }
      const taken = readHolder(aside);
      let takenMtime = 0;
      try {
        takenMtime = statSync(aside).mtimeMs;
      } catch {
        // gone: nothing to put back
      }
      if (!stale(taken, takenMtime)) {
        // A live lock: put it back where it was (unless yet another one is there now) and yield to it.
        try {
          linkSync(aside, path);
        } catch {
          // another lock took its place; that one holds
        }
        rmSync(aside, { force: true });
        return { busy: `another update is running (process ${taken?.pid ?? 'unknown'}, started ${taken?.started ?? 'at an unknown time'}); wait for it to finish` };
      }
      rmSync(aside, { force: true });
    }
  }
  return { busy: `cannot take the update's lock file ${path}` };
}
