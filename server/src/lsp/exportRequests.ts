/**
 * The export requests of the language server: `cardtext/exportFormats` lists the formats,
 * `cardtext/exportSet` exports an open document's set and returns the files for the client to
 * save, and `cardtext/exportChunk` hands over a large export's files a piece at a time. The export
 * runs in a worker thread (one at a time; a cancelled request ends its worker), so the server
 * keeps answering hovers and edits while a large set is exported.
 */
import { ErrorCodes, LSPErrorCodes, ResponseError, type CancellationToken, type Connection } from 'vscode-languageserver';
import type { CardsDocument } from '../language/document.js';
import type { Declarations } from '../language/model/symbols.js';
import type { SeverityOverrides } from '../language/validation.js';
import { type BoosterSlots, exporterFor, textExporters } from '../export/registry.js';
import type { ExportBytes, ExportJob, ExportSetResult } from './exportJob.js';
import { ParamsError, showValue } from './params.js';
import { toBase64, utf8Text } from '../export/bytes.js';
import type { Protocol } from './protocol.js';

export type { ExportSetResult } from './exportJob.js';

export interface ExportFormatInfo {
  id: string;
  title: string;
  output: 'file' | 'folder';
  extension: string;
  description: string;
}

export interface ExportSetParams {
  uri: string;
  format: string;
  boosters?: BoosterSlots;
}

/** What the export requests read from the server. */
export interface ExportHost {
  /** The current parsed form of a document, or undefined if it is not open. */
  document(uri: string): Promise<CardsDocument | undefined>;
  baseDeclarations(): Declarations | undefined;
  severity(): SeverityOverrides;
  /** Runs an export job (Node: in a worker thread; the browser: in the server's own worker). */
  run(job: ExportJob, token?: CancellationToken): Promise<ExportBytes>;
}

const slotRange = { common: [0, 99], uncommon: [0, 99], rare: [0, 99], mythicRate: [1, 999] } as const;

