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

function title(files: SetFile[]): string {
  if (files.length === 1) return basename(files[0].path).replace(/\.cards$/, '');
  const dirs = new Set(files.map((f) => dirname(f.path)));
  return dirs.size === 1 ? basename([...dirs][0]) : `${files.length} files`;
}

/** Runs `cardtext render`; returns the exit code (0 written, 2 bad usage or nothing could be written). */
export function renderCommand(args: string[], io: CliIO): number {
  const { options, positionals } = parseArgs(args, { '-o': 'value', '--output': 'value', '--force': 'flag', '--art-folder': 'list' });
  const out = (options['-o'] ?? options['--output']) as string | undefined;
  if (!out) throw new UsageError('render needs an output folder: -o DIR');
  if (positionals.length === 0) throw new UsageError('render needs at least one .cards file or folder');
  const started = Date.now();
  const { files, problems } = loadSet(positionals, io.cwd);
  const warnings: string[] = [];
  const fail = (message: string) => {
    for (const p of [...problems, message]) io.stderr(`cardtext: ${p}\n`);
    return 2;
  };
  if (files.length === 0) return fail('nothing to render');
  const dir = resolve(io.cwd, out);
  const inputs = files.map((f) => f.path);
  // Art may come from each file's folder, the folders named as the set, and the folders allowed by --art-folder.
  const setFolders = positionals.map((p) => resolve(io.cwd, p)).filter((p) => statSync(p, { throwIfNoEntry: false })?.isDirectory());
  const artFolders = ((options['--art-folder'] as string[] | undefined) ?? []).map((p) => resolve(io.cwd, p));
  for (const folder of artFolders) if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return fail(`--art-folder "${folder}" is not a folder`);
  const art = new ArtCopier(realFolders([...setFolders, ...artFolders]), warnings);
  const entries = files.flatMap((file) => documentEntries(file.doc, file.diagnostics).map((entry) => ({ entry, file })));
  const digits = Math.max(3, String(entries.length).length);
  const cards = entries.map(({ entry, file }, i) => ({ cells: printedCells(entry.model), html: renderCard(entry.model, {
    declarations: file.doc.declarations,
    diagnostics: entry.diagnostics,
    resolveArt: (path) => art.copy(file.path, file.shown, path),
    collectorNumber: `${String(i + 1).padStart(digits, '0')}/${String(entries.length).padStart(digits, '0')}`,
    id: `card-${i}`,
  }) }));
  const stats = computeSetStats(entries.map((e) => e.entry));
  const page = galleryPage({ title: title(files), overview: renderOverview(stats, title(files)), cards });
  const writes: FolderFile[] = [{ path: 'index.html', content: page }, { path: 'set.css', content: files.map((f) => customSymbolCss(f.doc.declarations)).join('\n') }];
  for (const name of assetFiles) {
    const read = readFileBytes(join(assetDir(), name), { maxBytes: maxArtBytes, rejectBinary: false });
    if (!read.ok) return fail(`cardtext's own file ${name} is missing (${read.message}); run "npm run build"`);
    writes.push({ path: name, content: read.data });
  }
  writes.push(...art.files);
  // The owner is the set, by code and name: two sets that share a code are still told apart.
  const info = files.map((f) => setInfoOf(f.doc.directives)).find((i) => i.code);
  const owner = info ? `render:${info.code}${info.name ? ` ${info.name}` : ''}` : `render:${title(files)}`;
  const written = writeOwnedFolder(dir, writes, { owner, inputs, force: options['--force'] === true, last: (path) => path === 'index.html' });
  if (!written.ok) return fail(`cannot write the gallery into "${out}": ${written.message}`);
  if (written.recovered) warnings.push(`"${out}" held an interrupted earlier write; it was finished first`);
  if (written.kept.length > 0) warnings.push(`kept ${written.kept.length} file${written.kept.length === 1 ? '' : 's'} of an earlier gallery that changed since cardtext wrote ${written.kept.length === 1 ? 'it' : 'them'}: ${written.kept.slice(0, 5).join(', ')}`);
  for (const p of [...problems, ...warnings]) io.stderr(`cardtext: ${p}\n`);
  io.stderr(`cardtext: rendered ${entries.length} card${entries.length === 1 ? '' : 's'} from ${files.length} file${files.length === 1 ? '' : 's'} to ${join(out, 'index.html')} in ${Date.now() - started} ms\n`);
  return problems.length > 0 ? 2 : 0;
}
