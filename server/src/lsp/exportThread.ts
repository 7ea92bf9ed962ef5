/**
 * Exports and imports on Node: each job in a fresh worker thread (bundled as dist/exportWorker.js)
 * with a heap limit of its own, so the language server keeps answering hovers and edits while a
 * large set is exported or imported, and a cancelled job is ended by terminating its worker.
 */
import { Worker } from 'node:worker_threads';
import type { CancellationToken } from 'vscode-languageserver';
import { type ExportBytes, type ExportJob, runExportJob } from './exportJob.js';
import { bundledFile } from './bundledFile.js';
import { cancelled } from './exportRequests.js';
import { type ImportSetParams, importSetBytes } from './importJob.js';

/** What the worker is sent: an export of a document, or an import of a set on this machine. */
export type ThreadJob = { kind: 'export'; job: ExportJob } | { kind: 'import'; params: ImportSetParams };

/** The largest heap an export's worker may use (an export of 100,000 cards stays well under it). */
export const exportWorkerHeapMb = 3072;

/** Runs an export in a fresh worker; settles with its result, a message if the worker fails, or rejects when cancelled. */
export function exportInThread(job: ExportJob, token: CancellationToken | undefined): Promise<ExportBytes> {
  return inThread({ kind: 'export', job }, token, () => runExportJob(job));
}

/** Runs an import (`cardtext/importSet`) in a fresh worker, as an export runs. */
export function importInThread(params: ImportSetParams, token: CancellationToken | undefined): Promise<ExportBytes> {
  return inThread({ kind: 'import', params }, token, () => importSetBytes(params));
}

function inThread(message: ThreadJob, token: CancellationToken | undefined, inProcess: () => ExportBytes): Promise<ExportBytes> {
  const what = message.kind;
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(bundledFile('exportWorker.js'), { resourceLimits: { maxOldGenerationSizeMb: exportWorkerHeapMb } });
    } catch {
      resolve(inProcess()); // no worker here: run in-process
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
    const subscription = token?.onCancellationRequested(() => settle(() => reject(cancelled(`cardtext/${what}Set`))));
    worker.on('message', (result: ExportBytes) => settle(() => resolve(result)));
    worker.on('error', (error: Error & { code?: string }) => settle(() => resolve({
      ok: false,
      message: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `the ${what} ran out of memory (its limit is ${exportWorkerHeapMb} MB); split the set into smaller files` : `the ${what} failed: ${error.message}`,
    })));
    worker.on('exit', (code) => settle(() => resolve({ ok: false, message: `the ${what} stopped (exit code ${code})` })));
    worker.postMessage(message);
  });
}
