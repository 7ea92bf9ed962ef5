/**
 * `cardtext import FILE… [-o OUT.cards]`: brings a set in from Magic Set Editor (a `.mse-set`
 * archive or folder, or its `set` file), Card Conjurer (a saved-cards file), a spreadsheet (CSV or
 * TSV) or Scryfall JSON, each recognised by its content (import/registry.ts). Several inputs make
 * one set.
 *
 * Without `-o` the `.cards` text goes to stdout and no picture is written (the summary says where
 * `-o` would put them). With `-o`, the pictures go into an art folder beside the output through the
 * owned-folder writer (only files cardtext wrote there are ever replaced), then the `.cards` file
 * is written atomically, never over an input. A refused input — a zip bomb, an entry named with
 * `..`, a `set` file that is not UTF-8 or is broken, a file that is no Card Conjurer save, a sheet
 * too large for memory — is a message naming the file and the place, exit 2, and nothing written.
 */
import { basename, dirname, extname, isAbsolute, relative, resolve } from 'node:path';
import { readImportInput } from '../files/importInputs.js';
import { type FolderFile, writeOwnedFolder } from '../files/outputFolder.js';
import { isSameFile, writeFileAtomic } from '../files/writeFile.js';
import { cardsMemoryProblem, textShape } from '../files/inputPlan.js';
import { formatBytes, maxCardsFileBytes } from '../files/sizes.js';
import { isIsoDate } from '../language/setInfo.js';
import { parseColumnOption } from '../import/csv.js';
import { describeProblem } from '../import/importedSet.js';
import { type ImportFormat, type ImportInput, type ImportOptions, importerFor, importers, importSets } from '../import/registry.js';
import { ImportRefusal } from '../import/source.js';
import { setArchiveLimits } from '../import/unzip.js';
import { writeRaw } from './terminalText.js';
import { type CliIO, parseArgs, UsageError } from './args.js';

export const importUsage = `cardtext import FILE... [-o OUT.cards] [--from FORMAT] [--columns FIELD=HEADER,...] [--set "CODE Name"] [--released YYYY-MM-DD] [--art-folder DIR] [--force]
  FILE: a Magic Set Editor set (.mse-set archive or folder, or its "set" file), a Card Conjurer
        save, a CSV or TSV sheet with a header row, or Scryfall JSON; recognised by content
  -o OUT         write OUT.cards and the pictures into an art folder beside it (without -o the
                 .cards text goes to stdout and no picture is written)
  --from         read every FILE as ${importers.map((i) => i.id).join(', ')}
  --columns      a sheet's columns where the header is ambiguous: name=Card,text=Abilities
  --set          write "@set CODE Name" (a sheet holds no set; wins over the inputs' own)
  --released     write "@released YYYY-MM-DD"
  --art-folder   the pictures' folder, relative to OUT (default: OUT's name with -art)
  --force        replace files in the art folder that cardtext did not write`;

