/**
 * The workspace's `.cards` files that are not open in the editor, indexed for names, symbols and
 * navigation: found by the workspace scan, updated when the client reports a file changed, and
 * re-read when an open file is closed. Everything here is asynchronous and sliced: files are read
 * with the guarded reader (regular files only, size-capped) and parsed in slices, a newer event
 * for a file supersedes an older one, and an open document always wins over the disk.
 *
 * What is indexed is capped (files and total bytes, see `DiskLimits`); past the cap, files are
 * skipped and the user gets one message saying so.
 */
import { promises as fsp } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type CardsDocument, parseDocumentSteps } from '../language/document.js';
import { keyOf, type Workspace } from '../language/workspace.js';
import type { Declarations } from '../language/model/symbols.js';
import { formatBytes, maxCardsFileBytes, readTextFileAsync } from '../files/readFile.js';
import { cardsMemory, cardsMemoryProblem, maxOpenDocumentMemory, shapeSteps } from '../files/inputPlan.js';
import { showPath } from '../knowledgeFiles.js';
import type { OpenDocuments } from './documents.js';
import { runInSlices, yieldToEventLoop } from './slices.js';
import { cardsFiles, type Walk } from './workspaceScan.js';

export interface DiskLimits {
  /** Most `.cards` files indexed from disk. */
  files: number;
  /** Most bytes of `.cards` text indexed from disk, all files together. */
  bytes: number;
  /** Most memory the indexed files' cards may take, all together, as the shared planning estimates it (files/inputPlan.ts). */
  memory: number;
}

/** About 50,000 real cards (parsed, they take roughly 45 times their size in memory); fewer if they are one-word cards. */
export const defaultDiskLimits: DiskLimits = { files: 5000, bytes: 10 * 1024 * 1024, memory: 512 * 1024 * 1024 };

export interface DiskHost {
  workspace: Workspace;
  documents: OpenDocuments;
  baseDeclarations(): Declarations | undefined;
  /** One message to the user. */
  warn(message: string): void;
  /** A line in the server log. */
  log(message: string): void;
}

/** What a workspace scan did. */
export interface ScanFigures {
  indexed: number;
  bytes: number;
  cards: number;
  skipped: number;
  entries: number;
  ms: number;
}

export class DiskFiles {
  private readonly sizes = new Map<string, number>();
  private total = 0;
  private readonly memory = new Map<string, number>();
  private memoryTotal = 0;
  private readonly generations = new Map<string, number>();
  private overLimit = 0;
  private scanning = false;
  private reportTimer?: NodeJS.Timeout;

  constructor(private readonly host: DiskHost, private readonly limits: DiskLimits = defaultDiskLimits) {}

  /** Indexes every `.cards` file under the workspace folders, a file at a time. */
  async scan(roots: string[]): Promise<ScanFigures> {
    const started = performance.now();
    const walk: Walk = { entries: 0, problems: [] };
    let skipped = 0;
    this.scanning = true;
    try {
      for await (const path of cardsFiles(roots, walk)) {
        const uri = pathToFileURL(path).toString();
        if (this.host.documents.has(uri) || this.sizes.has(keyOf(uri))) continue;
        // A file the editor opened while it was being read is the editor's now, not a skipped file.
        if (!(await this.refresh(uri)) && !this.host.documents.has(uri)) skipped++;
        await yieldToEventLoop();
      }
    } finally {
      this.scanning = false;
    }
    for (const p of walk.problems.slice(0, 20)) this.host.log(`cardtext: ${p}`);
    if (walk.truncated) this.host.log(`cardtext: the workspace scan ${walk.truncated}.`);
    this.reportLimit();
    let cards = 0;
    for (const doc of this.host.workspace.documents()) if (this.sizes.has(keyOf(doc.uri))) cards += doc.cards.length;
    return { indexed: this.sizes.size, bytes: this.total, cards, skipped, entries: walk.entries, ms: Math.round(performance.now() - started) };
  }

