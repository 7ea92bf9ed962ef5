/**
 * Exports on Node: each job in a fresh worker thread (bundled as dist/exportWorker.js) with a heap
 * limit of its own, so the language server keeps answering hovers and edits while a large set is
 * exported, and a cancelled export is ended by terminating its worker.
 */
import { Worker } from 'node:worker_threads';
import type { CancellationToken } from 'vscode-languageserver';
import { type ExportBytes, type ExportJob, runExportJob } from './exportJob.js';
import { bundledFile } from './bundledFile.js';
import { cancelled } from './exportRequests.js';

/** The largest heap an export's worker may use (an export of 100,000 cards stays well under it). */
export const exportWorkerHeapMb = 3072;

/** Runs a job in a fresh worker; settles with its result, a message if the worker fails, or rejects when cancelled. */
export function exportInThread(job: ExportJob, token: CancellationToken | undefined): Promise<ExportBytes> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(bundledFile('exportWorker.js'), { resourceLimits: { maxOldGenerationSizeMb: exportWorkerHeapMb } });
    } catch {
      resolve(runExportJob(job)); // no worker here: export in-process
      return;
    }
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      subscription?.dispose();
      void worker.terminate();
      fn();
    };
    const subscription = token?.onCancellationRequested(() => settle(() => reject(cancelled())));
    worker.on('message', (result: ExportBytes) => settle(() => resolve(result)));
    worker.on('error', (error: Error & { code?: string }) => settle(() => resolve({
      ok: false,
      message: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `the export ran out of memory (its limit is ${exportWorkerHeapMb} MB); split the set into smaller files` : `the export failed: ${error.message}`,
    })));
    worker.on('exit', (code) => settle(() => resolve({ ok: false, message: `the export stopped (exit code ${code})` })));
    worker.postMessage(job);
  });
}
