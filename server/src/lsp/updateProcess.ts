/**
 * `cardtext/downloadRealCards` on Node: the update's download and conversion run in a child
 * process (updateChild.ts) with a heap of its own, so nothing a listing serves can take the
 * language server down; the server holds the update lock and installs the new index itself, only
 * if the request was not cancelled. A cancel kills the child, removes what it wrote, and leaves
 * the installed index as it was.
 */
import { join } from 'node:path';
import { nodeChildProcess } from '../files/builtins.js';
import { onInterrupt } from '../files/interrupt.js';
import { acquireLock } from '../realCards/updateLock.js';
import { defaultListing, discardUpdate, installUpdate, makeKnowledgeFolder, newIndexName, type UpdateOptions, type UpdateResult, UpdateError } from '../realCards/update.js';
import { bundledFile } from './bundledFile.js';
import type { UpdateChildJob, UpdateChildMessage } from './updateChild.js';

/** The largest heap the update's process may use: the bounds (indexLimits.ts) keep it far under. */
export const updateHeapMb = 1536;

/** A cancelled update: nothing was installed. */
export class UpdateCancelled extends Error {}

/**
 * Runs an update in a child process and installs its index; resolves with what was installed,
 * rejects with UpdateError (a message; the installed data unchanged) or UpdateCancelled.
 */
export async function updateInChild(options: Pick<UpdateOptions, 'folder' | 'listing' | 'onProgress'>, signal: AbortSignal): Promise<UpdateResult> {
  const { folder } = options;
  makeKnowledgeFolder(folder);
  const lock = acquireLock(join(folder, 'update.lock'));
  if ('busy' in lock) throw new UpdateError(lock.busy);
  const name = newIndexName();
  try {
    const staged = await new Promise<Extract<UpdateChildMessage, { staged: unknown }>['staged']>((resolve, reject) => {
      if (signal.aborted) return reject(new UpdateCancelled());
      const child = nodeChildProcess().fork(bundledFile('updateChild.js'), [], { execArgv: [`--max-old-space-size=${updateHeapMb}`], stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'json' });
      let stderr = '';
      child.stderr?.on('data', (d) => { if (stderr.length < 4000) stderr += String(d); });
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', cancel);
        fn();
      };
      const cancel = () => settle(() => {
        child.kill('SIGKILL');
        // Its files are closed once it is gone; only then is what it wrote removed.
        child.once('close', () => reject(new UpdateCancelled()));
        if (child.exitCode !== null || child.signalCode !== null) reject(new UpdateCancelled());
      });
      signal.addEventListener('abort', cancel, { once: true });
      const forget = onInterrupt(() => {
        child.kill('SIGKILL');
        discardUpdate(folder, name);
        lock.release();
      });
      child.once('close', forget);
      child.on('message', (message: UpdateChildMessage) => {
        if ('progress' in message) options.onProgress?.(message.progress);
        else if ('staged' in message) settle(() => resolve(message.staged));
        else if ('error' in message) settle(() => reject(new UpdateError(message.error)));
      });
      child.on('error', (error) => settle(() => reject(new UpdateError(`the update could not be started: ${error.message}`))));
      // 'close', not 'exit': every message the child sent has been read by then.
      child.on('close', (code, killed) => settle(() => reject(new UpdateError(
        /out of memory|heap limit/i.test(stderr) ? `the update ran out of memory (its limit is ${updateHeapMb} MB)` : `the update stopped (${killed ?? `exit code ${code}`})`,
      ))));
      child.send({ folder, listing: options.listing ?? defaultListing, name } satisfies UpdateChildJob);
    });
    if (signal.aborted) throw new UpdateCancelled();
    installUpdate(staged, lock);
    return staged.result;
  } catch (error) {
    discardUpdate(folder, name);
    throw error;
  } finally {
    lock.release();
  }
}
