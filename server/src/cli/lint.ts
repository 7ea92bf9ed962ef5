/**
 * `cardtext lint [--format stylish|json] [KNOWLEDGE] PATH…`: lints .cards files (folders are
 * searched) and reports like ESLint. Exit 0 clean, 1 errors found, 2 bad usage or unreadable input.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createLanguageService } from '../language/languageService.js';
import { KnowledgeStore } from '../knowledgeFiles.js';
import { fileReport, type FileReport, stylish } from './report.js';
import { type CliIO, knowledgeOptions, knowledgeSettings, parseArgs, reason, UsageError } from './args.js';

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

/** Runs `cardtext lint`; returns the exit code. Throws UsageError on a wrong command line. */
export function lint(args: string[], io: CliIO): number {
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
