/**
 * The cardtext language server: the wiring of a thin LSP shell over the language core.
 *
 * - `lsp/documents.ts`: open documents, their text and parsed form kept in step;
 * - `lsp/diagnostics.ts`: checking and publishing, per content;
 * - `lsp/diskFiles.ts` + `lsp/workspaceScan.ts`: the workspace's other `.cards` files;
 * - `lsp/configuration.ts` + `lsp/settings.ts`: settings, rules and rulings files;
 * - `lsp/protocol.ts` + `lsp/params.ts` + `lsp/framing.ts`: the protocol's rules around every handler.
 *
 * Start it with `cardtext-language-server --stdio`. See docs/reliability.md for its limits and guarantees.
 */
import {
  createConnection, ProposedFeatures, TextDocumentSyncKind, CodeActionKind, type InitializeParams, type InitializeResult,
  DidChangeConfigurationNotification, FileChangeType, ShowMessageNotification, MessageType, type PublishDiagnosticsParams,
} from 'vscode-languageserver/node';
import { fileURLToPath } from 'node:url';
import { isAbsolute } from 'node:path';
import type { CardsDocument } from './language/document.js';
import { clampPosition } from './language/textSource.js';
import { Workspace } from './language/workspace.js';
import { doHover } from './language/features/hover.js';
import { doComplete } from './language/features/completion.js';
import { doCodeActions, fixAll } from './language/features/codeActions.js';
import { doDocumentSymbols, doFoldingRanges, doWorkspaceSymbols } from './language/features/outline.js';
import { tokenModifiers, tokenTypes } from './language/features/semanticTokens.js';
import { doDefinition, doReferences, doRename, prepareRename } from './language/features/navigation.js';
import { LSPErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { doFormat } from './language/features/formatting.js';
import { toCodeAction, toCompletion, toDocumentSymbol } from './lsp/convert.js';
import { KnowledgeStore } from './knowledgeFiles.js';
import { cancelUndispatched, Protocol } from './lsp/protocol.js';
import { FramingMonitor } from './lsp/framing.js';
import * as params from './lsp/params.js';
import { OpenDocuments } from './lsp/documents.js';
import { DiagnosticsPublisher } from './lsp/diagnostics.js';
import { DiskFiles } from './lsp/diskFiles.js';
import { Configuration } from './lsp/configuration.js';
import { semanticTokensInSlices } from './lsp/semanticTokens.js';
import { startBlockingMonitor } from './lsp/blocking.js';
import { registerExportRequests } from './lsp/exportRequests.js';
import { registerRenderRequests } from './lsp/renderRequests.js';
import { registerImageRequests } from './lsp/imageRequests.js';
import { EditorResultCache } from './lsp/resultCache.js';
import { publishFirstScreen } from './lsp/firstScreen.js';
import { warmUp } from './language/warmUp.js';
import { RealCards } from './lsp/realCardRequests.js';
import { locate } from './language/features/locate.js';

/**
 * Over stdio, a broken `Content-Length` ends the server with a message (vscode-jsonrpc can't
 * recover from it), after a second in which the messages before it are answered.
 */
function connect() {
  const strategy = { cancelUndispatched };
  if (!process.argv.includes('--stdio')) return createConnection(ProposedFeatures.all, strategy);
  const input = process.stdin.pipe(new FramingMonitor((reason) => {
    process.stderr.write(`cardtext-language-server: the LSP message stream is broken (${reason}); exiting so that the editor can restart the server.\n`);
    setTimeout(() => process.exit(1), 1000);
  }));
  return createConnection(ProposedFeatures.all, input, process.stdout, strategy);
}

const blocking = process.env.CARDTEXT_MEASURE_BLOCKING ? startBlockingMonitor() : undefined;
const connection = connect();
const workspace = new Workspace();
const knowledge = new KnowledgeStore();
let roots: string[] = [];
let canPullConfiguration = false;
let canRegisterConfiguration = false;
let snippetEdits = false;
let annotatedEdits = false;
/** The result cache, when the client names a folder for it (initializationOptions `cacheFolder`). */
let resultCache: EditorResultCache | undefined;

const warn = (message: string) => void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message: /^cardtext/.test(message) ? message : `cardtext: ${message}` });
const log = (message: string) => connection.console.log(message);
const protocol = new Protocol({ error: (m) => connection.console.error(m), warn: (m) => connection.console.warn(m) });
const configuration: Configuration = new Configuration({
  knowledge, roots: () => roots, warn, log,
  reparse: () => documents.reparseAll(),
  recheck: () => {
    diagnostics.invalidate();
    for (const uri of documents.uris()) diagnostics.schedule(uri);
  },
});
const documents: OpenDocuments = new OpenDocuments({ workspace, baseDeclarations: () => configuration.declarations, changed: (uri) => diagnostics.schedule(uri), warn, log });
const diagnostics: DiagnosticsPublisher = new DiagnosticsPublisher({
  documents, workspace, delay: () => configuration.settings.validationDelay, severity: () => configuration.settings.severity,
  send: (p) => void connection.sendDiagnostics(p),
  published: (uri, doc) => resultCache?.publishedReal(uri, doc),
});
const firstScreenHost = {
  documents, baseDeclarations: () => configuration.declarations, severity: () => configuration.settings.severity,
  send: (p: PublishDiagnosticsParams) => void connection.sendDiagnostics(p), log,
};
const disk = new DiskFiles({ workspace, documents, baseDeclarations: () => configuration.declarations, warn, log });
const realCards = new RealCards(connection, { knowledge, listing: () => configuration.settings.realCardsSource, log });

