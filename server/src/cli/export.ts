/**
 * `cardtext export --to FORMAT PATH... -o OUT`: the set's cards to a playtest tool's format.
 * The set's errors go to stderr and the export still runs (exit 0), unless `--strict` (exit 1,
 * nothing written). Output is written atomically and never over an input.
 */
import { statSync } from 'node:fs';
import { basename, extname, isAbsolute, relative, resolve } from 'node:path';
import type { CardsDocument } from '../language/document.js';
import { loadSet } from './loadSet.js';
import { writeFileAtomic } from '../files/writeFile.js';
import { writeOwnedFolder } from '../files/outputFolder.js';
import { buildExportSet, type ExportCard, type ExportFace } from '../export/setModel.js';
import { artBytesReader } from '../files/artBytes.js';
import { type BoosterSlots, exporterFor, exporters } from '../export/registry.js';
import { defaultSlots } from '../export/boosters.js';
import { fileReport } from './report.js';
import type { CliIO } from './args.js';
import { defaultImagesDir, drawPictures, drawToolImages, imageFormats, imagesHint, isImagesFolder, writeToolImages } from './exportImages.js';

/** A progress line on a terminal for drawn pictures, rewritten in place; nothing when stderr is not one. */
function progressLine(io: ExportIO): ((done: number, total: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  let last = 0;
  return (done, total) => {
    const now = Date.now();
    if (done < total && now - last < 100) return;
    last = now;
    io.stderr(`\rcardtext: ${done}/${total} pictures${done === total ? '\n' : ''}`);
  };
}

/** Where the command writes its messages (the CLI's io). */
export type ExportIO = Pick<CliIO, 'stdout' | 'stderr' | 'stderrRaw' | 'color' | 'cwd'>;

export const exportUsage = `cardtext export --to FORMAT [--strict] [--force] [--boosters C,U,R|N] [--seed S] [--mythic-rate N] [--image-base URL] [--images [DIR]] PATH... -o OUT
  FORMAT: ${exporters.map((e) => e.id).join(', ')}
  PATH: .cards files or folders (one set); OUT: a file (a folder for forge: Forge's custom/ folder)
  --strict         stop (exit 1, nothing written) if the set has errors
  --force          replace files cardtext did not write (in a folder) or a read-only output file
  --boosters       draftmancer, forge: commons, uncommons and rares per pack (default: the set's
                   @collation, else 10,3,1); tts: N packs opened from the set's collation, a deck each
  --seed           tts: the seed the packs are opened with (default: the set's code)
  --mythic-rate    draftmancer: one pack in N has a mythic in its rare slot (default 8; Forge's is 8)
  --image-base     scryfall: where the images of cardtext render --png are published; image_uris point there;
                   tts: where the sheets will be published (default: file:/// paths, this machine only)
  tts, mpc         the card pictures are drawn as for render --png (--browser PATH, --art-folder DIR);
                   OUT is a folder
  --images [DIR]   cockatrice, forge: the card images too, named as the tool looks them up (Cockatrice:
                   DIR is its pics/CUSTOM folder, default pics/CUSTOM beside the XML; Forge: DIR is its
                   pics folder, default pics/ beside OUT); --browser PATH and --art-folder DIR as for render --png`;

class ExportUsageError extends Error {}

interface ExportArgs {
  format: string;
  output: string;
  strict: boolean;
  force: boolean;
  boosters?: BoosterSlots;
  /** tts: packs to open, a deck each (`--boosters N`), and their seed. */
  packs?: number;
  seed?: string;
  mythicRate?: number;
  imageBase?: string;
  /** `--images`: true for the default folder, or the folder named. */
  images?: true | string;
  browser?: string;
  artFolders: string[];
  paths: string[];
}

function parseExportArgs(args: string[], cwd: string): ExportArgs {
  const values: Record<string, string> = {};
  const paths: string[] = [];
  const artFolders: string[] = [];
  let strict = false;
  let force = false;
  let images: true | string | undefined;
  const valued = new Map([['--to', 'to'], ['-t', 'to'], ['-o', 'output'], ['--output', 'output'], ['--boosters', 'boosters'], ['--seed', 'seed'], ['--mythic-rate', 'mythic'], ['--image-base', 'imageBase'], ['--browser', 'browser']]);
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i].split(/=(.*)/s, 2);
    if (name === '--strict') strict = true;
    else if (name === '--force') force = true;
    else if (name === '--images') {
      // The folder is optional: the next word is it unless it is an option or one of the set's paths.
      if (inline !== undefined) {
        if (inline === '') throw new ExportUsageError('--images= needs a folder (or give --images alone for the default)');
        images = inline;
      } else if (isImagesFolder(args[i + 1], cwd)) images = args[++i];
      else images = true;
    } else if (name === '--art-folder') {
      const value = inline ?? args[++i];
      if (value === undefined || value === '') throw new ExportUsageError('option "--art-folder" needs a value');
      artFolders.push(value);
    }
    else if (valued.has(name)) {
      const value = inline ?? args[++i];
      if (value === undefined || value === '') throw new ExportUsageError(`option "${name}" needs a value`);
      values[valued.get(name)!] = value;
    } else if (name === '--') {
      paths.push(...args.slice(i + 1));
      break;
    } else if (name.startsWith('-') && name !== '-') throw new ExportUsageError(`unknown option "${name}"`);
    else paths.push(args[i]);
  }
  if (!values.to) throw new ExportUsageError('export needs --to FORMAT');
  if (!exporterFor(values.to)) throw new ExportUsageError(`unknown format "${values.to}" (use ${exporters.map((e) => e.id).join(', ')})`);
  if (!values.output) throw new ExportUsageError('export needs -o OUT, the file (or folder) to write');
  if (paths.length === 0) throw new ExportUsageError('export needs at least one .cards file or folder');
  const format = values.to.toLowerCase();
  const drawn = exporterFor(format)?.pictures === true;
  // tts opens N packs (--boosters N); the others take the slots of a pack (--boosters C,U,R).
  let packs: number | undefined;
  if (format === 'tts' && values.boosters !== undefined) {
    if (!/^\d{1,3}$/.test(values.boosters) || Number(values.boosters) < 1 || Number(values.boosters) > 100) throw new ExportUsageError(`--boosters with tts wants a number of packs from 1 to 100 (like 8), not "${values.boosters}"`);
    packs = Number(values.boosters);
  }
  if (values.seed !== undefined && packs === undefined) throw new ExportUsageError('--seed goes with tts and --boosters N (the packs it opens)');
  // Without --boosters the set's own @collation (or the default) gives the packs; --mythic-rate
  // alone changes only their mythic rate.
  const boosters = values.boosters && packs === undefined ? { ...defaultSlots } : undefined;
  let mythicRate: number | undefined;
  if (boosters && values.boosters) {
    const parts = values.boosters.split(',').map((p) => p.trim());
    if (parts.length !== 3 || !parts.every((p) => /^\d{1,2}$/.test(p))) throw new ExportUsageError(`--boosters wants three numbers, commons,uncommons,rares (like 10,3,1), not "${values.boosters}"`);
    [boosters.common, boosters.uncommon, boosters.rare] = parts.map(Number);
  }
  if (values.mythic) {
    if (!/^\d{1,3}$/.test(values.mythic) || Number(values.mythic) < 1) throw new ExportUsageError(`--mythic-rate wants a whole number of packs (like 8), not "${values.mythic}"`);
    mythicRate = Number(values.mythic);
  }
  if (values.imageBase !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(values.imageBase);
    } catch {
      url = undefined;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol)) throw new ExportUsageError(`--image-base wants the http(s) address the images are published under (like https://example.com/violet/), not "${values.imageBase}"`);
  }
  if (images !== undefined && !(imageFormats as readonly string[]).includes(format)) throw new ExportUsageError(`--images goes with ${imageFormats.join(' or ')} (their tools read pictures from a folder); for other tools use cardtext render --png -o DIR`);
  if ((values.browser !== undefined || artFolders.length > 0) && images === undefined && !drawn) throw new ExportUsageError(`${values.browser !== undefined ? '--browser' : '--art-folder'} goes with --images (or a format of pictures: tts, mpc)`);
  if (values.imageBase !== undefined && format !== 'scryfall' && format !== 'tts') throw new ExportUsageError('--image-base goes with scryfall (its image_uris point there) or tts (its sheets\' address)');
  return { format, output: values.output, strict, force, boosters, packs, seed: values.seed, mythicRate, imageBase: values.imageBase, images, browser: values.browser, artFolders, paths };
}

