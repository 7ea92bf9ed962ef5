/**
 * The rendering requests of the language server, for any client with a place to show HTML:
 *   `cardtext/renderCard`  { textDocument: { uri }, position } → the card under the cursor (CardPreview)
 *   `cardtext/setOverview` { uri?, scope: 'file' | 'workspace' } → the set overview (SetOverview)
 * The server renders; the client only displays.
 */
import { setInfoOf } from '../language/setInfo.js';
import type { CancellationToken, Connection } from 'vscode-languageserver';
import { ParamsError, showValue } from './params.js';
import type { CardsDocument } from '../language/document.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import type { Protocol } from './protocol.js';
import { cardPreview, setOverview, type SetOverview } from '../render/preview.js';
import type { ComparedCard } from '../language/precedent/normalize.js';
import type { Precedent } from '../language/precedent/similarIndex.js';

/** What the requests read from the server. */
export interface RenderHost {
  /** The local file an `Art:` path of a document names (Node: `artFileFor`); absent: the art box shows the path. */
  artFile?(uri: string): (path: string) => string | undefined;
  /** The current parsed form of a document (after pending edits), or undefined if it is not known. */
  document(uri: string): Promise<CardsDocument | undefined>;
  documents(): CardsDocument[];
  diagnostics(doc: CardsDocument): Promise<CardDiagnostic[]>;
  /** The real cards nearest to a card, when real-card data is loaded (the preview shows them). */
  precedent?(card: ComparedCard): Precedent[] | undefined;
}

const noArt = () => undefined;

function fileName(uri: string): string {
  const last = decodeURIComponent(uri.split('/').pop() ?? uri);
  return last.replace(/\.cards$/, '') || uri;
}

interface RenderCardParams { uri: string; position: { line: number; character: number } }
interface OverviewParams { uri?: string; scope: 'file' | 'workspace' }

const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);

/** `{ textDocument: { uri }, position? }`: the URI must be a string (-32602 otherwise); a missing or odd position is the top. */
export function renderCardParams(params: unknown): RenderCardParams {
  const p = params as { textDocument?: { uri?: unknown }; position?: { line?: unknown; character?: unknown } } | null;
  if (!p || typeof p !== 'object') throw new ParamsError(`params must be an object { textDocument: { uri }, position } (got ${showValue(params)})`);
  const uri = p.textDocument && typeof p.textDocument === 'object' ? p.textDocument.uri : undefined;
  if (typeof uri !== 'string') throw new ParamsError(`params.textDocument.uri must be a string (got ${showValue(uri)})`);
  return { uri, position: { line: whole(p.position?.line), character: whole(p.position?.character) } };
}

/** `{ uri?, scope? }`: `uri` a string when given, `scope` "file" (the default) or "workspace"; else -32602. */
export function overviewParams(params: unknown): OverviewParams {
  const p = (params ?? {}) as { uri?: unknown; scope?: unknown };
  if (typeof p !== 'object' || Array.isArray(p)) throw new ParamsError(`params must be an object { uri, scope } (got ${showValue(params)})`);
  if (p.uri !== undefined && p.uri !== null && typeof p.uri !== 'string') throw new ParamsError(`params.uri must be a string (got ${showValue(p.uri)})`);
  if (p.scope !== undefined && p.scope !== null && p.scope !== 'file' && p.scope !== 'workspace') throw new ParamsError(`params.scope must be "file" or "workspace" (got ${showValue(p.scope)})`);
  return { uri: typeof p.uri === 'string' ? p.uri : undefined, scope: p.scope === 'workspace' ? 'workspace' : 'file' };
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

  const renderCard = async (params: RenderCardParams, token?: CancellationToken) => {
    const doc = await host.document(params.uri);
    if (!doc || token?.isCancellationRequested) return null;
    return cardPreview(doc, await host.diagnostics(doc), params.position, host.artFile?.(doc.uri) ?? noArt, host.precedent);
  };
  const overview = async (params: OverviewParams, token?: CancellationToken) => {
    if (params.scope === 'workspace') {
      const docs = host.documents().sort((a, b) => a.uri.localeCompare(b.uri));
      return token?.isCancellationRequested ? null : overviewOf(docs, `Workspace (${docs.length} file${docs.length === 1 ? '' : 's'})`);
    }
    const doc = await host.document(params.uri ?? '');
    if (!doc || token?.isCancellationRequested) return null;
    // The set's own name (`@set CODE Name`) titles it, else the file's.
    return overviewOf([doc], setInfoOf(doc.directives).name ?? fileName(doc.uri));
  };
  connection.onRequest('cardtext/renderCard', protocol.request('cardtext/renderCard', renderCardParams, renderCard));
  connection.onRequest('cardtext/setOverview', protocol.request('cardtext/setOverview', overviewParams, overview));
}