connection.onInitialize((init: InitializeParams): InitializeResult => {
  protocol.initialize();
  canPullConfiguration = init?.capabilities?.workspace?.configuration === true;
  canRegisterConfiguration = init?.capabilities?.workspace?.didChangeConfiguration?.dynamicRegistration === true;
  // LSP 3.18: snippet edits in code actions (vscode-languageserver 9's types predate the field).
  const workspaceEdit = init?.capabilities?.workspace?.workspaceEdit as { snippetEditSupport?: boolean; documentChanges?: boolean; changeAnnotationSupport?: object } | undefined;
  snippetEdits = workspaceEdit?.snippetEditSupport === true && workspaceEdit.documentChanges === true;
  annotatedEdits = workspaceEdit?.changeAnnotationSupport !== undefined && workspaceEdit.documentChanges === true;
  const folders = Array.isArray(init?.workspaceFolders) ? init.workspaceFolders.map((f) => f?.uri) : typeof init?.rootUri === 'string' ? [init.rootUri] : [];
  roots = folders.filter((u): u is string => typeof u === 'string' && u.startsWith('file:')).flatMap((u) => {
    try {
      return [fileURLToPath(u)];
    } catch {
      return [];
    }
  });
  const cacheFolder = (init?.initializationOptions as { cacheFolder?: unknown } | undefined)?.cacheFolder;
  if (typeof cacheFolder === 'string' && isAbsolute(cacheFolder)) {
    resultCache = new EditorResultCache(cacheFolder, {
      baseFingerprint: () => configuration.declarations.fingerprint, severity: () => configuration.settings.severity, log,
      send: (p) => void connection.sendDiagnostics(p),
      current: (uri, doc) => {
        const state = documents.get(uri);
        return !!state && !state.job && state.parsedRevision === state.revision && workspace.get(uri) === doc;
      },
    });
  } else if (cacheFolder !== undefined && cacheFolder !== null) log(`cardtext: initializationOptions.cacheFolder must be an absolute folder path; the result cache is off.`);
  return {
    capabilities: {
      textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
      hoverProvider: true,
      completionProvider: { triggerCharacters: ['{', ',', ' ', '—'], resolveProvider: false },
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.Source, CodeActionKind.SourceFixAll, CodeActionKind.RefactorRewrite, 'source.convertTemplating'] },
      documentSymbolProvider: true,
      workspaceSymbolProvider: true,
      foldingRangeProvider: true,
      semanticTokensProvider: { legend: { tokenTypes: [...tokenTypes], tokenModifiers: [...tokenModifiers] }, full: true, range: true },
      definitionProvider: true,
      referencesProvider: true,
      renameProvider: { prepareProvider: true },
      documentFormattingProvider: true,
      documentRangeFormattingProvider: true,
    },
    serverInfo: { name: 'cardtext-language-server', version: '0.1.0' },
  };
});

