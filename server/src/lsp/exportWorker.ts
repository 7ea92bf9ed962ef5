/**
 * The worker thread the language server runs exports in (bundled as dist/exportWorker.js): one job
 * a message, answered with its result. The main thread stays free for hovers and edits, and a
 * cancelled export is ended by terminating the worker.
 */
import { parentPort } from 'node:worker_threads';
import { type ExportJob, runExportJob } from './exportJob.js';
import { artBytesReader } from '../files/artBytes.js';

// The cards' pictures, for the formats that carry them (MSE), read from inside the set's folder.
const readArt = artBytesReader();

parentPort?.on('message', (job: ExportJob) => {
  const result = runExportJob(job, (card, face) => (face.art ? readArt(card.source.uri, face.art) : undefined));
  // The files' bytes move to the main thread without a copy.
  const buffers = result.ok ? result.files.map((f) => f.data.buffer).filter((b): b is ArrayBuffer => b instanceof ArrayBuffer) : [];
  parentPort!.postMessage(result, [...new Set(buffers)]);
});
