/**
 * Where the real-card data lives: one folder per user that the CLI and every editor share, so one
 * download serves all of them. `$XDG_CACHE_HOME/cardtext` (else `~/.cache/cardtext`) on Linux and
 * the BSDs, `~/Library/Caches/cardtext` on macOS, `%LOCALAPPDATA%\cardtext\Cache` on Windows.
 * `CARDTEXT_CACHE_DIR` names another folder (tests, portable installs).
 */
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/** The cache folder for `platform` and `env` (defaults: this process's). */
export function cacheFolder(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home = safeHome()): string {
  const own = env.CARDTEXT_CACHE_DIR;
  if (own && isAbsolute(own)) return own;
  if (platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'cardtext', 'Cache');
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'cardtext');
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, '.cache'), 'cardtext');
}

/** The folder of the real-card index inside the cache folder. */
export function knowledgeFolder(env: NodeJS.ProcessEnv = process.env): string {
  return join(cacheFolder(env), 'knowledge');
}

function safeHome(): string {
  try {
    return homedir();
  } catch {
    return '.';
  }
}
