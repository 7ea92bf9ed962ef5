/**
 * `cardtext/importSet { path, artFolder, format?, columns?, set?, released? }`: reads a set the
 * user picked on this machine (a `.mse-set` archive, an MSE set folder's `set` file, a Card
 * Conjurer save, a CSV or TSV sheet, Scryfall JSON) through the same guarded readers and importers
 * as `cardtext import`, and answers like an export (inline when small, else in pages fetched with
 * `cardtext/exportChunk`): the `.cards` text and the pictures under `artFolder`, for the client to
 * write beside the source. Only the Node server has it (the browser's has no disk to read).
 */
import type { Connection } from 'vscode-languageserver/node.js';
import { readImportInput } from '../files/importInputs.js';
import { parseColumnOption } from '../import/csv.js';
import { describeProblem } from '../import/importedSet.js';
import { type ImportFormat, type ImportOptions, importerFor, importers, importSets } from '../import/registry.js';
import { ImportRefusal } from '../import/source.js';
import { setArchiveLimits } from '../import/unzip.js';
import { isIsoDate } from '../language/setInfo.js';
import { answer } from './exportRequests.js';
import type { ExportSetResult } from './exportJob.js';
import { ParamsError, showValue } from './params.js';
import type { Protocol } from './protocol.js';

export interface ImportSetParams {
  /** The file picked (absolute); for an MSE set saved as a folder, its `set` file or the folder. */
  path: string;
  /** The art folder, relative to the `.cards` file to write (`hollow-art`). */
  artFolder: string;
  format?: ImportFormat;
  columns?: string;
  set?: string;
  released?: string;
}

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

/** The name of the `.cards` file an import writes beside its source: the source's name without its extension (an MSE folder's name for its `set` file). */
export function importedName(path: string): string {
  const parts = path.split(/[\\/]/).filter(Boolean);
  const file = parts[parts.length - 1] === 'set' && parts.length > 1 ? parts[parts.length - 2] : parts[parts.length - 1] ?? 'set';
  return file.replace(/\.(mse-set|cardconjurer|csv|tsv|json|txt|zip)$/i, '') || 'set';
}

/** Runs an import for the client. */
export function importSet(params: ImportSetParams): ExportSetResult {
  const options: ImportOptions = { format: params.format, artFolder: params.artFolder, released: params.released };
  try {
    if (params.columns) options.columns = parseColumnOption(params.columns);
  } catch (error) {
    if (error instanceof ImportRefusal) return { ok: false, message: error.message };
    throw error;
  }
  if (params.set) {
    const m = /^\s*([A-Za-z0-9]{2,5})(?:\s+(.*\S))?\s*$/.exec(params.set);
    if (!m) return { ok: false, message: `the set must be "CODE Name", a code of 2–5 letters or digits and the set's name (got "${params.set}")` };
    options.set = { code: m[1].toUpperCase(), name: m[2] };
  }
  const shown = params.path.split(/[\\/]/).filter(Boolean).slice(-2).join('/');
  const read = readImportInput(params.path, setArchiveLimits, shown);
  if (!read.ok) return { ok: false, message: `cannot read "${shown}": ${read.message}` };
  const result = importSets([read.input], options);
  if (!result.ok) return { ok: false, message: result.problems.map((p) => (p.noCards ? `no card was imported from "${p.file}": ${p.message}` : `cannot import ${describeProblem(p)}`)).join('; ') };
  const name = importedName(params.path);
  const formats = result.formats.map((f) => importerFor(f.format)?.title ?? f.format).join(', ');
  return answer({
    ok: true,
    output: 'folder',
    owner: `import:${name}.cards`,
    warnings: result.summary,
    summary: [`${result.cards} card${result.cards === 1 ? '' : 's'} from ${formats}${result.art.length ? `, ${result.art.length} picture${result.art.length === 1 ? '' : 's'}` : ''}`],
    problems: { errors: 0, warnings: 0 },
    files: [
      { path: `${name}.cards`, data: new TextEncoder().encode(result.text), binary: false },
      ...result.art.map((a) => ({ path: a.path, data: a.bytes, binary: true })),
    ],
  });
}

/** Registers `cardtext/importSet` (the Node server only). */
export function registerImportRequests(connection: Connection, protocol: Protocol): void {
  connection.onRequest('cardtext/importSet', protocol.request('cardtext/importSet', importSetParams, importSet));
}
