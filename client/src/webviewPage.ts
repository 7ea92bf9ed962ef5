/**
 * The page of cardtext's webviews (card preview, set overview): a strict Content-Security-Policy
 * (nothing by default; styles, fonts and images only from the extension and the workspace
 * folders; scripts only with this page's nonce), cardtext's stylesheets and page script from the
 * extension's dist/render/, and an empty #content the script fills with what the server rendered.
 */
import { Uri, workspace, type Webview, type WebviewOptions } from 'vscode';

/** An absolute path on any desktop system (`/…`, `\…`, `C:\…`, `\\server\…`); the web extension has none to read. */
const isAbsolute = (path: string) => /^([\\/]|[A-Za-z]:[\\/])/.test(path);

/**
 * Whether `file` is `folder` or inside it (same file system, compared by path; a Windows drive's
 * paths without regard to case, as Windows compares them).
 */
function inside(folder: Uri, file: Uri): boolean {
  if (folder.scheme !== file.scheme || folder.authority.toLowerCase() !== file.authority.toLowerCase()) return false;
  const windows = /^\/[A-Za-z]:/.test(folder.path);
  const norm = (path: string) => (windows ? path.toLowerCase() : path).replace(/\/+$/, '');
  const base = norm(folder.path);
  const path = norm(file.path);
  return path === base || path.startsWith(`${base}/`);
}

/** A nonce for the page's script: 18 random bytes in base64 (Web Crypto, in Node and in browsers alike). */
function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}

/** The folders outside the workspace that `cardtext.artFolders` allows art from (absolute paths only). */
function artFolders(): Uri[] {
  const value = workspace.getConfiguration('cardtext').get<unknown>('artFolders');
  return (Array.isArray(value) ? value : []).filter((f): f is string => typeof f === 'string' && isAbsolute(f)).map((f) => Uri.file(f));
}

/** Webview options: scripts on (the nonce'd page script only), resources from the extension, the workspace folders and the art folders. */
export function webviewOptions(extensionUri: Uri): WebviewOptions {
  return {
    enableScripts: true,
    localResourceRoots: [Uri.joinPath(extensionUri, 'dist', 'render'), ...(workspace.workspaceFolders ?? []).map((f) => f.uri), ...artFolders()],
  };
}

/** The page's HTML; `toolbar` is the page's own fixed markup (no user text). */
export function webviewHtml(webview: Webview, extensionUri: Uri, toolbar = ''): string {
  const pageNonce = nonce();
  const asset = (name: string) => webview.asWebviewUri(Uri.joinPath(extensionUri, 'dist', 'render', name)).toString();
  const csp = [
    "default-src 'none'",
    `style-src ${webview.cspSource} 'nonce-${pageNonce}'`,
    `font-src ${webview.cspSource}`,
    `img-src ${webview.cspSource}`,
    `script-src 'nonce-${pageNonce}'`,
  ].join('; ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${asset('mana.css')}">
<link rel="stylesheet" href="${asset('cardtext.css')}">
</head><body class="webview">${toolbar}<div id="content"></div>
<script nonce="${pageNonce}" src="${asset('cardtext.js')}"></script>
</body></html>`;
}

/** The webview URI of a file the page may load (inside a workspace folder or an art folder), or undefined. */
export function workspaceResource(webview: Webview, path: string): string | undefined {
  const file = Uri.file(path);
  const folder = workspace.getWorkspaceFolder(file);
  const inArtFolder = artFolders().some((f) => inside(f, file));
  if ((!folder || folder.uri.scheme !== 'file') && !inArtFolder) return undefined;
  return webview.asWebviewUri(file).toString();
}

/** The art keys of a rendering mapped to what the webview may load; art outside the workspace stays a placeholder. */
export function artUris(webview: Webview, art: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, path] of Object.entries(art ?? {})) {
    const uri = workspaceResource(webview, path);
    if (uri) out[key] = uri;
  }
  return out;
}
