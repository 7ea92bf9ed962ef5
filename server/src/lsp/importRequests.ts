/**
 * `cardtext/importSet { path, artFolder, format?, columns?, set?, released? }`: reads a set the
 * user picked on this machine (a `.mse-set` archive, an MSE set folder's `set` file, a Card
 * Conjurer save, a CSV or TSV sheet, Scryfall JSON) through the same guarded readers and importers
 * as `cardtext import`, and answers like an export (inline when small, else in pages fetched with
 * `cardtext/exportChunk`): the `.cards` text and the pictures under `artFolder`, for the client to
 * write beside the source. Only the Node server has it (the browser's has no disk to read). The
 * import runs in a worker thread (importJob.ts), so hovers and edits are answered meanwhile and a
 * cancel ends it.
 */
import type { CancellationToken, Connection } from 'vscode-languageserver/node.js';
import { type ImportFormat, importerFor, importers } from '../import/registry.js';
import { isIsoDate } from '../language/setInfo.js';
import { answer, inTurn } from './exportRequests.js';
import type { ExportSetResult } from './exportJob.js';
import { importInThread } from './exportThread.js';
import type { ImportSetParams } from './importJob.js';
import { ParamsError, showValue } from './params.js';
import type { Protocol } from './protocol.js';

/** Checks `cardtext/importSet` params; a wrong shape or value is error -32602 naming the field. */
export function importSetParams(params: unknown): ImportSetParams {
  const p = params as Record<string, unknown> | null;
  if (!p || typeof p !== 'object' || Array.isArray(p)) throw new ParamsError(`params must be an object { path, artFolder, format?, columns?, set?, released? } (got ${showValue(params)})`);
  if (typeof p.path !== 'string' || !p.path.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(p.path)) throw new ParamsError(`params.path must be an absolute file path (got ${showValue(p.path)})`);
  if (typeof p.artFolder !== 'string' || !/^[^/\\.][^/\\]*$/.test(p.artFolder)) throw new ParamsError(`params.artFolder must be a folder name beside the .cards file, like "hollow-art" (got ${showValue(p.artFolder)})`);
  if (p.format !== undefined && (typeof p.format !== 'string' || !importerFor(p.format))) throw new ParamsError(`params.format must be one of ${importers.map((i) => i.id).join(', ')} (got ${showValue(p.format)})`);
  for (const key of ['columns', 'set', 'released'] as const) if (p[key] !== undefined && typeof p[key] !== 'string') throw new ParamsError(`params.${key} must be a string (got ${showValue(p[key])})`);
  if (typeof p.released === 'string' && !isIsoDate(p.released)) throw new ParamsError(`params.released must be a date written YYYY-MM-DD (got ${showValue(p.released)})`);
  return { path: p.path, artFolder: p.artFolder, format: p.format as ImportFormat | undefined, columns: p.columns as string | undefined, set: p.set as string | undefined, released: p.released as string | undefined };
}

/**
 * Runs an import for the client in the export worker, in turn with exports. A cancel ends a running
 * import's worker, and answers a waiting one at once (it is skipped when its turn comes).
 */
export async function importSet(params: ImportSetParams, token?: CancellationToken): Promise<ExportSetResult> {
  return answer(await inTurn('cardtext/importSet', token, () => importInThread(params, token)));
}

/** Registers `cardtext/importSet` (the Node server only). */
export function registerImportRequests(connection: Connection, protocol: Protocol): void {
  connection.onRequest('cardtext/importSet', protocol.request('cardtext/importSet', importSetParams, (params, token) => importSet(params, token)));
}