/** Runs `cardtext import`; returns the exit code. Throws UsageError on a wrong command line. */
export function importCommand(args: string[], io: CliIO): number {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(`Usage:\n  ${importUsage}\n`);
    return 0;
  }
  const { options, positionals } = parseArgs(args, {
    '-o': 'value', '--output': 'value', '--flavor': 'flag', '--from': 'value', '--columns': 'value', '--set': 'value', '--released': 'value', '--art-folder': 'value', '--force': 'flag',
  });
  if (positionals.length === 0) throw new UsageError('import needs at least one file (a .mse-set, a Card Conjurer save, a CSV sheet or Scryfall JSON)');
  const out = (options['-o'] ?? options['--output']) as string | undefined;
  const outPath = out === undefined ? undefined : resolve(io.cwd, out);
  const from = options['--from'] as string | undefined;
  if (from !== undefined && !importerFor(from)) throw new UsageError(`unknown format "${from}" for --from (use ${importers.map((i) => i.id).join(', ')})`);
  const importOptions: ImportOptions = { format: from as ImportFormat | undefined };
  try {
    if (options['--columns']) importOptions.columns = parseColumnOption(options['--columns'] as string);
  } catch (error) {
    if (error instanceof ImportRefusal) throw new UsageError(error.message);
    throw error;
  }
  const setOption = options['--set'] as string | undefined;
  if (setOption !== undefined) {
    const m = /^\s*([A-Za-z0-9]{2,5})(?:\s+(.*\S))?\s*$/.exec(setOption);
    if (!m) throw new UsageError(`--set wants "CODE Name", a code of 2–5 letters or digits and the set's name (got "${setOption}")`);
    importOptions.set = { code: m[1].toUpperCase(), name: m[2] };
  }
  const released = options['--released'] as string | undefined;
  if (released !== undefined) {
    if (!isIsoDate(released)) throw new UsageError(`--released wants a date written YYYY-MM-DD (got "${released}")`);
    importOptions.released = released;
  }
  const fail = (message: string) => {
    io.stderr(`cardtext: ${message}\n`);
    return 2;
  };
  const inputPaths = positionals.map((p) => resolve(io.cwd, p));
  // Before any work: writing the result over its own input would destroy the input.
  const same = outPath ? positionals.find((_, i) => isSameFile(outPath, [inputPaths[i]])) : undefined;
  if (same !== undefined) return fail(`will not write "${out}": it is the input file "${same}"; choose another output file`);
  const artDir = outPath ? resolve(dirname(outPath), (options['--art-folder'] as string | undefined) ?? `${basename(outPath, extname(outPath))}-art`) : undefined;
  const artRelative = outPath && artDir ? relative(dirname(outPath), artDir).split('\\').join('/') : 'art';
  if (artRelative.startsWith('..') || artRelative === '') return fail(`the art folder must be inside the output's folder ("${options['--art-folder']}" is not)`);
  importOptions.artFolder = outPath ? artRelative : `${basename(positionals[0], extname(positionals[0]))}-art`;

  const inputs: ImportInput[] = [];
  for (const [i, p] of positionals.entries()) {
    const read = readImportInput(inputPaths[i], setArchiveLimits, p);
    if (!read.ok) return fail(`cannot read "${p}": ${read.message}${outPath ? `; "${out}" was not written` : ''}`);
    inputs.push(read.input);
  }
  const result = importSets(inputs, importOptions);
  if (!result.ok) {
    for (const line of result.summary) io.stderr(`cardtext: ${line}\n`);
    for (const problem of result.problems) {
      if (problem.noCards) io.stderr(`cardtext: no card was imported from "${problem.file}": ${problem.message}${outPath ? `, so "${out}" was not written` : ''}\n`);
      else io.stderr(`cardtext: cannot import ${describeProblem(problem)}\n`);
    }
    return outPath && result.problems.some((p) => !p.noCards) ? fail(`"${out}" was not written (fix the input and import again)`) : 2;
  }
  // The text made must be one cardtext can open: the same planning as any .cards file.
  const bytes = new TextEncoder().encode(result.text).length;
  if (bytes > maxCardsFileBytes) return fail(`the ${result.cards} cards make ${formatBytes(bytes)} of .cards text, more than the ${formatBytes(maxCardsFileBytes)} a .cards file may be; import the set in parts${outPath ? '; nothing was written' : ''}`);
  const memory = cardsMemoryProblem(textShape(result.text), Number.POSITIVE_INFINITY);
  if (memory) return fail(`the imported text is not written: ${memory}`);

  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const from_ = result.formats.map((f) => `${f.name} (${importerFor(f.format)?.title})`).join(', ');
  const summary = () => {
    for (const line of result.summary) io.stderr(`cardtext: ${line}\n`);
  };
  if (!outPath) {
    writeRaw(io, result.text);
    summary();
    if (result.art.length > 0) io.stderr(`cardtext: ${count(result.art.length, 'picture')} not written: with -o OUT.cards they go into the folder OUT-art/ beside it (the Art: lines name them there)\n`);
    io.stderr(`cardtext: imported ${count(result.cards, 'card')} from ${from_}\n`);
    return 0;
  }
  if (result.art.length > 0 && artDir) {
    const files: FolderFile[] = result.art.map((a) => ({ path: a.path.slice(artRelative.length + 1), content: a.bytes }));
    const written = writeOwnedFolder(artDir, files, { owner: `import:${basename(outPath)}`, inputs: inputPaths, force: options['--force'] === true });
    if (!written.ok) {
      const shown = relative(io.cwd, artDir) || '.';
      return fail(`cannot write the pictures into "${shown}": ${written.message}${written.files?.length ? ' (--force replaces them)' : ''}; "${out}" was not written`);
    }
  }
  const written = writeFileAtomic(outPath, result.text, inputPaths);
  if (!written.ok) return fail(`cannot write "${out}": ${written.message}`);
  summary();
  // A folder outside the working one is shown whole ("../../tmp/x" says less than "/tmp/x").
  const near = artDir ? relative(io.cwd, artDir) : '';
  const shownArt = near.startsWith('..') || isAbsolute(near) ? artDir : near;
  const pictures = result.art.length > 0 && artDir ? `; ${count(result.art.length, 'picture')} in ${shownArt}` : '';
  io.stderr(`cardtext: wrote ${count(result.cards, 'card')} to ${out} (from ${from_})${pictures}\n`);
  return 0;
}
