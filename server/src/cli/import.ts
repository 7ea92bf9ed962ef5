/**
 * `cardtext import FILE.json [-o OUT.cards] [--flavor]`: converts Scryfall card JSON to .cards text,
 * on stdout or into a file.
 *
 * The input goes through the guarded reader (regular files only, size-capped: `/dev/zero` or a FIFO
 * is refused, never read). The output is written atomically beside its target and never over the
 * input (the same file after resolving links), and not at all when no card was imported: a failed
 * import leaves an existing file exactly as it was.
 */
import { resolve } from 'node:path';
import { describeSkipped, importCards } from '../language/importer.js';
import { readTextFile } from '../files/readFile.js';
import { isSameFile, writeFileAtomic } from '../files/writeFile.js';
import { writeRaw } from './terminalText.js';
import { type CliIO, parseArgs, UsageError } from './args.js';
import { importLimits, memoryProblem } from './limits.js';

/** Runs `cardtext import`; returns the exit code. Throws UsageError on a wrong command line. */
export function importCommand(args: string[], io: CliIO): number {
  const { options, positionals } = parseArgs(args, { '-o': 'value', '--output': 'value', '--flavor': 'flag' });
  if (positionals.length !== 1) throw new UsageError('import needs exactly one JSON file');
  const input = positionals[0];
  const inputPath = resolve(io.cwd, input);
  const out = (options['-o'] ?? options['--output']) as string | undefined;
  const outPath = out === undefined ? undefined : resolve(io.cwd, out);
  const fail = (message: string) => {
    io.stderr(`cardtext: ${message}\n`);
    return 2;
  };
  // Before any work: writing the result over its own input would destroy the input.
  if (outPath && isSameFile(outPath, [inputPath])) return fail(`will not write "${out}": it is the input file "${input}"; choose another output file`);

  const read = readTextFile(inputPath, { maxBytes: importLimits.fileBytes });
  if (!read.ok) return fail(`cannot read "${input}": ${read.message}`);
  const memory = memoryProblem(read.bytes, importLimits.heapPerInputByte);
  if (memory) return fail(`cannot import "${input}": ${memory}`);
  let data: unknown;
  try {
    data = JSON.parse(read.text);
  } catch (error) {
    return fail(`"${input}" is not valid JSON: ${(error as Error).message}`);
  }
  // Flavor text is always kept now; --flavor is still accepted so existing scripts keep working.
  const result = importCards(data);
  for (const s of result.skipped.slice(0, 20)) io.stderr(`cardtext: skipped ${describeSkipped(s)} (in "${input}")\n`);
  if (result.skipped.length > 20) io.stderr(`cardtext: … and ${result.skipped.length - 20} more entries skipped\n`);
  if (result.removed > 0) io.stderr(`cardtext: removed ${result.removed} control character${result.removed === 1 ? '' : 's'} (terminal escapes, bidirectional overrides) from the cards' text: they are not card text\n`);
  if (result.count === 0) {
    const why = result.skipped.length === 0 ? 'it holds no card entries' : `all ${result.skipped.length} of its entries were skipped`;
    return fail(`no card was imported from "${input}": ${why}${outPath ? `, so "${out}" was not written` : ''}`);
  }
  if (!outPath) {
    writeRaw(io, result.text); // the .cards text itself (its control characters already removed)
    return 0;
  }
  const written = writeFileAtomic(outPath, result.text, [inputPath]);
  if (!written.ok) return fail(`cannot write "${out}": ${written.message}`);
  io.stderr(`cardtext: wrote ${result.count} card${result.count === 1 ? '' : 's'} to ${out}\n`);
  return 0;
}
