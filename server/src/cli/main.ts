/**
 * The `cardtext` command line: a thin shell over the language core.
 *
 *   cardtext lint [--format stylish|json] PATH…   exit 0 clean, 1 errors found, 2 bad usage/unreadable input
 *   cardtext import FILE.json [-o OUT.cards]      Scryfall JSON → .cards
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createLanguageService } from '../language/languageService.js';
import { importCards } from '../language/importer.js';
import { fileReport, type FileReport, stylish } from './report.js';
import { explain } from './explain.js';
import { renderCommand } from './render.js';
import { statsCommand } from './stats.js';
import { KnowledgeStore, type KnowledgeSettings } from '../knowledgeFiles.js';

/** Where the CLI writes; tests pass their own. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  color: boolean;
  cwd: string;
}

export class UsageError extends Error {}

const usage = `Usage:
  cardtext lint [--format stylish|json] [KNOWLEDGE] PATH...   lint .cards files (folders are searched)
  cardtext import FILE.json [-o OUT.cards]                     convert Scryfall card JSON to .cards text
  cardtext render PATH... -o DIR                               a printable gallery: DIR/index.html
  cardtext stats [--format table|json] PATH...                 the set's numbers (colors, curve, types…)
  cardtext explain [KNOWLEDGE] WHAT                            a rule number (605.1a), symbol ({Q}),
                                                               keyword (ward), check code or card name
KNOWLEDGE (the same files as the editor's settings):
  --rules FILE      the Comprehensive Rules text (MagicCompRules.txt)
  --rulings FILE    Scryfall rulings or MTGJSON AtomicCards.json (repeatable)
  --cards FILE      a Scryfall cards file (joins Scryfall rulings to names) or a .cards file (repeatable)
  cardtext --help | --version

Exit codes: 0 no errors, 1 errors found, 2 bad usage or unreadable input.`;

const version = '0.1.0';

/** Parses `--name value`, `--name=value` and `-o value` options; returns positionals. */
export function parseArgs(args: string[], known: Record<string, 'value' | 'flag' | 'list'>): { options: Record<string, string | true | string[]>; positionals: string[] } {
  const options: Record<string, string | true | string[]> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.split(/=(.*)/s, 2);
    const kind = known[name];
    if (!kind) throw new UsageError(`unknown option "${name}"`);
    if (kind === 'flag') options[name] = true;
    else {
      const value = inline ?? args[++i];
      if (value === undefined || value === '') throw new UsageError(`option "${name}" needs a value`);
      if (kind === 'list') options[name] = [...((options[name] as string[] | undefined) ?? []), value];
      else options[name] = value;
    }
  }
  return { options, positionals };
}

/** Expands paths into .cards files; folders are searched recursively (skipping dot folders and node_modules). */
function collectFiles(paths: string[], io: CliIO, problems: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      problems.push(`cannot read folder "${dir}": ${reason(error)}`);
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.cards')) files.push(full);
    }
  };
  for (const path of paths) {
    const full = resolve(io.cwd, path);
    let stat;
    try {
      stat = statSync(full);
    } catch (error) {
      problems.push(`cannot read "${path}": ${reason(error)}`);
      continue;
    }
    if (stat.isDirectory()) walk(full);
    else if (stat.isFile()) files.push(full);
    else problems.push(`cannot lint "${path}": it is not a regular file`);
  }
  return files;
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return 'no such file or folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a folder';
  return (error as Error)?.message ?? String(error);
}

/** The knowledge options shared by lint and explain (the same files the editor's settings name). */
const knowledgeOptions = { '--rules': 'value', '--rulings': 'list', '--cards': 'list' } as const;

function knowledgeSettings(options: Record<string, string | true | string[]>): KnowledgeSettings {
  return {
    rulesFile: options['--rules'] as string | undefined,
    rulingsFiles: (options['--rulings'] as string[] | undefined) ?? [],
    cardFiles: (options['--cards'] as string[] | undefined) ?? [],
  };
}

function lint(args: string[], io: CliIO): number {
  const { options, positionals } = parseArgs(args, { '--format': 'value', '-f': 'value', ...knowledgeOptions });
  const format = (options['--format'] ?? options['-f'] ?? 'stylish') as string;
  if (format !== 'stylish' && format !== 'json') throw new UsageError(`unknown format "${format}" (use stylish or json)`);
  if (positionals.length === 0) throw new UsageError('lint needs at least one file or folder');
  const problems: string[] = [];
  const knowledge = knowledgeSettings(options);
  if (knowledge.rulesFile || knowledge.rulingsFiles.length || knowledge.cardFiles.length) {
    // Loaded only to check them, so a CI run fails on the same bad files the editor would warn about.
    problems.push(...new KnowledgeStore().load(knowledge, [io.cwd]));
  }
  const files = collectFiles(positionals, io, problems);
  const service = createLanguageService();
  const reports: FileReport[] = [];
  for (const file of files) {
    let text: string;
    try {
      const bytes = readFileSync(file);
      if (bytes.includes(0)) {
        problems.push(`cannot lint "${relative(io.cwd, file) || file}": it is a binary file, not .cards text`);
        continue;
      }
      text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    } catch (error) {
      problems.push(`cannot read "${relative(io.cwd, file) || file}": ${reason(error)}`);
      continue;
    }
    const doc = service.parse(text, file);
    reports.push(fileReport(relative(io.cwd, file) || file, doc, service.doValidation(doc)));
  }
  if (files.length === 0 && problems.length === 0) problems.push(`no .cards files found in ${positionals.map((p) => `"${p}"`).join(', ')}`);
  for (const p of problems) io.stderr(`cardtext: ${p}\n`);
  const all = reports.flatMap((r) => r.diagnostics);
  const summary = {
    cards: reports.reduce((n, r) => n + r.cards.length, 0),
    errors: all.filter((d) => d.severity === 'error').length,
    warnings: all.filter((d) => d.severity === 'warning').length,
  };
  if (format === 'json') io.stdout(JSON.stringify({ files: reports, summary }) + '\n');
  else if (reports.length > 0) io.stdout(stylish(reports, io.color));
  if (problems.length > 0) return 2;
  return summary.errors > 0 ? 1 : 0;
}

function importCommand(args: string[], io: CliIO): number {
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
  const result = importCards(data, { flavor: options['--flavor'] === true });
  for (const s of result.skipped.slice(0, 20)) io.stderr(`cardtext: skipped entry ${s.index} of "${input}": it ${s.reason}\n`);
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

/** Runs the CLI; returns the exit code. Never throws. */
export function runCli(argv: string[], io: CliIO): number {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'lint': return lint(rest, io);
      case 'import': return importCommand(rest, io);
      case 'render': return renderCommand(rest, io);
      case 'stats': return statsCommand(rest, io);
      case 'explain': {
        const { options, positionals } = parseArgs(rest, knowledgeOptions);
        if (positionals.length === 0) throw new UsageError('explain needs a rule number, keyword, check code, symbol or card name');
        return explain(positionals.join(' '), knowledgeSettings(options), io);
      }
      case '--version': case '-v': io.stdout(`cardtext ${version}\n`); return 0;
      case '--help': case '-h': case 'help': io.stdout(`${usage}\n`); return 0;
      case undefined: throw new UsageError('no command given');
      default: throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`cardtext: ${error.message}\n\n${usage}\n`);
      return 2;
    }
    io.stderr(`cardtext: internal error: ${(error as Error)?.message ?? String(error)}\n`);
    return 2;
  }
}
