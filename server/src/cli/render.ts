/**
 * `cardtext render PATH... -o DIR`: writes DIR/index.html, a static page with the set overview
 * and every card, plus what it loads beside it (stylesheets, the symbol font, the page script,
 * the cards' art). Every read goes through the guarded reader; art only from the set's folders and
 * those allowed with --art-folder. The folder is written by the owned-folder writer: cardtext
 * replaces only the files it wrote there (--force for others), crash-safe.
 */
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeOwnedFolder } from '../files/outputFolder.js';
import { buildGallery, type Gallery } from '../images/gallery.js';
import { type CliIO, parseArgs, UsageError } from './args.js';
import { loadSet } from './loadSet.js';

/**
 * Reads the set named by `positionals` and builds its gallery. Art may come from each file's
 * folder, the folders named as the set, and the folders allowed by --art-folder.
 */
export function loadGallery(positionals: string[], artFolderOptions: string[], io: CliIO): Gallery | { fail: string; problems: string[] } {
  const { files, problems } = loadSet(positionals, io.cwd);
  const setFolders = positionals.map((p) => resolve(io.cwd, p)).filter((p) => statSync(p, { throwIfNoEntry: false })?.isDirectory());
  const artFolders = artFolderOptions.map((p) => resolve(io.cwd, p));
  for (const folder of artFolders) if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return { fail: `--art-folder "${folder}" is not a folder`, problems };
  return buildGallery(files, problems, [...setFolders, ...artFolders]);
}

/** Runs `cardtext render`; returns the exit code (0 written, 2 bad usage or nothing could be written). */
export function renderCommand(args: string[], io: CliIO): number {
  const { options, positionals } = parseArgs(args, { '-o': 'value', '--output': 'value', '--force': 'flag', '--art-folder': 'list' });
  const out = (options['-o'] ?? options['--output']) as string | undefined;
  if (!out) throw new UsageError('render needs an output folder: -o DIR');
  if (positionals.length === 0) throw new UsageError('render needs at least one .cards file or folder');
  const started = Date.now();
  const gallery = loadGallery(positionals, (options['--art-folder'] as string[] | undefined) ?? [], io);
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
