/**
 * The documents open in the editor: their text exactly as the client holds it, and their parsed
 * form in the workspace, kept in step.
 *
 * - A `didChange` edits the text at once and nothing else (so a storm of edits costs little each).
 * - The parsed document then catches up in slices, taking every edit that queued up meanwhile as
 *   one: a local update around the edited lines, or a full parse that re-uses unchanged cards
 *   (opening a file, pasting over it, a directive edit, new settings). Requests for the document
 *   wait for it (`ready`); every other message is answered meanwhile.
 * - An edit the parsed document fails to take rebuilds it from the whole text, re-using nothing,
 *   so the text and the parsed cards never drift apart.
 * - The client's version numbers are only echoed back: what is cached is keyed on content (a new
 *   parsed document object per change), so repeated or missing versions can't serve stale results.
 */
import { type CardsDocument, parseDocumentSteps } from '../language/document.js';
import { type TextChange, tryUpdateDocumentSteps } from '../language/documentUpdate.js';
import { LineBuffer, type LineEdit, type TextSource } from '../language/textSource.js';
import { keyOf, type Workspace } from '../language/workspace.js';
import type { Declarations } from '../language/model/symbols.js';
import { formatBytes, maxCardsFileBytes } from '../files/sizes.js';
import { cardsMemoryBound, cardsMemoryProblem, maxOpenDocumentMemory, shapeSteps } from '../files/inputPlan.js';
import { runInSlices, yieldToMessages } from './slices.js';

/** One open document. */
export interface OpenDocument {
  uri: string;
  buffer: LineBuffer;
  /** The client's version of the text, when it sent a whole number (echoed with diagnostics). */
  version: number | undefined;
  /** The server's own count of text changes (and of re-parses the settings asked for). */
  revision: number;
  /** Set by the first `didChange`: the text is no longer the one opened. */
  edited?: boolean;
  /** The revision the parsed document in the workspace reflects. */
  parsedRevision: number;
  /** Edits since the parsed revision, in order; 'full' when the whole text must be parsed. */
  pending: LineEdit[] | 'full';
  /** The last update failed: parse the whole text, re-using nothing. */
  fresh?: boolean;
  /** The catch-up under way, if any. */
  job?: Promise<void>;
  /** Set when the text is too large to analyse (it is kept, not parsed). */
  tooLarge?: boolean;
  /** Characters edits added since the text was last counted for the memory planning. */
  addedChars?: number;
  /** The text must be counted for the memory planning before it is parsed. */
  unplanned?: boolean;
  /** What the parse waits for first (a large file's first screens, published before it; see {@link OpenDocuments.holdParse}). */
  hold?: Promise<unknown>;
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
  update?: typeof tryUpdateDocumentSteps;
}

/** An open document's text is counted again for the memory planning after edits add this many characters. */
const recountAfterChars = 256 * 1024;

/** Largest open document analysed, in characters (the same cap as a `.cards` file on disk). */
export const maxOpenDocumentChars = maxCardsFileBytes;
/** Edits spanning more lines than this are taken by a full parse (which re-uses unchanged cards). */
const maxMergedLines = 2000;

/**
 * Several line edits, made one after another, as one: old lines [start, end] became the lines
 * `text` now holds. Undefined when they span too much to be worth a local update.
 */
