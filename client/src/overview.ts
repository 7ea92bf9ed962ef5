/**
 * "Show Set Overview": a webview with the set's numbers and charts, rendered by the server
 * (`cardtext/setOverview`) for the current file or the whole workspace (a toggle at the top).
 * Clicking a number lists its cards (the page script does that); clicking a card opens it.
 */
import { commands, languages, window, type ExtensionContext, type WebviewPanel, ViewColumn, type Uri } from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { openAt } from './preview.js';
import { webviewHtml, webviewOptions } from './webviewPage.js';

const toolbar = '<div class="toolbar"><button type="button" data-scope="file">This file</button><button type="button" data-scope="workspace">Workspace</button></div>';

class SetOverviewPanel {
  private scope: 'file' | 'workspace' = 'file';
  private uri: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private seq = 0;

  private stale = false;

  constructor(readonly panel: WebviewPanel, private readonly client: () => LanguageClient | undefined, extensionUri: Uri) {
    panel.webview.html = webviewHtml(panel.webview, extensionUri, toolbar);
    // A hidden overview is not recomputed while typing; it catches up when it shows again.
    panel.onDidChangeViewState(() => {
      if (panel.visible && this.stale) void this.update();
    });
    panel.webview.onDidReceiveMessage((m: { type?: string; scope?: string; uri?: string; line?: number }) => {
      if (m?.type === 'ready') void this.update();
      else if (m?.type === 'scope' && (m.scope === 'file' || m.scope === 'workspace')) {
        this.scope = m.scope;
        void this.update();
      } else if (m?.type === 'open' && typeof m.uri === 'string') void openAt(m.uri, Number(m.line));
    });
  }

  /** Shows the overview of this file (if it is a .cards file; otherwise keeps the last one). */
  follow(uri: Uri | undefined, languageId: string | undefined): void {
    if (!uri || languageId !== 'cardtext') return;
    if (this.uri === uri.toString()) return;
    this.uri = uri.toString();
    void this.update();
  }

  /** New diagnostics mean new text: refresh once typing pauses for half a second (a large set takes a moment to count). */
  changed(): void {
    clearTimeout(this.timer);
    if (!this.panel.visible) {
      this.stale = true;
      return;
    }
    this.timer = setTimeout(() => void this.update(), 500);
  }

  async update(): Promise<void> {
    const client = this.client();
    if (!client || (this.scope === 'file' && !this.uri)) return;
    const seq = ++this.seq;
    this.stale = false;
    const result = await client.sendRequest<{ title: string; html: string; css: string } | null>('cardtext/setOverview', { uri: this.uri, scope: this.scope }).catch(() => null);
    if (seq !== this.seq || !result) return;
    this.panel.title = `Set Overview: ${result.title}`;
    void this.panel.webview.postMessage({ type: 'show', seq, html: result.html, css: result.css, scope: this.scope });
  }
}

/** Registers `cardtext.showSetOverview`. */
export function registerOverview(context: ExtensionContext, client: () => LanguageClient | undefined): void {
  let overview: SetOverviewPanel | undefined;
  context.subscriptions.push(
    commands.registerCommand('cardtext.showSetOverview', () => {
      if (overview) overview.panel.reveal();
      else {
        // A dashboard: it opens as a tab of the editor group in use, full size.
        const panel = window.createWebviewPanel('cardtext.overview', 'Set Overview', ViewColumn.Active, webviewOptions(context.extensionUri));
        overview = new SetOverviewPanel(panel, client, context.extensionUri);
        panel.onDidDispose(() => (overview = undefined));
      }
      const editor = window.activeTextEditor ?? window.visibleTextEditors.find((e) => e.document.languageId === 'cardtext');
      overview.follow(editor?.document.uri, editor?.document.languageId);
    }),
    window.onDidChangeActiveTextEditor((e) => overview?.follow(e?.document.uri, e?.document.languageId)),
    languages.onDidChangeDiagnostics(() => overview?.changed()),
  );
}
