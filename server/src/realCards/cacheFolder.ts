/**
 * Where the real-card data lives: one folder per user that the CLI and every editor share, so one
 * download serves all of them. `$XDG_CACHE_HOME/cardtext` (else `~/.cache/cardtext`) on Linux and
 * the BSDs, `~/Library/Caches/cardtext` on macOS, `%LOCALAPPDATA%\cardtext\Cache` on Windows.
 * `CARDTEXT_CACHE_DIR` names another folder (tests, portable installs); it must be absolute: a
 * relative one would name another folder in every directory a command runs from (and the language
 * server's), so it is refused with a message rather than ignored or resolved.
 */
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/** A cache folder that cannot be used (a relative `CARDTEXT_CACHE_DIR`), with the message. */
export class CacheFolderError extends Error {}

/** The cache folder for `platform` and `env` (defaults: this process's); throws CacheFolderError for a relative `CARDTEXT_CACHE_DIR`. */
export function cacheFolder(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home = safeHome()): string {
  const own = env.CARDTEXT_CACHE_DIR;
  if (own && isAbsolute(own)) return own;
  if (own) throw new CacheFolderError(`CARDTEXT_CACHE_DIR is "${own.length > 120 ? `${own.slice(0, 120)}…` : own}", not an absolute path: name the cache folder with an absolute path (or unset it for the usual one)`);
  if (platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'cardtext', 'Cache');
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'cardtext');
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, '.cache'), 'cardtext');
}

/** The folder of the real-card index inside the cache folder; throws CacheFolderError (see {@link cacheFolder}). */
export function knowledgeFolder(env: NodeJS.ProcessEnv = process.env): string {
  return join(cacheFolder(env), 'knowledge');
}

/** {@link knowledgeFolder}, or the message why there is none. */
export function knowledgeFolderOr(env: NodeJS.ProcessEnv = process.env): { folder: string } | { problem: string } {
  try {
    return { folder: knowledgeFolder(env) };
  } catch (error) {
    if (error instanceof CacheFolderError) return { problem: error.message };
    throw error;
  }
}

function safeHome(): string {
  try {
    return homedir();
  } catch {
    return '.';
  }
}
