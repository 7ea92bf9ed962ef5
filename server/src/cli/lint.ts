/**
 * `cardtext lint [--format stylish|json] [--stdin-filename NAME] [--cache [--cache-location PATH]] [--fix] [KNOWLEDGE] PATH…`: lints .cards
 * files (folders are searched, links followed once; `-` is standard input) and reports like ESLint. Exit 0 clean, 1 errors found, 2 bad usage
 * or an input that could not be linted.
 *
 * Files are read through the guarded reader (regular files only, at most 20 MB each) and linted one
 * at a time: each file's report is written as soon as it is made and then dropped, so time grows
 * linearly with the input and memory with the largest file only. Before a file is parsed, its lines
 * and words are counted against the memory Node has (limits.ts): a file that can't fit is refused,
 * one that might not is linted in a child process, so running out of memory is never a crash.
 * With `--cache`, results come from the result cache where they can (lintCache.ts); this module
 * never imports the parser itself, so such a run may never load it.
 */
import { relative } from 'node:path';
import { readTextFile } from '../files/readFile.js';
import { writeFileAtomic } from '../files/writeFile.js';
import { addFile, emptyTotals, addTotals, fileReportBytes, fileReportJson, reportDiagnostic, stylishFile, stylishSummary, type Totals, vocabularyLine } from './report.js';
import { type CliIO, knowledgeOptions, knowledgeSettings, parseArgs, UsageError } from './args.js';
import { collectCardFiles } from './cardFiles.js';
import { collectGarbage, lintLimits, planLint, textShape } from './limits.js';
import { lintChildMode, lintInChild, sendTotals } from './lintChild.js';
import { jsonSafe, jsonSafeBytes, safeIO, writeRaw } from './terminalText.js';
import { cacheLocation, LintCache } from './lintCache.js';
import type { LintedText } from './lintCore.js';

type Format = 'stylish' | 'json';

/** The part of lint that parses (lintCore.ts), loaded when first needed. */
export type LintCore = typeof import('./lintCore.js');

/**
 * One file linted: its part of the report, its totals and the bytes parsed in this process; or why
 * it could not be linted.
 */
type FileResult = { output: string | Uint8Array; totals: Totals; problems?: string[]; parsedBytes: number } | { problem: string };

/** Standard input, named `-` on the command line. */
const stdinPath = '-';

/** What one lint run shares across its files. */
interface Run {
  format: Format;
  color: boolean;
  io: CliIO;
  core: () => LintCore;
  inChild: boolean;
  cache?: LintCache;
}

/** A file's part of the report, as JSON or stylish text, and its totals. */
function fileResult(shown: string, linted: LintedText, run: Run, parsedBytes: number): FileResult {
  const totals = emptyTotals();
  addFile(totals, linted.cards, linted.diagnostics);
  const words = vocabularyLine(shown, linted.vocabulary);
  if (words) totals.vocabulary.push(words);
  try {
    const output = run.format !== 'json' ? stylishFile({ path: shown, cards: [], diagnostics: linted.diagnostics.map(reportDiagnostic) }, run.color)
      : linted.summariesAreBytes ? jsonSafeBytes(fileReportBytes(shown, linted.summaries!, linted.diagnostics, linted.vocabulary)) : jsonSafe(fileReportJson(shown, linted.summaries!, linted.diagnostics, linted.vocabulary));
    return { output, totals, parsedBytes };
  } catch (error) {
    // JSON.stringify throws a RangeError past V8's largest string (~512 MB): that report is dropped, not the run.
    return { problem: `cannot report "${shown}": its report is too large to write (${(error as Error).message})` };
  }
}

/** Writes a report (stylish text or JSON, already safe for a terminal) as text or (UTF-8) bytes to stdout. */
function write(io: CliIO, output: string | Uint8Array): void {
  if (typeof output === 'string') writeRaw(io, output);
  else if (io.stdoutBytes) io.stdoutBytes(output);
  else writeRaw(io, Buffer.from(output).toString('utf8'));
}

/** Reads, checks and lints one file in this process (or, if its memory might not fit, in a child). */
function lintFile(file: string, shown: string, run: Run): FileResult {
  const { io, format } = run;
  const fromStdin = file === stdinPath;
  const read = fromStdin ? io.readStdin!(lintLimits.fileBytes) : readTextFile(file, { maxBytes: lintLimits.fileBytes });
  if (!read.ok) return { problem: `cannot lint "${shown}": ${read.message}` };
  const json = format === 'json';
  // Standard input has no file to store results under; a child lints its one file as told.
  const answer = run.cache && !fromStdin && !run.inChild ? run.cache.answer(file, read.text, json) : undefined;
  if (answer && 'linted' in answer) return fileResult(shown, answer.linted, run, 0);
  const plan = planLint(textShape(read.text));
  if ('refused' in plan) return { problem: `cannot lint "${shown}": ${plan.refused}` };
  // Standard input can't be handed to a child process: text that might not fit is refused instead.
  if (plan.where === 'child' && fromStdin) return { problem: `cannot lint "${shown}": it may need more memory than Node has here; save it to a file and lint that` };
  if (plan.where === 'child' && !run.inChild && io.spawnSelf) {
    const child = lintInChild(io.spawnSelf, io.cwd, file, format, run.color);
    return child.ok ? { ...child, parsedBytes: 0 } : { problem: `cannot lint "${shown}": ${child.message}` };
  }
  const linted = (answer && run.cache!.fill(answer.lookup, run.core(), json)) || run.core().lintText(read.text, fromStdin ? shown : file, json);
  return fileResult(shown, linted, run, read.bytes);
}

