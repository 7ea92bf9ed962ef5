/**
 * `cardtext lint --cache [--cache-location PATH]`, as ESLint's `--cache`: each card's results are
 * stored (server/src/cache/) under a hash of its text, in the context of everything else they
 * depend on (this build of cardtext, the file's directives, the knowledge files named); a rerun
 * re-analyses only the cards that changed, and one where nothing changed never loads the parser.
 * A cache file that can't be used is reported once on stderr and never trusted.
 */
import { dirname, resolve } from 'node:path';
import { mkdirSync, statSync } from 'node:fs';
import { type CacheStore, loadCache } from '../cache/cacheFile.js';
import { assemble, type Assembled, lookupFile, type Lookup } from '../cache/lookup.js';
import { mergeDiagnostics } from '../language/mergeDiagnostics.js';
import { programIdentity, scanText } from '../cache/scan.js';
import type { KnowledgeSettings } from '../knowledgeFiles.js';
import type { LintCore } from './lint.js';
import type { LintedText } from './lintCore.js';

/** The default cache file, in the working folder (ESLint's `.eslintcache`). */
export const defaultCacheName = '.cardtextcache';

/** Where the cache file is: PATH, or `.cardtextcache` inside PATH when it is a folder (or ends with a separator). */
export function cacheLocation(option: string | undefined, cwd: string): string {
  if (option === undefined) return resolve(cwd, defaultCacheName);
  const path = resolve(cwd, option);
  if (/[\\/]$/.test(option)) return resolve(path, defaultCacheName);
  try {
    if (statSync(path).isDirectory()) return resolve(path, defaultCacheName);
  } catch {
    // not there yet: a file path
  }
  return path;
}

/** The identity of the knowledge files named (path, size, modification time): results are stored under it. */
function knowledgeIdentity(settings: KnowledgeSettings, cwd: string): string {
  const files = [settings.rulesFile ?? '', ...settings.rulingsFiles, ...settings.cardFiles];
  return files.map((f) => {
    if (!f) return '-';
    const path = resolve(cwd, f);
    try {
      const stat = statSync(path);
      return `${path}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      return `${path}:missing`;
    }
  }).join('|');
}

/** What a file's lookup gave: its results, or what to fill. */
export type CacheAnswer = { linted: LintedText } | { lookup: Lookup };

/** The result cache of one lint run. */
export class LintCache {
  private readonly store: CacheStore;
  private readonly parts: string[];

  /** Loads the cache file (a message goes to `warn` if it can't be used). */
  constructor(readonly file: string, knowledge: KnowledgeSettings, cwd: string, private readonly warn: (message: string) => void) {
    const loaded = loadCache(file, programIdentity());
    this.store = loaded.store;
    if (loaded.message) warn(loaded.message);
    this.parts = [`knowledge ${knowledgeIdentity(knowledge, cwd)}`];
  }

  /** A file's results from the cache alone, or the lookup to fill (without parsing anything). */
  answer(file: string, text: string, withSummaries: boolean): CacheAnswer {
    const lookup = lookupFile(this.store, resolve(file), scanText(text), this.parts);
    const found = assemble(lookup, withSummaries);
    return found ? { linted: linted(found) } : { lookup };
  }

  /** Parses what the cache misses for a file, stores it, and gives the file's results; undefined if that failed. */
  fill(lookup: Lookup, core: LintCore, withSummaries: boolean): LintedText | undefined {
    let found: Assembled | undefined;
    try {
      const { section } = core.fillSection(lookup, { summaries: true });
      found = assemble({ ...lookup, section }, withSummaries);
      if (found) this.store.put(section);
    } catch (error) {
      this.warn(`the result cache failed on "${lookup.path}" (${String(error)}); it is linted without the cache`);
      return undefined;
    }
    if (!found) this.warn(`the result cache could not answer "${lookup.path}"; it is linted without the cache`);
    return found && linted(found);
  }

  /** Writes the cache if this run changed it (atomically; never over one of `inputs`). */
  save(inputs: string[]): void {
    // A file that is not ours was reported when loading, and is never replaced.
    if (!this.store.changed || !this.store.writable) return;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
    } catch {
      // the write below says why it can't be written
    }
    const saved = this.store.save(this.file, inputs);
    if (!saved.ok) this.warn(`the cache file "${this.file}" could not be written: ${saved.message}`);
  }
}

/** A file's report parts from the cache, merged as validation merges them (the CLI has no severity overrides). */
function linted(found: Assembled): LintedText {
  return { cards: found.cards, summaries: found.summaries, summariesAreBytes: true, diagnostics: mergeDiagnostics(found.cardDiagnostics, found.fileDiagnostics), vocabulary: found.vocabulary };
}
