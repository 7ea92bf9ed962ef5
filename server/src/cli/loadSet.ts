/**
 * Reading a set for `render`, `stats` and `export`: the `.cards` files named (folders searched), each
 * read through the guarded reader, planned (a file whose cards would not fit in memory is refused),
 * parsed and checked. Unreadable files become messages; the others
 * are still read.
 */
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { maxCardsFileBytes, readTextFile } from '../files/readFile.js';
import { cardsMemoryProblem, cardsShape } from '../files/inputPlan.js';
import { collectCardFiles } from './cardFiles.js';
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

/** Reads, parses and checks every file; problems name the files that could not be read. */
export function loadSet(paths: string[], cwd: string): { files: SetFile[]; problems: string[] } {
  const problems: string[] = [];
  const service = createLanguageService();
  const files: SetFile[] = [];
  const found = collectCardFiles(paths, cwd);
  problems.push(...found.problems);
  for (const path of found.files) {
    const shown = relative(cwd, path) || path;
    const read = readTextFile(path, { maxBytes: maxCardsFileBytes });
    if (!read.ok) {
      problems.push(`cannot read "${shown}": ${read.message}`);
      continue;
    }
    // The shared memory planning: a file whose cards would not fit is refused, not parsed.
    const tooMuch = cardsMemoryProblem(cardsShape(read.text));
    if (tooMuch) {
      problems.push(`cannot read "${shown}": ${tooMuch}`);
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
