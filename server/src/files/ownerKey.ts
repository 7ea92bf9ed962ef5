/**
 * The user's own secret for what cardtext writes into output folders: the manifest and journal of a
 * folder (outputFolder.ts) carry an HMAC-SHA256 made with it, so a manifest or journal that came
 * with a shared set (a cloned repository, an unpacked archive) or was written by hand is not taken
 * for cardtext's own — it could otherwise claim the user's files as cardtext's (to be replaced or
 * removed) or name moves out of the folder. The key is 32 random bytes in the user's cache folder,
 * readable by the user only; without it (a new machine, a cleared cache) earlier manifests are not
 * trusted and the next write into such a folder needs --force once.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** cardtext's folder in the user's cache: `$XDG_CACHE_HOME/cardtext`, or the platform's equivalent. */
export function userCacheDir(): string {
  if (process.env.XDG_CACHE_HOME) return join(process.env.XDG_CACHE_HOME, 'cardtext');
  if (process.platform === 'win32' && process.env.LOCALAPPDATA) return join(process.env.LOCALAPPDATA, 'cardtext');
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Caches', 'cardtext');
  return join(homedir(), '.cache', 'cardtext');
}

let key: Buffer | undefined;
/** Why the key could not be kept (then it lasts this process only), or undefined. */
export let keyProblem: string | undefined;

/** The user's key, read or made once per process. */
function outputKey(): Buffer {
  if (key) return key;
  const path = join(userCacheDir(), 'output-key');
  try {
    const stored = readFileSync(path);
    if (stored.length === 32) return (key = stored);
  } catch {
    // not made yet
  }
  const fresh = randomBytes(32);
  try {
    mkdirSync(userCacheDir(), { recursive: true, mode: 0o700 });
    const fd = openSync(path, 'wx', 0o600);
    writeSync(fd, fresh);
    closeSync(fd);
    key = fresh;
  } catch (error) {
    // Another process made it first: use theirs; else the key lasts this process only.
    try {
      const stored = readFileSync(path);
      if (stored.length === 32) return (key = stored);
    } catch {
      // unreadable
    }
    keyProblem = `cardtext could not keep its key in ${path} (${(error as Error).message}); output folders it writes now will need --force next time`;
    key = fresh;
  }
  return key;
}

/** The HMAC of a value's JSON with the user's key (hex). */
export function seal(value: unknown): string {
  return createHmac('sha256', outputKey()).update(JSON.stringify(value)).digest('hex');
}

/** True if `mac` is the seal of `value`. */
export function sealed(value: unknown, mac: unknown): boolean {
  return typeof mac === 'string' && mac === seal(value);
}
