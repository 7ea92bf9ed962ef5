/**
 * Entry point of the `cardtext` command. `lint` runs without loading the rest of the command line
 * tool, and loads its parsing half only when a card must be parsed: with `--cache`, a rerun where
 * no card changed never builds the parser (building it is most of a small run's time). In the
 * bundle (dist/cli.js), esbuild makes each `require` below a lazy load, and `./main.js` is another
 * bundle (dist/cliMain.js, see esbuild.mjs), so a lint never reads the other commands' code.
 */
import { readDescriptorText } from '../files/readFile.js';
import { type CliIO, UsageError } from './args.js';
import { lint, type LintCore } from './lint.js';

// Every command escapes control characters in what it prints (terminalText.ts); lint and runCli wrap this io themselves.
const io: CliIO = {
  stdout: (text) => process.stdout.write(text),
  stdoutBytes: (bytes) => process.stdout.write(bytes),
  stderr: (text) => process.stderr.write(text),
  color: !!process.stdout.isTTY && !process.env.NO_COLOR,
  cwd: process.cwd(),
  spawnSelf: [process.execPath, ...process.execArgv, process.argv[1]],
  readStdin: (maxBytes) => readDescriptorText(0, { maxBytes }),
};

const runCli = (argv: string[]): number | Promise<number> => (require('./main.js') as typeof import('./main.js')).runCli(argv, io);

function run(argv: string[]): number | Promise<number> {
  // `lint --help` prints lint's usage (runCli answers every command's --help).
  if (argv[0] !== 'lint' || argv.slice(1).some((a) => a === '--help' || a === '-h')) return runCli(argv);
  try {
    return lint(argv.slice(1), io, () => require('./lintCore.js') as LintCore);
  } catch (error) {
    // A usage error is thrown before anything is written: the full command line prints it with the usage.
    if (error instanceof UsageError) return runCli(argv);
    io.stderr(`cardtext: internal error: ${(error as Error)?.message ?? String(error)}\n`);
    return 2;
  }
}

// Set the exit code rather than calling process.exit(), so a large report drains to a pipe first.
const code = run(process.argv.slice(2));
if (typeof code === 'number') process.exitCode = code;
else void code.then((c) => (process.exitCode = c));
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  // A closed pipe (`cardtext lint … | head`) is not an error of ours.
  if (error.code !== 'EPIPE') throw error;
});
