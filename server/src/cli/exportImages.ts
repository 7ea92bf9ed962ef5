/**
 * `export --to cockatrice|forge --images [DIR]`: the set's card images (the same pictures as
 * `render --png`), named and placed where the tool looks them up (export/toolImages.ts), drawn
 * before anything is written so a missing or failing browser leaves every output as it was, and
 * written under the output-folder rule (cardtext replaces only the images it wrote there).
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { findBrowser } from '../images/chromium.js';
import { BrowserError, takeImages, takeShots } from '../images/cardImages.js';
import { buildGallery, type GallerySource } from '../images/gallery.js';
import { backCell, type ImageCell, imageCells, type ImageShot } from '../render/imagePage.js';
import type { PictureJob, PictureSpec } from '../export/registry.js';
import type { CardModel } from '../language/model/cardModel.js';
import type { ExportSet } from '../export/setModel.js';
import { cockatriceImages, forgeImages, type ToolImage } from '../export/toolImages.js';
import { type FolderFile, writeOwnedFolder } from '../files/outputFolder.js';

/** The formats whose tools read card images from a folder. */
export const imageFormats = ['cockatrice', 'forge'] as const;

/** Whether `word`, after `--images`, is the images folder (not an option or one of the set's paths). */
export function isImagesFolder(word: string | undefined, cwd: string): boolean {
  if (word === undefined || word === '' || word.startsWith('-') || /\.cards$/i.test(word)) return false;
  const path = resolve(cwd, word);
  // A folder holding .cards files is one of the set's inputs, never an image folder.
  try {
    if (statSync(path, { throwIfNoEntry: false })?.isDirectory() && readdirSync(path).some((f) => /\.cards$/i.test(f))) return false;
  } catch {
    return true;
  }
  return true;
}

/**
 * Where the images go when `--images` names no folder: Cockatrice's `pics/CUSTOM/` beside the
 * XML (beside the `customsets/` folder when the XML is written into one, as Cockatrice keeps
 * them side by side); for Forge, a `pics/` folder beside the `custom/` folder written.
 */
export function defaultImagesDir(format: string, out: string): string {
  if (format === 'cockatrice') {
    const folder = dirname(out);
    return basename(folder).toLowerCase() === 'customsets' ? join(dirname(folder), 'pics', 'CUSTOM') : join(folder, 'pics', 'CUSTOM');
  }
  return join(dirname(resolve(out)), 'pics');
}

/** Drawn images ready to write, or a message for exit 2. */
export type DrawnImages = { ok: true; files: FolderFile[]; cells: number; warnings: string[] } | { ok: false; messages: string[] };

/** Draws the set's images and names them for `format`'s tool. */
export async function drawToolImages(format: string, set: ExportSet, sources: GallerySource[], options: { browser?: string; artFolders: string[] }): Promise<DrawnImages> {
  const browser = findBrowser(options.browser);
  if (!browser.ok) return { ok: false, messages: [`--images: ${browser.message}`] };
  const gallery = buildGallery(sources, [], options.artFolders);
  if ('fail' in gallery) return { ok: false, messages: [gallery.fail] };
  const cells = imageCells(gallery.cards, gallery.numberOf);
  let images: Buffer[];
  try {
    images = await takeImages({ browserPath: browser.path, files: gallery.writes, cells, dpi: 300, bleed: false });
  } catch (error) {
    if (!(error instanceof BrowserError)) throw error;
    return { ok: false, messages: [`cannot draw the cards with "${browser.path}": ${error.message}`] };
  }
  const targets: ToolImage[] = format === 'cockatrice' ? cockatriceImages(set, cells) : forgeImages(set, cells);
  const files: FolderFile[] = [];
  const taken = new Map<string, string>();
  const warnings = [...gallery.warnings];
  for (const t of targets) {
    const key = t.path.toLowerCase();
    const other = taken.get(key);
    if (other !== undefined) {
      warnings.push(`two cards would have the picture ${t.path} (${other} and ${cells[t.cell].name}); the first is kept`);
      continue;
    }
    taken.set(key, cells[t.cell].name);
    files.push({ path: t.path, content: images[t.cell] });
  }
  return { ok: true, files, cells: cells.length, warnings };
}

