/**
 * The cardtext playground: one static page. The language server (the same handlers as the Node
 * server, built for a Web Worker: dist/browser/server.js) runs in a worker started from a Blob URL
 * (so the page also opens from disk); the page speaks LSP to it through a thin JSON-RPC adapter
 * (lsp.ts); CodeMirror 6 is the editor (editor.ts); the card under the cursor and the set overview
 * show in a sandboxed frame (preview.ts); downloads and exports use the server's exporters
 * (exporting.ts). The text is kept in the browser's storage (see "keeping the text"): it shows at
 * once on the next visit, before the server has started, and a text replaced is put aside first.
 */
import { closeBrackets } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching } from '@codemirror/language';
import { diagnosticCount, forEachDiagnostic, lintKeymap } from '@codemirror/lint';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { type ChangeSet, EditorSelection, EditorState, type Extension, type Text } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers } from '@codemirror/view';
import workerSource from 'virtual:worker-source';
import showcase from '../../examples/showcase.cards';
import clean from '../../examples/clean.cards';
import design from '../../examples/design.cards';
import { applyDiagnostics, applyEdits, cardsHighlight, cardsLanguage, completion, documentSync, hover, lintDisplay, type LspDiagnostic, type Session, toPosition } from './editor';
import { download, type ExportFormat, exportSet, safeName } from './exporting';
import { toBase64 } from '../../server/src/export/bytes';
import { LspClient, ResponseError, serverGone } from './lsp';
import { startServerWorker } from './relay';
import { type FrameMessage, PreviewFrame } from './preview';

// ── limits (the Node server's: docs/reliability.md) ───────────────────────────────────────────
/** The most text the page takes in: the server analyses documents up to 20 M characters. */
const maxChars = 20_000_000;
/** Above this many diagnostics, a new list is put in place only when typing pauses (it takes a few ms). */
const manyDiagnostics = 1500;
/** The text being edited: { name, text, line, savedAt }. */
const storageKey = 'cardtext.playground.text';
/** Set when the text being edited could not be kept (quota): the stored one is older. { name, chars, since }. */
const staleKey = 'cardtext.playground.stale';
/** The texts put aside, newest first: [{ name, text, line, savedAt }]. */
const asideKey = 'cardtext.playground.aside';
/** How many texts are kept put aside. */
const keptAside = 5;
/** The one slot of earlier builds (moved into the list on load). */
const oldStashKey = 'cardtext.playground.stash';
/** After this long without an answer to a request, the page says the server is not answering. */
const watchdog = { stallMs: 15_000 };

const examples: Record<string, { title: string; text: string }> = {
  showcase: { title: 'Violet Hollow — one of each mistake', text: showcase },
  clean: { title: 'Violet Hollow — done right', text: clean },
  design: { title: 'Tidewatch — a set in progress', text: design },
  blank: { title: 'A blank set', text: '@set NEW My New Set\n\n' },
};

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const statusText = $('status-text');
const statusCounts = $('status-counts');
const exampleSelect = $<HTMLSelectElement>('examples');
const exportSelect = $<HTMLSelectElement>('export');
const fileInput = $<HTMLInputElement>('file');
const restartButton = $<HTMLButtonElement>('restart');

// ── status line ───────────────────────────────────────────────────────────────────────────────
const messages: { message: string; kind: string; at: number }[] = [];
function status(message: string, kind: 'info' | 'warning' | 'error' = 'info'): void {
  messages.push({ message, kind, at: Date.now() });
  if (messages.length > 50) messages.shift();
  statusText.textContent = message;
  statusText.className = `status-${kind}`;
  statusText.title = message;
}

// ── the server ────────────────────────────────────────────────────────────────────────────────
/** What the page sends in initialize (the e2e test sends the Node server the same: window.playground.initializeParams). */
const initializeParams = {
  processId: null, rootUri: null, workspaceFolders: null, clientInfo: { name: 'cardtext playground' },
  capabilities: {
    textDocument: {
      synchronization: { didSave: false, dynamicRegistration: false },
      publishDiagnostics: { relatedInformation: true, versionSupport: true, codeDescriptionSupport: false },
      hover: { contentFormat: ['markdown', 'plaintext'] },
      completion: { contextSupport: true, completionItem: { snippetSupport: false, documentationFormat: ['markdown', 'plaintext'] } },
      codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source', 'source.fixAll', 'refactor.rewrite'] } }, isPreferredSupport: true },
      formatting: {},
      documentSymbol: { hierarchicalDocumentSymbolSupport: true },
    },
    window: { showMessage: {} },
    general: { positionEncodings: ['utf-16'] },
  },
};

let client: LspClient;
/** The server answered initialize: documents can be opened. */
let serverReady = false;
/** Counts the servers started (a restart starts another); an old one's late events are ignored. */
let serverGeneration = 0;
let restarted = false;
let formatsListed = false;

