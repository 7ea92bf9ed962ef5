/**
 * `cardtext/renderImages { uri, line?, dpi?, bleed? }`: the PNG images of an open document's cards
 * (or of the card at `line`), drawn as `cardtext render --png` draws them, answered like an export
 * (inline when small, else in pages fetched with `cardtext/exportChunk`) for the client to save.
 * The browser runs in its own processes, so the server keeps answering while it draws; a cancelled
 * request stops it. The server runs at most two browsers in all: a request waits, in order, until
 * the browsers it draws with are free (one for a few cards, two for more), so a burst of them never
 * starts more; a request cancelled while it waits never starts.
 */
import { fileURLToPath } from 'node:url';
import type { CancellationToken, Connection } from 'vscode-languageserver/node.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import type { CardsDocument } from '../language/document.js';
import { findBrowser } from '../images/chromium.js';
import { BrowserError, browsersFor, takeImages } from '../images/cardImages.js';
import { buildGallery } from '../images/gallery.js';
import { imageCells, imagePixels } from '../render/imagePage.js';
import { answer } from './exportRequests.js';
import type { ExportSetResult } from './exportJob.js';
import { ParamsError, showValue } from './params.js';
import type { Protocol } from './protocol.js';

export interface RenderImagesParams { uri: string; line?: number; dpi: 300 | 600; bleed: boolean }

/** What the image request reads from the server. */
export interface ImageHost {
  document(uri: string): Promise<CardsDocument | undefined>;
  diagnostics(doc: CardsDocument): Promise<CardDiagnostic[]>;
  /** Folders art may come from besides the file's own (workspace folders, `cardtext.artFolders`). */
  artFolders(): string[];
  /** `cardtext.render.browserPath`, if set. */
  browserPath(): string | undefined;
}

/** Checks `cardtext/renderImages` params; a wrong shape or value is error -32602 naming the field. */
export function renderImagesParams(params: unknown): RenderImagesParams {
  const p = params as Record<string, unknown> | null;
  if (!p || typeof p !== 'object' || Array.isArray(p)) throw new ParamsError(`params must be an object { uri, line?, dpi?, bleed? } (got ${showValue(params)})`);
  if (typeof p.uri !== 'string' || p.uri === '') throw new ParamsError(`params.uri must be a document URI (got ${showValue(p.uri)})`);
  if (p.line !== undefined && p.line !== null && !(typeof p.line === 'number' && Number.isSafeInteger(p.line) && p.line >= 0)) throw new ParamsError(`params.line must be a line number (got ${showValue(p.line)})`);
  if (p.dpi !== undefined && p.dpi !== 300 && p.dpi !== 600) throw new ParamsError(`params.dpi must be 300 or 600 (got ${showValue(p.dpi)})`);
  if (p.bleed !== undefined && typeof p.bleed !== 'boolean') throw new ParamsError(`params.bleed must be true or false (got ${showValue(p.bleed)})`);
  return { uri: p.uri, line: typeof p.line === 'number' ? p.line : undefined, dpi: (p.dpi as 300 | 600 | undefined) ?? 300, bleed: p.bleed === true };
}

/** The browsers the server may run at once, for every image request together. */
export const serverBrowsers = 2;
let browsersFree = serverBrowsers;
const waiting: { browsers: number; start: () => void }[] = [];

/** Starts the requests at the head of the line while their browsers are free (in order: a large one is not passed over). */
function startWaiting(): void {
  while (waiting.length > 0 && waiting[0].browsers <= browsersFree) {
    const next = waiting.shift()!;
    browsersFree -= next.browsers;
    next.start();
  }
}

/** Runs `draw` once `browsers` of the server's browsers are free; they are given back when it ends. */
async function withBrowsers<T>(browsers: number, draw: () => Promise<T>): Promise<T> {
  await new Promise<void>((start) => {
    waiting.push({ browsers, start });
    startWaiting();
  });
  try {
    return await draw();
  } finally {
    browsersFree += browsers;
    startWaiting();
  }
}

async function renderImages(params: RenderImagesParams, host: ImageHost, token?: CancellationToken): Promise<ExportSetResult> {
  const doc = await host.document(params.uri);
  if (!doc) return { ok: false, message: `${params.uri} is not open` };
  if (!params.uri.startsWith('file:')) return { ok: false, message: 'card images are drawn from files on disk; save the file first' };
  const browser = findBrowser(host.browserPath());
  if (!browser.ok) return { ok: false, message: browser.message };
  const path = fileURLToPath(params.uri);
  const diagnostics = await host.diagnostics(doc);
  const gallery = buildGallery([{ path, shown: path, doc, diagnostics }], [], host.artFolders());
  if ('fail' in gallery) return { ok: false, message: gallery.fail };
  const wanted = params.line === undefined ? gallery.cards
    : gallery.cards.filter((c) => c.model.card.range.start.line <= params.line! && params.line! <= c.model.card.range.end.line);
  if (wanted.length === 0) return { ok: false, message: params.line === undefined ? 'the file has no cards' : `no card at line ${params.line + 1}` };
  const cells = imageCells(wanted, gallery.numberOf);
  const controller = new AbortController();
  const stop = token?.onCancellationRequested(() => controller.abort());
  const workers = browsersFor(cells.length, serverBrowsers);
  try {
    const images = await withBrowsers(workers, () => (controller.signal.aborted ? Promise.reject(new BrowserError('the drawing was cancelled')) : takeImages({
      browserPath: browser.path, files: gallery.writes, workers,
      cells, dpi: params.dpi, bleed: params.bleed, signal: controller.signal,
    })));
    const size = imagePixels(params.dpi, params.bleed);
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    return answer({
      ok: true, output: 'folder', owner: gallery.owner('images'), warnings: gallery.warnings,
      summary: [`${cells.length} image${cells.length === 1 ? '' : 's'} of ${wanted.length} card${wanted.length === 1 ? '' : 's'}, ${size.width} × ${size.height} px (${params.dpi} dpi${params.bleed ? ', with bleed' : ''})`],
      problems: { errors, warnings: diagnostics.length - errors },
      files: cells.map((cell, i) => ({ path: `${cell.name}.png`, data: images[i], binary: true })),
    });
  } catch (error) {
    if (error instanceof BrowserError) return { ok: false, message: `cannot draw the cards with "${browser.path}": ${error.message}` };
    throw error;
  } finally {
    stop?.dispose();
  }
}

/** Registers `cardtext/renderImages` on a connection. */
export function registerImageRequests(connection: Connection, protocol: Protocol, host: ImageHost): void {
  connection.onRequest('cardtext/renderImages', protocol.request('cardtext/renderImages', renderImagesParams, (params, token) => renderImages(params, host, token)));
}
