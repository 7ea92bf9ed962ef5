/**
 * "Open Card Preview to the Side": a webview showing the card under the cursor, rendered by the
 * server (`cardtext/renderCard`), following the cursor and typing. It re-renders as soon as the
 * server publishes new diagnostics for the file (so the preview shows them), 25 ms after typing
 * (for edits that change no diagnostic), and when the cursor moves to another line. The webview reports back when a rendering is on screen; the time from the
 * diagnostics to that moment is written into the page (`data-update-ms`) and the output channel.
 */
import { commands, languages, Position, Range, Selection, TextEditorRevealType, Uri, ViewColumn, window, workspace,
  type ExtensionContext, type OutputChannel, type TextEditor, type WebviewPanel } from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { artUris, webviewHtml, webviewOptions } from './webviewPage.js';

/** What the client uses of a `cardtext/renderCard` result (the server's CardPreview). */
interface CardPreview {
  card?: string;
  html: string;
  css: string;
  art: Record<string, string>;
}

/** Opens a document at a line (the webviews' card links). */
export async function openAt(uri: string, line: number): Promise<void> {
  // Only documents of the workspace's own file systems (vscode.dev's too), never another scheme a page could name.
  const schemes = new Set(['file', 'untitled', ...(workspace.workspaceFolders ?? []).map((f) => f.uri.scheme)]);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(uri)?.[1]?.toLowerCase();
  if (!scheme || !schemes.has(scheme) || !Number.isInteger(line) || line < 0) return;
  const doc = await workspace.openTextDocument(Uri.parse(uri));
  const editor = await window.showTextDocument(doc, { viewColumn: ViewColumn.One });
  const position = new Position(Math.min(line, doc.lineCount - 1), 0);
  editor.selection = new Selection(position, position);
  editor.revealRange(new Range(position, position), TextEditorRevealType.InCenterIfOutsideViewport);
}

class CardPreviewPanel {
  private editor: TextEditor | undefined;
  private seq = 0;
  private typing: ReturnType<typeof setTimeout> | undefined;
  private shownLine: number | undefined;
  /** When the diagnostics that triggered each request arrived (by request number). */
  private readonly triggeredAt = new Map<number, number>();

  constructor(readonly panel: WebviewPanel, private readonly client: () => LanguageClient | undefined, extensionUri: Uri, private readonly log: OutputChannel) {
    panel.webview.html = webviewHtml(panel.webview, extensionUri);
    panel.webview.onDidReceiveMessage((m: { type?: string; seq?: number; uri?: string; line?: number }) => {
      if (m?.type === 'ready') void this.update();
      else if (m?.type === 'open' && typeof m.uri === 'string') void openAt(m.uri, Number(m.line));
      else if (m?.type === 'shown' && typeof m.seq === 'number') this.shown(m.seq);
    });
  }

  follow(editor: TextEditor | undefined): void {
    if (editor?.document.languageId !== 'cardtext') return;
    this.editor = editor;
    void this.update();
  }

  /** The cursor moved: re-render only when it reached another card's lines or a card boundary may have changed. */
  cursorMoved(editor: TextEditor): void {
    if (editor !== this.editor) return this.follow(editor);
    if (this.shownLine !== undefined && editor.selection.active.line === this.shownLine) return;
    void this.update();
  }

  /** Typing: render the new text shortly (an unchanged, empty diagnostics list publishes no event). */
  textChanged(uri: Uri): void {
    if (uri.toString() !== this.editor?.document.uri.toString()) return;
    clearTimeout(this.typing);
    this.typing = setTimeout(() => void this.update(), 25);
  }

  diagnosticsChanged(uris: readonly Uri[]): void {
    const uri = this.editor?.document.uri.toString();
    if (!uri || !uris.some((u) => u.toString() === uri)) return;
    clearTimeout(this.typing);
    void this.update(Date.now());
  }

  async update(triggeredAt?: number): Promise<void> {
    const client = this.client();
    const editor = this.editor ?? window.activeTextEditor;
    if (!client || !editor || editor.document.languageId !== 'cardtext') return;
    const seq = ++this.seq;
    if (triggeredAt !== undefined) this.triggeredAt.set(seq, triggeredAt);
    const position = editor.selection.active;
    let preview: CardPreview | null;
    try {
      preview = await client.sendRequest<CardPreview | null>('cardtext/renderCard', { textDocument: { uri: editor.document.uri.toString() }, position });
    } catch (error) {
      this.log.appendLine(`cardtext preview: ${String(error)}`);
      return;
    }
    if (seq !== this.seq || !preview) return; // a newer request is on its way
    this.shownLine = position.line;
    this.panel.title = preview.card ? `Preview: ${preview.card}` : 'Card Preview';
    const sinceDiagnostics = triggeredAt !== undefined ? Date.now() - triggeredAt : undefined;
    void this.panel.webview.postMessage({ type: 'show', seq, html: preview.html, css: preview.css, art: artUris(this.panel.webview, preview.art), sinceDiagnostics });
  }

  private shown(seq: number): void {
    const at = this.triggeredAt.get(seq);
    if (at === undefined) return;
    this.triggeredAt.clear();
    this.log.appendLine(`cardtext preview: updated ${Date.now() - at} ms after the new diagnostics`);
  }
}

/** Registers `cardtext.showPreview` and keeps the open preview following the editor. */
export function registerPreview(context: ExtensionContext, client: () => LanguageClient | undefined, log: OutputChannel): void {
  let preview: CardPreviewPanel | undefined;
  context.subscriptions.push(
    commands.registerCommand('cardtext.showPreview', (uri?: Uri) => {
      const editor = window.visibleTextEditors.find((e) => uri && e.document.uri.toString() === uri.toString()) ?? window.activeTextEditor;
      if (preview) {
        preview.panel.reveal(ViewColumn.Beside, true);
      } else {
        const panel = window.createWebviewPanel('cardtext.preview', 'Card Preview', { viewColumn: ViewColumn.Beside, preserveFocus: true }, webviewOptions(context.extensionUri));
        preview = new CardPreviewPanel(panel, client, context.extensionUri, log);
        panel.onDidDispose(() => (preview = undefined));
      }
      preview.follow(editor);
    }),
    window.onDidChangeActiveTextEditor((editor) => preview?.follow(editor)),
    window.onDidChangeTextEditorSelection((e) => preview?.cursorMoved(e.textEditor)),
    languages.onDidChangeDiagnostics((e) => preview?.diagnosticsChanged(e.uris)),
    workspace.onDidChangeTextDocument((e) => preview?.textChanged(e.document.uri)),
  );
}