/** Fixes one file in place: every fix fix-all applies, the wording notes' included; prints each changed line to stderr. */
function fixFile(file: string, shown: string, io: CliIO, core: () => LintCore, problems: string[]): void {
  const read = readTextFile(file, { maxBytes: lintLimits.fileBytes });
  if (!read.ok) return void problems.push(`cannot fix "${shown}": ${read.message}`);
  const plan = planLint(textShape(read.text));
  // Refused files are reported by the lint itself; one that needs a child process's memory is not fixed in this one.
  if ('refused' in plan) return;
  if (plan.where === 'child') return void problems.push(`cannot fix "${shown}": it is too large to fix in one process here; split it into smaller files to fix it (it is still linted)`);
  const fixed = core().fixText(read.text, file);
  if (fixed.text === read.text) return;
  const written = writeFileAtomic(file, fixed.text);
  if (!written.ok) return void problems.push(`cannot fix "${shown}": ${written.message}`);
  const lines = fixed.changed.slice(0, 200).map((c) => `  ${shown}:${c.line}: ${c.before.trim()}\n    → ${c.after.trim()}\n`);
  io.stderr(`cardtext: fixed ${fixed.fixes} problem${fixed.fixes === 1 ? '' : 's'} in ${shown} (${fixed.changed.length} line${fixed.changed.length === 1 ? '' : 's'}):\n${lines.join('')}${fixed.changed.length > 200 ? `  … ${fixed.changed.length - 200} more lines\n` : ''}`);
}

/**
 * Runs `cardtext lint`; returns the exit code. Throws UsageError on a wrong command line. `core`
 * gives the parsing half of lint, called only when something must be parsed.
 */
export function lint(args: string[], unsafeIo: CliIO, core: () => LintCore): number {
  const io = safeIO(unsafeIo);
  const { options, positionals } = parseArgs(args, {
    '--format': 'value', '-f': 'value', '--stdin-filename': 'value', '--cache': 'flag', '--cache-location': 'value', '--fix': 'flag', ...knowledgeOptions,
  });
  const format = (options['--format'] ?? options['-f'] ?? 'stylish') as string;
  if (format !== 'stylish' && format !== 'json') throw new UsageError(`unknown format "${format}" (use stylish or json)`);
  if (positionals.length === 0) throw new UsageError('lint needs at least one file or folder');
  if (options['--cache-location'] !== undefined && !options['--cache']) throw new UsageError('--cache-location names the cache file, so it needs --cache');
  const child = lintChildMode();
  const color = child ? child.color : io.color;
  const problems: string[] = [];
  const knowledge = knowledgeSettings(options);
  if (knowledge.rulesFile || knowledge.rulingsFiles.length || knowledge.cardFiles.length) {
    // Loaded only to check them, so a CI run fails on the same bad files the editor would warn about.
    problems.push(...core().checkKnowledge(knowledge, [io.cwd]));
  }
  // `-` reads standard input (once), shown under --stdin-filename if given, as ESLint does.
  const stdinCount = positionals.filter((p) => p === stdinPath).length;
  if (stdinCount > 1) throw new UsageError('"-" (standard input) can be given only once');
  if (options['--fix'] && stdinCount > 0) throw new UsageError('--fix rewrites files, so it can\'t fix standard input ("-")');
  if (stdinCount > 0 && !io.readStdin) throw new UsageError('"-" (standard input) is not available here');
  const stdinName = (options['--stdin-filename'] as string | undefined) ?? '<stdin>';
  if (options['--stdin-filename'] !== undefined && stdinCount === 0) throw new UsageError('--stdin-filename names standard input, so it needs "-" among the paths');
  const { files: found, problems: pathProblems } = collectCardFiles(positionals.filter((p) => p !== stdinPath), io.cwd);
  const files = stdinCount > 0 ? [stdinPath, ...found] : found;
  problems.push(...pathProblems);
  const note = (message: string) => io.stderr(`cardtext: ${message}\n`);
  const cache = options['--cache'] && !child ? new LintCache(cacheLocation(options['--cache-location'] as string | undefined, io.cwd), knowledge, io.cwd, note) : undefined;
  // --fix rewrites each file first (through the guarded writer), then lints what it wrote.
  if (options['--fix'] && !child) for (const file of found) fixFile(file, relative(io.cwd, file) || file, io, core, problems);
  const run: Run = { format, color, io, core, inChild: !!child, cache };
  const totals = emptyTotals();
  // The JSON report is written piece by piece; the bytes are those of JSON.stringify({ files, summary }).
  if (format === 'json' && !child) io.stdout('{"files":[');
  for (const file of files) {
    const shown = file === stdinPath ? stdinName : relative(io.cwd, file) || file;
    const result = lintFile(file, shown, run);
    if ('problem' in result) {
      problems.push(result.problem);
      continue;
    }
    if (format === 'json' && totals.files > 0) io.stdout(',');
    write(io, result.output);
    problems.push(...(result.problems ?? []));
    addTotals(totals, result.totals);
    // A large file leaves hundreds of MB of garbage; collecting it now keeps the peak at one file's worth.
    if (result.parsedBytes >= lintLimits.collectAfterBytes) collectGarbage();
  }
  cache?.save(found);
  if (files.length === 0 && problems.length === 0) problems.push(`no .cards files found in ${positionals.map((p) => `"${p}"`).join(', ')}`);
  for (const p of problems) io.stderr(`cardtext: ${p}\n`);
  if (child) sendTotals(io, totals);
  else if (format === 'json') io.stdout(`],"summary":${JSON.stringify({ cards: totals.cards, errors: totals.errors, warnings: totals.warnings })}}\n`);
  else if (totals.files > 0) writeRaw(io, stylishSummary(totals, color));
  if (problems.length > 0) return 2;
  return totals.errors > 0 ? 1 : 0;
}