export function mergeLineEdits(edits: LineEdit[], source: TextSource): TextChange | undefined {
  let oldStart = 0;
  let oldEnd = 0;
  let newEnd = 0;
  edits.forEach((edit, i) => {
    const s = edit.range.start.line;
    const e = edit.range.end.line;
    const delta = edit.text.split('\n').length - (e - s + 1);
    if (i === 0) {
      [oldStart, oldEnd, newEnd] = [s, e, e + delta];
      return;
    }
    // Lines above the region never moved; lines below it moved by what the region gained.
    if (e > newEnd) oldEnd += e - newEnd;
    newEnd = Math.max(newEnd, e) + delta;
    oldStart = Math.min(oldStart, s);
  });
  if (newEnd - oldStart > maxMergedLines || oldEnd - oldStart > maxMergedLines) return undefined;
  return { range: { start: { line: oldStart, character: 0 }, end: { line: oldEnd, character: 0 } }, text: source.slice(oldStart, newEnd + 1) };
}

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
    const state: OpenDocument = { uri, buffer: new LineBuffer(text), version, revision: 1, parsedRevision: 0, pending: 'full' };
    this.open.set(keyOf(uri), state);
    if (this.checkSize(state)) this.catchUp(state);
  }

  /**
   * Applies a `didChange` whose changes are already validated: the text changes at once; the
   * parsed document catches up right after, with every edit that queued up meanwhile as one.
   */
  didChange(uri: string, version: number | undefined, changes: ContentChange[]): void {
    const state = this.get(uri);
    if (!state) return;
    state.version = version;
    state.edited = true;
    for (const change of changes) {
      if (change.range) {
        const edit = state.buffer.apply(change.range, change.text);
        if (state.pending !== 'full') state.pending.push(edit);
      } else {
        state.buffer.set(change.text);
        state.pending = 'full';
        state.tooLarge = undefined;
        if (!this.checkSize(state)) return;
      }
    }
    // A paste can make a document too large, an edit can bring one back within the limits.
    const wasTooLarge = state.tooLarge;
    const added = changes.reduce((n, c) => n + (c.range ? c.text.length : 0), 0);
    if (changes.some((c) => c.range) && !this.checkSize(state, added)) return;
    if (wasTooLarge) {
      state.tooLarge = undefined;
      state.pending = 'full';
    }
    state.revision++;
    this.catchUp(state);
  }

  /** Forgets an open document; its last parsed form stays in the workspace (the caller decides its fate). */
  didClose(uri: string): OpenDocument | undefined {
    const state = this.get(uri);
    this.open.delete(keyOf(uri));
    return state;
  }

  /**
   * Makes the document's parse wait for `until` (settled or failed): what is published first on
   * opening a file (its first screens, stored results) then has the CPU to itself, instead of
   * sharing it slice for slice with the whole file's parse that comes after it anyway.
   */
  holdParse(uri: string, until: Promise<unknown>): void {
    const state = this.get(uri);
    if (!state) return;
    const hold: Promise<unknown> = until.then(() => undefined, () => undefined).finally(() => {
      if (state.hold === hold) state.hold = undefined;
    });
    state.hold = hold;
  }

  /** Parses every open document again (the settings' declarations changed). */
  reparseAll(): void {
    for (const state of this.open.values()) {
      if (state.tooLarge) continue;
      state.pending = 'full';
      state.revision++;
      this.catchUp(state);
    }
  }

  /** The parsed document once it has caught up with the text (undefined if there is none). */
  async ready(uri: string): Promise<CardsDocument | undefined> {
    for (let state = this.get(uri); state?.job; state = this.get(uri)) await state.job;
    const state = this.get(uri);
    if (state?.tooLarge) return undefined;
    return this.host.workspace.get(uri);
  }

  /**
   * False (and one warning) when a text is too large to analyse: more characters than the cap. The
   * memory planning (cards that would take more memory than one file may, files/inputPlan.ts) needs
   * the text counted: that is done in slices before the next parse (see {@link planned}). A whole
   * new text is counted; edits only once they have added 256 K characters since the last count or
   * their line count alone could pass the limit, so a keystroke costs nothing.
   */
  private checkSize(state: OpenDocument, added?: number): boolean {
    if (added !== undefined) {
      state.addedChars = (state.addedChars ?? 0) + added;
      if (state.addedChars < recountAfterChars && cardsMemoryBound(state.buffer.lineCount) <= maxOpenDocumentMemory && !state.tooLarge) return true;
    }
    state.addedChars = 0;
    const length = state.buffer.text().length;
    if (length > maxOpenDocumentChars) return this.refuse(state, `is ${formatBytes(length)} of text, more than the ${formatBytes(maxOpenDocumentChars)} cardtext analyses; it is not checked. Split it into smaller files.`);
    state.unplanned = true;
    return true;
  }

  /** Marks a document too large to analyse, with one warning. Returns false. */
  private refuse(state: OpenDocument, problem: string): false {
    const already = state.tooLarge;
    state.tooLarge = true;
    state.unplanned = undefined;
    this.host.workspace.delete(state.uri);
    if (!already) this.host.warn(`${state.uri} ${problem}`);
    this.host.changed(state.uri);
    return false;
  }

  /** Counts the text for the memory planning, in slices; false (and the warning) if it is too large. */
  private async planned(state: OpenDocument, current: () => boolean): Promise<boolean> {
    while (state.unplanned && current() && !state.tooLarge) {
      const revision = state.revision;
      const shape = await runInSlices(shapeSteps(state.buffer.text()), () => !current() || state.revision !== revision);
      if (!shape) continue; // an edit came: count the new text
      state.unplanned = undefined;
      const tooMuch = cardsMemoryProblem(shape, undefined, maxOpenDocumentMemory);
      if (tooMuch) return this.refuse(state, `is not checked: ${tooMuch}.`);
    }
    return current() && !state.tooLarge;
  }

  /**
   * Brings the parsed document up to the latest text, in slices: the edits since the last parse
   * are merged into one local update, or the whole text is parsed again (re-using unchanged
   * cards); edits that arrive meanwhile are taken by the next pass.
   */
  private catchUp(state: OpenDocument): void {
    if (state.job || state.tooLarge) return;
    const current = () => this.open.get(keyOf(state.uri)) === state;
    state.job = (async () => {
      try {
        // Let edits already queued behind this one land first: they are then taken together.
        await yieldToMessages();
        while (state.hold && current()) await state.hold;
        while (current() && state.parsedRevision !== state.revision && !state.tooLarge) {
          if (!await this.planned(state, current) || state.tooLarge) return;
          const revision = state.revision;
          const pending = state.pending;
          state.pending = [];
          const doc = await this.update(state, pending, current);
          if (!doc || !current()) return;
          doc.source = state.buffer;
          doc.version = state.version ?? 0;
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

  /** One pass of catching up: a merged local update when possible, else a full parse. */
  private async update(state: OpenDocument, pending: LineEdit[] | 'full', current: () => boolean): Promise<CardsDocument | undefined> {
    const options = { uri: state.uri, version: state.version ?? 0, baseDeclarations: this.host.baseDeclarations() };
    const prev = state.parsedRevision > 0 ? this.host.workspace.get(state.uri) : undefined;
    if (prev && pending !== 'full' && pending.length > 0 && !state.fresh) {
      const change = mergeLineEdits(pending, state.buffer);
      try {
        const doc = change && await runInSlices((this.host.update ?? tryUpdateDocumentSteps)(prev, change, state.buffer, options), () => !current());
        if (doc) return doc;
      } catch (error) {
        // The parsed document may be half-updated: parse the whole text again, re-using nothing.
        this.host.log(`cardtext: an edit of ${state.uri} could not be applied to the parsed document (${String(error)}); parsing the whole text again.`);
        state.fresh = true;
      }
    }
    const previous = state.fresh ? undefined : prev ?? this.host.workspace.get(state.uri);
    const doc = await runInSlices(parseDocumentSteps(state.buffer.text(), { ...options, previous }), () => !current());
    if (doc) state.fresh = undefined;
    return doc;
  }
}
