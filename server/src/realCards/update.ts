/**
 * `cardtext knowledge update`: Scryfall's bulk-data listing, then its `oracle_cards` and `rulings`
 * files, converted to the compact index (indexFormat.ts) in the shared cache folder. The old index
 * stays in use until the new one is complete and read back: every failure (no network, an HTTP
 * error, a silent server, a cut-short or damaged download, a listing without the files, a full
 * disk, a second update at once) leaves it as it was and says what happened.
 */
import { accessSync, closeSync, constants, createReadStream, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { jsonMemoryProblem } from '../files/inputPlan.js';
import { nodeZlib } from '../files/builtins.js';
import { onInterrupt } from '../files/interrupt.js';
import { DownloadError, diskProblem, downloadFile, fetchText, forgetPart, type FetchLimits, formatMb, writeAll } from './download.js';
import { JsonArrayError, JsonArrayStream } from './jsonArrayStream.js';
import { makeManifest, type Manifest, manifestName, parseIndex, parseManifest, realCardOf, type SourceFile } from './indexFormat.js';
import { activeIndexLimits, cardFieldLimits, cardFieldProblem, type IndexLimits } from './indexLimits.js';
import { IndexBoundError, IndexWriter } from './indexWriter.js';
import { acquireLock } from './updateLock.js';

/** Scryfall's listing of its bulk files. */
export const defaultListing = 'https://api.scryfall.com/bulk-data';
const wanted = ['oracle_cards', 'rulings'] as const;

/** An update that did not complete; the installed index (if any) is unchanged. */
export class UpdateError extends Error {}

export interface UpdateOptions extends FetchLimits {
  /** The knowledge folder (cacheFolder.ts). */
  folder: string;
  listing?: string;
  /** Progress: the phase, and bytes done and expected for downloads. */
  onProgress?: (event: { phase: 'listing' | 'download' | 'convert' | 'write'; file?: string; bytes?: number; total?: number }) => void;
}

export interface UpdateResult {
  cards: number;
  rulings: number;
  /** Bytes downloaded (as sent, compressed or not) and the index's size. */
  downloaded: number;
  indexBytes: number;
  resumed: string[];
  folder: string;
}

interface ListedFile { type: string; url: string; updatedAt: string; size?: number }

/** The listing's entries for the files wanted, or what is wrong with it. */
export function readListing(text: string, url: string): ListedFile[] {
  let json: { data?: unknown };
  try {
    json = JSON.parse(text) as { data?: unknown };
  } catch {
    throw new UpdateError(`${url} is not a bulk-data listing: not valid JSON`);
  }
  if (!Array.isArray(json?.data)) throw new UpdateError(`${url} is not a bulk-data listing: it has no "data" list`);
  const found = new Map<string, ListedFile>();
  for (const entry of json.data as Record<string, unknown>[]) {
    if (typeof entry?.type !== 'string' || typeof entry.download_uri !== 'string') continue;
    found.set(entry.type, { type: entry.type, url: entry.download_uri, updatedAt: typeof entry.updated_at === 'string' ? entry.updated_at : '', size: typeof entry.size === 'number' ? entry.size : undefined });
  }
  const missing = wanted.filter((t) => !found.has(t));
  if (missing.length > 0) {
    const listed = [...found.keys()];
    const shown = listed.slice(0, 5).map((k) => `"${k.length > 40 ? `${k.slice(0, 40)}…` : k}"`).join(', ');
    throw new UpdateError(`the listing ${url} has no ${missing.map((m) => `"${m}"`).join(' or ')} entry (it lists ${shown || 'nothing usable'}${listed.length > 5 ? ` and ${listed.length - 5} more` : ''})`);
  }
  return wanted.map((t) => {
    const file = found.get(t)!;
    try {
      file.url = new URL(file.url, url).href;
    } catch {
      throw new UpdateError(`the listing's "${t}" entry has no usable download address ("${file.url}")`);
    }
    return file;
  });
}

/** Reads a downloaded JSON array file (gzip or not) element by element, within the bounds. */
async function eachElement(path: string, encoding: string | undefined, what: string, limits: IndexLimits, visit: (element: unknown) => void): Promise<void> {
  const source = createReadStream(path);
  const stream = encoding === 'gzip' ? source.pipe(nodeZlib().createGunzip()) : source;
  const decoder = new StringDecoder('utf8');
  const array = new JsonArrayStream(limits.elementChars);
  let bytes = 0;
  let elements = 0;
  const take = (texts: string[]) => {
    elements += texts.length;
    if (elements > limits.elements) throw new IndexBoundError(`it holds more than ${limits.elements.toLocaleString('en-US')} entries, more than cardtext's index takes`);
    for (const text of texts) visit(JSON.parse(text));
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > limits.jsonBytes) throw new IndexBoundError(`it is larger than ${formatMb(limits.jsonBytes)} as JSON, more than cardtext's index takes (Scryfall's is about 190 MB)`);
      take(array.push(decoder.write(chunk)));
    }
    take(array.push(decoder.end()));
    array.end();
  } catch (error) {
    source.destroy();
    // A failed write of the index (the visitor's) is the disk's problem, not the download's.
    if ((error as NodeJS.ErrnoException).syscall !== undefined && (error as NodeJS.ErrnoException).syscall !== 'read') throw error;
    if (error instanceof IndexBoundError) throw new UpdateError(`the downloaded ${what} file is refused: ${error.message}`);
    const reason = error instanceof JsonArrayError ? error.message : error instanceof SyntaxError ? `not valid JSON (${error.message.slice(0, 120)})` : (error as Error).message;
    throw new UpdateError(`the downloaded ${what} file is damaged: ${reason}; it was deleted, so the next update downloads it anew`);
  }
}

