/**
 * The CodeMirror side of the playground: the `.cards` colouring (a small stream tokenizer: names,
 * type lines, symbols, reminder text, fields, directives, comments) and the LSP features wired to
 * a {@link Session}: incremental document sync, diagnostics (with their quick fixes fetched when a
 * diagnostic is shown), hover and completion.
 */
import { autocompletion, type Completion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { HighlightStyle, StreamLanguage, syntaxHighlighting } from '@codemirror/language';
import { type Diagnostic as CmDiagnostic, linter, setDiagnostics } from '@codemirror/lint';
import { type ChangeSet, type Text, type Transaction } from '@codemirror/state';
import { EditorView, hoverTooltip, type ViewUpdate } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { LspClient, Pending } from './lsp';
import { markdownElement } from './markdown';

export interface Position { line: number; character: number }
export interface Range { start: Position; end: Position }
export interface LspDiagnostic { range: Range; severity?: number; code?: string | number; source?: string; message: string }
interface TextEdit { range: Range; newText: string }
interface CodeAction { title: string; kind?: string; isPreferred?: boolean; diagnostics?: LspDiagnostic[]; edit?: { changes?: Record<string, TextEdit[]>; documentChanges?: { textDocument: { uri: string }; edits: TextEdit[] }[] } }
interface CompletionItem { label: string; kind?: number; detail?: string; documentation?: string | { kind: string; value: string }; sortText?: string; filterText?: string; insertText?: string; textEdit?: TextEdit }

/** What the editor features need of the page: the server, the open document, what to tell the user. */
export interface Session {
  client: LspClient;
  uri: string;
  /** True once the server has the document (didOpen sent): the text shows before the server is ready. */
  open: boolean;
  version: number;
  /** The text of recent versions (to place diagnostics computed for a version the user has since typed past). */
  texts: Map<number, { text: Text; changesSince: ChangeSet[] }>;
  status(message: string, kind?: 'info' | 'warning' | 'error'): void;
  /** Called after each edit was sent (the preview follows). */
  edited(): void;
}

// ── colouring ─────────────────────────────────────────────────────────────────────────────────
interface TokState { line: number; kind: 'name' | 'type' | 'text'; rest: 'directive' | 'field' | 'flavor' | null }
const fields = /^(Flavor|Ruling|Rarity|Artist|Art|Note|Color indicator|Number|Slot|Loyalty|Defense):/;

export const cardsLanguage = StreamLanguage.define<TokState>({
  name: 'cards',
  startState: () => ({ line: -1, kind: 'name', rest: null }),
  copyState: (s) => ({ ...s }),
  blankLine: (s) => { s.line = -1; s.rest = null; },
  token(stream, s) {
    if (stream.sol()) {
      s.rest = null;
      if (stream.match(/^\s*#.*/)) return 'comment';
      if (s.line < 0 && stream.match(/^@[\w-]+/)) { s.rest = 'directive'; return 'keyword'; }
      if (stream.match(/^\/\/\s*$/)) { s.line = -1; return 'punctuation'; }
      s.line++;
      s.kind = s.line === 0 ? 'name' : s.line === 1 ? 'type' : 'text';
      if (s.kind === 'text') {
        const field = stream.match(fields) as RegExpMatchArray | null;
        if (field) { s.rest = field[1] === 'Flavor' ? 'flavor' : 'field'; return 'propertyName'; }
        if (stream.match(/^[-−+*\dX]+\/[-−+*\dX]+\s*$/)) return 'number';
        if (stream.match(/^[+−-]?[\dX]+:/)) return 'number';
      }
    }
    if (s.rest === 'directive' || s.rest === 'field') { stream.skipToEnd(); return 'string'; }
    if (s.rest === 'flavor') { stream.skipToEnd(); return 'emphasis'; }
    if (stream.match(/^\{[^}\s{]*\}?/)) return 'atom';
    if (s.kind === 'name') { stream.match(/^[^{]+/); return 'heading'; }
    if (s.kind === 'type') { stream.match(/^[^{]+/); return 'typeName'; }
    if (stream.match(/^\([^)]*\)?/)) return 'comment';
    if (stream.match(/^[^{(]+/)) return null;
    stream.next();
    return null;
  },
});

export const cardsHighlight = syntaxHighlighting(HighlightStyle.define([
  { tag: tags.heading, fontWeight: '600', color: 'var(--hl-name)' },
  { tag: tags.typeName, color: 'var(--hl-type)' },
  { tag: tags.atom, color: 'var(--hl-symbol)', fontWeight: '600' },
  { tag: tags.comment, color: 'var(--hl-comment)', fontStyle: 'italic' },
  { tag: tags.keyword, color: 'var(--hl-directive)', fontWeight: '600' },
  { tag: tags.string, color: 'var(--hl-field)' },
  { tag: tags.emphasis, color: 'var(--hl-field)', fontStyle: 'italic' },
  { tag: tags.propertyName, color: 'var(--hl-property)' },
  { tag: tags.number, color: 'var(--hl-number)', fontWeight: '600' },
  { tag: tags.punctuation, color: 'var(--hl-comment)' },
]));

// ── positions ─────────────────────────────────────────────────────────────────────────────────
export function toPosition(doc: Text, offset: number): Position {
  const line = doc.lineAt(offset);
  return { line: line.number - 1, character: offset - line.from };
}

export function toOffset(doc: Text, p: Position): number {
  if (p.line < 0) return 0;
  if (p.line >= doc.lines) return doc.length;
  const line = doc.line(p.line + 1);
  return line.from + Math.max(0, Math.min(p.character, line.length));
}

/** How many recent versions' texts are kept for placing late diagnostics. */
const keptVersions = 32;

// ── document sync ─────────────────────────────────────────────────────────────────────────────
/** Sends each transaction's changes as incremental `didChange` content changes (never the whole text). */
export function documentSync(session: Session) {
  return EditorView.updateListener.of((update: ViewUpdate) => {
    if (!update.docChanged) return;
    for (const tr of update.transactions) if (tr.docChanged) sendChanges(session, tr);
    session.edited();
  });
}

function sendChanges(session: Session, tr: Transaction): void {
  const before = tr.startState.doc;
  const changes: { range: Range; text: string }[] = [];
  tr.changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    changes.push({ range: { start: toPosition(before, fromA), end: toPosition(before, toA) }, text: inserted.toString() });
  });
  // iterChanges goes forward in the old text's offsets: sent last first, each range is still right.
  changes.reverse();
  for (const kept of session.texts.values()) kept.changesSince.push(tr.changes);
  session.version++;
  session.texts.set(session.version, { text: tr.state.doc, changesSince: [] });
  if (session.texts.size > keptVersions) session.texts.delete(session.texts.keys().next().value!);
  // before the server has the document, it gets the whole text (at this version) in didOpen
  if (session.open) session.client.notify('textDocument/didChange', { textDocument: { uri: session.uri, version: session.version }, contentChanges: changes });
}

// ── diagnostics ───────────────────────────────────────────────────────────────────────────────
const severityName = ['error', 'error', 'warning', 'info', 'hint'] as const;

/** Where an LSP range of version `version` is in the current text (mapped through the edits since). */
function placer(session: Session, doc: Text, version: number | undefined) {
  const kept = version === undefined ? undefined : session.texts.get(version);
  if (!kept || version === session.version) return (r: Range) => ({ from: toOffset(doc, r.start), to: toOffset(doc, r.end) });
  return (r: Range) => {
    let from = toOffset(kept.text, r.start);
    let to = toOffset(kept.text, r.end);
    for (const c of kept.changesSince) {
      from = c.mapPos(from, 1);
      to = Math.max(from, c.mapPos(to, -1));
    }
    return { from, to };
  };
}

/** The published diagnostics as CodeMirror's, each offering the server's quick fixes when shown. */
export function toCmDiagnostics(session: Session, view: EditorView, diagnostics: LspDiagnostic[], version: number | undefined): CmDiagnostic[] {
  const place = placer(session, view.state.doc, version);
  const length = view.state.doc.length;
  return diagnostics.map((d) => {
    let { from, to } = place(d.range);
    from = Math.min(from, length);
    to = Math.min(Math.max(to, from), length);
    const severity = severityName[d.severity ?? 1] ?? 'error';
    return {
      from, to, severity, source: d.code === undefined ? undefined : String(d.code), message: d.message,
      renderMessage: (v: EditorView) => diagnosticElement(session, v, d, severity),
    } satisfies CmDiagnostic;
  });
}

export function applyDiagnostics(session: Session, view: EditorView, diagnostics: LspDiagnostic[], version: number | undefined): void {
  view.dispatch(setDiagnostics(view.state, toCmDiagnostics(session, view, diagnostics, version)));
}

/** A diagnostic's message, then its quick fixes as buttons once the server has listed them. */
function diagnosticElement(session: Session, view: EditorView, d: LspDiagnostic, severity: string): HTMLElement {
  const el = document.createElement('div');
  el.className = `diag diag-${severity}`;
  const message = document.createElement('span');
  message.className = 'diag-message';
  message.textContent = d.message;
  el.appendChild(message);
  if (d.code !== undefined) {
    const code = document.createElement('code');
    code.className = 'diag-code';
    code.textContent = String(d.code);
    el.appendChild(code);
  }
  const fixes = document.createElement('div');
  fixes.className = 'diag-fixes';
  el.appendChild(fixes);
  const asked = session.version;
  if (!session.open) return el;
  session.client.request<CodeAction[] | null>('textDocument/codeAction', { textDocument: { uri: session.uri }, range: d.range, context: { diagnostics: [d], only: ['quickfix'] } })
    .then((actions) => {
      if (session.version !== asked) return; // the text moved on: the edits would land elsewhere
      for (const action of actions ?? []) {
        const edits = editsOf(action, session.uri);
        if (!edits || action.kind?.startsWith('source')) continue;
        const button = document.createElement('button');
        button.type = 'button';
        button.className = `fix${action.isPreferred ? ' preferred' : ''}`;
        button.textContent = action.title;
        button.addEventListener('mousedown', (e) => e.preventDefault());
        button.addEventListener('click', () => {
          if (session.version !== asked) return session.status('The text changed since this fix was offered; hover again for a fresh one.', 'warning');
          applyEdits(view, edits);
          view.focus();
        });
        fixes.appendChild(button);
      }
    })
    .catch(() => undefined);
  return el;
}

function editsOf(action: CodeAction, uri: string): TextEdit[] | undefined {
  if (action.edit?.changes?.[uri]) return action.edit.changes[uri];
  const change = action.edit?.documentChanges?.find((c) => c.textDocument?.uri === uri);
  return change?.edits;
}

/** Applies LSP text edits (all relative to the current text) as one transaction. */
export function applyEdits(view: EditorView, edits: TextEdit[]): void {
  const doc = view.state.doc;
  view.dispatch({ changes: edits.map((e) => ({ from: toOffset(doc, e.range.start), to: toOffset(doc, e.range.end), insert: e.newText })), userEvent: 'input.fix' });
}

/** The lint extension: diagnostics come from the server (no lint source); their tooltip shows the fixes. */
export const lintDisplay = linter(null, { delay: 0 });

// ── hover ─────────────────────────────────────────────────────────────────────────────────────
export function hover(session: Session) {
  return hoverTooltip(async (view, pos) => {
    if (!session.open) return null;
    const version = session.version;
    const request: Pending<{ contents: { kind: string; value: string } | string; range?: Range } | null> = session.client.request('textDocument/hover', { textDocument: { uri: session.uri }, position: toPosition(view.state.doc, pos) });
    const result = await request.catch(() => null);
    if (!result || session.version !== version) return null;
    const value = typeof result.contents === 'string' ? result.contents : result.contents?.value;
    if (!value) return null;
    const range = result.range ? { from: toOffset(view.state.doc, result.range.start), to: toOffset(view.state.doc, result.range.end) } : { from: pos, to: pos };
    return { pos: range.from, end: range.to, above: true, create: () => ({ dom: markdownElement(value, 'hover-markdown') }) };
  }, { hoverTime: 250 });
}

// ── completion ────────────────────────────────────────────────────────────────────────────────
const triggers = ['{', ',', ' ', '—'];
const kinds: Record<number, string> = { 3: 'function', 7: 'class', 10: 'property', 12: 'variable', 14: 'keyword', 18: 'text', 20: 'enum', 21: 'constant', 17: 'text' };

export function completion(session: Session) {
  const source = async (ctx: CompletionContext): Promise<CompletionResult | null> => {
    const before = ctx.state.sliceDoc(Math.max(0, ctx.pos - 1), ctx.pos);
    const word = ctx.matchBefore(/[\p{L}\p{N}'’@~-]+/u);
    const triggered = triggers.includes(before);
    if ((!ctx.explicit && !triggered && !word) || !session.open) return null;
    const doc = ctx.state.doc;
    const request = session.client.request<CompletionItem[] | { items: CompletionItem[] } | null>('textDocument/completion', {
      textDocument: { uri: session.uri }, position: toPosition(doc, ctx.pos),
      context: triggered && !word ? { triggerKind: 2, triggerCharacter: before } : { triggerKind: 1 },
    });
    ctx.addEventListener('abort', () => request.cancel());
    const result = await request.catch(() => null);
    if (ctx.aborted || !result) return null;
    const items = Array.isArray(result) ? result : result.items ?? [];
    if (items.length === 0) return null;
    const first = items.find((i) => i.textEdit)?.textEdit;
    const from = first ? Math.min(toOffset(doc, first.range.start), ctx.pos) : word?.from ?? ctx.pos;
    const ranked = items.map((item, i) => ({ item, i })).sort((a, b) => (a.item.sortText ?? a.item.label).localeCompare(b.item.sortText ?? b.item.label) || a.i - b.i);
    const options: Completion[] = ranked.map(({ item }, rank) => ({
      label: item.filterText ?? item.label,
      displayLabel: item.label,
      detail: item.detail,
      type: kinds[item.kind ?? 0],
      boost: 99 - Math.round((198 * rank) / Math.max(1, ranked.length - 1)),
      info: item.documentation ? () => markdownElement(typeof item.documentation === 'string' ? item.documentation : item.documentation!.value, 'completion-markdown') : undefined,
      apply: (view: EditorView, _c: Completion, applyFrom: number, applyTo: number) => {
        const edit = item.textEdit;
        const text = edit?.newText ?? item.insertText ?? item.label;
        // the range was computed for the text at the request; what was typed since sits before the cursor
        const start = edit ? Math.min(toOffset(doc, edit.range.start), applyFrom) : applyFrom;
        const end = edit ? Math.min(view.state.doc.length, Math.max(applyTo, toOffset(doc, edit.range.end) + (applyTo - ctx.pos))) : applyTo;
        view.dispatch({ changes: { from: start, to: end, insert: text }, selection: { anchor: start + text.length }, userEvent: 'input.complete' });
      },
    }));
    return { from, options, validFor: /^[\p{L}\p{N}'’@~{}\/-]*$/u };
  };
  return autocompletion({ override: [source], activateOnTyping: true, maxRenderedOptions: 60, icons: false });
}
