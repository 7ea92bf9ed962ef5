/**
 * The work of `cardtext/importSet`, run in the export worker (exportThread.ts): reads the set the
 * user picked through the guarded readers and the importers of `cardtext import`, and makes the
 * `.cards` text and the pictures as an export's files.
 */
import { readImportInput } from '../files/importInputs.js';
import { showPath } from '../knowledgeFiles.js';
import { parseColumnOption } from '../import/csv.js';
import { describeProblem } from '../import/importedSet.js';
import { type ImportFormat, type ImportOptions, importerFor, importSets } from '../import/registry.js';
import { ImportRefusal } from '../import/source.js';
import { setArchiveLimits } from '../import/unzip.js';
import type { ExportBytes } from './exportJob.js';

/** The params of `cardtext/importSet`, checked. */
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

/** The name of the `.cards` file an import writes beside its source: the source's name without its extension (an MSE folder's name for its `set` file). */
export function importedName(path: string): string {
  const parts = path.split(/[\\/]/).filter(Boolean);
  const file = parts[parts.length - 1] === 'set' && parts.length > 1 ? parts[parts.length - 2] : parts[parts.length - 1] ?? 'set';
  return file.replace(/\.(mse-set|cardconjurer|csv|tsv|json|txt|zip)$/i, '') || 'set';
}

/** Runs an import: the `.cards` text and the pictures, or a message. */
export function importSetBytes(params: ImportSetParams): ExportBytes {
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
  const shown = showPath(params.path.split(/[\\/]/).filter(Boolean).slice(-2).join('/'), 80);
  const read = readImportInput(params.path, setArchiveLimits, shown);
  if (!read.ok) return { ok: false, message: `cannot read "${shown}": ${read.message}` };
  const result = importSets([read.input], options);
  if (!result.ok) return { ok: false, message: result.problems.map((p) => (p.noCards ? `no card was imported from "${p.file}": ${p.message}` : `cannot import ${describeProblem(p)}`)).join('; ') };
  const name = importedName(params.path);
  const formats = result.formats.map((f) => importerFor(f.format)?.title ?? f.format).join(', ');
  return {
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
  };
}