/** Pulls the settings from the client (when it can), or uses what it pushed. */
async function applySettings(pushed?: unknown): Promise<void> {
  let raw = pushed;
  if (raw === undefined && canPullConfiguration) raw = await connection.workspace.getConfiguration('cardtext').catch(() => undefined);
  await configuration.apply(raw);
}

connection.onInitialized(() => {
  if (canPullConfiguration && canRegisterConfiguration) connection.client.register(DidChangeConfigurationNotification.type, { section: 'cardtext' }).catch(() => undefined);
  void (async () => {
    // The settings' declarations are in place as soon as `apply` starts; the scan need not wait for rules files.
    const settings = applySettings();
    // While the client settles: compile the checks' patterns and run the parser once (off the first open's path).
    const warm = performance.now();
    warmUp();
    log(`cardtext: warmed up the parser and checks in ${Math.round(performance.now() - warm)} ms.`);
    const figures = await disk.scan(roots);
    log(`cardtext: indexed ${figures.indexed} workspace .cards files (${figures.cards} cards, ${figures.bytes} bytes) in ${figures.ms} ms; ${figures.skipped} skipped.`);
    await settings;
    // The real-card index after everything the first diagnostics need: hovers use it once it is in.
    await realCards.load();
  })().catch((error) => connection.console.error(`cardtext: startup failed: ${String(error)}`));
});

connection.onDidChangeConfiguration(protocol.notification('workspace/didChangeConfiguration', (p) => p, (change) => {
  // Clients either push the section (`{ cardtext: … }`) or send null and expect a pull.
  const pushed = (change as { settings?: { cardtext?: unknown } } | null)?.settings?.cardtext;
  return applySettings(pushed);
}));

connection.onDidOpenTextDocument(protocol.notification('textDocument/didOpen', params.openParams, ({ uri, text, version }) => {
  disk.opened(uri);
  documents.didOpen(uri, text, version);
  // Stored results of an unchanged file are shown at once, until the parse replaces them; else a
  // large file's first screens are checked on their own and shown while the whole file is parsed.
  const state = documents.get(uri);
  void (async () => {
    if (await resultCache?.opened(uri, text, version, () => !!state && documents.get(uri) === state && state.revision === 1 && !state.tooLarge)) return;
    await publishFirstScreen(uri, firstScreenHost);
  })().catch((error) => log(`cardtext: ${uri}: the first screen could not be checked (${String(error)}).`));
}));

connection.onDidChangeTextDocument(protocol.notification('textDocument/didChange', params.changeParams, ({ uri, version, changes }) => {
  documents.didChange(uri, version, changes);
}));

connection.onDidCloseTextDocument(protocol.notification('textDocument/didClose', params.documentParams, ({ uri }) => {
  const state = documents.didClose(uri);
  if (!state) return;
  resultCache?.closed(uri);
  diagnostics.clear(uri);
  if (!uri.startsWith('file:')) {
    workspace.delete(uri);
    return;
  }
  // The parsed document stays in use; the file is re-read off the request path and parsed only if it differs.
  const kept = workspace.get(uri);
  return disk.refresh(uri, kept && state.parsedRevision === state.revision ? kept : undefined).then(() => undefined);
}));

connection.onDidChangeWatchedFiles(protocol.notification('workspace/didChangeWatchedFiles', params.watchedFilesParams, ({ changes }) => {
  for (const change of changes) {
    if (!/^file:.*\.cards$/i.test(change.uri) || documents.has(change.uri)) continue;
    if (change.type === FileChangeType.Deleted) disk.forget(change.uri);
    else void disk.refresh(change.uri);
  }
}));