/** A face's `Art:` picture, for formats that carry pictures (MSE): read only from inside its set's folder, after links (files/artBytes.ts). */
const readArt = artBytesReader();
const artBytes = (card: ExportCard, face: ExportFace) => (face.art ? readArt(card.source.uri, face.art) : undefined);

/** A path as a shell word: quoted when it holds anything but letters, digits and `._/-`. */
function shellWord(path: string): string {
  return /^[\w./-]+$/.test(path) ? path : `'${path.replace(/'/g, "'\\''")}'`;
}

/** A set code from a file name when the files have no `@set`: its first letters and digits, upper-cased. */
function fallbackCode(file: string): string {
  const code = basename(file, extname(file)).replace(/[^A-Za-z0-9]/g, '').slice(0, 5).toUpperCase();
  return code.length >= 2 ? code : 'CSTM';
}

/** Runs `cardtext export`; returns the exit code (a promise of it when `--images` draws pictures). */
export function exportCommand(args: string[], io: ExportIO): number | Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(`Usage:\n  ${exportUsage}\n`);
    return 0;
  }
  let options: ExportArgs;
  try {
    options = parseExportArgs(args, io.cwd);
  } catch (error) {
    if (!(error instanceof ExportUsageError)) throw error;
    io.stderr(`cardtext: ${error.message}\n\nUsage:\n  ${exportUsage}\n`);
    return 2;
  }
  const exporter = exporterFor(options.format)!;
  const { files, problems } = loadSet(options.paths, io.cwd);
  const docs: CardsDocument[] = files.map((f) => f.doc);
  const reports = files.map((f) => fileReport(f.shown, f.doc, f.diagnostics));
  if (problems.length > 0) {
    for (const p of problems) io.stderr(`cardtext: ${p}\n`);
    return 2;
  }
  // One line about the lint, not its report: `cardtext lint` gives that.
  const all = reports.flatMap((r) => r.diagnostics);
  const errors = all.filter((d) => d.severity === 'error').length;
  const warnings = all.filter((d) => d.severity === 'warning').length;
  const cards = files.reduce((n, f) => n + f.doc.models.length, 0);
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const lintLine = `cardtext: lint: ${count(errors, 'error')} and ${count(warnings, 'warning')} in ${count(cards, 'card')}${errors + warnings > 0 ? ` (cardtext lint ${options.paths.map(shellWord).join(' ')} lists them)` : ''}`;
  if (errors > 0 && options.strict) {
    io.stderr(`${lintLine}; --strict: nothing was written\n`);
    return 1;
  }
  const inputs = files.map((f) => f.path);
  const set = buildExportSet(docs, { fallbackCode: fallbackCode(inputs[0]), fallbackName: basename(inputs[0], extname(inputs[0])) });
  const out = resolve(io.cwd, options.output);
  const result = exporter.export(set, { boosters: options.boosters, mythicRate: options.mythicRate, imageBase: options.imageBase, art: artBytes, packs: options.packs, seed: options.seed, outputDir: out });
  if (result.refused && result.refused.length > 0) {
    io.stderr(`${lintLine}\n`);
    for (const r of result.refused) io.stderr(`cardtext: cannot write ${r.card} for ${exporter.title}: ${r.reason}\n`);
    io.stderr(`cardtext: nothing was written: ${exporter.title} would not load ${result.refused.length === 1 ? 'that card' : `those ${result.refused.length} cards`}; fix ${result.refused.length === 1 ? 'it' : 'them'} (cardtext lint names the problems) and export again\n`);
    return 2;
  }
  io.stderr(`${lintLine}${errors > 0 ? '; exporting anyway (use --strict to stop instead)' : ''}\n`);
  const job: WriteJob = { exporter, set, result, out, inputs, options, io };
  if (options.images === undefined && !result.pictures) return writeExport(job);
  // The pictures are drawn first: a missing or failing browser leaves every output as it was.
  const artFolders = [
    ...options.paths.map((p) => resolve(io.cwd, p)).filter((p) => statSync(p, { throwIfNoEntry: false })?.isDirectory()),
    ...options.artFolders.map((p) => resolve(io.cwd, p)),
  ];
  for (const folder of options.artFolders) if (!statSync(resolve(io.cwd, folder), { throwIfNoEntry: false })?.isDirectory()) {
    io.stderr(`cardtext: --art-folder "${folder}" is not a folder\n`);
    return 2;
  }
  if (result.pictures) {
    const pictures = result.pictures;
    return drawPictures(pictures, files, { browser: options.browser, artFolders, progress: progressLine(io) }).then((drawn) => {
      if (!drawn.ok) {
        for (const m of drawn.messages) io.stderr(`cardtext: ${m}\n`);
        io.stderr('cardtext: nothing was written\n');
        return 2;
      }
      for (const w of drawn.warnings) io.stderr(`cardtext: ${w}\n`);
      return writeExport({ ...job, result: { ...result, files: [...result.files, ...drawn.files] } });
    });
  }
  const imagesDir = options.images === true ? defaultImagesDir(options.format, out) : resolve(io.cwd, options.images!);
  return drawToolImages(options.format, set, files, { browser: options.browser, artFolders }).then((drawn) => {
    if (!drawn.ok) {
      for (const m of drawn.messages) io.stderr(`cardtext: ${m}\n`);
      io.stderr('cardtext: nothing was written\n');
      return 2;
    }
    const code = writeExport(job);
    if (code !== 0) return code;
    // A folder outside the working one is shown whole ("../../tmp/x" says less than "/tmp/x").
    const near = relative(io.cwd, imagesDir);
    const shownDir = near === '' ? '.' : near.startsWith('..') || isAbsolute(near) ? imagesDir : near;
    const written = writeToolImages(imagesDir, drawn.files, `${exporter.id}-images:${set.code} ${set.name}`, inputs, options.force);
    if (!written.ok) {
      io.stderr(`cardtext: cannot write the images into "${shownDir}": ${written.message}\n`);
      return 2;
    }
    for (const n of [...written.notes, ...drawn.warnings]) io.stderr(`cardtext: ${n}\n`);
    io.stdout(`${drawn.files.length} image${drawn.files.length === 1 ? '' : 's'} (of ${drawn.cells} card face${drawn.cells === 1 ? '' : 's'}, 744 × 1039 px) in ${shownDir}: ${imagesHint(options.format, imagesDir)}\n`);
    return 0;
  });
}

