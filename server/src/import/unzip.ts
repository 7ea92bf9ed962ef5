/**
 * A guarded zip reader for the archives designers bring in (`.mse-set`): pure TypeScript over
 * fflate's streaming inflater, so the CLI, the language server and the playground read archives the
 * same way. Nothing in an archive is trusted:
 *
 * - names: an entry named with `..`, an absolute path (`/x`, `C:\x`, `\\server`), a NUL or a
 *   backslash-separated climb is refused, not skipped: a set that holds one was not written by MSE;
 * - sizes: the central directory's sizes are checked against {@link ZipLimits} before anything is
 *   inflated (entry count, each entry, the total), and each entry is inflated a piece at a time
 *   with its output counted, so an entry that inflates past what it declared, or past the limits,
 *   stops there (a zip bomb costs at most one piece of work past the limit);
 * - ratio: an entry larger than `ratioFloor` that inflates more than `maxRatio` times its stored
 *   size is refused (text compresses about 3–10 times; a bomb thousands);
 * - integrity: the CRC-32 of every entry read is checked, and a truncated or garbled archive is a
 *   message naming the entry.
 *
 * Every refusal is a {@link ZipError} whose message names the entry (the caller adds the file).
 */
import { Inflate } from 'fflate';
import { crc32 } from '../export/zip.js';
import { formatBytes as formatSize } from '../files/sizes.js';

/** How much an archive may hold. */
export interface ZipLimits {
  /** The most entries (files and folders) in the archive. */
  maxEntries: number;
  /** The largest one entry, inflated, in bytes. */
  maxEntryBytes: number;
  /** The most bytes all the entries read may inflate to together. */
  maxTotalBytes: number;
  /** The most an entry may inflate, as a multiple of its stored size… */
  maxRatio: number;
  /** …once it is larger than this many bytes inflated. */
  ratioFloor: number;
}

const MB = 1024 * 1024;

/**
 * The limits for a `.mse-set`: a 2,000-card set with a picture on every card is about 1,200 entries
 * and 400 MB; a set file of 2,000 cards is about 4 MB.
 */
export const setArchiveLimits: ZipLimits = { maxEntries: 20_000, maxEntryBytes: 64 * MB, maxTotalBytes: 1024 * MB, maxRatio: 200, ratioFloor: 1 * MB };

/** An archive or one of its entries could not be read; the message names the entry. */
export class ZipError extends Error {}

/** One entry of the archive's central directory. */
export interface ZipEntry {
  /** The entry's name, `/`-separated, as stored (UTF-8 or CP437 decoded). */
  name: string;
  isFolder: boolean;
  /** Sizes as the directory declares them. */
  storedBytes: number;
  declaredBytes: number;
  method: number;
  crc: number;
  /** Where its local header starts. */
  offset: number;
}

/** True if the bytes start like a zip archive (a local file header, or an empty archive's end record). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6));
}

/** Why an entry name can't be used, or undefined: absolute, climbing, or holding a NUL. */
export function unsafeEntryName(name: string): string | undefined {
  if (name.includes('\0')) return 'holds a NUL character';
  if (/^[\\/]/.test(name) || /^[A-Za-z]:/.test(name)) return 'is an absolute path';
  if (name.split(/[\\/]/).some((part) => part === '..')) return 'climbs out of the archive with ".."';
  return undefined;
}

const cp437High = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

function decodeName(bytes: Uint8Array, utf8: boolean): string {
  if (utf8) return new TextDecoder('utf-8').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return Array.from(bytes, (b) => (b < 128 ? String.fromCharCode(b) : cp437High[b - 128])).join('');
  }
}

