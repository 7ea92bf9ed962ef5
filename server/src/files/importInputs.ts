/**
 * Reading what `cardtext import` (and the editor's "Import Set…") is given, on Node: a file, or an
 * MSE set saved as a folder. Every read goes through the guarded reader (regular files only,
 * size-capped); a folder's files are read only from inside it, after following links (a set's
 * `image1 -> ~/.ssh/id_rsa` is refused), and count against the limits a set archive has. Before a
 * text file is read, its size goes through the memory planning of every other input
 * (inputPlan.ts): a 500 MB sheet is refused with one message, never read.
 */
import { realpathSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isInside } from './artFiles.js';
import { readFileBytes } from './readFile.js';
import { formatBytes } from './sizes.js';
import { importFileProblem, inputLimits } from './inputPlan.js';

/** A refusal while reading a folder's file: the importers report it as the input's problem (it carries `refusal`). */
export class InputRefusal extends Error {
  readonly refusal = true;
}

/** A folder's files by `/`-separated path (the shape of the importers' `PackageSource`). */
export interface FolderFiles {
  read(path: string): Uint8Array | undefined;
}

/** An input as the importers take it (`ImportInput`): a file's bytes or a folder's files. */
export interface InputFiles {
  name: string;
  bytes?: Uint8Array;
  folder?: FolderFiles;
}

/** What one file of a folder and all of them together may be (a set archive's limits, import/unzip.ts). */
export interface FolderLimits {
  maxEntryBytes: number;
  maxTotalBytes: number;
}

/** An input ready for the importers, or why it can't be read (the message goes after the file's name). */
export type ReadInput = { ok: true; input: InputFiles } | { ok: false; message: string };

/** The largest archive read (a `.mse-set` with its pictures). */
export const maxArchiveBytes = inputLimits.importArchive;

/** An MSE set folder as a package: files inside it only, each within the archive limits, all together too. */
export function folderPackage(dir: string, limits: FolderLimits): FolderFiles {
  const root = realpathSync(dir);
  let used = 0;
  return {
    read(path) {
      const clean = path.replace(/\\/g, '/').replace(/^\.?\//, '');
      if (clean.split('/').some((p) => p === '..') || clean.startsWith('/')) throw new InputRefusal(`it names the file "${path}", outside the set's folder`);
      const wanted = join(root, clean);
      let real: string;
      try {
        real = realpathSync(wanted);
      } catch {
        return undefined;
      }
      if (!isInside(real, root)) throw new InputRefusal(`its file "${clean}" is a link to ${real}, outside the set's folder; it is not read`);
      const read = readFileBytes(real, { maxBytes: limits.maxEntryBytes, rejectBinary: false });
      if (!read.ok) throw new InputRefusal(`its file "${clean}" can't be read: ${read.message}`);
      used += read.data.length;
      if (used > limits.maxTotalBytes) throw new InputRefusal(`its files are more than ${formatBytes(limits.maxTotalBytes)} in all, more than a set may hold`);
      return new Uint8Array(read.data.buffer, read.data.byteOffset, read.data.length);
    },
  };
}

/** Reads one input given on the command line (or picked in the editor), planning its memory first. */
export function readImportInput(path: string, limits: FolderLimits, shown = basename(path)): ReadInput {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return { ok: false, message: 'no such file or folder' };
  }
  // An MSE set saved as a folder, picked by its `set` file: the folder is the set (its pictures and card files are beside it).
  if (stat.isFile() && basename(path) === 'set') return readImportInput(dirname(path), limits, shown.replace(/[\\/]?set$/, '') || basename(dirname(path)));
  if (stat.isDirectory()) {
    if (!statSync(join(path, 'set'), { throwIfNoEntry: false })?.isFile()) return { ok: false, message: 'it is a folder, not a file, and no MSE set saved as a folder (it holds no "set" file)' };
    try {
      return { ok: true, input: { name: shown, folder: folderPackage(path, limits) } };
    } catch (error) {
      return { ok: false, message: (error as Error).message };
    }
  }
  const lower = path.toLowerCase();
  const archive = lower.endsWith('.mse-set') || lower.endsWith('.zip');
  const kind = archive ? 'archive' : lower.endsWith('.json') || lower.endsWith('.cardconjurer') ? 'json' : 'text';
  const problem = stat.isFile() ? importFileProblem(stat.size, kind) : undefined;
  if (problem) return { ok: false, message: problem };
  const read = readFileBytes(path, { maxBytes: maxArchiveBytes, rejectBinary: false });
  if (!read.ok) return { ok: false, message: read.message };
  const bytes = read.data;
  // Text formats hold no NUL byte; an archive does (a zip, which the MSE reader checks entry by entry).
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b) && bytes.includes(0)) return { ok: false, message: 'it is a binary file, not text (and no .mse-set archive)' };
  return { ok: true, input: { name: shown, bytes: new Uint8Array(read.data.buffer, read.data.byteOffset, read.data.length) } };
}
