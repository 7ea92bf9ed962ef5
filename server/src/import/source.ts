/**
 * Where a reader's files come from, pure: a package of files (a zip's entries, a folder the CLI
 * reads, one file alone), strict UTF-8 decoding that names the line of the first bad byte, and the
 * refusal every reader throws: a message with the place in the input it concerns.
 */
import { type ZipBudget, ZipError, type ZipLimits, readZipEntry, setArchiveLimits, zipEntries } from './unzip.js';

/** An input that can't be imported: what is wrong, and where (`set, line 12`, `row 40`). */
export class ImportRefusal extends Error {
  constructor(message: string, readonly place?: string, readonly noCards = false) {
    super(message);
  }
}

/** The files of a package (a set's archive or folder), by `/`-separated path relative to its root. */
export interface PackageSource {
  /** A file's bytes, or undefined if the package has no such file. Throws ImportRefusal for a bad one. */
  read(path: string): Uint8Array | undefined;
}

/** The offset of the first byte that is not valid UTF-8, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b < 0x80) continue;
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need;
  }
  return -1;
}

/**
 * Decodes UTF-8 text (a byte-order mark is dropped); text that is not UTF-8 is refused naming the
 * line and column of the first bad byte (a file saved as Windows-1252 or Latin-1, say).
 */
export function decodeUtf8(bytes: Uint8Array, path: string): string {
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    let line = 1;
    let start = 0;
    for (let i = 0; i < bad; i++) if (bytes[i] === 10 || (bytes[i] === 13 && bytes[i + 1] !== 10)) [line, start] = [line + 1, i + 1];
    const column = new TextDecoder('utf-8').decode(bytes.subarray(start, bad)).length + 1;
    throw new ImportRefusal(`it is not UTF-8 text: the byte 0x${bytes[bad].toString(16).padStart(2, '0')} at column ${column} is not UTF-8 (the file was saved in another encoding, such as Windows-1252; save it again as UTF-8)`, `${path}, line ${line}`);
  }
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/** A package that is one file standing for `name` (a bare `set` file). */
export function singleFilePackage(name: string, bytes: Uint8Array): PackageSource {
  return { read: (path) => (path === name ? bytes : undefined) };
}

/**
 * A zip archive as a package, read through the guarded zip reader. The root is the archive's own,
 * or its one folder when the archive holds the set in a folder (`my-set.mse-set/set`). Entries are
 * inflated only when read; every refusal names the entry.
 */
export function zipPackage(bytes: Uint8Array, limits: ZipLimits = setArchiveLimits, rootFile = 'set'): PackageSource {
  let entries;
  try {
    entries = zipEntries(bytes, limits);
  } catch (error) {
    if (error instanceof ZipError) throw new ImportRefusal(error.message);
    throw error;
  }
  const files = new Map(entries.filter((e) => !e.isFolder).map((e) => [e.name, e]));
  let root = '';
  if (!files.has(rootFile)) {
    const nested = [...files.keys()].filter((n) => n.endsWith(`/${rootFile}`) && n.split('/').length === 2);
    if (nested.length === 1) root = nested[0].slice(0, -rootFile.length);
  }
  const budget: ZipBudget = { used: 0 };
  return {
    read(path) {
      const key = `${root}${path.replace(/^\.?\//, '')}`;
      const entry = files.get(key) ?? [...files.values()].find((e) => e.name.toLowerCase() === key.toLowerCase());
      if (!entry) return undefined;
      try {
        return readZipEntry(bytes, entry, limits, budget);
      } catch (error) {
        if (error instanceof ZipError) throw new ImportRefusal(error.message);
        throw error;
      }
    },
  };
}