/** Checks `cardtext/exportSet` params; a wrong shape or value is error -32602 naming the field. */
export function exportSetParams(params: unknown): ExportSetParams {
  const p = params as Record<string, unknown> | null;
  if (!p || typeof p !== 'object' || Array.isArray(p)) throw new ParamsError(`params must be an object { uri, format, boosters? } (got ${showValue(params)})`);
  if (typeof p.uri !== 'string' || p.uri === '') throw new ParamsError(`params.uri must be a document URI (got ${showValue(p.uri)})`);
  // The formats of pictures (tts, mpc) need a browser to draw them: `cardtext export` writes those.
  if (typeof p.format !== 'string' || !exporterFor(p.format) || exporterFor(p.format)!.pictures) throw new ParamsError(`params.format must be one of ${textExporters.map((e) => e.id).join(', ')} (got ${showValue(p.format)}${typeof p.format === 'string' && exporterFor(p.format)?.pictures ? `: its card pictures are drawn by cardtext export --to ${p.format} in a terminal` : ''})`);
  if (p.boosters === undefined || p.boosters === null) return { uri: p.uri, format: p.format };
  const b = p.boosters as Record<string, unknown>;
  if (typeof b !== 'object' || Array.isArray(b)) throw new ParamsError(`params.boosters must be an object { common, uncommon, rare, mythicRate } (got ${showValue(b)})`);
  const boosters = {} as BoosterSlots;
  for (const [name, [min, max]] of Object.entries(slotRange) as [keyof BoosterSlots, readonly [number, number]][]) {
    const value = b[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw new ParamsError(`params.boosters.${name} must be a whole number from ${min} to ${max} (got ${showValue(value)})`);
    boosters[name] = value;
  }
  if (boosters.common + boosters.uncommon + boosters.rare === 0) throw new ParamsError('params.boosters must put at least one card in a pack');
  return { uri: p.uri, format: p.format, boosters };
}

/** The error of a cancelled export (or of the request `method`). */
export const cancelled = (method = 'cardtext/exportSet') => new ResponseError(LSPErrorCodes.RequestCancelled, `${method} was cancelled`);

/** Exports and imports run one at a time: a burst of requests can't start a worker each. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `job` once the jobs before it are done. A cancel while it waits is answered at once
 * (-32800 naming `method`), and the job is skipped when its turn comes; a running job is ended by
 * its own token (its worker stops).
 */
export async function inTurn<T>(method: string, token: CancellationToken | undefined, job: () => Promise<T>): Promise<T> {
  const run = queue.then(() => {
    if (token?.isCancellationRequested) throw cancelled(method);
    return job();
  });
  queue = run.catch(() => undefined);
  let subscription: { dispose(): void } | undefined;
  const whileWaiting = new Promise<never>((_resolve, reject) => {
    subscription = token?.onCancellationRequested(() => reject(cancelled(method)));
  });
  try {
    return await Promise.race([run, whileWaiting]);
  } finally {
    subscription?.dispose();
  }
}

/**
 * Above this many bytes in all, an export's files are not put in its answer but fetched in pages
 * of at most {@link chunkBytes} with `cardtext/exportChunk`: encoding one answer of megabytes (JSON
 * and UTF-8: ~65 ms for 7 MB) would hold up every other message meanwhile; a page takes ~3 ms.
 * A page holds whole small files (a Forge folder's scripts) or one piece of a large file.
 */
export const inlineBytes = 1024 * 1024;
/** Bytes per page: a multiple of 3, so that the base64 of consecutive pieces joins into the base64 of the whole. */
export const chunkBytes = 3 * 174762;
/** How long a large export's files are kept for the client to fetch, after the last page asked for. */
const transferTtlMs = 5 * 60 * 1000;
/** At most this many large exports are kept at once (the oldest goes first). */
const maxTransfers = 4;

interface Piece { file: number; start: number; end: number }
interface Transfer {
  files: { data: Uint8Array; binary: boolean }[];
  pages: Piece[][];
  timer?: ReturnType<typeof setTimeout>;
}
const transfers = new Map<string, Transfer>();
let transferCount = 0;

/** Where each piece of a file starts and ends: every `chunkBytes`, a text file's moved back to the start of a UTF-8 character. */
export function chunkBounds(data: Uint8Array, binary: boolean): number[] {
  const bounds = [0];
  while (bounds[bounds.length - 1] < data.length) {
    let end = Math.min(data.length, bounds[bounds.length - 1] + chunkBytes);
    if (!binary) while (end < data.length && (data[end] & 0xc0) === 0x80) end--;
    bounds.push(end);
  }
  if (bounds.length === 1) bounds.push(0);
  return bounds;
}

/** The files' pieces packed in order into pages of at most `chunkBytes`. */
function pages(files: { data: Uint8Array; binary: boolean }[]): Piece[][] {
  const out: Piece[][] = [];
  let page: Piece[] = [];
  let size = 0;
  files.forEach((f, file) => {
    const bounds = chunkBounds(f.data, f.binary);
    for (let i = 1; i < bounds.length; i++) {
      const piece = { file, start: bounds[i - 1], end: bounds[i] };
      if (page.length > 0 && size + piece.end - piece.start > chunkBytes) {
        out.push(page);
        page = [];
        size = 0;
      }
      page.push(piece);
      size += piece.end - piece.start;
    }
  });
  if (page.length > 0) out.push(page);
  return out;
}

function keep(id: string, transfer: Transfer): void {
  clearTimeout(transfer.timer);
  transfer.timer = setTimeout(() => transfers.delete(id), transferTtlMs);
  transfer.timer.unref?.();
}

/** Warnings an answer lists; the rest are counted ("… and N more"). */
export const maxAnswerWarnings = 100;

/** The answer to the client: the files inline when small, else their sizes and the pages to fetch under a transfer id (`cardtext/exportChunk`; the image request answers the same way). */
export function answer(result: ExportBytes): ExportSetResult {
  if (!result.ok) return result;
  const { files, ...facts } = result;
  if (facts.warnings.length > maxAnswerWarnings) {
    facts.warnings = [...facts.warnings.slice(0, maxAnswerWarnings), `… and ${(facts.warnings.length - maxAnswerWarnings).toLocaleString('en-US')} more warnings (cardtext export on the command line lists them all)`];
  }
  const total = files.reduce((n, f) => n + f.data.length, 0);
  if (total <= inlineBytes) {
    return { ...facts, files: files.map((f) => (f.binary ? { path: f.path, base64: toBase64(f.data) } : { path: f.path, text: utf8Text(f.data) })) };
  }
  const id = `export-${++transferCount}`;
  const kept: Transfer = { files: files.map((f) => ({ data: f.data, binary: f.binary })), pages: pages(files) };
  keep(id, kept);
  transfers.set(id, kept);
  while (transfers.size > maxTransfers) {
    const [oldest, t] = transfers.entries().next().value as [string, Transfer];
    clearTimeout(t.timer);
    transfers.delete(oldest);
  }
  return { ...facts, files: files.map((f) => ({ path: f.path, size: f.data.length })), transfer: { id, pages: kept.pages.length } };
}

/** `cardtext/exportChunk { id, page }` params. */
export function exportChunkParams(params: unknown): { id: string; page: number } {
  const p = params as Record<string, unknown> | null;
  if (!p || typeof p !== 'object' || typeof p.id !== 'string') throw new ParamsError(`params must be { id, page } with the id of an export (got ${showValue(params)})`);
  if (typeof p.page !== 'number' || !Number.isSafeInteger(p.page) || p.page < 0) throw new ParamsError(`params.page must be a whole number from 0 (got ${showValue(p.page)})`);
  return { id: p.id, page: p.page };
}

/** One page of a large export: its pieces in order, each `{ file, text }` (UTF-8 text cut at a character) or `{ file, base64 }`. */
export function exportChunk(params: { id: string; page: number }): { pieces: { file: number; text?: string; base64?: string }[] } {
  const transfer = transfers.get(params.id);
  if (!transfer) throw Object.assign(new Error(`no export "${params.id.slice(0, 40)}" is kept (they are kept ${transferTtlMs / 60000} minutes); export again`), { refused: true });
  const page = transfer.pages[params.page];
  if (!page) throw new ResponseError(ErrorCodes.InvalidParams, `cardtext/exportChunk: the export has ${transfer.pages.length} pages, not a page ${params.page}`);
  keep(params.id, transfer);
  return {
    pieces: page.map(({ file, start, end }) => {
      const f = transfer.files[file];
      const bytes = f.data.subarray(start, end);
      return f.binary ? { file, base64: toBase64(bytes) } : { file, text: utf8Text(bytes) };
    }),
  };
}

/** Runs an export for the client. Bad params were refused already; failures come back as messages. */
export async function exportSet(params: ExportSetParams, host: ExportHost, token?: CancellationToken): Promise<ExportSetResult> {
  const doc = await host.document(params.uri);
  if (!doc) return { ok: false, message: 'that document is not open in the language server' };
  const job: ExportJob = { text: doc.text, uri: doc.uri, format: params.format, boosters: params.boosters, baseDeclarations: host.baseDeclarations(), severity: host.severity() };
  return answer(await inTurn('cardtext/exportSet', token, () => host.run(job, token)));
}

/** Registers the export requests on the connection. */
export function registerExportRequests(connection: Connection, protocol: Protocol, host: ExportHost): void {
  connection.onRequest('cardtext/exportFormats', protocol.request('cardtext/exportFormats', () => undefined, (): ExportFormatInfo[] =>
    textExporters.map((e) => ({ id: e.id, title: e.title, output: e.output, extension: e.extension, description: e.description }))));
  connection.onRequest('cardtext/exportSet', protocol.request('cardtext/exportSet', exportSetParams, (params, token) => exportSet(params, host, token)));
  connection.onRequest('cardtext/exportChunk', protocol.request('cardtext/exportChunk', exportChunkParams, exportChunk));
}