/** Starts the language server's worker, initializes it, and opens the editor's text in it once it is ready. */
function startServer(): void {
  const generation = ++serverGeneration;
  const c = new LspClient(startServerWorker(workerSource));
  client = c;
  session.client = c;
  session.open = false;
  serverReady = false;
  const current = () => generation === serverGeneration;
  c.onFailure = (message) => {
    if (!current()) return;
    serverReady = false;
    session.open = false;
    serverDown(`The language server stopped: ${message}.`);
  };
  c.onNotification('$/playground/serverFailed', (p: { message?: string }) => c.fail(String(p?.message ?? 'the language server stopped')));
  c.onRequest('workspace/configuration', (p: { items?: unknown[] }) => (p?.items ?? []).map(() => null));
  c.onRequest('client/registerCapability', () => null);
  c.onRequest('client/unregisterCapability', () => null);
  c.onRequest('window/workDoneProgress/create', () => null);
  c.onRequest('window/showMessageRequest', (p: { type?: number; message?: string }) => {
    status(String(p?.message ?? ''), p?.type === 1 ? 'error' : p?.type === 2 ? 'warning' : 'info');
    return null;
  });
  c.onRequest('workspace/applyEdit', (p: { edit?: { changes?: Record<string, { range: never; newText: string }[]> } }) => {
    const edits = p?.edit?.changes?.[session.uri];
    if (!edits || !session.open) return { applied: false };
    applyEdits(view, edits);
    return { applied: true };
  });
  c.onNotification('window/showMessage', (p: { type?: number; message?: string }) => {
    status(String(p?.message ?? ''), p?.type === 1 ? 'error' : p?.type === 2 ? 'warning' : 'info');
  });
  c.onNotification('window/logMessage', (p: { message?: string }) => {
    serverLog.push(String(p?.message ?? ''));
    if (serverLog.length > 200) serverLog.shift();
  });
  c.onNotification('textDocument/publishDiagnostics', onDiagnostics);
  c.onNotification('$/playground/diagnosticsHeld', onDiagnosticsHeld);
  c.request('initialize', initializeParams).then(() => {
    if (!current()) return;
    c.notify('initialized', {});
    serverReady = true;
    if (session.loaded) openOnServer();
    if (restarted) status('The language server was restarted; it is checking the text again.');
    restarted = false;
    if (!formatsListed) listFormats();
  }, (e: unknown) => {
    // a failure already said why (onFailure); a restart stopped this one on purpose
    if (current() && !(e instanceof ResponseError && e.code === serverGone)) serverDown(`The language server did not start: ${String((e as Error)?.message ?? e)}.`);
  });
}

/** Says the server is gone and offers to start a new one; the text stays in the editor (and in storage). */
function serverDown(message: string): void {
  status(`${message} Your text is kept: "Restart the language server" starts a new one.`, 'error');
  restartButton.hidden = false;
}

/** Stops the server's worker (whatever it is doing) and starts a new one with the editor's text. */
function restartServer(): void {
  restartButton.hidden = true;
  stalled = false;
  restarted = true;
  client.terminate();
  published = { diagnostics: [], at: 0 };
  pendingDiagnostics = undefined;
  held = undefined;
  status('Restarting the language server… (your text is kept)');
  startServer();
}
restartButton.addEventListener('click', () => { restartServer(); view.focus(); });

/** The watchdog: a request unanswered for watchdog.stallMs means the server is stuck (or its worker died silently). */
let stalled = false;
setInterval(() => {
  if (client.stopped) return;
  const since = client.oldestPending();
  const now = since !== undefined && performance.now() - since > watchdog.stallMs;
  if (now && !stalled) {
    stalled = true;
    status(`The language server has not answered for ${Math.round((performance.now() - since!) / 1000)} s: it may be stuck on this text. Your text is kept: "Restart the language server" starts a new one.`, 'error');
    restartButton.hidden = false;
  } else if (!now && stalled) {
    stalled = false;
    restartButton.hidden = true;
    status('The language server answers again.');
  }
}, 500);

const serverLog: string[] = [];

// ── the document ──────────────────────────────────────────────────────────────────────────────
const session: Session & { name: string; openedAt: number; firstDiagnosticsMs?: number; editedAt: number; loaded: boolean } = {
  client: undefined as unknown as LspClient, uri: '', open: false, version: 0, texts: new Map(), name: '', openedAt: 0, editedAt: 0,
  /** A text (the stored one, an example, a file) is in the editor: until then nothing is saved. */
  loaded: false,
  status,
  edited: () => {
    session.editedAt = performance.now();
    dirty = true;
    preview.edited();
    saveSoon();
  },
};

let published: { diagnostics: LspDiagnostic[]; version?: number; at: number } = { diagnostics: [], at: 0 };
let pendingDiagnostics: { diagnostics: LspDiagnostic[]; version?: number } | undefined;
let diagnosticsTimer: ReturnType<typeof setTimeout> | undefined;

function onDiagnostics(p: { uri: string; version?: number; diagnostics: LspDiagnostic[] }): void {
  if (!p || p.uri !== session.uri || !session.open) return;
  published = { diagnostics: p.diagnostics ?? [], version: p.version, at: performance.now() };
  if (session.firstDiagnosticsMs === undefined) {
    session.firstDiagnosticsMs = performance.now() - session.openedAt;
    document.body.dataset.firstDiagnosticsMs = String(Math.round(session.firstDiagnosticsMs));
    document.body.dataset.firstDiagnosticsAt = String(Math.round(performance.now()));
  }
  pendingDiagnostics = { diagnostics: published.diagnostics, version: p.version };
  placeDiagnostics();
  preview.diagnosticsChanged();
}

