/**
 * The language feature requests of the server — hover, completion, code actions, outline, folding,
 * semantic tokens, definition, references, rename, formatting — each a thin call into the language
 * core on the document's current parsed form (and, where the answer depends on them, its
 * diagnostics).
 */
import { CodeActionKind, LSPErrorCodes, ResponseError, type Connection } from 'vscode-languageserver';
import { clampPosition } from '../language/textSource.js';
import type { Workspace } from '../language/workspace.js';
import { doHover } from '../language/features/hover.js';
import { doComplete } from '../language/features/completion.js';
import { doCodeActions, fixAll } from '../language/features/codeActions.js';
import { doDocumentSymbols, doFoldingRanges, doWorkspaceSymbols } from '../language/features/outline.js';
import { doDefinition, doReferences, doRename, prepareRename } from '../language/features/navigation.js';
import { doFormat } from '../language/features/formatting.js';
import { locate } from '../language/features/locate.js';
import type { KnowledgeSource } from '../language/knowledge/knowledgeSource.js';
import { toCodeAction, toCompletion, toDocumentSymbol } from './convert.js';
import type { Protocol } from './protocol.js';
import * as params from './params.js';
import type { OpenDocuments } from './documents.js';
import type { DiagnosticsPublisher } from './diagnostics.js';
import { semanticTokensInSlices } from './semanticTokens.js';

/** What the feature requests read from the server. */
export interface FeatureHost {
  documents: OpenDocuments;
  diagnostics: DiagnosticsPublisher;
  workspace: Workspace;
  knowledge: KnowledgeSource;
  /** Called when a hover would have used real-card data (the platform may then fetch it). */
  wanted(): void;
  /** The client's workspace-edit capabilities, known after `initialize`. */
  edits(): { snippets: boolean; annotations: boolean };
}

/** Registers the language feature requests on `connection`, each under the protocol's rules. */
export function registerFeatureRequests(connection: Connection, protocol: Protocol, host: FeatureHost): void {
  const { documents, diagnostics, workspace } = host;
  const ready = (uri: string) => documents.ready(uri);

  /** A document's parsed form and diagnostics, consistent with each other (retried if an edit lands meanwhile). */
  async function checked(uri: string) {
    for (let attempt = 0; ; attempt++) {
      const doc = await documents.ready(uri);
      if (!doc) return undefined;
      const result = await diagnostics.of(doc);
      if (workspace.get(uri) === doc || attempt >= 3) return { doc, ...result };
    }
  }

  connection.onHover(protocol.request('textDocument/hover', params.positionParams, async ({ uri, position }) => {
    const c = await checked(uri);
    if (!c) return null;
    const at = clampPosition(c.doc.source, position);
    const hover = doHover(c.doc, at, host.knowledge.knowledge, c.core, workspace);
    // On a card's name or its text, real-card data would have added precedent or a real card's rulings.
    const target = locate(c.doc, at)?.target.kind;
    if (target === 'name' || target === 'text') host.wanted();
    return hover ? { contents: { kind: 'markdown' as const, value: hover.contents }, range: hover.range } : null;
  }));

  connection.onCompletion(protocol.request('textDocument/completion', params.positionParams, async ({ uri, position }) => {
    const doc = await ready(uri);
    return doc ? doComplete(doc, clampPosition(doc.source, position), host.knowledge.knowledge, workspace.cardNames()).map(toCompletion) : [];
  }));

  connection.onCodeAction(protocol.request('textDocument/codeAction', params.codeActionParams, async ({ uri, range, only }) => {
    const c = await checked(uri);
    if (!c) return [];
    if (only?.includes(CodeActionKind.SourceFixAll)) {
      const edits = fixAll(c.core);
      return edits.length ? [{ title: 'Fix all cardtext problems that have a fix', kind: CodeActionKind.SourceFixAll, edit: { changes: { [c.doc.uri]: edits } } }] : [];
    }
    const actions = doCodeActions(range, c.core, c.doc).filter((a) => !only || only.some((kind) => a.kind === kind || a.kind.startsWith(`${kind}.`)));
    return actions.map((a) => toCodeAction(a, c.doc.uri, c.lsp, { ...host.edits(), version: c.doc.version }));
  }));

  connection.onDocumentSymbol(protocol.request('textDocument/documentSymbol', params.documentParams, async ({ uri }) => {
    const doc = await ready(uri);
    return doc ? doDocumentSymbols(doc).map(toDocumentSymbol) : [];
  }));

  connection.onWorkspaceSymbol(protocol.request('workspace/symbol', params.queryParams, ({ query }) =>
    doWorkspaceSymbols(workspace, query).map((s) => ({ name: s.name, kind: 5, containerName: s.detail, location: { uri: s.uri, range: s.range } }))));

  connection.onFoldingRanges(protocol.request('textDocument/foldingRange', params.documentParams, async ({ uri }) => {
    const doc = await ready(uri);
    return doc ? doFoldingRanges(doc) : [];
  }));

  connection.languages.semanticTokens.on(protocol.request('textDocument/semanticTokens/full', params.documentParams, async ({ uri }) => {
    const doc = await ready(uri);
    return { data: doc ? await semanticTokensInSlices(doc) : [] };
  }));

  connection.languages.semanticTokens.onRange(protocol.request('textDocument/semanticTokens/range', params.rangeParams, async ({ uri, range }) => {
    const doc = await ready(uri);
    return { data: doc ? await semanticTokensInSlices(doc, range.start.line, range.end.line) : [] };
  }));

  connection.onDefinition(protocol.request('textDocument/definition', params.positionParams, async ({ uri, position }) => {
    const doc = await ready(uri);
    return doc ? doDefinition(doc, clampPosition(doc.source, position), workspace) : [];
  }));

  connection.onReferences(protocol.request('textDocument/references', params.referenceParams, async ({ uri, position, includeDeclaration }) => {
    const doc = await ready(uri);
    return doc ? doReferences(doc, clampPosition(doc.source, position), workspace, includeDeclaration) : [];
  }));

  connection.onPrepareRename(protocol.request('textDocument/prepareRename', params.positionParams, async ({ uri, position }) => {
    const doc = await ready(uri);
    return doc ? prepareRename(doc, clampPosition(doc.source, position), workspace) ?? null : null;
  }));

  connection.onRenameRequest(protocol.request('textDocument/rename', params.renameParams, async ({ uri, position, newName }) => {
    const doc = await ready(uri);
    if (!doc) return null;
    const renamed = doRename(doc, clampPosition(doc.source, position), newName, workspace);
    // A refused name (empty, a line break, a directive…) is an error that says why.
    if (!renamed.ok) throw new ResponseError(LSPErrorCodes.RequestFailed, renamed.message);
    return { changes: Object.fromEntries(renamed.edits) };
  }));

  connection.onDocumentFormatting(protocol.request('textDocument/formatting', params.documentParams, async ({ uri }) => {
    const c = await checked(uri);
    return c ? doFormat(c.doc, c.core) : [];
  }));

  connection.onDocumentRangeFormatting(protocol.request('textDocument/rangeFormatting', params.rangeParams, async ({ uri, range }) => {
    const c = await checked(uri);
    return c ? doFormat(c.doc, c.core, range.start.line, range.end.line) : [];
  }));
}
