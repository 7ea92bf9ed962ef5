/**
 * A set's gallery, built once for every picture cardtext makes of it: the page `cardtext render`
 * writes (overview and every card, with its assets and the cards' art copied beside it), and each
 * card's HTML as its image shows it (no diagnostics drawn) with the collector number every export
 * gives it. Used by the CLI (`render`, `render --png/--pdf`) and the language server's image
 * request; every art read goes through the guarded reader, only from the allowed folders.
 */
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardDiagnostic } from '../language/checks/index.js';
import type { CardsDocument } from '../language/document.js';
import type { CardModel } from '../language/model/cardModel.js';
import { setInfoOf } from '../language/setInfo.js';
import { buildExportSet } from '../export/setModel.js';
import { artFile, realFolders } from '../files/artFiles.js';
import type { FolderFile } from '../files/outputFolder.js';
import { formatBytes, readFileBytes } from '../files/readFile.js';
import type { ArtRef } from '../render/art.js';
import { printedCells, renderCard } from '../render/card.js';
import { renderOverview } from '../render/overview.js';
import { overviewDesign } from '../render/designOverview.js';
import { galleryPage, printPage } from '../render/page.js';
import { renderBack } from '../render/back.js';
import { physicalLayout } from '../language/model/physicalLayout.js';
import { customSymbolCss } from '../render/symbols.js';
import { documentEntries } from '../stats/documentEntries.js';
import { computeSetStats } from '../stats/setStats.js';

/** A card and its HTML as an image shows it, drawn when first asked for (a gallery alone never needs it). */
export class ImageCard {
  private drawn: string | undefined;
  constructor(readonly model: CardModel, private readonly draw: () => string) {}
  get html(): string {
    this.drawn ??= this.draw();
    return this.drawn;
  }
}

/** A parsed `.cards` file of the set: where it is, how the user sees its path, its document and diagnostics. */
export interface GallerySource {
  path: string;
  shown: string;
  doc: CardsDocument;
  diagnostics: CardDiagnostic[];
}

declare const __dirname: string | undefined;

/** The files copied from cardtext's own dist/render/ folder beside index.html. */
const assetFiles = ['cardtext.css', 'cardtext.js', 'mana.css', 'mana.woff2', 'mana-font-LICENSE.txt'];
const imageExtensions = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.bmp', '.svg']);
const maxArtBytes = 50 * 1024 * 1024;

/** dist/render/: beside the bundled CLI (dist/cli.js), or the repository's when run from out/ (tests). */
function assetDir(): string {
  if (typeof __dirname === 'string') return join(__dirname, 'render');
  return fileURLToPath(new URL('../../../../dist/render/', import.meta.url));
}

/** Most bytes of art a gallery copies in all (each image is at most {@link maxArtBytes}). */
const maxGalleryArtBytes = 512 * 1024 * 1024;

/** Collects each card's art for DIR/art/ once, and says how the page loads it. */
class ArtCopier {
  private readonly copied = new Map<string, ArtRef | undefined>();
  readonly files: FolderFile[] = [];
  private bytes = 0;
  constructor(private readonly allowed: string[], private readonly problems: string[]) {}

  /** Copies `path` (as written in `cardsFile`) once; `what` names it in warnings (`art`, `set symbol`). */
  copy(cardsFile: string, shownFile: string, path: string, what = 'art'): ArtRef | undefined {
    const source = resolve(dirname(cardsFile), path);
    if (this.copied.has(source)) return this.copied.get(source);
    let ref: ArtRef | undefined;
    if (!imageExtensions.has(extname(source).toLowerCase())) {
      this.problems.push(`${what} "${path}" in "${shownFile}" is not an image file (${[...imageExtensions].join(', ')}); ${what === 'art' ? 'its card shows the path' : what === 'card back' ? 'the plain back is drawn' : 'the set code is drawn'} instead`);
    } else {
      const found = artFile(cardsFile, path, this.allowed);
      const read = found.ok ? readFileBytes(found.path, { maxBytes: maxArtBytes, rejectBinary: false }) : found;
      if (read.ok && this.bytes + read.data.length > maxGalleryArtBytes) {
        this.problems.push(`cannot copy ${what} "${path}" of "${shownFile}": the gallery's art would pass ${formatBytes(maxGalleryArtBytes)} in all`);
      } else if (read.ok) {
        const name = `art/${this.files.length + 1}-${basename(source).replace(/[^A-Za-z0-9._-]/g, '_')}`;
        this.files.push({ path: name, content: read.data });
        this.bytes += read.data.length;
        ref = { src: name };
      } else this.problems.push(`cannot copy ${what} "${path}" of "${shownFile}": ${read.message}`);
    }
    this.copied.set(source, ref);
    return ref;
  }
}

function fileTitle(files: GallerySource[]): string {
  if (files.length === 1) return basename(files[0].path).replace(/\.cards$/, '');
  const dirs = new Set(files.map((f) => dirname(f.path)));
  return dirs.size === 1 ? basename([...dirs][0]) : `${files.length} files`;
}