/** A long list the relay holds (relay.ts): its counts show at once, the list is fetched once typing pauses. */
let held: { uri: string; version?: number } | undefined;
let heldAt = 0;
function onDiagnosticsHeld(p: { uri: string; version?: number; count: number; counts: number[] }): void {
  if (!p || p.uri !== session.uri || !session.open) return;
  held = { uri: p.uri, version: p.version };
  heldAt = performance.now();
  showCounts(p.counts);
  fetchHeld();
}
let heldTimer: ReturnType<typeof setTimeout> | undefined;
function fetchHeld(): void {
  clearTimeout(heldTimer);
  if (!held) return;
  const quiet = performance.now() - session.editedAt;
  if (quiet < 300) {
    heldTimer = setTimeout(fetchHeld, 300 - quiet);
    return;
  }
  client.notify('$/playground/sendDiagnostics', { uri: held.uri });
  held = undefined;
}

/** Puts the latest diagnostics in place; a long list waits until typing pauses. */
function placeDiagnostics(): void {
  clearTimeout(diagnosticsTimer);
  if (!pendingDiagnostics) return;
  const quiet = performance.now() - session.editedAt;
  if (pendingDiagnostics.diagnostics.length > manyDiagnostics && quiet < 300) {
    diagnosticsTimer = setTimeout(placeDiagnostics, 300 - quiet);
    return;
  }
  const { diagnostics, version } = pendingDiagnostics;
  pendingDiagnostics = undefined;
  applyDiagnostics(session, view, diagnostics, version);
  showCounts(countsOf(diagnostics));
  document.body.dataset.diagnosticsVersion = String(version ?? '');
}

function countsOf(diagnostics: LspDiagnostic[]): number[] {
  const n = [0, 0, 0, 0, 0];
  for (const d of diagnostics) n[d.severity ?? 1]++;
  return n;
}

function showCounts(n: number[]): void {
  const part = (count: number, one: string, many: string, cls: string) => `<span class="count ${cls}${count ? '' : ' zero'}">${count} ${count === 1 ? one : many}</span>`;
  statusCounts.innerHTML = part(n[1], 'error', 'errors', 'c-error') + part(n[2], 'warning', 'warnings', 'c-warning') + part(n[3] + n[4], 'note', 'notes', 'c-info');
}

function extensions(): Extension[] {
  return [
    lineNumbers(), highlightActiveLineGutter(), highlightSpecialChars(), history(), drawSelection(),
    EditorState.allowMultipleSelections.of(true), bracketMatching(), closeBrackets(), highlightActiveLine(), highlightSelectionMatches(), search({ top: true }),
    cardsLanguage, cardsHighlight, EditorView.lineWrapping,
    keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap, ...lintKeymap, indentWithTab]),
    lintDisplay, hover(session), completion(session), documentSync(session), guard,
    EditorView.updateListener.of((u) => {
      if (u.docChanged && session.loaded && !u.transactions.some((tr) => tr.isUserEvent('undo') || tr.isUserEvent('redo'))) wholeTextChange(u.startState.doc, u.state.doc, u.changes);
      if (u.selectionSet || u.docChanged) preview.cursorMoved(u.state.doc.lineAt(u.state.selection.main.head).number - 1);
    }),
  ];
}

/** Refuses, with a message, an edit that would take the text past the limit or that inserts binary data. */
const guard = EditorState.transactionFilter.of((tr) => {
  if (!tr.docChanged) return tr;
  if (tr.newDoc.length > maxChars) {
    status(`Not inserted: the text would be ${tr.newDoc.length.toLocaleString('en-US')} characters, more than the ${maxChars.toLocaleString('en-US')} cardtext checks in one file. Split the set into smaller files.`, 'error');
    return [];
  }
  if (tr.isUserEvent('input.paste') || tr.isUserEvent('input.drop')) {
    let binary: string | undefined;
    tr.changes.iterChanges((_a, _b, _c, _d, inserted) => { binary ??= binaryReason(inserted.sliceString(0, 65536)); });
    if (binary) {
      status(`Not inserted: the pasted text looks like binary data (${binary}), not card text.`, 'error');
      return [];
    }
  }
  return tr;
});

/** Why a text looks binary (a NUL, or many control or undecodable characters), or undefined. */
function binaryReason(text: string): string | undefined {
  if (text.includes('\0')) return 'it holds NUL characters';
  let odd = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0xfffd) odd++;
  }
  return text.length > 0 && odd / text.length > 0.01 ? `${odd} control or undecodable characters in its first ${text.length.toLocaleString('en-US')}` : undefined;
}

const view = new EditorView({ parent: $('editor') });

/**
 * Puts a text in the editor as the document `name`, at once: the server gets it (didOpen) as soon
 * as it is ready, or now if it is; the one it had is closed.
 */
