/**
 * The cardtext playground: one static page. The language server (the same handlers as the Node
 * server, built for a Web Worker: dist/browser/server.js) runs in a worker started from a Blob URL
 * (so the page also opens from disk); the page speaks LSP to it through a thin JSON-RPC adapter
 * (lsp.ts); CodeMirror 6 is the editor (editor.ts); the card under the cursor and the set overview
 * show in a sandboxed frame (preview.ts); downloads and exports use the server's exporters
 * (exporting.ts). The text is kept in the browser's storage, so a reload loses nothing.
 */
import { closeBrackets } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching } from '@codemirror/language';
import { diagnosticCount, forEachDiagnostic, lintKeymap } from '@codemirror/lint';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { EditorSelection, EditorState, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers } from '@codemirror/view';
import workerSource from 'virtual:worker-source';
import showcase from '../../examples/showcase.cards';
import clean from '../../examples/clean.cards';
import design from '../../examples/design.cards';
import { applyDiagnostics, applyEdits, cardsHighlight, cardsLanguage, completion, documentSync, hover, lintDisplay, type LspDiagnostic, type Session, toPosition } from './editor';
import { download, type ExportFormat, exportSet, safeName } from './exporting';
import { LspClient } from './lsp';
import { startServerWorker } from './relay';
import { type FrameMessage, PreviewFrame } from './preview';

// ── limits (the Node server's: docs/reliability.md) ───────────────────────────────────────────
/** The most text the page takes in: the server analyses documents up to 20 M characters. */
const maxChars = 20_000_000;
/** Above this many diagnostics, a new list is put in place only when typing pauses (it takes a few ms). */
const manyDiagnostics = 1500;
const storageKey = 'cardtext.playground.text';
const stashKey = 'cardtext.playground.stash';

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
const client = new LspClient(startServerWorker(workerSource));
client.onFailure = (message) => status(`The language server stopped: ${message}. Reload the page to start it again (your text is kept).`, 'error');
client.onNotification('$/playground/serverFailed', (p: { message?: string }) => client.onFailure(String(p?.message)));
client.onRequest('workspace/configuration', (p: { items?: unknown[] }) => (p?.items ?? []).map(() => null));
client.onRequest('client/registerCapability', () => null);
client.onRequest('client/unregisterCapability', () => null);
client.onRequest('window/workDoneProgress/create', () => null);
client.onRequest('window/showMessageRequest', (p: { type?: number; message?: string }) => {
  status(String(p?.message ?? ''), p?.type === 1 ? 'error' : p?.type === 2 ? 'warning' : 'info');
  return null;
});
client.onRequest('workspace/applyEdit', (p: { edit?: { changes?: Record<string, { range: never; newText: string }[]> } }) => {
  const edits = p?.edit?.changes?.[session.uri];
  if (!edits) return { applied: false };
  applyEdits(view, edits);
  return { applied: true };
});
client.onNotification('window/showMessage', (p: { type?: number; message?: string }) => {
  status(String(p?.message ?? ''), p?.type === 1 ? 'error' : p?.type === 2 ? 'warning' : 'info');
});
const serverLog: string[] = [];
client.onNotification('window/logMessage', (p: { message?: string }) => {
  serverLog.push(String(p?.message ?? ''));
  if (serverLog.length > 200) serverLog.shift();
});

const initialized = client.request('initialize', {
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
}).then(() => client.notify('initialized', {}));

// ── the document ──────────────────────────────────────────────────────────────────────────────
const session: Session & { name: string; openedAt: number; firstDiagnosticsMs?: number; editedAt: number } = {
  client, uri: '', version: 0, texts: new Map(), name: '', openedAt: 0, editedAt: 0,
  status,
  edited: () => {
    session.editedAt = performance.now();
    preview.edited();
    saveSoon();
  },
};

let published: { diagnostics: LspDiagnostic[]; version?: number; at: number } = { diagnostics: [], at: 0 };
let pendingDiagnostics: { diagnostics: LspDiagnostic[]; version?: number } | undefined;
let diagnosticsTimer: ReturnType<typeof setTimeout> | undefined;

