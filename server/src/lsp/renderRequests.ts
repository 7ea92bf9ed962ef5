/**
 * The rendering requests of the language server, for any client with a place to show HTML:
 *   `cardtext/renderCard`  { textDocument: { uri }, position } → the card under the cursor (CardPreview)
 *   `cardtext/setOverview` { uri?, scope: 'file' | 'workspace' } → the set overview (SetOverview)
 * The server renders; the client only displays.
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connection } from 'vscode-languageserver/node';
import type { CardsDocument } from '../language/document.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import { isLocalArtPath } from '../render/art.js';
import { cardPreview, setOverview } from '../render/preview.js';

/** What the requests read from the server. */
export interface RenderHost {
  document(uri: string): CardsDocument | undefined;
  documents(): CardsDocument[];
  diagnostics(doc: CardsDocument): CardDiagnostic[];
}

/** The file an `Art:` path names, relative to its `.cards` file (only for files on disk). */
export function artFileFor(uri: string): (path: string) => string | undefined {
  if (!uri.startsWith('file:')) return () => undefined;
  const folder = dirname(fileURLToPath(uri));
  return (path) => (isLocalArtPath(path) ? (isAbsolute(path) ? path : resolve(folder, path)) : undefined);
}

function fileName(uri: string): string {
  const last = decodeURIComponent(uri.split('/').pop() ?? uri);
  return last.replace(/\.cards$/, '') || uri;
}

/** Registers `cardtext/renderCard` and `cardtext/setOverview` on a connection. */
export function registerRenderRequests(connection: Connection, host: RenderHost): void {
  connection.onRequest('cardtext/renderCard', (params: { textDocument?: { uri?: string }; position?: { line?: number; character?: number } }) => {
    const uri = String(params?.textDocument?.uri ?? '');
    const doc = host.document(uri);
    if (!doc) return null;
    const position = { line: Number(params?.position?.line ?? 0) || 0, character: Number(params?.position?.character ?? 0) || 0 };
    return cardPreview(doc, host.diagnostics(doc), position, artFileFor(doc.uri));
  });
  connection.onRequest('cardtext/setOverview', (params: { uri?: string; scope?: string }) => {
    if (params?.scope === 'workspace') {
      const docs = host.documents().sort((a, b) => a.uri.localeCompare(b.uri));
      return setOverview(docs.map((doc) => ({ doc, diagnostics: host.diagnostics(doc) })), `Workspace (${docs.length} file${docs.length === 1 ? '' : 's'})`);
    }
    const doc = host.document(String(params?.uri ?? ''));
    if (!doc) return null;
    return setOverview([{ doc, diagnostics: host.diagnostics(doc) }], fileName(doc.uri));
  });
}
