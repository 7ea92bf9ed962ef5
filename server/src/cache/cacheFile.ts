/**
 * The result cache on disk: one text file, line-based so a run reads only what it uses.
 *
 *     cardtext-cache <TAB> schema <TAB> program <TAB> MD5 of the body
 *     F <TAB> "file path" <TAB> context <TAB> length of the section's other lines   (one per file)
 *     R <TAB> sub-document key <TAB> card order key <TAB> relevant chunks <TAB> meld chunks
 *       <TAB> file-wide diagnostics <TAB> meld summaries                              (see facts.ts)
 *     E <TAB> card hash <TAB> first line <TAB> flags <TAB> facts <TAB> diagnostics <TAB> summary
 *
 * The file is read as latin1 and written so (text held as its UTF-8 bytes, see `toBinary`):
 * nothing is decoded until used, and a stored summary is copied into a report as bytes. Each
 * section's length lets the loader skip files it isn't asked about; an entry (one card) is
 * decoded only when its card is looked up. The body's hash makes a file
 * that was cut short or changed by anything but cardtext a corrupt file, never a source of
 * results; another schema or another build of cardtext makes it foreign. Either way it is
 * ignored with one message and rewritten; a file that is no cardtext cache at all is left alone.
 * Writes are atomic (temp file and rename), so concurrent runs never leave a torn file: the last
 * writer wins.
 */
import { nodeCrypto } from '../files/builtins.js';
import { type BytesResult, readFileBytes, readFileBytesAsync } from '../files/readFile.js';
import { writeFileAtomic, writeFileAtomicAsync, type WriteResult } from '../files/writeFile.js';
import { fromBinary, toBinary } from './scan.js';

/** Bump when the format or the meaning of anything stored changes. */
export const cacheSchema = '1';
const magic = 'cardtext-cache';
/** The largest cache file read. */
export const maxCacheBytes = 256 * 1024 * 1024;
/** Past this, the least recently used files' sections are dropped when writing. */
const maxCacheChars = 64 * 1024 * 1024;

/** One file's stored results: its context, the file-wide record, and one entry line per card hash (binary strings, see scan.ts). */
export interface Section {
  path: string;
  context: string;
  /** The `R` line, or '' when there is none. */
  record: string;
  /** Entry lines by card hash (built when the section is first used). */
  entries: Map<string, string>;
}

interface RawSection {
  path: string;
  context: string;
  /** The section's lines after its header, as stored. */
  body: string;
}

/** What loading gave: the store, and a message when an existing file could not be used. */
export interface Loaded {
  store: CacheStore;
  message?: string;
}

/** The sections of one cache file, as loaded and as changed by this run. */
export class CacheStore {
  /** Sections used or written by this run, most recent last. */
  private readonly touched = new Map<string, Section>();
  private dirty = false;

  /**
   * @param raw sections as loaded (not decoded until used)
   * @param writable false when the file is not a cardtext cache: then it is never written
   */
  constructor(readonly program: string, private readonly raw = new Map<string, RawSection>(), readonly writable = true) {}

  /** The stored section of a file, decoded, if any. */
  section(path: string): Section | undefined {
    const done = this.touched.get(path);
    if (done) return done;
    const raw = this.raw.get(path);
    if (!raw) return undefined;
    const section = decodeSection(raw);
    if (section) this.touched.set(path, section);
    return section;
  }

  /** Replaces a file's section (a run computed new results for it). */
  put(section: Section): void {
    this.touched.delete(section.path);
    this.touched.set(section.path, section);
    this.dirty = true;
  }

  /** True if anything changed since loading. */
  get changed(): boolean {
    return this.dirty;
  }

  /** The whole file: sections used by this run first, then the others, within the size cap. */
  serialize(): Buffer {
    // Every piece is a binary string (a character per byte): written straight into one buffer.
    const pieces: string[] = [];
    let size = 0;
    const add = (path: string, context: string, body: string[], length: number) => {
      const head = `F\t${toBinary(JSON.stringify(path))}\t${context}\t${length}\n`;
      if (size + head.length + length > maxCacheChars && pieces.length > 0) return;
      size += head.length + length;
      pieces.push(head, ...body);
    };
    for (const s of [...this.touched.values()].reverse()) {
      const lines = sectionLines(s);
      add(s.path, s.context, lines, lines.reduce((n, l) => n + l.length, 0));
    }
    for (const [path, r] of this.raw) if (!this.touched.has(path)) add(path, r.context, [r.body], r.body.length);
    // The header ends with the body's hash, of a known length: the body is written first, after room for it.
    const prefix = `${magic}\t${cacheSchema}\t${toBinary(this.program)}\t`;
    const headLength = prefix.length + hashLength + 1;
    const out = Buffer.allocUnsafe(headLength + size);
    let at = headLength;
    for (const piece of pieces) at += out.write(piece, at, 'latin1');
    const hash = bodyHash(out.subarray(headLength));
    out.write(`${prefix}${hash}\n`, 0, 'latin1');
    return out;
  }

