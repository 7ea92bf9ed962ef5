/**
 * Takes the pictures: the image page (render/imagePage.ts) and the gallery page, written into a
 * private temporary folder with what they load, opened in a headless browser (devtools.ts) with
 * the print stylesheet, one card shown at a time and photographed at the image's exact pixel
 * size; or the gallery printed to PDF, nine cards to a page with crop marks.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { onInterrupt } from '../files/interrupt.js';
import type { FolderFile } from '../files/outputFolder.js';
import { type ImageCell, imagePage, imagePixels } from '../render/imagePage.js';
import { Browser, BrowserError } from './devtools.js';
import { decodePng, encodePng, pngSize, turnAnticlockwise } from './png.js';

export { BrowserError };

/** The image page's millimetre in CSS pixels (the preview's, `.image-page { --mm }` in cardtext.css): the page is zoomed from it to the dpi. */
const pageMmPx = 4.4;

/** The largest PDF taken (a set's art is at most 512 MB: docs/images.md). */
export const maxPdfBytes = 1024 * 1024 * 1024;

/** Paper sizes for the PDF, in inches. */
export const papers = { a4: { width: 210 / 25.4, height: 297 / 25.4 }, letter: { width: 8.5, height: 11 } } as const;
export type Paper = keyof typeof papers;

/** A private temporary folder holding the pages to draw; removed by `remove()`, or when the process is interrupted. */
interface Staged { dir: string; remove(): void }

/** Writes `files` into a new private temporary folder; the caller removes it. */
function stage(files: FolderFile[]): Staged {
  let dir: string | undefined;
  let forget = () => undefined as void;
  const remove = () => {
    forget();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    dir = mkdtempSync(join(tmpdir(), 'cardtext-images-'));
    forget = onInterrupt(remove);
    for (const file of files) {
      const path = join(dir, ...file.path.split('/'));
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      writeFileSync(path, file.content, { mode: 0o600 });
    }
    return { dir, remove };
  } catch (error) {
    remove();
    throw new BrowserError(`cannot write the pages to draw into the temporary folder ${tmpdir()}: ${(error as Error).message}`);
  }
}

/** Opens `url` in a new page of `browser` with print media; resolves when it and its fonts are loaded. */
async function openPage(browser: Browser, url: string, viewport?: { width: number; height: number; scale: number }): Promise<string> {
  const session = await browser.newPage();
  await browser.send('Page.enable', {}, session);
  await browser.send('Emulation.setEmulatedMedia', { media: 'print' }, session);
  if (viewport) {
    await browser.send('Emulation.setDeviceMetricsOverride', { width: viewport.width, height: viewport.height, deviceScaleFactor: viewport.scale, mobile: false }, session);
    await browser.send('Emulation.setDefaultBackgroundColorOverride', { color: { r: 0, g: 0, b: 0, a: 0 } }, session);
  }
  const loaded = browser.event('Page.loadEventFired', session);
  const navigated = await browser.send('Page.navigate', { url }, session);
  if (typeof navigated.errorText === 'string' && navigated.errorText) throw new BrowserError(`the browser could not open the page: ${navigated.errorText}`);
  await loaded;
  // Every font face the stylesheets declare, loaded before the first picture (a face is fetched on first use otherwise).
  await evaluate(browser, session, 'Promise.all([...document.fonts].map((f) => f.load().catch(() => null))).then(() => document.fonts.ready).then(() => true)');
  // Shrink-to-fit measured again with every font in (the page script fitted once at load).
  await evaluate(browser, session, 'typeof window.cardtextFit === "function" ? window.cardtextFit() : false');
  // Fitted: the hidden cells leave the layout (each picture then draws one card, not every card).
  await evaluate(browser, session, 'document.body.classList.add("fitted"), true');
  return session;
}

async function evaluate(browser: Browser, session: string, expression: string): Promise<unknown> {
  const answer = await browser.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, session);
  const exception = answer.exceptionDetails as { text?: string; exception?: { description?: string } } | undefined;
  if (exception) throw new BrowserError(`the page failed: ${exception.exception?.description ?? exception.text ?? 'unknown error'}`);
  return (answer.result as { value?: unknown } | undefined)?.value;
}

/** What a run of pictures needs. */
export interface ImageRun {
  /** The browser program (chromium.ts finds it). */
  browserPath: string;
  /** The gallery's files (its assets and art), which the image pages load. */
  files: FolderFile[];
  /** The pictures to take, in order (ImageCell: `turn` draws one landscape and turns it a quarter anticlockwise). */
  cells: readonly ImageCell[];
  dpi: number;
  bleed: boolean;
  /** Browsers photographing at once (default 2; one for a handful of cards). */
  workers?: number;
  /** Called after each picture with how many are done. */
  progress?: (done: number) => void;
  /** Stops the browsers at once when aborted (a cancelled editor request). */
  signal?: AbortSignal;
  /**
   * A browser already starting (`Browser.launch(browserPath)`, begun before the cards were read so
   * that its start overlaps reading them): the first worker draws with it. The caller owns it and
   * shuts it down afterwards in every case (a second shutdown is harmless).
   */
  launched?: Promise<Browser>;
}

/** The largest screenshot taken: a 600 dpi card with bleed is a few MB. */
const maxScreenshotBytes = 32 * 1024 * 1024;

