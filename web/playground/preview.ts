/**
 * The preview pane: a sandboxed iframe (scripts only, an opaque origin, so it can reach neither
 * the page nor its storage) whose document is written here with a strict Content-Security-Policy
 * (`default-src 'none'`; styles and scripts only with this page load's nonce; fonts and images
 * only from data: and blob: URLs). It holds cardtext's own stylesheet and page script (the ones
 * `cardtext render` and the VS Code preview use, inlined at build time with the symbol font), and
 * shows what the server rendered (`cardtext/renderCard`, `cardtext/setOverview`): HTML in which the
 * core's renderer escaped every user text. The page script talks back through the webview API it
 * already knows (`acquireVsCodeApi`), given by a shim (frame-shim.js) that posts to this page.
 *
 * A srcdoc frame also inherits the page's own policy (index.html), whose `script-src` allows no
 * inline script but these two: the build puts their SHA-256 hashes there (scripts/buildWeb.mjs),
 * so they are written here exactly as the build hashed them.
 */
import { cardtextCss, frameScripts, manaCss } from 'virtual:preview-assets';

export interface ShowMessage { type: 'show'; seq: number; html: string; css: string; scope?: string; art?: Record<string, string> }
export type FrameMessage = { type: 'ready' } | { type: 'shown'; seq: number } | { type: 'open'; uri: string; line: number } | { type: 'scope'; scope: string };

const inline = (text: string, tag: string) => text.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');

function nonce(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The card grows with the pane, as large as its width and height allow (the problems under it
 * scroll): the preview's rules (cardtext.css `.webview .card-*`) keep it at most 6 px a millimetre,
 * a VS Code side panel's size, which left it a third of a wide playground pane.
 */
const playgroundCardSize = [
  '.playground .card-single,.playground .card-adventure,.playground .card-aftermath,.playground .card-flip{--mm:clamp(2.6px,min((100vw - 36px) / 63,(100vh - 64px) / 88),14px)}',
  '.playground .card-split{--mm:clamp(2.6px,min((100vw - 36px) / 88,(100vh - 64px) / 63),14px)}',
  '.playground .card-double-faced{--mm:clamp(2.4px,min((100vw - 36px) / 129,(100vh - 64px) / 88),14px)}',
].join('\n');

/** The frame's document. */
function frameDocument(n: string): string {
  const csp = ["default-src 'none'", `style-src 'nonce-${n}'`, 'font-src data:', 'img-src data: blob:', `script-src 'nonce-${n}'`, "base-uri 'none'", "form-action 'none'"].join('; ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<style nonce="${n}">${inline(manaCss, 'style')}
${inline(cardtextCss, 'style')}
body.webview.playground{padding:14px 16px;--vscode-editor-background:#1d2027;--vscode-foreground:#d4d7de;--vscode-sideBar-background:#23262e;--vscode-panel-border:#363a45;--vscode-textLink-foreground:#7fb4ff}
${playgroundCardSize}</style>
</head><body class="webview vscode-dark playground"><div id="content"></div>
${frameScripts.map((script) => `<script nonce="${n}">${script}</script>`).join('\n')}
</body></html>`;
}

export class PreviewFrame {
  readonly frame: HTMLIFrameElement;
  private ready = false;
  private queued: ShowMessage | undefined;
  onMessage: (m: FrameMessage) => void = () => undefined;

  constructor(host: HTMLElement) {
    this.frame = document.createElement('iframe');
    this.frame.className = 'preview-frame';
    this.frame.title = 'Card preview';
    this.frame.setAttribute('sandbox', 'allow-scripts');
    this.frame.setAttribute('referrerpolicy', 'no-referrer');
    this.frame.srcdoc = frameDocument(nonce());
    host.appendChild(this.frame);
    window.addEventListener('message', (event) => {
      if (event.source !== this.frame.contentWindow) return;
      const m = event.data as FrameMessage;
      if (!m || typeof m !== 'object') return;
      if (m.type === 'ready') {
        this.ready = true;
        if (this.queued) this.post(this.queued);
        this.queued = undefined;
      }
      this.onMessage(m);
    });
  }

  show(message: ShowMessage): void {
    if (!this.ready) this.queued = message;
    else this.post(message);
  }

  private post(message: ShowMessage): void {
    // '*': the frame's origin is opaque (sandboxed); only this page holds a reference to it
    this.frame.contentWindow?.postMessage(message, '*');
  }
}
