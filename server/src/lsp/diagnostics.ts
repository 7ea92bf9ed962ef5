/**
 * Diagnostics of open documents: checked after a short, restartable delay, in slices (a large
 * file's first check spreads over many turns of the event loop), cached per parsed document — so
 * per content, never per client version — and published only if the document is still current.
 */
import type { Diagnostic, PublishDiagnosticsParams } from 'vscode-languageserver';
import type { CardsDocument } from '../language/document.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import { checkSteps, type SeverityOverrides, validateDocument } from '../language/validation.js';
import type { Workspace } from '../language/workspace.js';
import { toDiagnostic } from './convert.js';
import type { OpenDocuments } from './documents.js';
import { runInSlices } from './slices.js';

/** A document's diagnostics, in the core's form and the LSP form (same order). */
export interface Checked {
  core: CardDiagnostic[];
  lsp: Map<CardDiagnostic, Diagnostic>;
}

export interface PublisherHost {
  documents: OpenDocuments;
  workspace: Workspace;
  delay(): number;
  severity(): SeverityOverrides;
  send(params: PublishDiagnosticsParams): void;
  /** The real diagnostics of a parsed document were sent (the result cache stores them). */
  published?(uri: string, doc: CardsDocument): void;
}

export class DiagnosticsPublisher {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Keyed on the parsed document object: each change of content makes a new one. */
  private cache = new WeakMap<CardsDocument, Checked>();
  /** Unchanged cards keep their diagnostic objects, so their LSP form is converted once. */
  private readonly converted = new WeakMap<CardDiagnostic, Diagnostic>();

  constructor(private readonly host: PublisherHost) {}

  /** Publishes the document's diagnostics after the typing delay (a newer call restarts it). */
  schedule(uri: string): void {
    clearTimeout(this.timers.get(uri));
    this.timers.set(uri, setTimeout(() => void this.publish(uri), this.host.delay()));
  }

  /** Stops a pending publish and clears what the editor shows for the document. */
  clear(uri: string): void {
    clearTimeout(this.timers.get(uri));
    this.timers.delete(uri);
    this.host.send({ uri, diagnostics: [] });
  }

  /** Forgets every cached result (the severity settings changed). */
  invalidate(): void {
    this.cache = new WeakMap();
  }

  /** The diagnostics of a parsed document, checking its unchecked cards in slices first. */
  async of(doc: CardsDocument): Promise<Checked> {
    const cached = this.cache.get(doc);
    if (cached) return cached;
    await runInSlices(checkSteps(doc));
    const again = this.cache.get(doc);
    if (again) return again;
    const core = validateDocument(doc, this.host.severity());
    const lsp = new Map(core.map((d) => {
      let converted = this.converted.get(d);
      if (!converted) this.converted.set(d, (converted = toDiagnostic(d, doc.uri)));
      return [d, converted];
    }));
    const checked = { core, lsp };
    this.cache.set(doc, checked);
    return checked;
  }

  private async publish(uri: string): Promise<void> {
    this.timers.delete(uri);
    const doc = await this.host.documents.ready(uri);
    const state = this.host.documents.get(uri);
    if (!state) return;
    if (!doc) {
      this.host.send({ uri, diagnostics: [] });
      return;
    }
    const { lsp } = await this.of(doc);
    // A newer change has its own publish coming; never send diagnostics of text that is gone.
    if (this.host.documents.get(uri) !== state || this.host.workspace.get(uri) !== doc || state.parsedRevision !== state.revision) return;
    this.host.send({ uri, version: state.version, diagnostics: [...lsp.values()] });
    this.host.published?.(uri, doc);
  }
}
