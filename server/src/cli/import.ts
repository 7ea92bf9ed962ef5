/**
 * `cardtext import FILE.json [-o OUT.cards] [--flavor]`: converts Scryfall card JSON to .cards text,
 * on stdout or into a file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeSkipped, importCards } from '../language/importer.js';
import { type CliIO, parseArgs, reason, UsageError } from './args.js';

/** Runs `cardtext import`; returns the exit code. Throws UsageError on a wrong command line. */
export function importCommand(args: string[], io: CliIO): number {
  const { options, positionals } = parseArgs(args, { '-o': 'value', '--output': 'value', '--flavor': 'flag' });
  if (positionals.length !== 1) throw new UsageError('import needs exactly one JSON file');
  const input = positionals[0];
  let raw: string;
  try {
    raw = readFileSync(resolve(io.cwd, input), 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    io.stderr(`cardtext: cannot read "${input}": ${reason(error)}\n`);
    return 2;
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    io.stderr(`cardtext: "${input}" is not valid JSON: ${(error as Error).message}\n`);
    return 2;
  }
  // Flavor text is always kept now; --flavor is still accepted so existing scripts keep working.
  const result = importCards(data);
  for (const s of result.skipped.slice(0, 20)) io.stderr(`cardtext: skipped ${describeSkipped(s)} (in "${input}")\n`);
  if (result.skipped.length > 20) io.stderr(`cardtext: … and ${result.skipped.length - 20} more entries skipped\n`);
  const out = (options['-o'] ?? options['--output']) as string | undefined;
  if (out) {
    try {
      writeFileSync(resolve(io.cwd, out), result.text);
    } catch (error) {
      io.stderr(`cardtext: cannot write "${out}": ${reason(error)}\n`);
      return 2;
    }
    io.stderr(`cardtext: wrote ${result.count} card${result.count === 1 ? '' : 's'} to ${out}\n`);
  } else io.stdout(result.text);
  return result.count === 0 && result.skipped.length > 0 ? 2 : 0;
}