/** Writes drawn images into `dir` as an owned folder; returns a message on failure. */
export function writeToolImages(dir: string, files: FolderFile[], owner: string, inputs: string[], force: boolean): { ok: true; notes: string[] } | { ok: false; message: string } {
  const written = writeOwnedFolder(dir, files, { owner, inputs, force });
  if (!written.ok) return written;
  const notes: string[] = [];
  if (written.recovered) notes.push(`"${dir}" held an interrupted earlier write; it was finished first`);
  if (written.removed.length > 0) notes.push(`removed ${written.removed.length} image${written.removed.length === 1 ? '' : 's'} of this set's earlier export that it no longer has`);
  if (written.kept.length > 0) notes.push(`kept ${written.kept.length} image${written.kept.length === 1 ? '' : 's'} that changed since cardtext wrote ${written.kept.length === 1 ? 'it' : 'them'}: ${written.kept.slice(0, 5).join(', ')}`);
  return { ok: true, notes };
}

/** Where the tool reads the images from, for the closing line. */
export function imagesHint(format: string, dir: string): string {
  if (format === 'cockatrice') return `Cockatrice reads them from its pics/CUSTOM folder${/[\\/]pics[\\/]CUSTOM$/i.test(dir) ? '' : ' (copy them there)'}`;
  return `Forge reads them from its image cache's pics folder (Linux ~/.cache/forge/pics, Windows %LOCALAPPDATA%\\Forge\\Cache\\pics, macOS ~/Library/Caches/forge/pics): copy the cards/ and tokens/ folders there`;
}

/**
 * Draws an export's pictures (a print shop's cards, Tabletop Simulator's sheets): each job's cards
 * (a face of a double-faced card, else the whole card) and the set's card back, at the export's
 * dpi and frame, with the same renderer and browser as `render --png`.
 */
export async function drawPictures(pictures: { spec: PictureSpec; jobs: PictureJob[] }, sources: GallerySource[], options: { browser?: string; artFolders: string[]; progress?: (done: number, total: number) => void }): Promise<{ ok: true; files: FolderFile[]; warnings: string[] } | { ok: false; messages: string[] }> {
  const browser = findBrowser(options.browser);
  if (!browser.ok) return { ok: false, messages: [browser.message] };
  const gallery = buildGallery(sources, [], options.artFolders);
  if ('fail' in gallery) return { ok: false, messages: [gallery.fail] };
  const cells: ImageCell[] = imageCells(gallery.cards, gallery.numberOf);
  const index = new Map<CardModel, Map<number | undefined, number>>();
  cells.forEach((cell, i) => {
    if (!cell.model) return;
    const faces = index.get(cell.model) ?? new Map<number | undefined, number>();
    faces.set(cell.face, i);
    index.set(cell.model, faces);
  });
  const back = cells.length;
  cells.push(backCell(gallery.back));
  const shots: ImageShot[] = [];
  const missing: string[] = [];
  for (const job of pictures.jobs) {
    shots.push({
      columns: job.columns,
      cells: job.cells.map((c) => {
        if (c === undefined) return undefined;
        if (c === 'back') return back;
        const found = index.get(c.card.model)?.get(c.face) ?? index.get(c.card.model)?.get(undefined);
        if (found === undefined) missing.push(c.card.name);
        return found;
      }),
    });
  }
  // Every card of the set has its pictures (the gallery and the export read the same documents).
  if (missing.length > 0) return { ok: false, messages: [`no picture of ${[...new Set(missing)].slice(0, 5).join(', ')}`] };
  let images: Buffer[];
  try {
    images = await takeShots({ browserPath: browser.path, files: gallery.writes, cells, dpi: pictures.spec.dpi, bleed: pictures.spec.frame, progress: options.progress && ((done) => options.progress!(done, shots.length)) }, shots);
  } catch (error) {
    if (!(error instanceof BrowserError)) throw error;
    return { ok: false, messages: [`cannot draw the cards with "${browser.path}": ${error.message}`] };
  }
  return { ok: true, files: pictures.jobs.map((job, i) => ({ path: job.path, content: images[i] })), warnings: gallery.warnings };
}
