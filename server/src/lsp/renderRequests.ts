/**
 * The rendering requests of the language server, for any client with a place to show HTML:
 *   `cardtext/renderCard`  { textDocument: { uri }, position } → the card under the cursor (CardPreview)
 *   `cardtext/setOverview` { uri?, scope: 'file' | 'workspace' } → the set overview (SetOverview)
 * The server renders; the client only displays.
 */
import { fileURLToPath } from 'node:url';
import { artFile, realFolders } from '../files/artFiles.js';
import type { Connection } from 'vscode-languageserver/node';
import type { CardsDocument } from '../language/document.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import type { Protocol } from './protocol.js';
import { isLocalArtPath } from '../render/art.js';
import { cardPreview, setOverview, type SetOverview } from '../render/preview.js';

/** What the requests read from the server. */
export interface RenderHost {
  /** Folders art may come from besides each file's own: the workspace folders and `cardtext.artFolders`. */
  artFolders(): string[];
  /** The current parsed form of a document (after pending edits), or undefined if it is not known. */
  document(uri: string): Promise<CardsDocument | undefined>;
  documents(): CardsDocument[];
  diagnostics(doc: CardsDocument): Promise<CardDiagnostic[]>;
}

/**
 * The file an `Art:` path names, relative to its `.cards` file (only for files on disk), if it is a
 * file inside that file's folder or one of `allowed`, after links: a link in a shared set can't
 * show a private file in the preview. Otherwise the art box shows the path.
 */
export function artFileFor(uri: string, allowed: string[] = []): (path: string) => string | undefined {
  if (!uri.startsWith('file:')) return () => undefined;
  const file = fileURLToPath(uri);
  const folders = realFolders(allowed);
  return (path) => {
    if (!isLocalArtPath(path)) return undefined;
    const found = artFile(file, path, folders);
    return found.ok ? found.path : undefined;
  };
}

function fileName(uri: string): string {
  const last = decodeURIComponent(uri.split('/').pop() ?? uri);
  return last.replace(/\.cards$/, '') || uri;
}

/** Registers `cardtext/renderCard` and `cardtext/setOverview` on a connection. */
export function registerRenderRequests(connection: Connection, protocol: Protocol, host: RenderHost): void {
  // The overview of a large set takes a while to count: keep the last one while its documents and
  // their diagnostics are the same objects (a change, a reload or new settings makes new ones).
  let cached: { title: string; inputs: object[]; result: SetOverview } | undefined;
  const overviewOf = async (docs: CardsDocument[], title: string): Promise<SetOverview> => {
    const pairs: { doc: CardsDocument; diagnostics: CardDiagnostic[] }[] = [];
    for (const doc of docs) pairs.push({ doc, diagnostics: await host.diagnostics(doc) });
    const inputs = pairs.flatMap((p) => [p.doc, p.diagnostics]);
    const same = cached && cached.title === title && cached.inputs.length === inputs.length && cached.inputs.every((x, i) => x === inputs[i]);
    if (!same) cached = { title, inputs, result: setOverview(pairs, title) };
    return cached!.result;
  };

  const renderCard = async (params: { textDocument?: { uri?: string }; position?: { line?: number; character?: number } } | null) => {
    const uri = String(params?.textDocument?.uri ?? '');
    const doc = await host.document(uri);
    if (!doc) return null;
    const position = { line: Number(params?.position?.line ?? 0) || 0, character: Number(params?.position?.character ?? 0) || 0 };
    return cardPreview(doc, await host.diagnostics(doc), position, artFileFor(doc.uri, host.artFolders()));
  };
  const overview = async (params: { uri?: string; scope?: string } | null) => {
    if (params?.scope === 'workspace') {
      const docs = host.documents().sort((a, b) => a.uri.localeCompare(b.uri));
      return overviewOf(docs, `Workspace (${docs.length} file${docs.length === 1 ? '' : 's'})`);
    }
    const doc = await host.document(String(params?.uri ?? ''));
    if (!doc) return null;
    return overviewOf([doc], fileName(doc.uri));
  };
  // Both read their params defensively (a missing field is a default), so any params object is accepted.
  const asObject = <T>(p: unknown) => (p && typeof p === 'object' ? (p as T) : null);
  connection.onRequest('cardtext/renderCard', protocol.request('cardtext/renderCard', asObject<Parameters<typeof renderCard>[0]>, renderCard));
  connection.onRequest('cardtext/setOverview', protocol.request('cardtext/setOverview', asObject<Parameters<typeof overview>[0]>, overview));
}