  /**
   * Reads a file from disk and indexes its cards (true when indexed). `kept`, the document as it
   * was while open, stays in use if the file holds the same text, and lends its cards otherwise.
   */
  async refresh(uri: string, kept?: CardsDocument): Promise<boolean> {
    const key = keyOf(uri);
    const generation = (this.generations.get(key) ?? 0) + 1;
    this.generations.set(key, generation);
    const superseded = () => this.generations.get(key) !== generation || this.host.documents.has(uri);
    let path: string;
    try {
      path = fileURLToPath(uri);
    } catch {
      this.forget(uri);
      return false;
    }
    if (!this.sizes.has(key) && this.sizes.size >= this.limits.files) return this.skip(uri, kept);
    // The size decides whether the file fits; the reader checks it again on the open file.
    const size = await fsp.stat(path).then((s) => (s.isFile() ? s.size : 0), () => 0);
    if (superseded()) return false;
    if (size <= maxCardsFileBytes && size > this.limits.bytes - this.total + (this.sizes.get(key) ?? 0)) return this.skip(uri, kept);
    const read = await readTextFileAsync(path, { maxBytes: maxCardsFileBytes });
    if (superseded()) return false;
    if (!read.ok) {
      this.host.log(`cardtext: ${showPath(path)} is not indexed: ${read.message}`);
      this.forget(uri);
      return false;
    }
    const text = read.text.includes('\r') ? read.text.replace(/\r\n?/g, '\n') : read.text;
    let doc = kept && kept.text === text ? kept : undefined;
    // The shared memory planning (for a text not parsed yet): a file whose cards would not fit is not
    // indexed, and all of them together stay within the limit.
    let memory = this.memory.get(key) ?? 0;
    if (!doc) {
      const shape = await runInSlices(shapeSteps(text), superseded);
      if (!shape || superseded()) return false;
      const tooMuch = cardsMemoryProblem(shape, undefined, maxOpenDocumentMemory);
      if (tooMuch) {
        this.host.log(`cardtext: ${showPath(path)} is not indexed: ${tooMuch}`);
        this.forget(uri);
        return false;
      }
      memory = cardsMemory(shape);
      if (memory > this.limits.memory - this.memoryTotal + (this.memory.get(key) ?? 0)) return this.skip(uri, kept);
    }
    if (!doc) {
      doc = await runInSlices(parseDocumentSteps(text, { uri, previous: kept, baseDeclarations: this.host.baseDeclarations() }), superseded);
      if (!doc || superseded()) return false;
    }
    this.total += read.bytes - (this.sizes.get(key) ?? 0);
    this.sizes.set(key, read.bytes);
    this.memoryTotal += memory - (this.memory.get(key) ?? 0);
    this.memory.set(key, memory);
    this.host.workspace.set(doc);
    return true;
  }

  /** Drops a file's cards (it was deleted, or can't be read any more). */
  forget(uri: string): void {
    const key = keyOf(uri);
    this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
    this.release(key);
    if (!this.host.documents.has(uri)) this.host.workspace.delete(uri);
  }

  /** Called when a file is opened: its cards now come from the editor. */
  opened(uri: string): void {
    const key = keyOf(uri);
    this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
    this.release(key);
  }

  /** Takes a file's bytes and memory off the totals. */
  private release(key: string): void {
    this.total -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
    this.memoryTotal -= this.memory.get(key) ?? 0;
    this.memory.delete(key);
  }

  /** A file past the limits: not indexed, counted for one message (sent after the scan, or a second after the last skip). */
  private skip(uri: string, kept?: CardsDocument): boolean {
    this.overLimit++;
    if (kept) this.forget(uri);
    if (!this.scanning) {
      clearTimeout(this.reportTimer);
      this.reportTimer = setTimeout(() => this.reportLimit(), 1000);
    }
    return false;
  }

  /** One message for every file the limits kept out since the last one. */
  reportLimit(): void {
    if (this.overLimit === 0) return;
    const { files, bytes, memory } = this.limits;
    this.host.warn(`${this.overLimit.toLocaleString('en-US')} .cards file${this.overLimit === 1 ? ' was' : 's were'} not indexed: cardtext indexes at most ${files.toLocaleString('en-US')} workspace files, ${formatBytes(bytes)} of card text and cards taking ${formatBytes(memory)} of memory (now ${this.sizes.size.toLocaleString('en-US')} files, ${formatBytes(this.total)}, ${formatBytes(this.memoryTotal)}). Their cards are missing from completion and navigation; open a file to check it.`);
    this.overLimit = 0;
  }
}