  /** Writes the file atomically (never over one of `inputs`). */
  save(file: string, inputs: string[] = []): WriteResult {
    if (!this.writable) return { ok: false, message: 'it is not a cardtext cache file, so it is left alone' };
    const saved = writeFileAtomic(file, this.serialize(), inputs);
    if (saved.ok) this.dirty = false;
    return saved;
  }

  /** `save`, without blocking the event loop while writing. */
  async saveAsync(file: string): Promise<WriteResult> {
    if (!this.writable) return { ok: false, message: 'it is not a cardtext cache file, so it is left alone' };
    this.dirty = false;
    const saved = await writeFileAtomicAsync(file, this.serialize());
    if (!saved.ok) this.dirty = true;
    return saved;
  }
}

/** MD5 of the body's bytes: enough to tell a damaged file (nobody forges a cache), and fast. */
const bodyHash = (bytes: Uint8Array) => nodeCrypto().createHash('md5').update(bytes).digest('base64');
/** Characters of an MD5 in base64. */
const hashLength = 24;

/** A section's lines as stored, each with its line break. */
function sectionLines(s: Section): string[] {
  const lines = [`${s.record || 'R'}\n`];
  for (const line of s.entries.values()) lines.push(line, '\n');
  return lines;
}

function decodeSection(raw: RawSection): Section | undefined {
  const lines = raw.body.split('\n');
  lines.pop(); // the body ends with a line break
  const entries = new Map<string, string>();
  const [record, ...rest] = lines;
  if (record !== 'R' && !record?.startsWith('R\t')) return undefined;
  for (const line of rest) {
    const end = line.indexOf('\t', 2);
    if (!line.startsWith('E\t') || end < 0) return undefined;
    entries.set(line.slice(2, end), line);
  }
  return { path: raw.path, context: raw.context, record: record === 'R' ? '' : record, entries };
}

/** Why a file is not a usable cache for this program, or its sections. */
function parseCache(bytes: Buffer, program: string): { sections: Map<string, RawSection> } | { problem: string; ours: boolean } {
  const headEnd = bytes.indexOf(10);
  const head = bytes.subarray(0, headEnd < 0 ? Math.min(bytes.length, 200) : headEnd).toString('utf8').split('\t');
  if (head[0] !== magic) return { problem: 'it is not a cardtext cache file', ours: false };
  if (head.length !== 4 || headEnd < 0) return { problem: 'it is damaged (its first line is cut short)', ours: true };
  if (head[1] !== cacheSchema) return { problem: `it was written in another cache format (${head[1]}, this cardtext reads ${cacheSchema})`, ours: true };
  if (head[2] !== program) return { problem: 'it was written by another version of cardtext', ours: true };
  const bodyBytes = bytes.subarray(headEnd + 1);
  if (bodyHash(bodyBytes) !== head[3]) return { problem: 'it is damaged (cut short or changed since cardtext wrote it)', ours: true };
  // Read as latin1: a character per byte, nothing decoded (entries decode what they use).
  const body = bodyBytes.toString('latin1');
  const sections = new Map<string, RawSection>();
  for (let at = 0; at < body.length;) {
    const end = body.indexOf('\n', at);
    const fields = body.slice(at, end < 0 ? body.length : end).split('\t');
    const length = Number(fields[3]);
    let path: unknown;
    try {
      path = JSON.parse(fromBinary(fields[1] ?? ''));
    } catch {
      path = undefined;
    }
    if (end < 0 || fields[0] !== 'F' || fields.length !== 4 || typeof path !== 'string' || !Number.isInteger(length) || end + 1 + length > body.length) {
      return { problem: 'it is damaged (a section is malformed)', ours: true };
    }
    sections.set(path, { path, context: fields[2], body: body.slice(end + 1, end + 1 + length) });
    at = end + 1 + length;
  }
  return { sections };
}

function fromRead(read: BytesResult, file: string, program: string): Loaded {
  if (!read.ok) {
    // No cache yet is the normal first run. Anything else (a folder, a device, a huge file) may
    // not be ours: it is neither read nor replaced.
    if (/no such file/.test(read.message)) return { store: new CacheStore(program) };
    return { store: new CacheStore(program, undefined, false), message: `the cache file "${file}" can't be read (${read.message}); results are not cached this run` };
  }
  if (read.data.length === 0) return { store: new CacheStore(program) };
  const parsed = parseCache(read.data, program);
  if ('sections' in parsed) return { store: new CacheStore(program, parsed.sections) };
  const what = parsed.ours ? 'it is ignored and will be rewritten' : 'it is left alone and results are not cached this run';
  return { store: new CacheStore(program, undefined, parsed.ours), message: `the cache file "${file}" is not used: ${parsed.problem}; ${what}` };
}

/** Loads a cache file through the guarded reader (regular files only, at most {@link maxCacheBytes}). Never throws. */
export function loadCache(file: string, program: string): Loaded {
  return fromRead(readFileBytes(file, { maxBytes: maxCacheBytes }), file, program);
}

/** `loadCache` without blocking the event loop while reading. */
export async function loadCacheAsync(file: string, program: string): Promise<Loaded> {
  return fromRead(await readFileBytesAsync(file, { maxBytes: maxCacheBytes }), file, program);
}
