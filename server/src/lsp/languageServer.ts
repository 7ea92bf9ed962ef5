/**
 * The cardtext language server's handlers, shared by every platform it runs on: Node over stdio or
 * IPC (`server.ts`) and a browser's Web Worker (`browser/server.ts`). What only one platform can do —
 * read the workspace's other files from disk, keep a result cache, download real-card data, draw
 * card images, export in a thread of its own — comes in through {@link ServerPlatform}; a platform
 * that leaves a part out simply has no such part (documented in docs/web.md).
 *
 * - `documents.ts`: open documents, their text and parsed form kept in step;
 * - `diagnostics.ts`: checking and publishing, per content;
 * - `configuration.ts` + `settings.ts`: settings, rules and rulings files;
 * - `protocol.ts` + `params.ts`: the protocol's rules around every handler;
 * - `featureRequests.ts`, `exportRequests.ts`, `renderRequests.ts`: the requests, by family.
 */
import {
  TextDocumentSyncKind, CodeActionKind, type InitializeParams, type InitializeResult, type Connection,
  DidChangeConfigurationNotification, FileChangeType, ShowMessageNotification, MessageType, type PublishDiagnosticsParams,
  type CancellationToken,
} from 'vscode-languageserver';
import type { CardsDocument } from '../language/document.js';
import { Workspace } from '../language/workspace.js';
import { tokenModifiers, tokenTypes } from '../language/features/semanticTokens.js';
import { warmUp } from '../language/warmUp.js';
import type { KnowledgeSource } from '../language/knowledge/knowledgeSource.js';
import { cancelUndispatched, Protocol } from './protocol.js';
import * as params from './params.js';
import { OpenDocuments } from './documents.js';
import { DiagnosticsPublisher } from './diagnostics.js';
import { Configuration } from './configuration.js';
import type { Settings } from './settings.js';
import { registerExportRequests } from './exportRequests.js';
import { registerFeatureRequests } from './featureRequests.js';
import type { ExportBytes, ExportJob } from './exportJob.js';
import { registerRenderRequests } from './renderRequests.js';
import type { ResultCacheHost } from './resultCache.js';
import { publishFirstScreen } from './firstScreen.js';
import { yieldToMessages } from './slices.js';

export { cancelUndispatched };

/** The longest an opened file's parse waits for the client's answer to the first settings request. */
export const firstSettingsWaitMs = 1000;

/** The rest of the workspace's `.cards` files, read from where the platform keeps them (Node: the disk). */
export interface WorkspaceFiles {
  /** Reads every `.cards` file under the roots. */
  scan(roots: string[]): Promise<{ indexed: number; cards: number; bytes: number; ms: number; skipped: number }>;
  /** A file was opened: the editor's text now wins over the file's. */
  opened(uri: string): void;
  /** Reads a file again (after a change or a close); `kept` is its parsed form if the text is the same. */
  refresh(uri: string, kept?: CardsDocument): Promise<boolean>;
  /** A file was deleted. */
  forget(uri: string): void;
}

/** Stored results of unchanged files, shown at once when they are opened again. */
export interface ResultCache {
  /** Publishes an unchanged file's stored results; calls `lookingUp` when it has some to look up (before the lookup). */
  opened(uri: string, text: string, version: number | undefined, current: () => boolean, lookingUp?: () => void): Promise<boolean>;
  publishedReal(uri: string, doc: CardsDocument): void;
  closed(uri: string): void;
}

/** Real-card data: the installed index, the offer to download it and its requests. */
export interface RealCardData {
  load(): Promise<void>;
  /** A hover would have used real-card data. */
  wanted(): void;
  register(protocol: Protocol): void;
}

/** The parts of a running server a platform's own pieces may use. */
export interface ServerParts {
  connection: Connection;
  protocol: Protocol;
  workspace: Workspace;
  documents: OpenDocuments;
  diagnostics: DiagnosticsPublisher;
  configuration: Configuration;
  roots(): string[];
  settings(): Settings;
  /** One message to the user (a warning). */
  warn(message: string): void;
  /** A line in the server's log. */
  log(message: string): void;
  /** A document's current parsed form (after pending edits). */
  document(uri: string): Promise<CardsDocument | undefined>;
}

