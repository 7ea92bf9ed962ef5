/**
 * The worker thread the language server runs exports and imports in (bundled as
 * dist/exportWorker.js): one job a message, answered with its result. The main thread stays free
 * for hovers and edits, and a cancelled job is ended by terminating the worker.
 */
import { parentPort } from 'node:worker_threads';
import { runExportJob } from './exportJob.js';
import type { ThreadJob } from './exportThread.js';
import { importSetBytes } from './importJob.js';
import { artBytesReader } from '../files/artBytes.js';
import { lowerThisThreadsPriority } from './threadPriority.js';

// An export is background work: hovers and edits on the main thread come first on busy cores.
lowerThisThreadsPriority();

// The cards' pictures, for the formats that carry them (MSE), read from inside the set's folder.
const readArt = artBytesReader();

parentPort?.on('message', (message: ThreadJob) => {
  const result = message.kind === 'import'
    ? importSetBytes(message.params)
    : runExportJob(message.job, (card, face) => (face.art ? readArt(card.source.uri, face.art) : undefined));
  // The files' bytes move to the main thread without a copy, when a file's bytes are a whole buffer
  // of their own: a small Buffer is a view of Node's shared pool, which may not be transferred (an
  // error since Node 21), so it is copied.
  const buffers = result.ok ? result.files.map((f) => f.data).filter((d) => d.buffer instanceof ArrayBuffer && d.byteOffset === 0 && d.byteLength === d.buffer.byteLength).map((d) => d.buffer as ArrayBuffer) : [];
  try {
    parentPort!.postMessage(result, [...new Set(buffers)]);
  } catch {
    parentPort!.postMessage(result);
  }
});
