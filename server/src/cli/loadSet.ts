/**
 * Reading a set for `render` and `stats`: the `.cards` files named (folders searched), each read
 * through the guarded reader, parsed and checked. Unreadable files become messages; the others
 * are still read.
 */
import { statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeError, maxCardsFileBytes, readTextFile } from '../files/readFile.js';
import { findCardsFiles } from '../lsp/workspaceFiles.js';
import { createLanguageService, type CardsDocument, type CardDiagnostic } from '../language/languageService.js';
import type { SetEntry } from '../stats/setStats.js';
import { documentEntries } from '../stats/documentEntries.js';

/** One file of the set, parsed and checked. */
export interface SetFile {
  path: string;
  /** The path as the user sees it (relative to the working folder). */
  shown: string;
  doc: CardsDocument;
  diagnostics: CardDiagnostic[];
}

/** Expands paths into `.cards` files (folders searched, skipping dot folders and node_modules). */
export function expandPaths(paths: string[], cwd: string, problems: string[]): string[] {
  const files: string[] = [];
  for (const path of paths) {
    const full = resolve(cwd, path);
    let stat;
    try {
      stat = statSync(full);
    } catch (error) {
      problems.push(`cannot read "${path}": ${describeError(error)}`);
      continue;
    }
    if (stat.isDirectory()) {
      const found = findCardsFiles([full]);
      problems.push(...found.problems);
      files.push(...found.files.sort());
    } else files.push(full);
  }
  return [...new Set(files)];
}

/** Reads, parses and checks every file; problems name the files that could not be read. */
export function loadSet(paths: string[], cwd: string): { files: SetFile[]; problems: string[] } {
  const problems: string[] = [];
  const service = createLanguageService();
  const files: SetFile[] = [];
  for (const path of expandPaths(paths, cwd, problems)) {
    const shown = relative(cwd, path) || path;
    const read = readTextFile(path, { maxBytes: maxCardsFileBytes });
    if (!read.ok) {
      problems.push(`cannot read "${shown}": ${read.message}`);
      continue;
    }
    const doc = service.parse(read.text, pathToFileURL(path).toString());
    files.push({ path, shown, doc, diagnostics: service.doValidation(doc) });
  }
  if (files.length === 0 && problems.length === 0) problems.push(`no .cards files found in ${paths.map((p) => `"${p}"`).join(', ')}`);
  return { files, problems };
}

/** Each card of the set with its own diagnostics. */
export function setEntries(files: SetFile[]): SetEntry[] {
  return files.flatMap((f) => documentEntries(f.doc, f.diagnostics));
}