/** Everything a render needs: the files read, the gallery's files, and each card's image HTML. */
export interface Gallery {
  files: GallerySource[];
  /** Files that could not be read (named). */
  problems: string[];
  /** Art that could not be copied, and the like. */
  warnings: string[];
  /** index.html, set.css, cardtext's own assets and the copied art. */
  writes: FolderFile[];
  /** Every card in file order, with its HTML as an image shows it (no diagnostics drawn). */
  cards: ImageCard[];
  /** Each card's collector number, as every export numbers it. */
  numberOf: (model: CardModel) => string;
  /** The set's name (`@set`), else the file's or folder's. */
  title: string;
  inputs: string[];
  /** Who owns an output folder written from this set (the set, by code and name). */
  owner: (kind: string) => string;
  /** The set's card back (render/back.ts): its `@back` image, copied beside the page, or the plain back. */
  back: string;
  /** The page the PDF is printed from (`print.html`): duplex with the backs, or with bleed (render/page.ts). */
  printPage: (options: { duplex: boolean; bleed: boolean }) => FolderFile;
}

/**
 * Builds the gallery of a set's files: the page, its assets, the art (from each file's folder and
 * `artFolders`). Returns a message (for exit 2) when there is nothing to render or cardtext's own
 * files are missing. `problems` (files that could not be read) are carried along.
 */
export function buildGallery(files: GallerySource[], problems: string[], artFolders: string[]): Gallery | { fail: string; problems: string[] } {
  const warnings: string[] = [];
  if (files.length === 0) return { fail: 'nothing to render', problems };
  const art = new ArtCopier(realFolders(artFolders), warnings);
  const entries = files.flatMap((file) => documentEntries(file.doc, file.diagnostics).map((entry) => ({ entry, file })));
  // One numbering everywhere: the exports' (publisher order, tokens T1, T2…, Number: kept).
  const set = buildExportSet(files.map((f) => f.doc), { fallbackName: fileTitle(files) });
  const numbers = new Map<CardModel, string>([...set.cards, ...set.tokens].map((c) => [c.model, c.number]));
  const numberOf = (model: CardModel) => numbers.get(model) ?? '';
  // The set symbol (`@symbol`, the first file that declares one), copied like art; a file that
  // can't be copied leaves the code badge, with a warning.
  const symbolFile = files.find((f) => setInfoOf(f.doc.directives).symbol !== undefined);
  const setSymbol = symbolFile ? art.copy(symbolFile.path, symbolFile.shown, setInfoOf(symbolFile.doc.directives).symbol!, 'set symbol') : undefined;
  // The card back (`@back`, the first file that declares one), copied like art; without one, or
  // when it can't be copied (a warning says so), the plain back.
  const backFile = files.find((f) => setInfoOf(f.doc.directives).back !== undefined);
  const backImage = backFile ? art.copy(backFile.path, backFile.shown, setInfoOf(backFile.doc.directives).back!, 'card back') : undefined;
  const cards = entries.map(({ entry, file }, i) => {
    const options = {
      declarations: file.doc.declarations,
      resolveArt: (path: string) => art.copy(file.path, file.shown, path),
      collectorNumber: numberOf(entry.model) || undefined,
      setSize: set.cards.length,
      setCode: set.codeGiven ? set.code : undefined,
      setSymbol,
    };
    return {
      model: entry.model,
      cells: printedCells(entry.model),
      html: renderCard(entry.model, { ...options, diagnostics: entry.diagnostics, id: `card-${i}` }),
      image: new ImageCard(entry.model, () => renderCard(entry.model, options)),
    };
  });
  const title = set.codeGiven ? set.name : fileTitle(files);
  const stats = computeSetStats(entries.map((e) => e.entry));
  const design = overviewDesign(entries.map((e) => e.entry), files.flatMap((f) => f.doc.directives), files[0]?.doc.declarations);
  const page = galleryPage({ title, overview: renderOverview(stats, title, design), cards });
  const writes: FolderFile[] = [{ path: 'index.html', content: page }, { path: 'set.css', content: files.map((f) => customSymbolCss(f.doc.declarations)).join('\n') }];
  for (const name of assetFiles) {
    const read = readFileBytes(join(assetDir(), name), { maxBytes: maxArtBytes, rejectBinary: false });
    if (!read.ok) return { fail: `cardtext's own file ${name} is missing (${read.message}); run "npm run build"`, problems };
    writes.push({ path: name, content: read.data });
  }
  writes.push(...art.files);
  // The owner is the set, by code and name: two sets that share a code are still told apart.
  const info = files.map((f) => setInfoOf(f.doc.directives)).find((i) => i.code);
  const owner = (kind: string) => (info ? `${kind}:${info.code}${info.name ? ` ${info.name}` : ''}` : `${kind}:${fileTitle(files)}`);
  const back = renderBack({ title, code: set.codeGiven ? set.code : undefined, image: backImage });
  return {
    files, problems, warnings, writes, title, numberOf, owner, back,
    cards: cards.map((c) => c.image),
    inputs: files.map((f) => f.path),
    printPage: (options) => ({
      path: 'print.html',
      content: printPage(cards.map((c) => ({ html: c.image.html, doubleFaced: physicalLayout(c.model) === 'double-faced' })), { ...options, title, back }),
    }),
  };
}