/** Throws unless `png` is a PNG of the size asked for (what a browser sends is checked before it is written as an image). */
function checkScreenshot(png: Buffer, size: { width: number; height: number }): void {
  let got: { width: number; height: number } | undefined;
  try {
    got = png.length >= 24 && png.length <= maxScreenshotBytes && png.readUInt32BE(0) === 0x89504e47 ? pngSize(png) : undefined;
  } catch {
    got = undefined;
  }
  if (got?.width !== size.width || got.height !== size.height) {
    throw new BrowserError(`the browser's screenshot is not a PNG of ${size.width} × ${size.height} px (it sent ${got ? `a PNG of ${got.width} × ${got.height} px` : `${png.length.toLocaleString('en-US')} bytes of something else`})`);
  }
}

/** The browsers a run of `count` pictures draws with: one for each eight pictures, at most `most` (default 2). */
export function browsersFor(count: number, most = 2): number {
  return Math.max(1, Math.min(most, Math.ceil(count / 8)));
}

/**
 * The PNG of every cell, in order. Each worker is a browser of its own with one page holding its
 * share of the cells (every n-th): a headless browser draws only its front page, so two pages of
 * one browser would wait on each other, and a page of only its own cards loads and fits in half the
 * time.
 */
export async function takeImages(run: ImageRun): Promise<Buffer[]> {
  const count = run.cells.length;
  const workers = browsersFor(count, run.workers);
  const shares = Array.from({ length: workers }, (_, w) => run.cells.map((_, i) => i).filter((i) => i % workers === w));
  const staged = stage([...run.files, ...shares.map((share, w) => ({ path: `images-${w}.html`, content: imagePage(run.cells, run.bleed, share) }))]);
  const { dir } = staged;
  const browsers: Browser[] = [];
  try {
    const px = imagePixels(run.dpi, run.bleed);
    const scale = run.dpi / 25.4 / pageMmPx;
    const clip = { x: 0, y: 0, width: px.width / scale, height: px.height / scale, scale: 1 };
    const landscape = { ...clip, width: clip.height, height: clip.width };
    const side = Math.ceil(clip.height) + 1;
    const viewport = { width: side, height: side, scale };
    const images: Buffer[] = new Array(count);
    let done = 0;
    // The first failure stops every worker; each ends before its browser is shut down.
    let failure: unknown;
    const abort = () => {
      failure ??= new BrowserError('the drawing was cancelled');
      for (const b of browsers) b.close();
    };
    if (run.signal?.aborted) abort();
    run.signal?.addEventListener('abort', abort, { once: true });
    const worker = async (share: number[], w: number) => {
      try {
        if (failure !== undefined) return;
        const browser = await (w === 0 && run.launched ? run.launched : Browser.launch(run.browserPath));
        browsers.push(browser);
        if (failure !== undefined) return;
        const session = await openPage(browser, pathToFileURL(join(dir, `images-${w}.html`)).href, viewport);
        for (const i of share) {
          if (failure !== undefined) break;
          await evaluate(browser, session, `(() => { document.querySelector('.image-cell.shown')?.classList.remove('shown'); document.getElementById('c${i}').classList.add('shown'); return true; })()`);
          const turn = run.cells[i].turn;
          const png = await browser.sendForData('Page.captureScreenshot', { format: 'png', clip: turn ? landscape : clip, fromSurface: true, optimizeForSpeed: true }, session);
          checkScreenshot(png, turn ? { width: px.height, height: px.width } : px);
          images[i] = turn ? encodePng(turnAnticlockwise(decodePng(png))) : png;
          run.progress?.(++done);
        }
      } catch (error) {
        failure ??= error;
      }
    };
    await Promise.all(shares.map(worker));
    run.signal?.removeEventListener('abort', abort);
    if (failure !== undefined) throw failure;
    return images;
  } finally {
    await Promise.all(browsers.map((b) => b.shutdown()));
    staged.remove();
  }
}

/** The gallery page printed to PDF: its print stylesheet puts nine cards on a page with crop marks. */
export async function printSheets(browserPath: string, files: FolderFile[], paper: Paper): Promise<Buffer> {
  const staged = stage(files);
  const { dir } = staged;
  let browser: Browser | undefined;
  try {
    browser = await Browser.launch(browserPath);
    const session = await openPage(browser, pathToFileURL(join(dir, 'index.html')).href);
    // The stylesheet's @page margins: three rows of 88 mm and the crop marks below them fit Letter's 279.4 mm.
    const side = 7 / 25.4;
    const top = 5 / 25.4;
    // As a stream read in pieces: one answer of hundreds of megabytes would pass the pipe's message bound.
    const { stream } = await browser.send('Page.printToPDF', {
      paperWidth: papers[paper].width, paperHeight: papers[paper].height, printBackground: true, preferCSSPageSize: false,
      marginTop: top, marginBottom: top, marginLeft: side, marginRight: side, transferMode: 'ReturnAsStream',
    }, session, 300000);
    if (typeof stream !== 'string') throw new BrowserError('the browser answered Page.printToPDF without a stream');
    return await browser.readStream(stream, session, maxPdfBytes, 'the PDF');
  } finally {
    await browser?.shutdown();
    staged.remove();
  }
}
