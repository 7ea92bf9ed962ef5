/**
 * The result cache in the language server (the same cache as `cardtext lint --cache`, in the
 * folder the client names: VS Code's storage folder for the workspace, as initializationOptions
 * `cacheFolder`). Opening a file whose cards are all stored publishes their diagnostics at once,
 * before the file is parsed; the parse then publishes the real diagnostics, which replace them
 * (they are the same unless the cache is wrong). After diagnostics are published, the document's
 * results are stored a while later, in slices, and written without blocking. Without a cache
 * folder, nothing of this runs.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PublishDiagnosticsParams } from 'vscode-languageserver/node';
import type { CardsDocument } from '../language/document.js';
import { mergeDiagnostics, type SeverityOverrides } from '../language/mergeDiagnostics.js';
import { type CacheStore, loadCacheAsync } from '../cache/cacheFile.js';
import { assemble, lookupFile } from '../cache/lookup.js';
import { programIdentity, scanSteps, scanText } from '../cache/scan.js';
import { sectionFromDocumentSteps } from '../cache/fill.js';
import { toDiagnostic } from './convert.js';
import { runInSlices } from './slices.js';

/** The cache file inside the client's folder. */
export const cacheFileName = 'results.cardtextcache';
/** How long after the last publish the results are stored, and how often at most while editing (milliseconds). */
const storeDelayMs = 1500;
const storeEveryMs = 10000;

export interface ResultCacheHost {
  /** Fingerprint of the settings' declarations (results depend on them). */
  baseFingerprint(): string;
  severity(): SeverityOverrides;
  send(params: PublishDiagnosticsParams): void;
  log(message: string): void;
  /** True while `doc` is the document's parsed form and its text has not changed since. */
  current(uri: string, doc: CardsDocument): boolean;
}

/** A document URI's key in the cache: its file path, or the URI itself. */
function pathOf(uri: string): string {
  try {
    return uri.startsWith('file:') ? fileURLToPath(uri) : uri;
  } catch {
    return uri;
  }
}

export class EditorResultCache {
  private readonly file: string;
  private readonly loading: Promise<CacheStore | undefined>;
  /** Documents whose real diagnostics were published since they were opened. */
  private readonly published = new Set<string>();
  /** Documents to store, with the document published. */
  private readonly pending = new Map<string, CardsDocument>();
  private timer?: NodeJS.Timeout;
  private lastStored = -Infinity;
  private writing = Promise.resolve();

  constructor(folder: string, private readonly host: ResultCacheHost) {
    const file = join(folder, cacheFileName);
    this.file = file;
    this.loading = (async () => {
      const loaded = await loadCacheAsync(file, programIdentity());
      if (loaded.message) host.log(`cardtext: ${loaded.message}`);
      return loaded.store;
    })().catch((error) => {
      host.log(`cardtext: the result cache could not be loaded (${String(error)})`);
      return undefined;
    });
  }

  private context(): string[] {
    return [`base ${this.host.baseFingerprint()}`];
  }

  /**
   * A document was opened: if every card's results are stored, publish them now (unless the
   * document changed or its real diagnostics came first meanwhile). True if it published.
   */
  async opened(uri: string, text: string, version: number | undefined, current: () => boolean, lookingUp?: () => void): Promise<boolean> {
    this.published.delete(uri);
    const store = await this.loading;
    // A file never stored is not even split: its parse starts at once.
    if (!store || !current() || this.published.has(uri) || !store.section(pathOf(uri))) return false;
    // The lookup takes a while on a large file: the parse need not wait for it.
    lookingUp?.();
    const started = performance.now();
    const found = assemble(lookupFile(store, pathOf(uri), scanText(text), this.context()), false);
    if (!found || !current() || this.published.has(uri)) return false;
    const diagnostics = mergeDiagnostics(found.cardDiagnostics, found.fileDiagnostics, this.host.severity());
    this.host.send({ uri, version, diagnostics: diagnostics.map((d) => toDiagnostic(d, uri)) });
    this.host.log(`cardtext: ${uri}: ${diagnostics.length} diagnostics of ${found.cards} cards from the result cache in ${Math.round(performance.now() - started)} ms (the parse replaces them).`);
    return true;
  }

  /** The real diagnostics of a document were published: store its results a while later. */
  publishedReal(uri: string, doc: CardsDocument): void {
    this.published.add(uri);
    this.pending.set(uri, doc);
    clearTimeout(this.timer);
    // A pause in typing stores the file, but a large file is not re-stored more than every few seconds.
    const wait = Math.max(storeDelayMs, this.lastStored + storeEveryMs - performance.now());
    this.timer = setTimeout(() => void this.storePending(), wait);
    this.timer.unref?.();
  }

  /** Forgets a closed document (its stored results stay in the cache). */
  closed(uri: string): void {
    this.published.delete(uri);
  }

  private async storePending(): Promise<void> {
    this.lastStored = performance.now();
    const store = await this.loading;
    if (!store) return;
    const docs = [...this.pending];
    this.pending.clear();
    for (const [uri, doc] of docs) {
      // An edit moves the document's cards in place: stop at once if one lands (its publish comes back here).
      const changed = () => !this.host.current(uri, doc);
      if (changed()) continue;
      const scan = await runInSlices(scanSteps(doc.text, doc.chunks), changed);
      if (!scan || changed()) continue;
      const section = await runInSlices(sectionFromDocumentSteps(lookupFile(store, pathOf(uri), scan, this.context()), doc), changed);
      if (section && !changed()) store.put(section);
    }
    if (!store.changed) return;
    // One write at a time; each writes the whole store as it then is.
    this.writing = this.writing.then(async () => {
      await mkdir(dirname(this.file), { recursive: true }).catch(() => undefined);
      const saved = await store.saveAsync(this.file);
      if (!saved.ok) this.host.log(`cardtext: the result cache "${this.file}" could not be written: ${saved.message}`);
    });
    await this.writing;
  }
}