/** What differs between the platforms the server runs on. */
export interface ServerPlatform {
  /** Hover's knowledge and its loading (Node: the built-in reference plus files; browser: the reference). */
  knowledge: KnowledgeSource;
  /** The folders the platform can read, from the workspace folders' URIs the client sent (browser: none). */
  roots(folderUris: string[]): string[];
  /** Runs an export (Node: in a worker thread, so the server keeps answering; browser: in the server's worker). */
  runExport(job: ExportJob, token?: CancellationToken): Promise<ExportBytes>;
  /** The workspace's files that are not open; absent: only open documents are known. */
  workspaceFiles?(parts: ServerParts): WorkspaceFiles;
  /** The result cache in `folder` (initializationOptions.cacheFolder); absent or undefined: none. */
  resultCache?(folder: unknown, host: ResultCacheHost): ResultCache | undefined;
  /** Real-card data; absent: hovers use the built-in reference and the files' own rulings. */
  realCards?(parts: ServerParts): RealCardData;
  /** The local file an `Art:` path of a document names, for the preview; absent: art only from URLs. */
  artFile?(uri: string, parts: ServerParts): (path: string) => string | undefined;
  /** More requests of the platform's own (Node: card images), registered with the rest. */
  register?(parts: ServerParts): void;
}

/** Registers every handler on `connection` and starts listening. */
export function startLanguageServer(connection: Connection, platform: ServerPlatform): ServerParts {
  const workspace = new Workspace();
  const knowledge = platform.knowledge;
  let roots: string[] = [];
  let canPullConfiguration = false;
  let canRegisterConfiguration = false;
  let snippetEdits = false;
  let annotatedEdits = false;
  /** The result cache, when the platform keeps one and the client names a folder for it. */
  let resultCache: ResultCache | undefined;

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
  const ready = (uri: string): Promise<CardsDocument | undefined> => documents.ready(uri);
  const parts: ServerParts = {
    connection, protocol, workspace, documents, diagnostics, configuration, roots: () => roots, settings: () => configuration.settings, warn, log, document: ready,
  };
  const files = platform.workspaceFiles?.(parts);
  const realCards = platform.realCards?.(parts);

  connection.onInitialize((init: InitializeParams): InitializeResult => {
    protocol.initialize();
    canPullConfiguration = init?.capabilities?.workspace?.configuration === true;
    canRegisterConfiguration = init?.capabilities?.workspace?.didChangeConfiguration?.dynamicRegistration === true;
    // LSP 3.18: snippet edits in code actions (vscode-languageserver 9's types predate the field).
    const workspaceEdit = init?.capabilities?.workspace?.workspaceEdit as { snippetEditSupport?: boolean; documentChanges?: boolean; changeAnnotationSupport?: object } | undefined;
    snippetEdits = workspaceEdit?.snippetEditSupport === true && workspaceEdit.documentChanges === true;
    annotatedEdits = workspaceEdit?.changeAnnotationSupport !== undefined && workspaceEdit.documentChanges === true;
    const folders = Array.isArray(init?.workspaceFolders) ? init.workspaceFolders.map((f) => f?.uri) : typeof init?.rootUri === 'string' ? [init.rootUri] : [];
    roots = platform.roots(folders.filter((u): u is string => typeof u === 'string'));
    const cacheFolder = (init?.initializationOptions as { cacheFolder?: unknown } | undefined)?.cacheFolder;
    resultCache = platform.resultCache?.(cacheFolder, {
      baseFingerprint: () => configuration.declarations.fingerprint, severity: () => configuration.settings.severity, log,
      send: (p) => void connection.sendDiagnostics(p),
      current: (uri, doc) => {
        const state = documents.get(uri);
        return !!state && !state.job && state.parsedRevision === state.revision && workspace.get(uri) === doc;
      },
    });
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
  async function applySettings(pushed?: unknown, read?: () => void): Promise<void> {
    let raw = pushed;
    if (raw === undefined && canPullConfiguration) raw = await connection.workspace.getConfiguration('cardtext').catch(() => undefined);
    // The settings' declarations are in place as soon as `apply` starts (its files load after).
    const applied = configuration.apply(raw);
    read?.();
    await applied;
  }

  /**
   * Resolves once the first settings are read (their declarations in place), or after
   * {@link firstSettingsWaitMs} if the client does not answer: a file opened right after start-up is
   * then parsed and checked once, under its settings, instead of under the defaults and again.
   */
  let settingsRead: Promise<void> = Promise.resolve();
  /** What opened files publish first (stored results, first screens), while it is under way. */
  const firstPublishes = new Set<Promise<void>>();

  connection.onInitialized(() => {
    if (canPullConfiguration && canRegisterConfiguration) connection.client.register(DidChangeConfigurationNotification.type, { section: 'cardtext' }).catch(() => undefined);
    let read!: () => void;
    settingsRead = new Promise<void>((resolve) => {
      read = resolve;
      setTimeout(resolve, firstSettingsWaitMs).unref?.();
    });
    void (async () => {
      // The scan need not wait for rules files.
      const settings = applySettings(undefined, read).finally(read);
      // While the client settles: compile the checks' patterns and run the parser once, unless a
      // file is already open (its own first check does that; the warm-up would only delay it).
      await settingsRead;
      await yieldToMessages();
      if (documents.uris().length === 0) {
        const warm = performance.now();
        warmUp();
        log(`cardtext: warmed up the parser and checks in ${Math.round(performance.now() - warm)} ms.`);
      }
      // The workspace's other files and the real-card index after what files already open show first.
      await Promise.all(firstPublishes);
      if (files) {
        const figures = await files.scan(roots);
        log(`cardtext: indexed ${figures.indexed} workspace .cards files (${figures.cards} cards, ${figures.bytes} bytes) in ${figures.ms} ms; ${figures.skipped} skipped.`);
      }
      await settings;
      // The real-card index after everything the first diagnostics need: hovers use it once it is in.
      await realCards?.load();
    })().catch((error) => connection.console.error(`cardtext: startup failed: ${String(error)}`));
  });

  connection.onDidChangeConfiguration(protocol.notification('workspace/didChangeConfiguration', (p) => p, (change) => {
    // Clients either push the section (`{ cardtext: … }`) or send null and expect a pull.
    const pushed = (change as { settings?: { cardtext?: unknown } } | null)?.settings?.cardtext;
    return applySettings(pushed);
  }));

  connection.onDidOpenTextDocument(protocol.notification('textDocument/didOpen', params.openParams, ({ uri, text, version }) => {
    files?.opened(uri);
    documents.didOpen(uri, text, version);
    // Stored results of an unchanged file are shown at once, until the parse replaces them (which
    // starts beside their lookup); else a large file's first screens are checked on their own and
    // shown before the whole file is parsed (which waits for them). All of it after the first settings.
    const state = documents.get(uri);
    let release!: () => void;
    documents.holdParse(uri, new Promise<void>((resolve) => (release = resolve)));
    const first = (async () => {
      await settingsRead;
      if (await resultCache?.opened(uri, text, version, () => !!state && documents.get(uri) === state && !state.edited && !state.tooLarge, release)) return;
      await publishFirstScreen(uri, firstScreenHost);
    })().catch((error) => log(`cardtext: ${uri}: the first screen could not be checked (${String(error)}).`)).finally(release);
    firstPublishes.add(first);
    void first.finally(() => firstPublishes.delete(first));
  }));

  connection.onDidChangeTextDocument(protocol.notification('textDocument/didChange', params.changeParams, ({ uri, version, changes }) => {
    documents.didChange(uri, version, changes);
  }));

  connection.onDidCloseTextDocument(protocol.notification('textDocument/didClose', params.documentParams, ({ uri }) => {
    const state = documents.didClose(uri);
    if (!state) return;
    resultCache?.closed(uri);
    diagnostics.clear(uri);
    if (!files || !uri.startsWith('file:')) {
      workspace.delete(uri);
      return;
    }
    // The parsed document stays in use; the file is re-read off the request path and parsed only if it differs.
    const kept = workspace.get(uri);
    return files.refresh(uri, kept && state.parsedRevision === state.revision ? kept : undefined).then(() => undefined);
  }));

  connection.onDidChangeWatchedFiles(protocol.notification('workspace/didChangeWatchedFiles', params.watchedFilesParams, ({ changes }) => {
    if (!files) return;
    for (const change of changes) {
      if (!/^file:.*\.cards$/i.test(change.uri) || documents.has(change.uri)) continue;
      if (change.type === FileChangeType.Deleted) files.forget(change.uri);
      else void files.refresh(change.uri);
    }
  }));

  registerFeatureRequests(connection, protocol, {
    documents, diagnostics, workspace, knowledge, wanted: () => realCards?.wanted(),
    edits: () => ({ snippets: snippetEdits, annotations: annotatedEdits }),
  });
  registerExportRequests(connection, protocol, { document: ready, baseDeclarations: () => configuration.declarations, severity: () => configuration.settings.severity, run: platform.runExport });
  registerRenderRequests(connection, protocol, {
    document: ready, documents: () => workspace.documents(), diagnostics: async (doc) => (await diagnostics.of(doc)).core,
    precedent: (card) => knowledge.knowledge.precedent?.(card, 3),
    artFile: platform.artFile ? (uri) => platform.artFile!(uri, parts) : undefined,
  });
  platform.register?.(parts);
  realCards?.register(protocol);

  /** `cardtext/rule`: the official text of a rule (and its subrules) by number, for "Show rule". */
  connection.onRequest('cardtext/rule', protocol.request('cardtext/rule', params.ruleParams, ({ number }) => knowledge.ruleWithChildren(number)));

  // Every other request: -32002 before initialize, "method not found" after.
  connection.onRequest((method) => protocol.unknownRequest(method));

  connection.listen();
  return parts;
}