function showText(name: string, text: string, cursorLine = 0): void {
  if (session.open) client.notify('textDocument/didClose', { textDocument: { uri: session.uri } });
  session.open = false;
  session.name = name.trim() || 'untitled';
  session.uri = `inmemory://playground/${encodeURIComponent(safeName(session.name))}.cards`;
  session.version = 1;
  const state = EditorState.create({ doc: text, extensions: extensions() });
  session.texts = new Map([[1, { text: state.doc, changesSince: [] }]]);
  published = { diagnostics: [], at: 0 };
  pendingDiagnostics = undefined;
  held = undefined;
  view.setState(state);
  const line = Math.max(0, Math.min(cursorLine, state.doc.lines - 1));
  view.dispatch({ selection: EditorSelection.cursor(state.doc.line(line + 1).from), scrollIntoView: true });
  showCounts([0, 0, 0, 0, 0]);
  document.title = `${session.name} — cardtext playground`;
  session.loaded = true;
  unsavable = undefined;
  if (serverReady) openOnServer();
  else preview.reset();
}

/** Gives the server the editor's text (its current version) and asks for the preview. */
function openOnServer(): void {
  session.open = true;
  session.texts = new Map([[session.version, { text: view.state.doc, changesSince: [] }]]);
  session.firstDiagnosticsMs = undefined;
  delete document.body.dataset.firstDiagnosticsMs;
  delete document.body.dataset.firstDiagnosticsAt;
  session.openedAt = performance.now();
  client.notify('textDocument/didOpen', { textDocument: { uri: session.uri, languageId: 'cardtext', version: session.version, text: view.state.doc.toString() } });
  preview.reset();
}

/** The text emptied (all selected and deleted), until something is typed into it. */
let emptied: string | undefined;

/**
 * Sees a new text in an edit: the whole of a text typed or pasted over, or something put into a
 * text emptied before (undo and redo aside, which bring a text back).
 */
function wholeTextChange(before: Text, after: Text, changes: ChangeSet): void {
  if (before.length > 0 && after.length === 0) {
    emptied = before.toString();
    return;
  }
  let whole = before.length === 0;
  changes.iterChangedRanges((fromA, toA) => { if (fromA === 0 && toA === before.length) whole = true; });
  if (!whole || after.length === 0) return;
  const replaced = before.length > 0 ? before.toString() : emptied ?? '';
  emptied = undefined;
  textReplaced(replaced, after.toString());
}

/**
 * The whole text was replaced in the editor: it is another text now, named by its `@set` (else
 * "untitled"). The replaced one is put aside, as opening an example does; the page title, the
 * status line and the server's document follow the new name (the edit itself can still be undone).
 */
function textReplaced(before: string, after: string): void {
  const previous = session.name;
  const named = /^[ \t]*@set[ \t]+[A-Za-z0-9]{2,5}[ \t]+(.+?)[ \t]*$/m.exec(after)?.[1];
  const name = named ?? 'untitled';
  const kept = putAside({ name: previous, text: before, line: 0 });
  const said = kept === 'kept' ? ` "${previous}" was put aside: "Open an example…" → "Put aside" brings it back.` : '';
  if (session.open) client.notify('textDocument/didClose', { textDocument: { uri: session.uri } });
  session.open = false;
  session.name = name;
  session.uri = `inmemory://playground/${encodeURIComponent(safeName(name))}.cards`;
  document.title = `${name} — cardtext playground`;
  fillExamples();
  if (serverReady) openOnServer();
  status(`The whole text was replaced: this is "${name}" now.${said}`);
}

/** Replaces the editor's text with another (an example, a file, a text put aside), putting the replaced one aside first; returns what to say about it. */
function replaceText(name: string, text: string, cursorLine = 0): string {
  const current = view.state.doc.toString();
  let said = '';
  if (session.loaded && current !== text) {
    const kept = putAside({ name: session.name, text: current, line: toPosition(view.state.doc, view.state.selection.main.head).line });
    if (kept === 'kept') said = ` "${session.name}" was put aside: "Open an example…" → "Put aside" brings it back.`;
    else if (kept === 'failed') {
      download(`${safeName(session.name)}.cards`, current, 'text/plain;charset=utf-8');
      said = ` "${session.name}" was too large to put aside in this browser: it was downloaded instead.`;
    }
  }
  showText(name, text, cursorLine);
  dirty = true;
  saveSoon();
  fillExamples();
  return said;
}

// ── keeping the text ──────────────────────────────────────────────────────────────────────────
// The text is written to localStorage once typing pauses and when the page is hidden or left, but
// only once a text is in the editor (never the bare editor of a page still starting) and only when
// it changed. A text emptied is stored only after the one it replaces is put aside. When the
// browser refuses the text (its quota, ~5 M characters), the older stored text is marked stale (the
// next visit says so) and no write is tried again until the text is shorter.
interface Kept { name: string; text: string; line?: number; savedAt: number }
let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** The editor's text changed since it was last kept. */
let dirty = false;
/** The length of a text the browser refused to keep: no new try until the text is shorter. */
let unsavable: number | undefined;
/** The browser does not let the page store anything. */
let storageOff = false;

function isQuota(e: unknown): boolean {
  return e instanceof DOMException && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22);
}

