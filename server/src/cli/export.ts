/**
 * `cardtext export --to FORMAT PATH... -o OUT`: the set's cards to a playtest tool's format.
 * The set's errors go to stderr and the export still runs (exit 0), unless `--strict` (exit 1,
 * nothing written). Output is written atomically and never over an input.
 */
import { basename, extname, resolve } from 'node:path';
import type { CardsDocument } from '../language/document.js';
import { loadSet } from './loadSet.js';
import { writeFileAtomic } from '../files/writeFile.js';
import { writeOwnedFolder } from '../files/outputFolder.js';
import { buildExportSet } from '../export/setModel.js';
import { type BoosterSlots, exporterFor, exporters } from '../export/registry.js';
import { defaultSlots } from '../export/boosters.js';
import { fileReport } from './report.js';
import type { CliIO } from './args.js';

/** Where the command writes its messages (the CLI's io). */
export type ExportIO = Pick<CliIO, 'stdout' | 'stderr' | 'stderrRaw' | 'color' | 'cwd'>;

export const exportUsage = `cardtext export --to FORMAT [--strict] [--force] [--boosters C,U,R] [--mythic-rate N] [--image-base URL] PATH... -o OUT
  FORMAT: ${exporters.map((e) => e.id).join(', ')}
  PATH: .cards files or folders (one set); OUT: a file (a folder for forge: Forge's custom/ folder)
  --strict         stop (exit 1, nothing written) if the set has errors
  --force          replace files cardtext did not write (in a folder) or a read-only output file
  --boosters       draftmancer, forge: commons, uncommons and rares per pack (default 10,3,1)
  --mythic-rate    draftmancer: one pack in N has a mythic in its rare slot (default 8; Forge's is 8)
  --image-base     scryfall: where the images of cardtext render --png are published; image_uris point there`;

class ExportUsageError extends Error {}

interface ExportArgs {
  format: string;
  output: string;
  strict: boolean;
  force: boolean;
  boosters: BoosterSlots;
  imageBase?: string;
  paths: string[];
}

function parseExportArgs(args: string[]): ExportArgs {
  const values: Record<string, string> = {};
  const paths: string[] = [];
  let strict = false;
  let force = false;
  const valued = new Map([['--to', 'to'], ['-t', 'to'], ['-o', 'output'], ['--output', 'output'], ['--boosters', 'boosters'], ['--mythic-rate', 'mythic'], ['--image-base', 'imageBase']]);
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i].split(/=(.*)/s, 2);
    if (name === '--strict') strict = true;
    else if (name === '--force') force = true;
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
  const boosters = { ...defaultSlots };
  if (values.boosters) {
    const parts = values.boosters.split(',').map((p) => p.trim());
    if (parts.length !== 3 || !parts.every((p) => /^\d{1,2}$/.test(p))) throw new ExportUsageError(`--boosters wants three numbers, commons,uncommons,rares (like 10,3,1), not "${values.boosters}"`);
    [boosters.common, boosters.uncommon, boosters.rare] = parts.map(Number);
  }
  if (values.mythic) {
    if (!/^\d{1,3}$/.test(values.mythic) || Number(values.mythic) < 1) throw new ExportUsageError(`--mythic-rate wants a whole number of packs (like 8), not "${values.mythic}"`);
    boosters.mythicRate = Number(values.mythic);
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
  return { format: values.to.toLowerCase(), output: values.output, strict, force, boosters, imageBase: values.imageBase, paths };
}

/** A path as a shell word: quoted when it holds anything but letters, digits and `._/-`. */
function shellWord(path: string): string {
  return /^[\w./-]+$/.test(path) ? path : `'${path.replace(/'/g, "'\\''")}'`;
}

/** A set code from a file name when the files have no `@set`: its first letters and digits, upper-cased. */
function fallbackCode(file: string): string {
  const code = basename(file, extname(file)).replace(/[^A-Za-z0-9]/g, '').slice(0, 5).toUpperCase();
  return code.length >= 2 ? code : 'CSTM';
}

/** Runs `cardtext export`; returns the exit code. */
export function exportCommand(args: string[], io: ExportIO): number {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(`Usage:\n  ${exportUsage}\n`);
    return 0;
  }
  let options: ExportArgs;
  try {
    options = parseExportArgs(args);
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
  const result = exporter.export(set, { boosters: options.boosters, imageBase: options.imageBase });
  if (result.refused && result.refused.length > 0) {
    io.stderr(`${lintLine}\n`);
    for (const r of result.refused) io.stderr(`cardtext: cannot write ${r.card} for ${exporter.title}: ${r.reason}\n`);
    io.stderr(`cardtext: nothing was written: ${exporter.title} would not load ${result.refused.length === 1 ? 'that card' : `those ${result.refused.length} cards`}; fix ${result.refused.length === 1 ? 'it' : 'them'} (cardtext lint names the problems) and export again\n`);
    return 2;
  }
  io.stderr(`${lintLine}${errors > 0 ? '; exporting anyway (use --strict to stop instead)' : ''}\n`);
  const out = resolve(io.cwd, options.output);
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