function writeDurably(path: string, text: string): void {
  const fd = openSync(path, 'w', 0o644);
  try {
    writeAll(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** What a failed write says: the disk's problem in words. */
function writeProblem(error: unknown, folder: string): UpdateError {
  if (error instanceof UpdateError) return error;
  return new UpdateError(`${diskProblem(error as NodeJS.ErrnoException, folder)}; the installed data is unchanged`);
}

/** A new index written and read back beside the installed one, waiting to be installed. */
export interface StagedUpdate {
  /** The new index file's name in the folder. */
  name: string;
  manifest: Manifest;
  /** The downloads to remove once it is installed. */
  downloads: string[];
  result: UpdateResult;
}

/** Makes the knowledge folder and its download folder; an UpdateError says why it cannot. */
export function makeKnowledgeFolder(folder: string): void {
  try {
    mkdirSync(join(folder, 'download'), { recursive: true, mode: 0o700 });
    accessSync(join(folder, 'download'), constants.W_OK);
    accessSync(folder, constants.W_OK);
  } catch (error) {
    throw new UpdateError(`cannot use the knowledge folder: ${folderProblem(error as NodeJS.ErrnoException, folder)}`);
  }
}

/** A folder that cannot be made or written to, said for the user (a read-only folder is not "no such file"). */
function folderProblem(error: NodeJS.ErrnoException, folder: string): string {
  if (error.code === 'ENOTDIR' || error.code === 'EEXIST') return `${folder} or a folder above it is a file, not a folder`;
  if (error.code === 'ENOENT' || error.code === 'EACCES' || error.code === 'EPERM' || error.code === 'EROFS') {
    // Node's recursive mkdir says ENOENT when a folder above cannot be written (a read-only mount).
    let probe = folder;
    while (!existsSync(probe) && dirname(probe) !== probe) probe = dirname(probe);
    let readOnly = error.code === 'EROFS';
    try {
      accessSync(probe, constants.W_OK);
    } catch (denied) {
      readOnly ||= (denied as NodeJS.ErrnoException).code === 'EROFS';
    }
    return `${probe} is not writable${readOnly ? ' (a read-only file system)' : ''}, so cardtext cannot keep the real-card data in ${folder}; set CARDTEXT_CACHE_DIR to a writable folder`;
  }
  return diskProblem(error, folder);
}

/**
 * Downloads the listing's files, converts them into a new index file named `name` beside the
 * installed one and reads it back; nothing is installed yet ({@link installUpdate} does that). The
 * caller holds the update lock. Throws UpdateError (or DownloadError) with a message; a new index
 * file it began is removed.
 */
export async function prepareUpdate(options: UpdateOptions & { name: string }): Promise<StagedUpdate> {
  const { folder, name } = options;
  const limits = activeIndexLimits();
  const listingUrl = options.listing ?? defaultListing;
  options.onProgress?.({ phase: 'listing' });
  const files = readListing(await fetchText(listingUrl, options), listingUrl);
  const downloads: { file: ListedFile; path: string; encoding?: string; bytes: number; resumed: boolean }[] = [];
  for (const file of files) {
    const target = join(folder, 'download', `${file.type}.json`);
    const got = await downloadFile(file.url, target, { ...options, listedBytes: file.size, maxBytes: limits.downloadBytes, onProgress: (bytes, total) => options.onProgress?.({ phase: 'download', file: file.type, bytes, total: total ?? file.size }) });
    downloads.push({ file, path: got.path, encoding: got.encoding, bytes: got.bytes, resumed: got.resumed });
  }
  const indexPath = join(folder, name);
  let writer: IndexWriter;
  try {
    writer = new IndexWriter(indexPath, limits);
  } catch (error) {
    throw writeProblem(error, folder);
  }
  try {
    // Cards first (rulings name cards by oracle_id): each row written as it is read.
    options.onProgress?.({ phase: 'convert', file: 'oracle_cards' });
    const rowOf = new Map<string, number>();
    await convert(downloads[0].path, downloads[0].encoding, 'oracle_cards', limits, (entry) => {
      const real = realCardOf(entry);
      if (!real) return;
      const tooLarge = cardFieldProblem(real.card);
      if (tooLarge) throw new IndexBoundError(tooLarge);
      const row = writer.cardCount;
      writer.addCard(real.card);
      for (const id of real.oracleIds) if (!rowOf.has(id)) rowOf.set(id, row);
    });
    if (writer.cardCount === 0) throw new UpdateError(`the oracle_cards file from ${files[0].url} holds no cards`);
    options.onProgress?.({ phase: 'convert', file: 'rulings' });
    await convert(downloads[1].path, downloads[1].encoding, 'rulings', limits, (entry) => {
      const r = entry as { oracle_id?: unknown; published_at?: unknown; comment?: unknown; source?: unknown };
      if (typeof r?.oracle_id !== 'string' || typeof r.comment !== 'string' || r.comment.trim() === '') return;
      const row = rowOf.get(r.oracle_id);
      if (row === undefined) return;
      if (r.comment.length > cardFieldLimits.ruling) throw new IndexBoundError(`a ruling of ${r.comment.length.toLocaleString('en-US')} characters (a ruling is at most ${cardFieldLimits.ruling.toLocaleString('en-US')}): not an official ruling`);
      writer.addRuling([row, typeof r.published_at === 'string' ? r.published_at : '', r.comment.trim(), typeof r.source === 'string' ? r.source : '']);
    });
    // Finish the file, then read it back against its manifest before anything is installed.
    options.onProgress?.({ phase: 'write' });
    let facts;
    try {
      facts = writer.finish();
    } catch (error) {
      throw writeProblem(error, folder);
    }
    const sources: SourceFile[] = downloads.map((d) => ({ type: d.file.type, updatedAt: d.file.updatedAt, url: d.file.url, bytes: d.bytes }));
    const manifest = makeManifest(name, facts, listingUrl, sources);
    const memory = jsonMemoryProblem(facts.bytes);
    if (memory) throw new UpdateError(`the new index cannot be read back: ${memory}; the installed data is unchanged`);
    const back = parseIndex(readFileSync(indexPath), manifest);
    if ('error' in back) throw new UpdateError(`the new index did not read back: ${back.error}`);
    return {
      name, manifest, downloads: downloads.map((d) => join(folder, 'download', `${d.file.type}.json`)),
      result: { cards: facts.cards, rulings: facts.rulings, downloaded: downloads.reduce((n, d) => n + d.bytes, 0), indexBytes: facts.bytes, resumed: downloads.filter((d) => d.resumed).map((d) => d.file.type), folder },
    };
  } catch (error) {
    writer.close();
    rmSync(indexPath, { force: true });
    throw error;
  }
}

/** Converts one downloaded file; on any failure the download is forgotten (a damaged or refused file is not resumed). */
async function convert(path: string, encoding: string | undefined, what: string, limits: IndexLimits, visit: (element: unknown) => void): Promise<void> {
  try {
    await eachElement(path, encoding, what, limits, visit);
  } catch (error) {
    forgetPart(path.replace(/\.part$/, ''));
    throw error instanceof UpdateError ? error : writeProblem(error, dirname(path));
  }
}

/**
 * Installs a staged index, if `lock` is still this update's: the new manifest replaces the old in
 * one rename, then the old index files and the downloads are removed. Throws UpdateError (the installed data unchanged) if the
 * manifest cannot be written.
 */
export function installUpdate(staged: StagedUpdate, lock: { held(): boolean }): void {
  const folder = staged.result.folder;
  if (!lock.held()) {
    discardUpdate(folder, staged.name);
    throw new UpdateError('another update took over the lock while this one ran; this one installed nothing');
  }
  const tmpManifest = join(folder, `${manifestName}.${process.pid}.tmp`);
  try {
    writeDurably(tmpManifest, `${JSON.stringify(staged.manifest, null, 2)}\n`);
    renameSync(tmpManifest, join(folder, manifestName));
  } catch (error) {
    discardUpdate(folder, staged.name);
    throw writeProblem(error, folder);
  }
  for (const entry of readdirSync(folder)) if (/^index-.*\.json$/.test(entry) && entry !== staged.name) rmSync(join(folder, entry), { force: true });
  for (const d of staged.downloads) forgetPart(d);
}

/** Removes a staged index that will not be installed (a cancelled or failed update). */
export function discardUpdate(folder: string, name: string): void {
  rmSync(join(folder, name), { force: true });
  rmSync(join(folder, `${manifestName}.${process.pid}.tmp`), { force: true });
}

/** A fresh name for a new index file. */
export function newIndexName(): string {
  return `index-${Date.now()}-${process.pid}.json`;
}

/** Runs the update in this process; throws UpdateError (or DownloadError) with a message, the old index untouched. */
export async function updateKnowledge(options: UpdateOptions): Promise<UpdateResult> {
  const { folder } = options;
  makeKnowledgeFolder(folder);
  const lock = acquireLock(join(folder, 'update.lock'));
  if ('busy' in lock) throw new UpdateError(lock.busy);
  const name = newIndexName();
  // Interrupted (Ctrl+C): the new index is not installed, and the lock goes with the process.
  const forget = onInterrupt(() => {
    discardUpdate(folder, name);
    lock.release();
  });
  try {
    const staged = await prepareUpdate({ ...options, name });
    installUpdate(staged, lock);
    return staged.result;
  } catch (error) {
    throw asUpdateError(error);
  } finally {
    forget();
    lock.release();
  }
}

/** Any failure of an update as an UpdateError with a message. */
export function asUpdateError(error: unknown): UpdateError {
  if (error instanceof UpdateError) return error;
  if (error instanceof DownloadError) return new UpdateError(error.message);
  return new UpdateError(`the update failed: ${(error as Error).message}`);
}

/** What is installed, for `knowledge status` and the editor. */
export type KnowledgeStatus =
  | { installed: false; folder: string; reason?: string }
  | { installed: true; folder: string; manifest: Manifest; ageDays: number };

/** Reads the manifest only (cheap): what is installed, or why nothing usable is. */
export function knowledgeStatus(folder: string, now = Date.now()): KnowledgeStatus {
  let text: string;
  try {
    text = readFileSync(join(folder, manifestName), 'utf8');
  } catch {
    return { installed: false, folder };
  }
  const manifest = parseManifest(text);
  if ('error' in manifest) return { installed: false, folder, reason: manifest.error };
  return { installed: true, folder, manifest, ageDays: Math.max(0, (now - Date.parse(manifest.createdAt)) / 86400000) };
}
