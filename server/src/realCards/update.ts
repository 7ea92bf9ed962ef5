/**
 * `cardtext knowledge update`: Scryfall's bulk-data listing, then its `oracle_cards` and `rulings`
 * files, converted to the compact index (indexFormat.ts) in the shared cache folder. The old index
 * stays in use until the new one is complete and read back: every failure (no network, an HTTP
 * error, a silent server, a cut-short or damaged download, a listing without the files, a full
 * disk, a second update at once) leaves it as it was and says what happened.
 */
import { closeSync, createReadStream, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { DownloadError, diskProblem, downloadFile, fetchText, forgetPart, type FetchLimits, writeAll } from './download.js';
import { JsonArrayError, JsonArrayStream } from './jsonArrayStream.js';
import { makeManifest, type Manifest, manifestName, parseIndex, parseManifest, realCardOf, type RealCard, type RulingRow, serializeIndex, type SourceFile } from './indexFormat.js';
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
  if (missing.length > 0) throw new UpdateError(`the listing ${url} has no ${missing.map((m) => `"${m}"`).join(' or ')} entry (it lists ${[...found.keys()].map((k) => `"${k}"`).join(', ') || 'nothing usable'})`);
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

/** Reads a downloaded JSON array file (gzip or not) element by element. */
async function eachElement(path: string, encoding: string | undefined, what: string, visit: (element: unknown) => void): Promise<void> {
  const source = createReadStream(path);
  const stream = encoding === 'gzip' ? source.pipe(createGunzip()) : source;
  const decoder = new StringDecoder('utf8');
  const array = new JsonArrayStream();
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      for (const text of array.push(decoder.write(chunk))) visit(JSON.parse(text));
    }
    array.push(decoder.end());
    array.end();
  } catch (error) {
    source.destroy();
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

/** Runs the update; throws UpdateError (or DownloadError) with a message, the old index untouched. */
export async function updateKnowledge(options: UpdateOptions): Promise<UpdateResult> {
  const { folder } = options;
  const listingUrl = options.listing ?? defaultListing;
  try {
    mkdirSync(join(folder, 'download'), { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new UpdateError(`cannot make the knowledge folder: ${diskProblem(error as NodeJS.ErrnoException, folder)}`);
  }
  const lock = acquireLock(join(folder, 'update.lock'));
  if ('busy' in lock) throw new UpdateError(lock.busy);
  try {
    options.onProgress?.({ phase: 'listing' });
    const files = readListing(await fetchText(listingUrl, options), listingUrl);
    const downloads: { file: ListedFile; path: string; encoding?: string; bytes: number; resumed: boolean }[] = [];
    for (const file of files) {
      const target = join(folder, 'download', `${file.type}.json`);
      const got = await downloadFile(file.url, target, { ...options, onProgress: (bytes, total) => options.onProgress?.({ phase: 'download', file: file.type, bytes, total: total ?? file.size }) });
      downloads.push({ file, path: got.path, encoding: got.encoding, bytes: got.bytes, resumed: got.resumed });
    }
    // Convert: cards first (rulings name cards by oracle_id).
    options.onProgress?.({ phase: 'convert', file: 'oracle_cards' });
    const cards: RealCard[] = [];
    const rowOf = new Map<string, number>();
    try {
      await eachElement(downloads[0].path, downloads[0].encoding, 'oracle_cards', (entry) => {
        const real = realCardOf(entry);
        if (!real) return;
        for (const id of real.oracleIds) if (!rowOf.has(id)) rowOf.set(id, cards.length);
        cards.push(real.card);
      });
    } catch (error) {
      forgetPart(join(folder, 'download', 'oracle_cards.json'));
      throw error;
    }
    if (cards.length === 0) throw new UpdateError(`the oracle_cards file from ${files[0].url} holds no cards`);
    options.onProgress?.({ phase: 'convert', file: 'rulings' });
    const rulings: RulingRow[] = [];
    try {
      await eachElement(downloads[1].path, downloads[1].encoding, 'rulings', (entry) => {
        const r = entry as { oracle_id?: unknown; published_at?: unknown; comment?: unknown; source?: unknown };
        if (typeof r?.oracle_id !== 'string' || typeof r.comment !== 'string' || r.comment.trim() === '') return;
        const row = rowOf.get(r.oracle_id);
        if (row === undefined) return;
        rulings.push([row, typeof r.published_at === 'string' ? r.published_at : '', r.comment.trim(), typeof r.source === 'string' ? r.source : '']);
      });
    } catch (error) {
      forgetPart(join(folder, 'download', 'rulings.json'));
      throw error;
    }
    // Write the new index beside the old one, read it back, then switch the manifest to it.
    options.onProgress?.({ phase: 'write' });
    const content = { cards, rulings };
    const text = serializeIndex(content);
    const name = `index-${Date.now()}-${process.pid}.json`;
    const sources: SourceFile[] = downloads.map((d) => ({ type: d.file.type, updatedAt: d.file.updatedAt, url: d.file.url, bytes: d.bytes }));
    const manifest = makeManifest(name, text, listingUrl, sources, content);
    const tmpManifest = join(folder, `${manifestName}.${process.pid}.tmp`);
    try {
      writeDurably(join(folder, name), text);
      const back = parseIndex(readFileSync(join(folder, name)), manifest);
      if ('error' in back) throw new UpdateError(`the new index did not read back: ${back.error}`);
      writeDurably(tmpManifest, `${JSON.stringify(manifest, null, 2)}\n`);
      renameSync(tmpManifest, join(folder, manifestName));
    } catch (error) {
      rmSync(join(folder, name), { force: true });
      rmSync(tmpManifest, { force: true });
      if (error instanceof UpdateError) throw error;
      throw new UpdateError(`${diskProblem(error as NodeJS.ErrnoException, folder)}; the installed data is unchanged`);
    }
    // The old index files and the downloads are no longer needed.
    for (const entry of readdirSync(folder)) if (/^index-.*\.json$/.test(entry) && entry !== name) rmSync(join(folder, entry), { force: true });
    for (const d of downloads) forgetPart(join(folder, 'download', `${d.file.type}.json`));
    return { cards: cards.length, rulings: rulings.length, downloaded: downloads.reduce((n, d) => n + d.bytes, 0), indexBytes: manifest.bytes, resumed: downloads.filter((d) => d.resumed).map((d) => d.file.type), folder };
  } catch (error) {
    if (error instanceof UpdateError) throw error;
    if (error instanceof DownloadError) throw new UpdateError(error.message);
    throw new UpdateError(`the update failed: ${(error as Error).message}`);
  } finally {
    lock.release();
  }
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
