/**
 * `cardtext render PATH... -o DIR`: writes DIR/index.html, a static page with the set overview
 * and every card, plus what it loads beside it (stylesheets, the symbol font, the page script,
 * the cards' art). Every read goes through the guarded reader and every write through the atomic
 * writer, which never writes over an input.
 */
import { mkdirSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileBytes } from '../files/readFile.js';
import { writeFileAtomic } from '../files/writeFile.js';
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

/** Copies each card's art into DIR/art/ once, and says how the page loads it. */
class ArtCopier {
  private readonly copied = new Map<string, ArtRef | undefined>();
  constructor(private readonly dir: string, private readonly inputs: string[], private readonly problems: string[]) {}

  copy(cardsFile: string, shownFile: string, path: string): ArtRef | undefined {
    const source = resolve(dirname(cardsFile), path);
    if (this.copied.has(source)) return this.copied.get(source);
    let ref: ArtRef | undefined;
    if (!imageExtensions.has(extname(source).toLowerCase())) {
      this.problems.push(`art "${path}" in "${shownFile}" is not an image file (${[...imageExtensions].join(', ')}); its card shows the path instead`);
    } else {
      const read = readFileBytes(source, { maxBytes: maxArtBytes, rejectBinary: false });
      const name = `art/${this.copied.size + 1}-${basename(source).replace(/[^A-Za-z0-9._-]/g, '_')}`;
      const written = read.ok ? writeFileAtomic(join(this.dir, name), read.data, this.inputs) : read;
      if (written.ok) ref = { src: name };
      else this.problems.push(`cannot copy art "${path}" of "${shownFile}": ${written.message}`);
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
  const { options, positionals } = parseArgs(args, { '-o': 'value', '--output': 'value' });
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
  try {
    mkdirSync(join(dir, 'art'), { recursive: true });
    if (!statSync(dir).isDirectory()) return fail(`cannot write to "${out}": it is not a folder`);
  } catch (error) {
    return fail(`cannot create the folder "${out}": ${(error as Error).message}`);
  }
  const inputs = files.map((f) => f.path);
  const art = new ArtCopier(dir, inputs, warnings);
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
  const writes: [string, string | Uint8Array][] = [['index.html', page], ['set.css', files.map((f) => customSymbolCss(f.doc.declarations)).join('\n')]];
  for (const name of assetFiles) {
    const read = readFileBytes(join(assetDir(), name), { maxBytes: maxArtBytes, rejectBinary: false });
    if (!read.ok) return fail(`cardtext's own file ${name} is missing (${read.message}); run "npm run build"`);
    writes.push([name, read.data]);
  }
  for (const [name, content] of writes) {
    const written = writeFileAtomic(join(dir, name), content, inputs);
    if (!written.ok) return fail(`cannot write "${join(out, name)}": ${written.message}`);
  }
  for (const p of [...problems, ...warnings]) io.stderr(`cardtext: ${p}\n`);
  io.stderr(`cardtext: rendered ${entries.length} card${entries.length === 1 ? '' : 's'} from ${files.length} file${files.length === 1 ? '' : 's'} to ${join(out, 'index.html')} in ${Date.now() - started} ms\n`);
  return problems.length > 0 ? 2 : 0;
}