/** A document's parsed form and diagnostics, consistent with each other (retried if an edit lands meanwhile). */
async function checked(uri: string) {
  for (let attempt = 0; ; attempt++) {
    const doc = await documents.ready(uri);
    if (!doc) return undefined;
    const result = await diagnostics.of(doc);
    if (workspace.get(uri) === doc || attempt >= 3) return { doc, ...result };
  }
}

const ready = (uri: string): Promise<CardsDocument | undefined> => documents.ready(uri);

connection.onHover(protocol.request('textDocument/hover', params.positionParams, async ({ uri, position }) => {
  const c = await checked(uri);
  if (!c) return null;
  const at = clampPosition(c.doc.source, position);
  const hover = doHover(c.doc, at, knowledge.knowledge, c.core, workspace);
  // On a card's name or its text, real-card data would have added precedent or a real card's rulings.
  const target = locate(c.doc, at)?.target.kind;
  if (target === 'name' || target === 'text') realCards.wanted();
  return hover ? { contents: { kind: 'markdown' as const, value: hover.contents }, range: hover.range } : null;
}));

connection.onCompletion(protocol.request('textDocument/completion', params.positionParams, async ({ uri, position }) => {
  const doc = await ready(uri);
  return doc ? doComplete(doc, clampPosition(doc.source, position), knowledge.knowledge, workspace.cardNames()).map(toCompletion) : [];
}));

connection.onCodeAction(protocol.request('textDocument/codeAction', params.codeActionParams, async ({ uri, range, only }) => {
  const c = await checked(uri);
  if (!c) return [];
  if (only?.includes(CodeActionKind.SourceFixAll)) {
    const edits = fixAll(c.core);
    return edits.length ? [{ title: 'Fix all cardtext problems that have a fix', kind: CodeActionKind.SourceFixAll, edit: { changes: { [c.doc.uri]: edits } } }] : [];
  }
  const actions = doCodeActions(range, c.core, c.doc).filter((a) => !only || only.some((kind) => a.kind === kind || a.kind.startsWith(`${kind}.`)));
  return actions.map((a) => toCodeAction(a, c.doc.uri, c.lsp, { snippets: snippetEdits, version: c.doc.version, annotations: annotatedEdits }));
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

registerExportRequests(connection, protocol, { document: ready, baseDeclarations: () => configuration.declarations, severity: () => configuration.settings.severity });
registerRenderRequests(connection, protocol, {
  document: ready, documents: () => workspace.documents(), diagnostics: async (doc) => (await diagnostics.of(doc)).core,
  precedent: (card) => knowledge.knowledge.precedent?.(card, 3),
  artFolders: () => [...roots, ...configuration.settings.artFolders.filter((f) => isAbsolute(f))],
});
registerImageRequests(connection, protocol, {
  document: ready, diagnostics: async (doc) => (await diagnostics.of(doc)).core,
  artFolders: () => [...roots, ...configuration.settings.artFolders.filter((f) => isAbsolute(f))],
  browserPath: () => configuration.settings.browserPath,
});

realCards.register(protocol);

/** `cardtext/rule`: the official text of a rule (and its subrules) by number, for "Show rule". */
connection.onRequest('cardtext/rule', protocol.request('cardtext/rule', params.ruleParams, ({ number }) => knowledge.ruleWithChildren(number)));

// For the reliability suite: close a phase of the blocking measurement (see lsp/blocking.ts).
if (blocking) connection.onNotification('$/cardtext/blockingPhase', () => blocking.phase());

// Every other request: -32002 before initialize, "method not found" after.
connection.onRequest((method) => protocol.unknownRequest(method));


// A failure in one request must never take the server down: log it and carry on.
process.on('unhandledRejection', (reason) => connection.console.error(`cardtext: unexpected error: ${String(reason)}`));
process.on('uncaughtException', (error) => connection.console.error(`cardtext: unexpected error: ${error.stack ?? error.message}`));

connection.listen();
