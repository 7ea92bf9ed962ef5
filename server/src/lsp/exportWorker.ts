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

// The cards' pictures, for the formats that carry them (MSE), read from inside the set's folder.
const readArt = artBytesReader();

parentPort?.on('message', (message: ThreadJob) => {
  const result = message.kind === 'import'
    ? importSetBytes(message.params)
    : runExportJob(message.job, (card, face) => (face.art ? readArt(card.source.uri, face.art) : undefined));
  // The files' bytes move to the main thread without a copy.
  const buffers = result.ok ? result.files.map((f) => f.data.buffer).filter((b): b is ArrayBuffer => b instanceof ArrayBuffer) : [];
  parentPort!.postMessage(result, [...new Set(buffers)]);
});