/** Keeps the text once typing pauses: 1 s for a small text, 3 s for a large one (writing megabytes takes a frame or more). */
function saveSoon(): void {
  clearTimeout(saveTimer);
  if (!dirty || storageOff || (unsavable !== undefined && view.state.doc.length >= unsavable)) return;
  const pause = view.state.doc.length > 500_000 ? 3000 : 1000;
  saveTimer = setTimeout(() => {
    if (performance.now() - session.editedAt < pause - 50) return saveSoon();
    if ('requestIdleCallback' in window) requestIdleCallback(() => save(), { timeout: 2000 });
    else save();
  }, pause);
}

function isKept(v: unknown): v is Kept {
  const k = v as Kept;
  return !!k && typeof k === 'object' && typeof k.text === 'string' && typeof k.name === 'string' && k.name.trim() !== '' && typeof k.savedAt === 'number';
}

function stored(): Kept | undefined {
  try {
    const v = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    return isKept(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

function save(): void {
  clearTimeout(saveTimer);
  const doc = view.state.doc;
  if (!session.loaded || !dirty || !session.name || storageOff) return;
  if (unsavable !== undefined && doc.length >= unsavable) return;
  const text = doc.toString();
  if (!text.trim()) {
    // emptied: the text it replaces goes aside first, or the empty one is not stored
    const before = stored();
    if (before && before.text.trim() && putAside(before) === 'failed') {
      dirty = false;
      status(`The emptied text was not kept: "${before.name}" stays in this browser (it was too large to put aside).`, 'warning');
      return;
    }
  }
  try {
    localStorage.setItem(storageKey, JSON.stringify({ name: session.name, text, line: toPosition(doc, view.state.selection.main.head).line, savedAt: Date.now() } satisfies Kept));
    dirty = false;
    localStorage.removeItem(staleKey);
    if (unsavable !== undefined) {
      unsavable = undefined;
      status('The text is kept in this browser again.');
    }
  } catch (e) {
    if (!isQuota(e)) {
      // storage turned off (a privacy setting, a sandbox): nothing to try again
      if (!storageOff) status(`This browser does not let the page keep the text (${String((e as Error)?.message ?? e)}): use "Download .cards" to save it.`, 'warning');
      storageOff = true;
      return;
    }
    const first = unsavable === undefined;
    unsavable = doc.length;
    const before = stored();
    try {
      localStorage.setItem(staleKey, JSON.stringify({ name: session.name, chars: doc.length, since: Date.now() }));
    } catch {
      // not even the mark fits: the older text stays unmarked (removing it would lose it)
    }
    if (first) {
      const aside = asideChars();
      status(`This text (${doc.length.toLocaleString('en-US')} characters) is too large for this browser to keep between visits: use "Download .cards" to save it.`
        + `${before ? ` The browser still holds an older version (${when(before.savedAt)}); the next visit will say so.` : ''}`
        + `${aside ? ` The texts put aside take ${aside.toLocaleString('en-US')} characters of its room ("Open an example…" → "Forget the texts put aside").` : ''}`, 'warning');
    }
  }
}
addEventListener('pagehide', save);
document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') save(); });

function when(t: number): string {
  return new Date(t).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

// ── texts put aside ───────────────────────────────────────────────────────────────────────────
function asideList(): Kept[] {
  try {
    const v = JSON.parse(localStorage.getItem(asideKey) ?? '[]');
    return Array.isArray(v) ? v.filter(isKept) : [];
  } catch {
    return [];
  }
}

function asideChars(): number {
  try {
    return (localStorage.getItem(asideKey) ?? '').length;
  } catch {
    return 0;
  }
}

/**
 * Keeps a text in the list put aside (the newest first, the last {@link keptAside}; the same text
 * once). Nothing to keep: an empty text, or an example as it is. 'failed': the browser refused it.
 */
function putAside(entry: { name: string; text: string; line?: number; savedAt?: number }): 'kept' | 'nothing' | 'failed' {
  if (!entry.text.trim() || Object.values(examples).some((e) => e.text === entry.text)) return 'nothing';
  const list = [{ name: entry.name, text: entry.text, line: entry.line, savedAt: entry.savedAt ?? Date.now() }, ...asideList().filter((e) => e.text !== entry.text)].slice(0, keptAside);
  try {
    localStorage.setItem(asideKey, JSON.stringify(list));
    return 'kept';
  } catch {
    return 'failed';
  }
}

/** The example menu: the examples, then the texts put aside. */
function fillExamples(): void {
  exampleSelect.textContent = '';
  const add = (parent: HTMLElement, value: string, label: string, title?: string) => {
    const o = document.createElement('option');
    o.value = value;
    o.textContent = label;
    if (title) o.title = title;
    parent.appendChild(o);
  };
  add(exampleSelect, '', 'Open an example…');
  const group = (label: string) => {
    const g = document.createElement('optgroup');
    g.label = label;
    exampleSelect.appendChild(g);
    return g;
  };
  const ex = group('Examples');
  for (const [id, e] of Object.entries(examples)) add(ex, id, e.title);
  const aside = asideList();
  if (aside.length) {
    const g = group('Put aside (the newest first)');
    aside.forEach((e, i) => {
      const lines = e.text.split('\n').length;
      add(g, `aside:${i}`, `${e.name} — ${lines.toLocaleString('en-US')} line${lines === 1 ? '' : 's'}, ${when(e.savedAt)}`, e.text.slice(0, 200));
    });
    add(g, 'forget-aside', 'Forget the texts put aside…');
  }
}

exampleSelect.addEventListener('change', () => {
  const id = exampleSelect.value;
  exampleSelect.value = '';
  if (!id) return;
  if (id === 'forget-aside') {
    const n = asideList().length;
    if (confirm(`Forget the ${n} text${n === 1 ? '' : 's'} put aside? They can't be brought back.`)) {
      localStorage.removeItem(asideKey);
      fillExamples();
      status('The texts put aside were forgotten.');
    }
    return;
  }
  const next = id.startsWith('aside:') ? asideList()[Number(id.slice(6))] : examples[id] ? { name: id, text: examples[id].text, line: 0 } : undefined;
  if (!next) return;
  const said = replaceText(next.name, next.text, next.line ?? 0);
  status(`Opened ${id.startsWith('aside:') ? `"${next.name}" (put aside ${when((next as Kept).savedAt)})` : `the example "${examples[id].title}"`}.${said}`);
  view.focus();
});

// ── opening a file ────────────────────────────────────────────────────────────────────────────
/** The largest set the page imports (an MSE archive with its pictures; the worker holds it all). */
const maxImportBytes = 256 * 1024 * 1024;
/** Names of sets made elsewhere: imported (cardtext/importBytes), not opened as text. */
const importable = /\.(mse-set|zip|cardconjurer|csv|tsv|json)$/i;

/** True if the file's first bytes are a zip archive or MSE's `set` file (whatever its name). */
function looksImportable(bytes: Uint8Array): boolean {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return true;
  return /^\uFEFF?mse[ _]version\s*:/i.test(new TextDecoder().decode(bytes.subarray(0, 64)));
}

async function openFile(file: File): Promise<void> {
  if (importable.test(file.name)) return importFile(file);
  if (file.size > maxChars * 3) return status(`Not opened: ${file.name} is ${(file.size / 1e6).toFixed(1)} MB, more than cardtext checks in one file (20 M characters).`, 'error');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (looksImportable(bytes)) return importFile(file, bytes);
  if (bytes.includes(0)) return status(`Not opened: ${file.name} is a binary file, not text.`, 'error');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return status(`Not opened: ${file.name} is not UTF-8 text.`, 'error');
  }
  if (text.length > maxChars) return status(`Not opened: ${file.name} has ${text.length.toLocaleString('en-US')} characters, more than the ${maxChars.toLocaleString('en-US')} cardtext checks in one file.`, 'error');
  const reason = binaryReason(text.slice(0, 65536));
  if (reason) return status(`Not opened: ${file.name} looks like binary data (${reason}), not card text.`, 'error');
  const said = replaceText(file.name.replace(/\.(cards|txt)$/i, ''), text.replace(/^\uFEFF/, ''));
  status(`Opened ${file.name}.${said}`);
}

// ── importing a set made elsewhere ────────────────────────────────────────────────────────────
/**
 * Pictures of the set imported last (its `Art:` path → a data: URL, which the preview frame's
 * policy lets it load from its opaque origin), shown while the page is open; never saved.
 */
const pictures = new Map<string, string>();
const pictureTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** The preview's art keys → what the frame loads: the imported pictures (other art shows its path). */
function pictureSources(art: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, path] of Object.entries(art ?? {})) {
    const url = pictures.get(path);
    if (url) out[key] = url;
  }
  return out;
}

/** Imports a Magic Set Editor set, a Card Conjurer save, a sheet or Scryfall JSON with the server's importers; the text it makes replaces the editor's (put aside first). */
async function importFile(file: File, read?: Uint8Array): Promise<void> {
  if (file.size > maxImportBytes) return status(`Not imported: ${file.name} is ${(file.size / 1e6).toFixed(1)} MB, more than the ${maxImportBytes / 1024 / 1024} MB the page imports (cardtext import on the command line reads sets up to 512 MB).`, 'error');
  status(`Importing ${file.name}…`);
  const bytes = read ?? new Uint8Array(await file.arrayBuffer());
  const name = file.name.replace(/\.(mse-set|zip|cardconjurer|csv|tsv|json|txt)$/i, '') || 'imported';
  type Imported = { ok: true; text: string; cards: number; formats: string[]; summary: string[]; art: { path: string; base64: string }[] } | { ok: false; message: string };
  let result: Imported;
  try {
    result = await client.request<Imported>('cardtext/importBytes', { name: file.name, base64: toBase64(bytes), artFolder: `${safeName(name)}-art` });
  } catch (e) {
    return status(`Not imported: ${String((e as Error)?.message ?? e)}. The editor's text is as it was.`, 'error');
  }
  if (!result.ok) return status(`Not imported: ${result.message}. The editor's text is as it was.`, 'error');
  if (result.text.length > maxChars) return status(`Not imported: ${file.name} makes ${result.text.length.toLocaleString('en-US')} characters of .cards text, more than the ${maxChars.toLocaleString('en-US')} cardtext checks in one file.`, 'error');
  pictures.clear();
  for (const a of result.art) pictures.set(a.path, `data:${pictureTypes[a.path.slice(a.path.lastIndexOf('.') + 1)] ?? 'application/octet-stream'};base64,${a.base64}`);
  const said = replaceText(name, result.text);
  const art = result.art.length ? ` ${result.art.length} picture${result.art.length === 1 ? ' is' : 's are'} shown in the preview while this page is open, and not saved: "Download .cards" saves the text, whose Art: lines name files beside it.` : '';
  const notes = result.summary.length ? ` ${result.summary.length} note${result.summary.length === 1 ? '' : 's'} on what was dropped or changed (hover here to read them).` : '';
  status(`Imported ${result.cards} card${result.cards === 1 ? '' : 's'} from ${file.name} (${result.formats.join(', ')}).${art}${notes}${said}`);
  if (result.summary.length) statusText.title = result.summary.join('\n');
}
$('open').addEventListener('click', () => fileInput.click());
fileInput.addEventListener('change', () => {
  const file = fileInput.files?.[0];
  fileInput.value = '';
  if (file) void openFile(file);
});
$('editor').addEventListener('dragover', (e) => { if (e.dataTransfer?.types.includes('Files')) e.preventDefault(); });
$('editor').addEventListener('drop', (e) => {
  const file = e.dataTransfer?.files?.[0];
  if (!file) return;
  e.preventDefault();
  e.stopPropagation();
  void openFile(file);
}, true);

// ── download and export ───────────────────────────────────────────────────────────────────────
$('download').addEventListener('click', () => {
  download(`${safeName(session.name)}.cards`, view.state.doc.toString(), 'text/plain;charset=utf-8');
  status(`Downloaded ${safeName(session.name)}.cards.`);
});

let formats: ExportFormat[] = [];
function listFormats(): void {
  formatsListed = true;
  client.request<ExportFormat[]>('cardtext/exportFormats').then((list) => {
    formats = list ?? [];
    for (const f of formats) {
      const o = document.createElement('option');
      o.value = f.id;
      o.textContent = `${f.title}${f.output === 'folder' ? ' (.zip of the folder)' : ` (${f.extension})`}`;
      o.title = f.description;
      exportSelect.appendChild(o);
    }
  }).catch((e) => {
    formatsListed = false;
    status(`The export formats could not be listed: ${String(e?.message ?? e)}`, 'warning');
  });
}

let exporting = false;
exportSelect.addEventListener('change', () => {
  const format = formats.find((f) => f.id === exportSelect.value);
  exportSelect.value = '';
  if (!format || exporting) return;
  if (!session.open) return status('Not exported: the language server is not running (it is starting, or stopped).', 'warning');
  exporting = true;
  exportSelect.disabled = true;
  exportSet(client, session.uri, format, safeName(session.name), (m) => status(m))
    .then((r) => {
      status(r.message, r.kind);
      if (r.warnings.length) statusText.title = r.warnings.join('\n');
    })
    .catch((e) => status(`The export failed: ${String(e?.message ?? e)}`, 'error'))
    .finally(() => {
      exporting = false;
      exportSelect.disabled = false;
    });
});

// ── the preview ───────────────────────────────────────────────────────────────────────────────
interface CardPreview { card?: string; line?: number; html: string; css: string; art?: Record<string, string> }
interface Overview { title: string; html: string; css: string }

class Preview {
  readonly frame = new PreviewFrame($('preview'));
  mode: 'card' | 'overview' = 'card';
  private seq = 0;
  private shownLine: number | undefined;
  private line = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private overviewTimer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = false;
  private again = false;
  /** seq → when the edit it shows was made (performance.now()). */
  private readonly editOf = new Map<number, number>();
  readonly latencies: number[] = [];

  constructor() {
    this.frame.onMessage = (m: FrameMessage) => this.message(m);
  }

  reset(): void {
    this.shownLine = undefined;
    this.line = 0;
    void this.update();
  }

  edited(): void {
    if (this.mode === 'overview') return this.overviewSoon();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.update(), 25);
  }

  cursorMoved(line: number): void {
    this.line = line;
    if (this.mode !== 'card' || line === this.shownLine) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.update(), 10);
  }

  diagnosticsChanged(): void {
    if (this.mode === 'overview') this.overviewSoon();
    else {
      clearTimeout(this.timer);
      void this.update();
    }
  }

  setMode(mode: 'card' | 'overview'): void {
    this.mode = mode;
    for (const b of document.querySelectorAll<HTMLButtonElement>('[data-view]')) b.setAttribute('aria-pressed', String(b.dataset.view === mode));
    this.shownLine = undefined;
    void this.update();
  }

  private overviewSoon(): void {
    clearTimeout(this.overviewTimer);
    this.overviewTimer = setTimeout(() => void this.update(), 500);
  }

  /** One request at a time; a change meanwhile asks again when it is answered. */
  async update(): Promise<void> {
    if (!session.uri || !session.open) return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.inFlight = true;
    const seq = ++this.seq;
    const editAt = session.editedAt;
    const line = this.line;
    try {
      if (this.mode === 'card') {
        const position = { line, character: toPosition(view.state.doc, view.state.selection.main.head).character };
        const p = await client.request<CardPreview | null>('cardtext/renderCard', { textDocument: { uri: session.uri }, position });
        if (p) {
          this.shownLine = line;
          this.editOf.set(seq, editAt);
          $('preview-title').textContent = p.card ?? 'Card preview';
          this.frame.show({ type: 'show', seq, html: p.html, css: p.css, art: pictureSources(p.art) });
        }
      } else {
        const o = await client.request<Overview | null>('cardtext/setOverview', { uri: session.uri, scope: 'file' });
        if (o) {
          $('preview-title').textContent = `Set overview: ${o.title}`;
          this.frame.show({ type: 'show', seq, html: o.html, css: o.css, art: {} });
        }
      }
    } catch (e) {
      // the server gone (failed, restarted) was said already
      if (!(e instanceof ResponseError && e.code === serverGone)) status(`The preview could not be drawn: ${String((e as Error)?.message ?? e)}`, 'warning');
    } finally {
      this.inFlight = false;
      if (this.again) {
        this.again = false;
        void this.update();
      }
    }
  }

  private message(m: FrameMessage): void {
    if (m.type === 'shown') {
      const editAt = this.editOf.get(m.seq);
      this.editOf.clear();
      document.body.dataset.previewSeq = String(m.seq);
      if (editAt !== undefined && editAt > 0) {
        const ms = performance.now() - editAt;
        this.latencies.push(ms);
        if (this.latencies.length > 200) this.latencies.shift();
        document.body.dataset.previewMs = String(Math.round(ms));
      }
    } else if (m.type === 'open' && Number.isInteger(m.line) && m.line >= 0) {
      const doc = view.state.doc;
      const at = doc.line(Math.min(m.line, doc.lines - 1) + 1).from;
      view.dispatch({ selection: EditorSelection.cursor(at), effects: EditorView.scrollIntoView(at, { y: 'start', yMargin: 40 }) });
      this.setMode('card');
      view.focus();
    }
  }
}
const preview = new Preview();
for (const b of document.querySelectorAll<HTMLButtonElement>('[data-view]')) b.addEventListener('click', () => preview.setMode(b.dataset.view === 'overview' ? 'overview' : 'card'));