client.onNotification('textDocument/publishDiagnostics', (p: { uri: string; version?: number; diagnostics: LspDiagnostic[] }) => {
  if (!p || p.uri !== session.uri) return;
  published = { diagnostics: p.diagnostics ?? [], version: p.version, at: performance.now() };
  if (session.firstDiagnosticsMs === undefined) {
    session.firstDiagnosticsMs = performance.now() - session.openedAt;
    document.body.dataset.firstDiagnosticsMs = String(Math.round(session.firstDiagnosticsMs));
    document.body.dataset.firstDiagnosticsAt = String(Math.round(performance.now()));
  }
  pendingDiagnostics = { diagnostics: published.diagnostics, version: p.version };
  placeDiagnostics();
  preview.diagnosticsChanged();
});

/** A long list the relay holds (relay.ts): its counts show at once, the list is fetched once typing pauses. */
let held: { uri: string; version?: number } | undefined;
let heldAt = 0;
client.onNotification('$/playground/diagnosticsHeld', (p: { uri: string; version?: number; count: number; counts: number[] }) => {
  if (!p || p.uri !== session.uri) return;
  held = { uri: p.uri, version: p.version };
  heldAt = performance.now();
  showCounts(p.counts);
  fetchHeld();
});
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

/** Opens a text as the document `name` (the server's document changes: close, open). */
async function openText(name: string, text: string, cursorLine = 0): Promise<void> {
  await initialized;
  if (session.uri) client.notify('textDocument/didClose', { textDocument: { uri: session.uri } });
  session.name = name;
  session.uri = `inmemory://playground/${encodeURIComponent(safeName(name))}.cards`;
  session.version = 1;
  session.firstDiagnosticsMs = undefined;
  delete document.body.dataset.firstDiagnosticsMs;
  delete document.body.dataset.firstDiagnosticsAt;
  const state = EditorState.create({ doc: text, extensions: extensions() });
  session.texts = new Map([[1, { text: state.doc, changesSince: [] }]]);
  published = { diagnostics: [], at: 0 };
  pendingDiagnostics = undefined;
  view.setState(state);
  const line = Math.min(cursorLine, state.doc.lines - 1);
  view.dispatch({ selection: EditorSelection.cursor(state.doc.line(line + 1).from), scrollIntoView: true });
  showCounts([0, 0, 0, 0, 0]);
  held = undefined;
  session.openedAt = performance.now();
  client.notify('textDocument/didOpen', { textDocument: { uri: session.uri, languageId: 'cardtext', version: 1, text: state.doc.toString() } });
  document.title = `${name} — cardtext playground`;
  preview.reset();
  saveSoon();
}

// ── keeping the text ──────────────────────────────────────────────────────────────────────────
let saveTimer: ReturnType<typeof setTimeout> | undefined;
let storageFull = false;
/** Keeps the text once typing pauses: 1 s for a small text, 3 s for a large one (writing megabytes takes a frame or more). */
function saveSoon(): void {
  clearTimeout(saveTimer);
  const pause = view.state.doc.length > 500_000 ? 3000 : 1000;
  saveTimer = setTimeout(() => {
    if (performance.now() - session.editedAt < pause - 50) return saveSoon();
    if ('requestIdleCallback' in window) requestIdleCallback(() => save(), { timeout: 2000 });
    else save();
  }, pause);
}
function save(): void {
  clearTimeout(saveTimer);
  try {
    localStorage.setItem(storageKey, JSON.stringify({ name: session.name, text: view.state.doc.toString(), line: toPosition(view.state.doc, view.state.selection.main.head).line, savedAt: Date.now() }));
    storageFull = false;
  } catch {
    if (!storageFull) status('This text is too large for the browser to keep between visits: use "Download .cards" to save it.', 'warning');
    storageFull = true;
  }
}
addEventListener('pagehide', save);
document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') save(); });

function stored(key: string): { name: string; text: string; line?: number; savedAt: number } | undefined {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? 'null');
    return v && typeof v.text === 'string' && typeof v.name === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

