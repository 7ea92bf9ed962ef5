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
import { frameOf, frameSizeMm, type ImageCell, type ImageFrame, imagePage, imagePixels, type ImageShot, sheetLimits } from '../render/imagePage.js';
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
  /** The frame: with bleed (true), without (false), or a frame by name (`square`, `mpc`). */
  bleed: boolean | ImageFrame;
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

/** Throws unless `png` is a PNG of the size asked for, give or take `slack` pixels (what a browser sends is checked before it is written as an image). */
function checkScreenshot(png: Buffer, size: { width: number; height: number }, slack = 0): void {
  let got: { width: number; height: number } | undefined;
  try {
    got = png.length >= 24 && png.length <= maxScreenshotBytes && png.readUInt32BE(0) === 0x89504e47 ? pngSize(png) : undefined;
  } catch {
    got = undefined;
  }
  if (got === undefined || Math.abs(got.width - size.width) > slack || Math.abs(got.height - size.height) > slack) {
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
  return takeShots(run, run.cells.map((_, i) => ({ cells: [i], columns: 1 })));
}

/**
 * The PNG of every shot, in order: a shot of one cell is that card's picture at its exact pixel
 * size (a split card drawn landscape and turned here); a shot of several is a sheet, its cells
 * placed across and down at the frame's size (a sheet of 10 × 7 cards at 409 px across is
 * 4090 × 3999 px). Shots are shared among the browsers as cells are, by their first cell.
 */
export async function takeShots(run: ImageRun, shots: readonly ImageShot[]): Promise<Buffer[]> {
  const count = shots.length;
  for (const shot of shots) {
    if (shot.columns < 1 || shot.columns > sheetLimits.columns || Math.ceil(shot.cells.length / shot.columns) > sheetLimits.rows) {
      throw new BrowserError(`a sheet holds at most ${sheetLimits.columns} × ${sheetLimits.rows} cards, not ${shot.cells.length} in ${shot.columns} columns`);
    }
  }
  const workers = Math.min(browsersFor(run.cells.length, run.workers), Math.max(1, count));
  const mine = Array.from({ length: workers }, (_, w) => shots.map((_, i) => i).filter((i) => i % workers === w));
  // Each browser's page holds the cells of its own shots.
  const pages = mine.map((own) => [...new Set(own.flatMap((i) => shots[i].cells.filter((c): c is number => c !== undefined)))].sort((a, b) => a - b));
  const staged = stage([...run.files, ...pages.map((cells, w) => ({ path: `images-${w}.html`, content: imagePage(run.cells, run.bleed, cells) }))]);
  const { dir } = staged;
  const browsers: Browser[] = [];
  try {
    const frame = frameOf(run.bleed);
    const px = imagePixels(run.dpi, frame);
    const scale = run.dpi / 25.4 / pageMmPx;
    const mm = frameSizeMm(frame);
    // One card: exactly its pixel size. A sheet: its cells' exact size in the page, so each is at
    // its fraction of the picture (Tabletop Simulator cuts a sheet into equal parts).
    const one = { x: 0, y: 0, width: px.width / scale, height: px.height / scale, scale: 1 };
    const clipOf = (shot: ImageShot) => {
      if (shot.cells.length === 1) return run.cells[shot.cells[0] ?? 0]?.turn ? { ...one, width: one.height, height: one.width } : one;
      const rows = Math.ceil(shot.cells.length / shot.columns);
      return { x: 0, y: 0, width: shot.columns * mm.width * pageMmPx, height: rows * mm.height * pageMmPx, scale: 1 };
    };
    const largest = shots.reduce((m, shot) => { const c = clipOf(shot); return { w: Math.max(m.w, c.width), h: Math.max(m.h, c.height) }; }, { w: one.height, h: one.height });
    const viewport = { width: Math.ceil(largest.w) + 1, height: Math.ceil(largest.h) + 1, scale };
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
    const worker = async (own: number[], w: number) => {
      try {
        if (failure !== undefined) return;
        const browser = await (w === 0 && run.launched ? run.launched : Browser.launch(run.browserPath));
        browsers.push(browser);
        if (failure !== undefined) return;
        const session = await openPage(browser, pathToFileURL(join(dir, `images-${w}.html`)).href, viewport);
        for (const i of own) {
          if (failure !== undefined) break;
          const shot = shots[i];
          await evaluate(browser, session, showExpression(shot, run.cells));
          const single = shot.cells.length === 1;
          const turn = single && run.cells[shot.cells[0] ?? 0]?.turn;
          const clip = clipOf(shot);
          const png = await browser.sendForData('Page.captureScreenshot', { format: 'png', clip, fromSurface: true, optimizeForSpeed: true }, session);
          // A card's picture is exactly its pixel size; a sheet's is its cells' size in the page, rounded.
          checkScreenshot(png, single ? (turn ? { width: px.height, height: px.width } : px) : { width: Math.round(clip.width * scale), height: Math.round(clip.height * scale) }, single ? 0 : 1);
          images[i] = turn ? encodePng(turnAnticlockwise(decodePng(png))) : png;
          run.progress?.(++done);
        }
      } catch (error) {
        failure ??= error;
      }
    };
    await Promise.all(mine.map(worker));
    run.signal?.removeEventListener('abort', abort);
    if (failure !== undefined) throw failure;
    return images;
  } finally {
    await Promise.all(browsers.map((b) => b.shutdown()));
    staged.remove();
  }
}

/**
 * The page expression that shows a shot's cells (and no others) at their places. A split card alone
 * is drawn landscape (`data-turn`, turned afterwards); on a sheet it is drawn upright, turned by the
 * stylesheet.
 */
function showExpression(shot: ImageShot, cells: readonly ImageCell[]): string {
  if (shot.cells.length === 1) {
    const i = shot.cells[0];
    return `(() => { document.querySelectorAll('.image-cell.shown').forEach((c) => { c.className = 'image-cell'; });
      const c = document.getElementById('c${i}'); c.classList.add('shown'); ${i !== undefined && cells[i]?.turn ? "c.setAttribute('data-turn', '');" : ''} return true; })()`;
  }
  const placed = shot.cells.map((c, k) => (c === undefined ? undefined : [c, k % shot.columns, Math.floor(k / shot.columns)])).filter((p) => p !== undefined);
  return `(() => { document.querySelectorAll('.image-cell.shown').forEach((c) => { c.className = 'image-cell'; });
    for (const [i, col, row] of ${JSON.stringify(placed)}) { const c = document.getElementById('c' + i); c.classList.add('shown'); c.removeAttribute('data-turn'); if (col) c.classList.add('at-c' + col); if (row) c.classList.add('at-r' + row); }
    return true; })()`;
}

/** A text drawn past its box on a card image (the page script's `cardtextOverflows`, measured in the page). */
export interface Overflow {
  card: string;
  face: number;
  /** `name`, `type line`, `collector line`, `hint`, `rules text`, `mana cost`, `bar`, `stats`. */
  part: string;
  text: string;
}

/**
 * Lays out every cell on one image page, as `takeImages` does (the fonts loaded, every text
 * fitted, at the dpi's scale), and measures in the page which texts are drawn past their boxes.
 */
export async function checkFit(run: Pick<ImageRun, 'browserPath' | 'files' | 'cells' | 'dpi' | 'bleed'>): Promise<Overflow[]> {
  const staged = stage([...run.files, { path: 'images.html', content: imagePage(run.cells, run.bleed) }]);
  const { dir } = staged;
  let browser: Browser | undefined;
  try {
    browser = await Browser.launch(run.browserPath);
    const px = imagePixels(run.dpi, run.bleed);
    const scale = run.dpi / 25.4 / pageMmPx;
    const side = Math.ceil(px.height / scale) + 1;
    const session = await openPage(browser, pathToFileURL(join(dir, 'images.html')).href, { width: side, height: side, scale });
    // Every cell laid out again (a fitted page skips the hidden ones), then measured.
    const found = await evaluate(browser, session, 'document.body.classList.remove("fitted"), typeof window.cardtextOverflows === "function" ? window.cardtextOverflows() : null');
    if (!Array.isArray(found)) throw new BrowserError('the page script did not load');
    return found as Overflow[];
  } finally {
    await browser?.shutdown();
    staged.remove();
  }
}

/** The gallery page printed to PDF: its print stylesheet puts nine cards on a page with crop marks. */
export async function printSheets(browserPath: string, files: FolderFile[], paper: Paper, page = 'index.html', options: { bleed?: boolean } = {}): Promise<Buffer> {
  const staged = stage(files);
  const { dir } = staged;
  let browser: Browser | undefined;
  try {
    browser = await Browser.launch(browserPath);
    const session = await openPage(browser, pathToFileURL(join(dir, page)).href);
    // The stylesheet's @page margins: three rows of 88 mm and the crop marks below them fit Letter's
    // 279.4 mm; three rows of 90 mm with bleed need 4.5 mm at the top and bottom.
    const side = 7 / 25.4;
    const top = (options.bleed ? 4.5 : 5) / 25.4;
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