// ── start ─────────────────────────────────────────────────────────────────────────────────────
// The stored text goes into the editor now; the server (about a second to start) gets it when ready.
moveOldStash();
fillExamples();
const last = stored();
const stale = staleMark();
showText(last?.name ?? 'showcase', last?.text ?? examples.showcase.text, last?.line ?? 0);
dirty = false; // what was just read needs no writing back
status(!last ? 'Type a card, or open an example. Everything runs in this page; nothing is sent anywhere.'
  : stale ? `Welcome back: "${last.name}" as this browser last kept it (${when(last.savedAt)}). Your later edits to "${stale.name}" (${stale.chars.toLocaleString('en-US')} characters, ${when(stale.since)}) were too large for it to keep.`
    : `Welcome back: "${last.name}" as you left it (kept in this browser).`, stale ? 'warning' : 'info');
startServer();
view.focus();

/** The mark save() leaves when the browser refused the text: the stored text is older than the last one edited. */
function staleMark(): { name: string; chars: number; since: number } | undefined {
  try {
    const v = JSON.parse(localStorage.getItem(staleKey) ?? 'null');
    return v && typeof v.name === 'string' && typeof v.chars === 'number' && typeof v.since === 'number' ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Earlier builds kept one text put aside, under another key: it joins the list. */
function moveOldStash(): void {
  try {
    const old = JSON.parse(localStorage.getItem(oldStashKey) ?? 'null');
    if (isKept(old) && putAside(old) !== 'failed') localStorage.removeItem(oldStashKey);
  } catch {
    // nothing to move
  }
}

/** For tests and the curious: the page's state (nothing here is secret). */
Object.assign(window, {
  playground: {
    view, session, preview, messages, serverLog, watchdog, initializeParams,
    /** The current server's client (a restart makes another). */
    get client() { return client; },
    restart: restartServer,
    /** Whether the text was kept: the page's own storage, read as the next visit would. */
    kept: () => ({ text: stored(), stale: staleMark(), aside: asideList() }),
    published: () => published,
    /** When the server last published (a list, or the counts of a held one). */
    lastPublished: () => Math.max(published.at, heldAt),
    counts: () => diagnosticCount(view.state),
    scrollIntoView: (at: number) => EditorView.scrollIntoView(at, { y: 'center' }),
    /** The diagnostics in the editor, as LSP ranges. */
    shown: () => {
      const out: { range: { start: { line: number; character: number }; end: { line: number; character: number } }; code?: string; severity: string; message: string }[] = [];
      const doc = view.state.doc;
      forEachDiagnostic(view.state, (d, from, to) => out.push({ range: { start: toPosition(doc, from), end: toPosition(doc, to) }, code: d.source, severity: d.severity, message: d.message }));
      return out;
    },
    open: (name: string, text: string, line = 0) => { replaceText(name, text, line); },
    build: PLAYGROUND_BUILD,
  },
});