interface WriteJob {
  exporter: NonNullable<ReturnType<typeof exporterFor>>;
  set: ReturnType<typeof buildExportSet>;
  result: ReturnType<NonNullable<ReturnType<typeof exporterFor>>['export']>;
  out: string;
  inputs: string[];
  options: ExportArgs;
  io: ExportIO;
}

/** Writes the export's file (atomically) or folder (owned); prints its warnings and summary. */
function writeExport({ exporter, set, result, out, inputs, options, io }: WriteJob): number {
  let written: { ok: true } | { ok: false; message: string };
  const notes: string[] = [];
  if (exporter.output === 'folder') {
    // Forge's custom/ folder holds many sets: this set's files are its own, keyed by its code.
    // The owner is the set, by code and name: two sets that share a code are still told apart.
    const folder = writeOwnedFolder(out, result.files, { owner: `${exporter.id}:${set.code} ${set.name}`, inputs, force: options.force, last: (path) => path.startsWith('editions/') });
    written = folder;
    if (folder.ok) {
      if (folder.recovered) notes.push(`"${options.output}" held an interrupted earlier write; it was finished first`);
      if (folder.removed.length > 0) notes.push(`removed ${folder.removed.length} file${folder.removed.length === 1 ? '' : 's'} of this set's earlier export that it no longer has`);
      if (folder.kept.length > 0) notes.push(`kept ${folder.kept.length} file${folder.kept.length === 1 ? '' : 's'} of this set's earlier export that changed since cardtext wrote ${folder.kept.length === 1 ? 'it' : 'them'}: ${folder.kept.slice(0, 5).join(', ')}`);
    }
  } else written = writeFileAtomic(out, result.files[0].content, inputs, { force: options.force });
  if (!written.ok) {
    io.stderr(`cardtext: cannot write "${options.output}": ${written.message}\n`);
    return 2;
  }
  for (const n of notes) io.stderr(`cardtext: ${n}\n`);
  for (const w of [...set.warnings, ...result.warnings]) io.stderr(`cardtext: warning: ${w}\n`);
  io.stdout(`${[`${exporter.title}: wrote ${options.output}`, ...result.summary].join('\n')}\n`);
  return 0;
}
