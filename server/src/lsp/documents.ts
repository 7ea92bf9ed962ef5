/**
 * The documents open in the editor: their text exactly as the client holds it, and their parsed
 * form in the workspace, kept in step.
 *
 * - An edit is applied to the text first, then to the parsed document around the edited lines;
 *   an edit the parsed document can't take locally, or any failure while taking it, rebuilds the
 *   parsed document from the whole text, so the two never drift apart.
 * - Full parses (opening a file, pasting over it, a directive edit, new settings) run in slices:
 *   requests for that document wait for it (`ready`), every other message is answered meanwhile.
 * - The client's version numbers are only echoed back: what is cached is keyed on content (a new
 *   parsed document object per change), so repeated or missing versions can't serve stale results.
 */
import { type CardsDocument, parseDocumentSteps, type TextChange, tryUpdateDocument } from '../language/document.js';
import { LineBuffer, type TextSource } from '../language/textSource.js';
import { keyOf, type Workspace } from '../language/workspace.js';
import type { Declarations } from '../language/model/symbols.js';
import { formatBytes, maxCardsFileBytes } from '../files/readFile.js';
import { runInSlices } from './slices.js';

/** One open document. */
export interface OpenDocument {
  uri: string;
  buffer: LineBuffer;
  /** The client's version of the text, when it sent a whole number (echoed with diagnostics). */
  version: number | undefined;
  /** The server's own count of text changes. */
  revision: number;
  /** The revision the parsed document in the workspace reflects. */
  parsedRevision: number;
  /** The full parse under way, if any. */
  job?: Promise<void>;
  /** Set when the text is too large to analyse (it is kept, not parsed). */
  tooLarge?: boolean;
}

/** A text change as validated from `didChange`: a range and its text, or the whole text. */
export type ContentChange = { range: TextChange['range']; text: string } | { text: string; range?: undefined };

export interface DocumentsHost {
  workspace: Workspace;
  /** Declarations from the settings, under each file's own. */
  baseDeclarations(): Declarations | undefined;
  /** The parsed document changed (schedule diagnostics). */
  changed(uri: string): void;
  /** Tell the user something once (a warning). */
  warn(message: string): void;
  /** Write to the server log. */
  log(message: string): void;
  /** The incremental update (replaceable in tests to simulate a failure). */
  update?: typeof tryUpdateDocument;
}

/** Largest open document analysed, in characters (the same cap as a `.cards` file on disk). */
export const maxOpenDocumentChars = maxCardsFileBytes;

export class OpenDocuments {
  private readonly open = new Map<string, OpenDocument>();

  constructor(private readonly host: DocumentsHost) {}

  get(uri: string): OpenDocument | undefined {
    return this.open.get(keyOf(uri));
  }

  has(uri: string): boolean {
    return this.open.has(keyOf(uri));
  }

  uris(): string[] {
    return [...this.open.values()].map((d) => d.uri);
  }

  didOpen(uri: string, text: string, version: number | undefined): void {
    const state: OpenDocument = { uri, buffer: new LineBuffer(text), version, revision: 1, parsedRevision: 0 };
    this.open.set(keyOf(uri), state);
    if (this.checkSize(state, text.length)) this.startParse(state, this.host.workspace.get(uri));
  }

  /** Applies a `didChange` whose changes are already validated. */
  didChange(uri: string, version: number | undefined, changes: ContentChange[]): void {
    const state = this.get(uri);
    if (!state) return;
    state.version = version;
    let doc = state.job || state.tooLarge || state.parsedRevision !== state.revision ? undefined : this.host.workspace.get(uri);
    let fullParse = !doc;
    let reuse = true;
    for (const change of changes) {
      if (change.range) {
        const edit = state.buffer.apply(change.range, change.text);
        if (!doc) continue;
        try {
          const next = (this.host.update ?? tryUpdateDocument)(doc, edit, state.buffer, { uri, version: version ?? 0, baseDeclarations: this.host.baseDeclarations() });
          if (next) {
            next.source = state.buffer;
            doc = next;
            continue;
          }
        } catch (error) {
          // The parsed document may be half-updated: parse the whole text again, re-using nothing.
          this.host.log(`cardtext: an edit of ${uri} could not be applied to the parsed document (${String(error)}); parsing the whole text again.`);
          reuse = false;
        }
        doc = undefined;
        fullParse = true;
      } else {
        state.buffer.set(change.text);
        doc = undefined;
        fullParse = true;
        state.tooLarge = undefined;
        if (!this.checkSize(state, change.text.length)) return;
      }
    }
    state.revision++;
    if (state.tooLarge) return;
    if (fullParse || !doc) {
      this.startParse(state, reuse ? this.host.workspace.get(uri) : undefined, !reuse);
      return;
    }
    doc.version = version ?? 0;
    this.host.workspace.set(doc);
    state.parsedRevision = state.revision;
    this.host.changed(uri);
  }

  /** Forgets an open document; its last parsed form stays in the workspace (the caller decides its fate). */
  didClose(uri: string): OpenDocument | undefined {
    const state = this.get(uri);
    this.open.delete(keyOf(uri));
    return state;
  }

  /** Parses every open document again (the settings' declarations changed). */
  reparseAll(): void {
    for (const state of this.open.values()) {
      if (state.tooLarge) continue;
      state.revision++;
      this.startParse(state, this.host.workspace.get(state.uri));
    }
  }

  /** The parsed document once no full parse is under way for it (undefined if there is none). */
  async ready(uri: string): Promise<CardsDocument | undefined> {
    for (let state = this.get(uri); state?.job; state = this.get(uri)) await state.job;
    const state = this.get(uri);
    if (state?.tooLarge) return undefined;
    return this.host.workspace.get(uri);
  }

  /** False (and one warning) when a text is too large to analyse. */
  private checkSize(state: OpenDocument, length: number): boolean {
    if (length <= maxOpenDocumentChars) return true;
    state.tooLarge = true;
    this.host.workspace.delete(state.uri);
    this.host.warn(`${state.uri} is ${formatBytes(length)} of text, more than the ${formatBytes(maxOpenDocumentChars)} cardtext analyses; it is not checked. Split it into smaller files.`);
    this.host.changed(state.uri);
    return false;
  }

  /**
   * Parses the whole text in slices, again and again until the parsed document matches the
   * latest text (edits that arrive meanwhile only change the text; each pass re-uses the
   * unchanged cards of the one before).
   */
  private startParse(state: OpenDocument, previous: CardsDocument | undefined, fresh = false): void {
    // A parse under way picks up the newer text itself (it was started from a sound document).
    if (state.job) return;
    const current = () => this.open.get(keyOf(state.uri)) === state;
    state.job = (async () => {
      let prev = fresh ? undefined : previous;
      try {
        while (current() && state.parsedRevision !== state.revision && !state.tooLarge) {
          const revision = state.revision;
          const source: TextSource = state.buffer;
          const options = { uri: state.uri, version: state.version ?? 0, previous: prev, baseDeclarations: this.host.baseDeclarations() };
          const doc = await runInSlices(parseDocumentSteps(source.text(), options), () => !current());
          if (!doc || !current()) return;
          prev = doc;
          if (state.revision !== revision) continue;
          doc.source = state.buffer;
          this.host.workspace.set(doc);
          state.parsedRevision = revision;
        }
      } catch (error) {
        this.host.log(`cardtext: ${state.uri} could not be parsed (${String(error)}).`);
      } finally {
        state.job = undefined;
      }
      if (current()) this.host.changed(state.uri);
    })();
  }
}
