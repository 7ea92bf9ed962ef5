/**
 * `cardtext render PATH... -o DIR`: writes DIR/index.html, a static page with the set overview
 * and every card, plus what it loads beside it (stylesheets, the symbol font, the page script,
 * the cards' art). Every read goes through the guarded reader; art only from the set's folders and
 * those allowed with --art-folder. The folder is written by the owned-folder writer: cardtext
 * replaces only the files it wrote there (--force for others), crash-safe.
 */
import { statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatBytes, readFileBytes } from '../files/readFile.js';
import { artFile, realFolders } from '../files/artFiles.js';
import { type FolderFile, writeOwnedFolder } from '../files/outputFolder.js';
import { setInfoOf } from '../language/setInfo.js';
import type { ArtRef } from '../render/art.js';
import { printedCells, renderCard } from '../render/card.js';
import type { CardModel } from '../language/model/cardModel.js';
import { buildExportSet } from '../export/setModel.js';
import { renderOverview } from '../render/overview.js';
import { galleryPage } from '../render/page.js';
import { customSymbolCss } from '../render/symbols.js';
import { computeSetStats } from '../stats/setStats.js';
import { documentEntries } from '../stats/documentEntries.js';
import { type CliIO, parseArgs, UsageError } from './args.js';
import { loadSet, type SetFile } from './loadSet.js';

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

  copy(cardsFile: string, shownFile: string, path: string): ArtRef | undefined {
    const source = resolve(dirname(cardsFile), path);
    if (this.copied.has(source)) return this.copied.get(source);
    let ref: ArtRef | undefined;
    if (!imageExtensions.has(extname(source).toLowerCase())) {
      this.problems.push(`art "${path}" in "${shownFile}" is not an image file (${[...imageExtensions].join(', ')}); its card shows the path instead`);
    } else {
      const found = artFile(cardsFile, path, this.allowed);
      const read = found.ok ? readFileBytes(found.path, { maxBytes: maxArtBytes, rejectBinary: false }) : found;
      if (read.ok && this.bytes + read.data.length > maxGalleryArtBytes) {
        this.problems.push(`cannot copy art "${path}" of "${shownFile}": the gallery's art would pass ${formatBytes(maxGalleryArtBytes)} in all`);
      } else if (read.ok) {
        const name = `art/${this.files.length + 1}-${basename(source).replace(/[^A-Za-z0-9._-]/g, '_')}`;
        this.files.push({ path: name, content: read.data });
        this.bytes += read.data.length;
        ref = { src: name };
      } else this.problems.push(`cannot copy art "${path}" of "${shownFile}": ${read.message}`);
    }
    this.copied.set(source, ref);
    return ref;
  }
}

function fileTitle(files: SetFile[]): string {
  if (files.length === 1) return basename(files[0].path).replace(/\.cards$/, '');
  const dirs = new Set(files.map((f) => dirname(f.path)));
  return dirs.size === 1 ? basename([...dirs][0]) : `${files.length} files`;
}

/** Everything a render needs: the files read, the gallery's files, and each card's image HTML. */
export interface Gallery {
  files: SetFile[];
  /** Files that could not be read (named). */
  problems: string[];
  /** Art that could not be copied, and the like. */
  warnings: string[];
  /** index.html, set.css, cardtext's own assets and the copied art. */
  writes: FolderFile[];
  /** Every card in file order, with its HTML as an image shows it (no diagnostics drawn). */
  cards: { model: CardModel; html: string }[];
  /** Each card's collector number, as every export numbers it. */
  numberOf: (model: CardModel) => string;
  /** The set's name (`@set`), else the file's or folder's. */
  title: string;
  inputs: string[];
  /** Who owns an output folder written from this set (the set, by code and name). */
  owner: (kind: string) => string;
}

/**
 * Reads the set named by `positionals` and builds its gallery: the page, its assets, the art.
 * Returns a message (for exit 2) when there is nothing to render or cardtext's own files are missing.
 */