/** The example menu, with "your earlier text" when one was put aside. */
function fillExamples(): void {
  exampleSelect.textContent = '';
  const add = (value: string, label: string) => {
    const o = document.createElement('option');
    o.value = value;
    o.textContent = label;
    exampleSelect.appendChild(o);
  };
  add('', 'Open an example…');
  for (const [id, e] of Object.entries(examples)) add(id, e.title);
  const stash = stored(stashKey);
  if (stash) add('stash', `Your earlier text: ${stash.name} (${new Date(stash.savedAt).toLocaleString()})`);
}

exampleSelect.addEventListener('change', () => {
  const id = exampleSelect.value;
  exampleSelect.value = '';
  if (!id) return;
  const current = view.state.doc.toString();
  const next = id === 'stash' ? stored(stashKey) : { name: id, text: examples[id].text };
  if (!next) return;
  // The text being replaced is put aside (unless it is an untouched example), never lost.
  if (!Object.values(examples).some((e) => e.text === current) && current.trim()) {
    try {
      localStorage.setItem(stashKey, JSON.stringify({ name: session.name, text: current, savedAt: Date.now() }));
      status(`Your text "${session.name}" was put aside: "Open an example…" → "Your earlier text" brings it back.`);
    } catch {
      download(`${safeName(session.name)}.cards`, current, 'text/plain;charset=utf-8');
      status('Your text was too large to put aside in the browser: it was downloaded instead.', 'warning');
    }
  }
  void openText(next.name, next.text, 0);
  fillExamples();
  view.focus();
});

// ── opening a file ────────────────────────────────────────────────────────────────────────────
async function openFile(file: File): Promise<void> {
  if (file.size > maxChars * 3) return status(`Not opened: ${file.name} is ${(file.size / 1e6).toFixed(1)} MB, more than cardtext checks in one file (20 M characters).`, 'error');
  const bytes = new Uint8Array(await file.arrayBuffer());
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
  await openText(file.name.replace(/\.(cards|txt)$/i, ''), text.replace(/^\uFEFF/, ''));
  status(`Opened ${file.name}.`);
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
void initialized.then(() => client.request<ExportFormat[]>('cardtext/exportFormats')).then((list) => {
  formats = list ?? [];
  for (const f of formats) {
    const o = document.createElement('option');
    o.value = f.id;
    o.textContent = `${f.title}${f.output === 'folder' ? ' (.zip of the folder)' : ` (${f.extension})`}`;
    o.title = f.description;
    exportSelect.appendChild(o);
  }
}).catch((e) => status(`The export formats could not be listed: ${String(e?.message ?? e)}`, 'warning'));

let exporting = false;
exportSelect.addEventListener('change', () => {
  const format = formats.find((f) => f.id === exportSelect.value);
  exportSelect.value = '';
  if (!format || exporting) return;
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
interface CardPreview { card?: string; line?: number; html: string; css: string }
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
    if (!session.uri) return;
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
          this.frame.show({ type: 'show', seq, html: p.html, css: p.css, art: {} });
        }
      } else {
        const o = await client.request<Overview | null>('cardtext/setOverview', { uri: session.uri, scope: 'file' });
        if (o) {
          $('preview-title').textContent = `Set overview: ${o.title}`;
          this.frame.show({ type: 'show', seq, html: o.html, css: o.css, art: {} });
        }
      }
    } catch (e) {
      status(`The preview could not be drawn: ${String((e as Error)?.message ?? e)}`, 'warning');
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
fillExamples();
const last = stored(storageKey);
void openText(last?.name ?? 'showcase', last?.text ?? examples.showcase.text, last?.line ?? 0).then(() => {
  status(last ? `Welcome back: "${last.name}" as you left it (kept in this browser).` : 'Type a card, or open an example. Everything runs in this page; nothing is sent anywhere.');
});
view.focus();

/** For tests and the curious: the page's state (nothing here is secret). */
Object.assign(window, {
  playground: {
    view, session, client, preview, messages, serverLog,
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
    open: openText,
    build: PLAYGROUND_BUILD,
  },
});
