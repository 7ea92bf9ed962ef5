/**
 * Linting one file in a child process (the same `cardtext` command, with the same heap limit), for a
 * file whose memory can't be known to fit beforehand: if the child runs out of memory, V8 ends it and
 * this process says so in one line, instead of crashing itself with a V8 stack trace.
 *
 * The child is told by an environment variable; it writes only that file's part of the report (the
 * file's JSON object, or its stylish block) to stdout, its problems to stderr, and as the last line
 * of stderr the file's totals.
 */
import { getHeapStatistics } from 'node:v8';
import { nodeChildProcess } from '../files/builtins.js';
import { formatBytes } from '../files/readFile.js';
import type { CliIO } from './args.js';
import { raise } from './limits.js';
import type { Totals } from './report.js';

const childVariable = 'CARDTEXT_LINT_CHILD';
const totalsMark = 'cardtext-lint-totals ';
/** The largest report a child may send back (spawnSync buffers it). */
const maxChildOutput = 512 * 1024 * 1024;

/** In a child: whether to color its output; undefined if this process is not a lint child. */
export function lintChildMode(): { color: boolean } | undefined {
  const mode = process.env[childVariable];
  return mode === 'color' || mode === 'plain' ? { color: mode === 'color' } : undefined;
}

/** In a child: reports the file's totals to the parent. */
export function sendTotals(io: CliIO, totals: Totals): void {
  io.stderr(`${totalsMark}${JSON.stringify(totals)}\n`);
}

/** What the child gave: its output and totals, with any problems it met; or why it gave nothing. */
export type ChildResult = { ok: true; output: string; totals: Totals; problems: string[] } | { ok: false; message: string };

/** Lints `file` in a child process started in `cwd` with the command line `self` (node, its flags, the CLI script). */
export function lintInChild(self: string[], cwd: string, file: string, format: string, color: boolean): ChildResult {
  const run = nodeChildProcess().spawnSync(self[0], [...self.slice(1), 'lint', '--format', format, '--', file], {
    cwd,
    env: { ...process.env, [childVariable]: color ? 'color' : 'plain' },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: maxChildOutput,
  });
  if (run.error) {
    const code = (run.error as NodeJS.ErrnoException).code;
    return { ok: false, message: code === 'ENOBUFS' ? `its report is larger than ${formatBytes(maxChildOutput)}` : `the linting process could not run (${run.error.message})` };
  }
  const lines = run.stderr.toString('utf8').split('\n').filter((l) => l !== '');
  const totalsLine = lines.find((l) => l.startsWith(totalsMark));
  if (totalsLine && (run.status === 0 || run.status === 1 || run.status === 2)) {
    const problems = lines.filter((l) => l !== totalsLine).map((l) => l.replace(/^cardtext: /, ''));
    return { ok: true, output: run.stdout.toString('utf8'), totals: JSON.parse(totalsLine.slice(totalsMark.length)) as Totals, problems };
  }
  const stderr = lines.join('\n');
  if (run.signal === 'SIGABRT' || run.status === 134 || /heap out of memory|Allocation failed/i.test(stderr)) {
    const limit = getHeapStatistics().heap_size_limit;
    return { ok: false, message: `it needs more memory than Node's ${formatBytes(limit)} heap (the linting process ran out of memory) ${raise(2 * limit)}` };
  }
  const first = lines.find((l) => !/^\s+at /.test(l)) ?? '';
  return { ok: false, message: `the linting process failed (${run.signal ?? `exit ${run.status}`}${first ? `: ${first.replace(/^cardtext: /, '')}` : ''})` };
}
