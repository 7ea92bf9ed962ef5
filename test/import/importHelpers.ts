/**
 * Helpers for the import tests: the fixture sets written for them (test/fixtures/import/), read
 * as a folder, as a zip built from the folder, or as one file; golden `.cards` outputs
 * (`UPDATE_GOLDEN=1 npm test` rewrites them; review the diff before committing); and the
 * diagnostics of a text card by card, for round trips.
 */
import * as assert from 'node:assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { zip } from '../../server/src/export/zip.js';
import { type ImportInput, type ImportOptions, type ImportResult, importSets } from '../../server/src/import/registry.js';
import { parseDocument } from '../../server/src/language/document.js';
import { validateDocument } from '../../server/src/language/validation.js';
import { repoRoot } from '../helpers.js';

/** A path under test/fixtures/import. */
export function importFixture(name: string): string {
  return join(repoRoot(), 'test', 'fixtures', 'import', name);
}

/** A fixture folder's files, by relative path. */
export function folderFiles(name: string): { name: string; content: Uint8Array }[] {
  const dir = importFixture(name);
  return readdirSync(dir).filter((f) => statSync(join(dir, f)).isFile()).map((f) => ({ name: f, content: new Uint8Array(readFileSync(join(dir, f))) }));
}

/** A fixture folder as an import input (an MSE set saved as a folder). */
export function folderInput(name: string): ImportInput {
  const files = new Map(folderFiles(name).map((f) => [f.name, f.content]));
  return { name, folder: { read: (path) => files.get(path) } };
}

/** A fixture folder zipped, as MSE saves a `.mse-set`. */
export function zipInput(name: string): ImportInput {
  return { name: `${name}.mse-set`, bytes: zip(folderFiles(name)) };
}

/** A fixture file as an import input. */
export function fileInput(name: string): ImportInput {
  return { name, bytes: new Uint8Array(readFileSync(importFixture(name))) };
}

/** Imports and asserts success. */
export function imported(inputs: ImportInput[], options: ImportOptions = {}): Extract<ImportResult, { ok: true }> {
  const result = importSets(inputs, options);
  assert.ok(result.ok, result.ok ? '' : JSON.stringify(result.problems));
  return result;
}

/** Compares `actual` with test/import/golden/NAME (written when UPDATE_GOLDEN=1). */
export function expectImportGolden(name: string, actual: string): void {
  const path = join(repoRoot(), 'test', 'import', 'golden', name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
    if (process.env.UPDATE_GOLDEN !== '1') assert.fail(`wrote the missing golden file ${name}; review it and run the tests again`);
    return;
  }
  assert.strictEqual(actual, readFileSync(path, 'utf8'), `the import of ${name} differs from its golden file (UPDATE_GOLDEN=1 rewrites it)`);
}

/**
 * A text's diagnostics card by card: card name → sorted `code: message` lines (line numbers in
 * messages left out, since the cards move), and `(file)` for those outside any card.
 */
export function diagnosticsByCard(text: string): Map<string, string[]> {
  const doc = parseDocument(text, { uri: 'file:///import/set.cards' });
  const out = new Map<string, string[]>();
  for (const m of doc.models) out.set(m.card.name, []);
  for (const d of validateDocument(doc)) {
    const model = doc.models.find((m) => d.range.start.line >= m.card.range.start.line && d.range.start.line <= m.card.range.end.line);
    const key = model ? model.card.name : '(file)';
    if (!out.has(key)) out.set(key, []);
    out.get(key)!.push(`${d.code}: ${d.message.replace(/\bline \d+\b/g, 'line N')}`);
  }
  for (const list of out.values()) list.sort();
  return out;
}

/** The codes of a text's diagnostics. */
export function codesOf(text: string): string[] {
  return validateDocument(parseDocument(text)).map((d) => d.code);
}
