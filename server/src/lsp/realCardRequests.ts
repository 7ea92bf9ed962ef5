/**
 * The real-card data in the language server: the installed index loaded after the first
 * diagnostics (never on their path), the offer to download it sent once when a hover would have
 * used it, and the download itself (`cardtext/downloadRealCards`, with progress notifications and
 * cancellation) into the cache folder the CLI shares, after which hovers use it at once.
 *
 * - `cardtext/realCardsStatus` → `{ state, cards?, rulings?, createdAt?, folder, downloadBytes? }`
 *   (`withSize: true` asks the listing how large a download is, within a few seconds);
 * - `cardtext/downloadRealCards` → `{ ok: true, cards, rulings, seconds } | { ok: false, message }`,
 *   reporting `cardtext/realCardsProgress` `{ phase, file?, bytes?, total? }` as it goes; the
 *   download and conversion run in a child process (updateProcess.ts), and a cancel ends it
 *   with the installed index unchanged;
 * - the notification `cardtext/realCardsMissing` `{ folder }`: the first hover that would have shown
 *   real-card data found none installed.
 */
import type { Connection } from 'vscode-languageserver/node';
import type { KnowledgeStore } from '../knowledgeFiles.js';
import { knowledgeFolderOr } from '../realCards/cacheFolder.js';
import { fetchText } from '../realCards/download.js';
import { defaultListing, readListing, UpdateError } from '../realCards/update.js';
import type { Protocol } from './protocol.js';
import { UpdateCancelled, updateInChild } from './updateProcess.js';

export interface RealCardsHost {
  knowledge: KnowledgeStore;
  listing(): string | undefined;
  log(message: string): void;
}

export class RealCards {
  private offered = false;
  private lastCheck = 0;
  private downloading?: AbortController;

  constructor(private readonly connection: Connection, private readonly host: RealCardsHost) {}

  /** The knowledge folder, or (a relative CARDTEXT_CACHE_DIR) undefined with the problem logged once. */
  private folder(): string | undefined {
    const found = knowledgeFolderOr();
    if ('folder' in found) return found.folder;
    if (!this.folderProblemLogged) this.host.log(`cardtext: ${found.problem}; the real-card data is not used.`);
    this.folderProblemLogged = true;
    return undefined;
  }

  private folderProblemLogged = false;

  /** Loads the installed index (in the background), then builds the precedent index. */
  async load(): Promise<void> {
    const started = performance.now();
    const folder = this.folder();
    if (folder === undefined) return;
    const problems = await this.host.knowledge.loadRealCardsAsync(folder);
    const info = this.host.knowledge.realCardsInfo;
    if (info) {
      this.host.log(`cardtext: loaded the real-card index (${info.cards} cards, ${info.rulings} rulings, of ${info.createdAt}) in ${Math.round(performance.now() - started)} ms.`);
      // Then, off the hover path: the rulings' and names' lookups, and the precedent index a slice of cards at a time.
      setImmediate(() => this.host.log(`cardtext: indexed the real cards' rulings and names in ${Math.round(this.host.knowledge.prepareRealCards())} ms.`));
      void this.host.knowledge.buildPrecedentAsync().then((ms) => {
        const skipped = this.host.knowledge.precedentSkipped;
        this.host.log(`cardtext: built the precedent index in ${Math.round(ms)} ms${skipped > 0 ? `; ${skipped} cards left out: the real-card data holds more text than Magic's cards do` : ''}.`);
      });
    } else if (this.host.knowledge.realCardsState === 'missing') this.host.log(`cardtext: no real-card index is installed in ${folder}.`);
    for (const p of problems) this.host.log(`cardtext: ${p}`);
  }

  /**
   * A hover or completion would have used real-card data: if none is installed, check again (a
   * CLI update may have installed it meanwhile; at most every 30 s), else offer it, once.
   */
  wanted(): void {
    if (this.host.knowledge.realCardsState !== 'missing' || this.downloading) return;
    const now = Date.now();
    if (now - this.lastCheck > 30000) {
      this.lastCheck = now;
      void this.load().then(() => this.wanted());
      return;
    }
    const folder = this.folder();
    if (this.offered || folder === undefined) return;
    this.offered = true;
    void this.connection.sendNotification('cardtext/realCardsMissing', { folder });
  }

  register(protocol: Protocol): void {
    this.connection.onRequest('cardtext/realCardsStatus', protocol.request('cardtext/realCardsStatus', (p: unknown) => ({ withSize: (p as { withSize?: unknown } | null)?.withSize === true }), async ({ withSize }) => {
      const k = this.host.knowledge;
      const info = k.realCardsInfo;
      let downloadBytes: number | undefined;
      if (withSize) {
        const listing = this.host.listing() ?? defaultListing;
        downloadBytes = await fetchText(listing, { idleMs: 5000, graceMs: 5000 }).then((text) => readListing(text, listing).reduce((n, f) => n + (f.size ?? 0), 0), () => undefined);
      }
      return { state: k.realCardsState, folder: this.folder() ?? '', cards: info?.cards, rulings: info?.rulings, createdAt: info?.createdAt, downloadBytes };
    }));
    this.connection.onRequest('cardtext/downloadRealCards', protocol.request('cardtext/downloadRealCards', () => ({}), async (_p, token) => {
      if (this.downloading) return { ok: false, message: 'a download is already running' };
      const found = knowledgeFolderOr();
      if ('problem' in found) return { ok: false, message: found.problem };
      const abort = new AbortController();
      this.downloading = abort;
      token?.onCancellationRequested(() => abort.abort());
      const started = Date.now();
      try {
        const result = await updateInChild({
          folder: found.folder, listing: this.host.listing() ?? defaultListing,
          onProgress: (event) => void this.connection.sendNotification('cardtext/realCardsProgress', event),
        }, abort.signal);
        await this.load();
        return { ok: true, cards: result.cards, rulings: result.rulings, seconds: Math.round((Date.now() - started) / 100) / 10 };
      } catch (error) {
        if (error instanceof UpdateCancelled) return { ok: false, message: 'the download was cancelled; the installed data is unchanged' };
        const message = error instanceof UpdateError ? `${error.message}${/unchanged|nothing was installed/.test(error.message) ? '' : '; the installed data is unchanged'}` : `the download failed: ${(error as Error).message}`;
        return { ok: false, message };
      } finally {
        this.downloading = undefined;
      }
    }));
  }
}