export function buildGallery(positionals: string[], artFolderOptions: string[], io: CliIO): Gallery | { fail: string; problems: string[] } {
  const { files, problems } = loadSet(positionals, io.cwd);
  const warnings: string[] = [];
  if (files.length === 0) return { fail: 'nothing to render', problems };
  // Art may come from each file's folder, the folders named as the set, and the folders allowed by --art-folder.
  const setFolders = positionals.map((p) => resolve(io.cwd, p)).filter((p) => statSync(p, { throwIfNoEntry: false })?.isDirectory());
  const artFolders = artFolderOptions.map((p) => resolve(io.cwd, p));
  for (const folder of artFolders) if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return { fail: `--art-folder "${folder}" is not a folder`, problems };
  const art = new ArtCopier(realFolders([...setFolders, ...artFolders]), warnings);
  const entries = files.flatMap((file) => documentEntries(file.doc, file.diagnostics).map((entry) => ({ entry, file })));
  // One numbering everywhere: the exports' (publisher order, tokens T1, T2…, Number: kept).
  const set = buildExportSet(files.map((f) => f.doc), { fallbackName: fileTitle(files) });
  const numbers = new Map<CardModel, string>([...set.cards, ...set.tokens].map((c) => [c.model, c.number]));
  const numberOf = (model: CardModel) => numbers.get(model) ?? '';
  const shownNumber = (model: CardModel) => {
    const n = numberOf(model);
    return n && !model.isToken ? `${n}/${set.cards.length}` : n;
  };
  const cards = entries.map(({ entry, file }, i) => {
    const options = {
      declarations: file.doc.declarations,
      resolveArt: (path: string) => art.copy(file.path, file.shown, path),
      collectorNumber: shownNumber(entry.model),
    };
    return {
      model: entry.model,
      cells: printedCells(entry.model),
      html: renderCard(entry.model, { ...options, diagnostics: entry.diagnostics, id: `card-${i}` }),
      image: renderCard(entry.model, options),
    };
  });
  const title = set.codeGiven ? set.name : fileTitle(files);
  const stats = computeSetStats(entries.map((e) => e.entry));
  const page = galleryPage({ title, overview: renderOverview(stats, title), cards });
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
  return {
    files, problems, warnings, writes, title, numberOf, owner,
    cards: cards.map((c) => ({ model: c.model, html: c.image })),
    inputs: files.map((f) => f.path),
  };
}

/** Runs `cardtext render`; returns the exit code (0 written, 2 bad usage or nothing could be written). */
export function renderCommand(args: string[], io: CliIO): number {
  const { options, positionals } = parseArgs(args, { '-o': 'value', '--output': 'value', '--force': 'flag', '--art-folder': 'list' });
  const out = (options['-o'] ?? options['--output']) as string | undefined;
  if (!out) throw new UsageError('render needs an output folder: -o DIR');
  if (positionals.length === 0) throw new UsageError('render needs at least one .cards file or folder');
  const started = Date.now();
  const gallery = buildGallery(positionals, (options['--art-folder'] as string[] | undefined) ?? [], io);
  if ('fail' in gallery) {
    for (const p of [...gallery.problems, gallery.fail]) io.stderr(`cardtext: ${p}\n`);
    return 2;
  }
  const { files, problems, warnings } = gallery;
  const dir = resolve(io.cwd, out);
  const written = writeOwnedFolder(dir, gallery.writes, { owner: gallery.owner('render'), inputs: gallery.inputs, force: options['--force'] === true, last: (path) => path === 'index.html' });
  if (!written.ok) {
    for (const p of [...problems, `cannot write the gallery into "${out}": ${written.message}`]) io.stderr(`cardtext: ${p}\n`);
    return 2;
  }
  if (written.recovered) warnings.push(`"${out}" held an interrupted earlier write; it was finished first`);
  if (written.kept.length > 0) warnings.push(`kept ${written.kept.length} file${written.kept.length === 1 ? '' : 's'} of an earlier gallery that changed since cardtext wrote ${written.kept.length === 1 ? 'it' : 'them'}: ${written.kept.slice(0, 5).join(', ')}`);
  for (const p of [...problems, ...warnings]) io.stderr(`cardtext: ${p}\n`);
  const count = gallery.cards.length;
  io.stderr(`cardtext: rendered ${count} card${count === 1 ? '' : 's'} from ${files.length} file${files.length === 1 ? '' : 's'} to ${join(out, 'index.html')} in ${Date.now() - started} ms\n`);
  return problems.length > 0 ? 2 : 0;
}