/** Reads the central directory (no entry is inflated); throws ZipError. */
export function zipEntries(bytes: Uint8Array, limits: ZipLimits = setArchiveLimits): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is in the last 22 + 65,535 bytes (its comment may be that long).
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipError('it is not a zip archive (no end-of-archive record); it may be cut short');
  const count = view.getUint16(end + 10, true);
  const dirSize = view.getUint32(end + 12, true);
  const dirOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || dirOffset === 0xffffffff) throw new ZipError('it is a ZIP64 archive, which a set never needs; save the set again from MSE');
  if (count > limits.maxEntries) throw new ZipError(`it holds ${count.toLocaleString('en-US')} entries, more than the ${limits.maxEntries.toLocaleString('en-US')} a set may hold`);
  if (dirOffset + dirSize > end) throw new ZipError('its directory points past the end of the file; the archive is damaged or cut short');
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  let declaredTotal = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50) throw new ZipError(`its directory is damaged at entry ${n + 1}`);
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const storedBytes = view.getUint32(at + 20, true);
    const declaredBytes = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const offset = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > end) throw new ZipError(`its directory is damaged at entry ${n + 1}`);
    const name = decodeName(bytes.subarray(at + 46, at + 46 + nameLength), (flags & 0x800) !== 0);
    const unsafe = unsafeEntryName(name);
    if (unsafe) throw new ZipError(`its entry "${name.slice(0, 120)}" ${unsafe}; a set's files are always inside it, so the archive is refused`);
    if (flags & 1) throw new ZipError(`its entry "${name}" is encrypted`);
    const isFolder = name.endsWith('/');
    if (!isFolder) {
      if (declaredBytes > limits.maxEntryBytes) throw new ZipError(`its entry "${name}" would be ${formatSize(declaredBytes)} unpacked, more than the ${formatSize(limits.maxEntryBytes)} one file of a set may be`);
      declaredTotal += declaredBytes;
      if (declaredTotal > limits.maxTotalBytes) throw new ZipError(`its files would be more than ${formatSize(limits.maxTotalBytes)} unpacked, more than a set may hold`);
    }
    entries.push({ name: name.replace(/\\/g, '/'), isFolder, storedBytes, declaredBytes, method, crc, offset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  const names = new Set<string>();
  for (const e of entries) {
    const key = e.name.toLowerCase();
    if (names.has(key) && !e.isFolder) throw new ZipError(`it holds two entries named "${e.name}"`);
    names.add(key);
  }
  return entries;
}

/** The bytes of an entry's stored data (after its local header). */
function storedData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.offset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) throw new ZipError(`its entry "${entry.name}" is damaged (no local header where the directory says)`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.storedBytes > bytes.length) throw new ZipError(`its entry "${entry.name}" is cut short`);
  return bytes.subarray(start, start + entry.storedBytes);
}

/** A running count of what the entries read so far inflated to. */
export interface ZipBudget {
  used: number;
}

/**
 * Inflates one entry, counting its output against the limits and `budget`; checks its CRC.
 * Throws ZipError naming the entry.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, limits: ZipLimits = setArchiveLimits, budget: ZipBudget = { used: 0 }): Uint8Array {
  const data = storedData(bytes, entry);
  let out: Uint8Array;
  if (entry.method === 0) {
    out = data;
  } else if (entry.method === 8) {
    const parts: Uint8Array[] = [];
    let size = 0;
    let tooLarge: string | undefined;
    const inflater = new Inflate((chunk) => {
      size += chunk.length;
      if (size > entry.declaredBytes) tooLarge = `inflates to more than the ${formatSize(entry.declaredBytes)} its directory declares (a zip bomb or a damaged archive)`;
      else if (size > limits.ratioFloor && size > entry.storedBytes * limits.maxRatio) tooLarge = `inflates more than ${limits.maxRatio} times its packed size (a zip bomb)`;
      else parts.push(chunk);
    });
    const piece = 16 * 1024;
    try {
      for (let i = 0; i < data.length && !tooLarge; i += piece) inflater.push(data.subarray(i, Math.min(data.length, i + piece)), i + piece >= data.length);
      if (data.length === 0) inflater.push(new Uint8Array(0), true);
    } catch (error) {
      throw new ZipError(`its entry "${entry.name}" is damaged (${(error as Error).message})`);
    }
    if (tooLarge) throw new ZipError(`its entry "${entry.name}" ${tooLarge}; nothing was read from it`);
    out = new Uint8Array(size);
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
  } else {
    throw new ZipError(`its entry "${entry.name}" is packed with method ${entry.method}; only stored and deflated entries (all MSE writes) are read`);
  }
  if (out.length !== entry.declaredBytes) throw new ZipError(`its entry "${entry.name}" is ${formatSize(out.length)} unpacked, not the ${formatSize(entry.declaredBytes)} its directory declares; the archive is damaged`);
  if (crc32(out) !== entry.crc) throw new ZipError(`its entry "${entry.name}" fails its checksum; the archive is damaged`);
  budget.used += out.length;
  if (budget.used > limits.maxTotalBytes) throw new ZipError(`its files unpack to more than ${formatSize(limits.maxTotalBytes)}, more than a set may hold`);
  return out;
}
