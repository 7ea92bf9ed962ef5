/**
 * Background work's priority: the export worker's thread gives way to the language server's main
 * thread (hovers, edits) and to the editor when every core is busy.
 */
import { getPriority, setPriority } from 'node:os';

/** The nice value background threads run at (the main thread's is left as it is). */
export const backgroundNice = 10;

/**
 * Lowers the calling thread's priority to {@link backgroundNice}; true if it did. Only on Linux,
 * where a thread's nice value is its own (`setpriority` with who = 0 names the calling thread);
 * elsewhere it would lower the whole server, so nothing is done. A sandbox that forbids it leaves
 * the thread at the server's priority, as before.
 */
export function lowerThisThreadsPriority(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    if (getPriority(0) >= backgroundNice) return true;
    setPriority(0, backgroundNice);
    return true;
  } catch {
    return false;
  }
}
