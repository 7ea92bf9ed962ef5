/**
 * Running the CLI from tests: in-process with captured output, or as the bundled command in a child
 * process with a time limit (for inputs that could block or exhaust memory: a FIFO, /dev/zero, a heap
 * too small), plus temporary folders and FIFOs.
 */
import * as assert from 'node:assert';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type CliIO, runCli } from '../../server/src/cli/main.js';
import { repoRoot } from '../helpers.js';

/** What a CLI run gave. `signal` is set when the child was killed (it ran past its time limit). */
export interface CliRun { code: number | null; stdout: string; stderr: string; signal?: NodeJS.Signals | null }

/** A fresh temporary folder for one test; `remove()` deletes it. */
export function tempFolder(prefix: string): { dir: string; path(name: string): string; write(name: string, text: string | Buffer): string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `cardtext-${prefix}-`));
  return {
    dir,
    path: (name) => join(dir, name),
    write(name, text) {
      const path = join(dir, name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      return path;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Runs the CLI in-process in `cwd`. */
export function runIn(cwd: string, ...argv: string[]): CliRun {
  let stdout = '';
  let stderr = '';
  const io: CliIO = { stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, color: false, cwd };
  const code = runCli(argv, io);
  if (typeof code !== 'number') throw new Error(`"${argv.join(' ')}" answers asynchronously: use runInAsync`);
  return { code, stdout, stderr };
}

/** Runs the CLI in-process in `cwd`, waiting for a command that answers asynchronously (render --png/--pdf). */
export async function runInAsync(cwd: string, ...argv: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIO = { stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, color: false, cwd };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

/** Runs `node dist/cli.js ARGV` in `cwd`, killed after `timeoutMs`; `stdin` is written to its standard input. */
export function spawnCli(cwd: string, argv: string[], options: { timeoutMs?: number; nodeOptions?: string[]; stdin?: string; env?: NodeJS.ProcessEnv; limitFileBlocks?: number } = {}): Promise<CliRun> {
  const cli = join(repoRoot(), 'dist', 'cli.js');
  return new Promise((resolve, reject) => {
    const args = [...(options.nodeOptions ?? []), cli, ...argv];
    // A file-size limit (`ulimit -f`, in 512-byte blocks) stands in for a full disk: writes past it fail with EFBIG.
    const [program, programArgs]: [string, string[]] = options.limitFileBlocks === undefined ? [process.execPath, args]
      : ['/bin/sh', ['-c', `ulimit -f ${options.limitFileBlocks} && exec "$0" "$@"`, process.execPath, ...args]];
    const child = spawn(program, programArgs, { cwd, env: options.env ?? process.env, stdio: [options.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    if (options.stdin !== undefined) child.stdin!.end(options.stdin);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 15000);
    child.stdout!.on('data', (b: Buffer) => out.push(b));
    child.stderr!.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
  });
}

/** Makes a FIFO (named pipe) with mkfifo(1). */
export function mkfifo(path: string): string {
  execFileSync('mkfifo', [path]);
  return path;
}

/** Asserts a clean failure: exit 2, a `cardtext:` message matching `message`, no stack trace, not killed. */
export function expectRefused(run: CliRun, message: RegExp): void {
  assert.strictEqual(run.signal ?? null, null, `the command was killed (it hung): ${run.stderr}`);
  assert.strictEqual(run.code, 2, run.stderr);
  assert.match(run.stderr, message);
  assert.match(run.stderr, /^cardtext: /m);
  assert.doesNotMatch(run.stderr, /\n\s+at .+:\d+:\d+|FATAL ERROR|<--- JS stacktrace --->/, 'no stack trace');
}
