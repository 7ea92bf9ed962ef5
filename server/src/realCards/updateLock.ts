/**
 * One update at a time: a lock file made with O_EXCL, holding the updating process's id and when
 * it started. A lock whose process is gone (a killed update) is taken over; a live one is named in
 * the message to the second update.
 */
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';

export type Lock = { release(): void } | { busy: string };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock at `path`, or says who holds it. */
export function acquireLock(path: string): Lock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, started: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return { release: () => { if (!released) { released = true; rmSync(path, { force: true }); } } };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return { busy: `cannot make the update's lock file ${path}: ${(error as Error).message}` };
      let holder: { pid?: number; started?: string } = {};
      try {
        holder = JSON.parse(readFileSync(path, 'utf8')) as typeof holder;
      } catch {
        // A lock being written this instant is held; a damaged one older than that is nobody's.
        try {
          if (Date.now() - statSync(path).mtimeMs < 5000) return { busy: 'another update is starting; wait for it to finish' };
        } catch {
          // gone meanwhile: try again
        }
      }
      if (typeof holder.pid === 'number' && holder.pid !== process.pid && alive(holder.pid)) {
        return { busy: `another update is running (process ${holder.pid}, started ${holder.started ?? 'at an unknown time'}); wait for it to finish` };
      }
      rmSync(path, { force: true });
    }
  }
  return { busy: `cannot take the update's lock file ${path}` };
}
