/**
 * The cardtext language server: a thin LSP shell over the language core. It keeps each open
 * document parsed (one card re-parsed per keystroke), validates after a short, cancellable delay,
 * and answers hover, completion, code actions, symbols, folding, semantic tokens, navigation,
 * rename and formatting from the parsed document.
 *
 * Start it with `cardtext-language-server --stdio`.
 */
import {
  createConnection, ProposedFeatures, TextDocumentSyncKind, CodeActionKind, type InitializeParams, type InitializeResult,
  type Diagnostic, type TextDocumentContentChangeEvent, DidChangeConfigurationNotification, FileChangeType,
  ShowMessageNotification, MessageType,
} from 'vscode-languageserver/node';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { createLanguageService } from './language/languageService.js';
import type { CardsDocument } from './language/document.js';
import type { CardDiagnostic } from './language/checks/index.js';
import { Workspace } from './language/workspace.js';
import { LineBuffer } from './language/textSource.js';
import { doHover } from './language/features/hover.js';
import { doComplete } from './language/features/completion.js';
import { doCodeActions, fixAll } from './language/features/codeActions.js';
import { doDocumentSymbols, doFoldingRanges, doWorkspaceSymbols } from './language/features/outline.js';
import { doSemanticTokens, tokenModifiers, tokenTypes } from './language/features/semanticTokens.js';
import { doDefinition, doReferences, doRename, prepareRename } from './language/features/navigation.js';
import { LSPErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { doFormat } from './language/features/formatting.js';
import { defaultSettings, readSettings, settingsDeclarations, type Settings } from './lsp/settings.js';
import { toCodeAction, toCompletion, toDiagnostic, toDocumentSymbol } from './lsp/convert.js';
import { KnowledgeStore } from './knowledgeFiles.js';
import { findCardsFiles } from './lsp/workspaceFiles.js';
import { registerExportRequests } from './lsp/exportRequests.js';

const connection = createConnection(ProposedFeatures.all);
const service = createLanguageService();
const workspace = new Workspace();
const knowledge = new KnowledgeStore();
/** Open documents' text, as lines edited in place. */
const texts = new Map<string, { buffer: LineBuffer; version: number }>();
const timers = new Map<string, NodeJS.Timeout>();
const validated = new Map<string, { version: number; core: CardDiagnostic[]; lsp: Map<CardDiagnostic, Diagnostic> }>();
const converted_ = new WeakMap<CardDiagnostic, Diagnostic>();
let settings: Settings = defaultSettings();
let roots: string[] = [];
let canPullConfiguration = false;
let canRegisterConfiguration = false;
let snippetEdits = false;
let lastKnowledgePaths = '';
let lastProblems = '';

connection.onInitialize((params: InitializeParams): InitializeResult => {
  canPullConfiguration = !!params.capabilities.workspace?.configuration;
  canRegisterConfiguration = !!params.capabilities.workspace?.didChangeConfiguration?.dynamicRegistration;
  // LSP 3.18: snippet edits in code actions (vscode-languageserver 9's types predate the field).
  const workspaceEdit = params.capabilities.workspace?.workspaceEdit as { snippetEditSupport?: boolean; documentChanges?: boolean } | undefined;
  snippetEdits = !!workspaceEdit?.snippetEditSupport && !!workspaceEdit.documentChanges;
  roots = (params.workspaceFolders ?? []).map((f) => f.uri).concat(params.rootUri && !params.workspaceFolders ? [params.rootUri] : [])
    .filter((u) => u.startsWith('file:')).map((u) => fileURLToPath(u));
  return {
    capabilities: {
      textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
      hoverProvider: true,
      completionProvider: { triggerCharacters: ['{', ',', ' ', '—'], resolveProvider: false },
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.SourceFixAll] },
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

connection.onInitialized(async () => {
  if (canPullConfiguration && canRegisterConfiguration) connection.client.register(DidChangeConfigurationNotification.type, { section: 'cardtext' }).catch(() => undefined);
  await loadSettings();
  scanWorkspace();
});

/** Reads settings, reports problems as a warning message, reloads rules/rulings files. */
async function loadSettings(raw?: unknown): Promise<void> {
  let value = raw;
  if (value === undefined && canPullConfiguration) {
    value = await connection.workspace.getConfiguration('cardtext').catch(() => undefined);
  }
  const read = readSettings(value);
  const previous = settings;
  settings = read.settings;
  service.configure({ baseDeclarations: settingsDeclarations(settings), severity: settings.severity });
  // Rules and rulings files are read again only when their paths change (they can be large).
  const paths = JSON.stringify([settings.rulesFile, settings.rulingsFiles, settings.cardFiles]);
  const knowledgeProblems = paths !== lastKnowledgePaths ? knowledge.load(settings, roots) : [];
  if (paths !== lastKnowledgePaths) lastKnowledgePaths = paths;
  const problems = [...read.problems, ...knowledgeProblems];
  // A notification, not a request: the server must not wait on (or fail with) the user's answer.
  // The same problems are shown once, not again on every settings change.
  if (problems.join('\n') !== lastProblems) {
    for (const p of problems) void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message: `cardtext: ${p}` });
  }
  lastProblems = problems.join('\n');
  // Re-parse open documents only when what they are read with changed.
  const declarationsChanged = settingsDeclarations(previous).fingerprint !== settingsDeclarations(settings).fingerprint;
  const severityChanged = JSON.stringify(previous.severity) !== JSON.stringify(settings.severity);
  for (const uri of texts.keys()) {
    if (declarationsChanged) reparse(uri);
    else if (severityChanged) {
      validated.delete(uri);
      schedule(uri);
    }
  }
}

connection.onDidChangeConfiguration((change) => {
  // Clients either push the section (`{ cardtext: … }`) or send null and expect a pull.
  const raw = (change.settings as { cardtext?: unknown } | null | undefined)?.cardtext;
  void loadSettings(raw);
});

/** Parses every .cards file of the workspace folders, for names, symbols and navigation. */
function scanWorkspace(): void {
  const { files, problems } = findCardsFiles(roots);
  for (const p of problems) connection.console.warn(`cardtext: ${p}`);
  for (const file of files) {
    const uri = pathToFileURL(file).toString();
    if (texts.has(uri)) continue;
    try {
      workspace.set(service.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''), uri, 0));
    } catch (error) {
      connection.console.warn(`cardtext: cannot read ${file}: ${(error as Error).message}`);
    }
  }
}

function reparse(uri: string): void {
  const open = texts.get(uri);
  if (!open) return;
  const doc = service.parse(open.buffer.text(), uri, open.version);
  doc.source = open.buffer;
  workspace.set(doc);
  validated.delete(uri);
  schedule(uri);
}

function schedule(uri: string): void {
  clearTimeout(timers.get(uri));
  timers.set(uri, setTimeout(() => publish(uri), settings.validationDelay));
}

/** Diagnostics of the current version of a document (cached per version). */
function diagnosticsOf(doc: CardsDocument) {
  const cached = validated.get(doc.uri);
  if (cached && cached.version === doc.version) return cached;
  const core = service.doValidation(doc);
  // Unchanged cards keep their diagnostic objects, so their LSP form is converted once.
  const lsp = new Map(core.map((d) => {
    let converted = converted_.get(d);
    if (!converted) converted_.set(d, (converted = toDiagnostic(d, doc.uri)));
    return [d, converted];
  }));
  const entry = { version: doc.version, core, lsp };
  validated.set(doc.uri, entry);
  return entry;
}

function publish(uri: string): void {
  timers.delete(uri);
  const doc = workspace.get(uri);
  if (!doc || !texts.has(uri)) return;
  const { lsp } = diagnosticsOf(doc);
  void connection.sendDiagnostics({ uri, version: doc.version, diagnostics: [...lsp.values()] });
}

connection.onDidOpenTextDocument(({ textDocument }) => {
  const buffer = new LineBuffer(textDocument.text);
  texts.set(textDocument.uri, { buffer, version: textDocument.version });
  const doc = service.parse(textDocument.text, textDocument.uri, textDocument.version, workspace.get(textDocument.uri));
  doc.source = buffer;
  workspace.set(doc);
  schedule(textDocument.uri);
});

connection.onDidChangeTextDocument(({ textDocument, contentChanges }) => {
  const open = texts.get(textDocument.uri);
  if (!open) return;
  let doc = workspace.get(textDocument.uri);
  for (const change of contentChanges as TextDocumentContentChangeEvent[]) {
    if ('range' in change && doc) {
      open.buffer.apply(change.range, change.text);
      doc = service.update(doc, change, open.buffer, textDocument.version);
    } else {
      open.buffer.set(change.text);
      doc = service.parse(change.text, textDocument.uri, textDocument.version, doc);
    }
    doc.source = open.buffer;
  }
  open.version = textDocument.version;
  if (doc) {
    doc.version = textDocument.version;
    workspace.set(doc);
  }
  schedule(textDocument.uri);
});

connection.onDidCloseTextDocument(({ textDocument }) => {
  texts.delete(textDocument.uri);
  clearTimeout(timers.get(textDocument.uri));
  validated.delete(textDocument.uri);
  void connection.sendDiagnostics({ uri: textDocument.uri, diagnostics: [] });
  // Keep the file's cards in the workspace if it is on disk, as it is saved there.
  try {
    if (textDocument.uri.startsWith('file:')) workspace.set(service.parse(readFileSync(fileURLToPath(textDocument.uri), 'utf8').replace(/^\uFEFF/, ''), textDocument.uri, 0));
    else workspace.delete(textDocument.uri);
  } catch {
    workspace.delete(textDocument.uri);
  }
});

connection.onDidChangeWatchedFiles(({ changes }) => {
  for (const change of changes) {
    if (texts.has(change.uri) || !change.uri.startsWith('file:')) continue;
    if (change.type === FileChangeType.Deleted) workspace.delete(change.uri);
    else {
      try {
        workspace.set(service.parse(readFileSync(fileURLToPath(change.uri), 'utf8').replace(/^\uFEFF/, ''), change.uri, 0));
      } catch {
        workspace.delete(change.uri);
      }
    }
  }
});

const docOf = (uri: string) => workspace.get(uri);

connection.onHover(({ textDocument, position }) => {
  const doc = docOf(textDocument.uri);
  if (!doc) return null;
  const hover = doHover(doc, position, knowledge.knowledge, diagnosticsOf(doc).core, workspace);
  return hover ? { contents: { kind: 'markdown', value: hover.contents }, range: hover.range } : null;
});

connection.onCompletion(({ textDocument, position }) => {
  const doc = docOf(textDocument.uri);
  if (!doc) return [];
  return doComplete(doc, position, knowledge.knowledge, workspace.cardNames()).map(toCompletion);
});

connection.onCodeAction(({ textDocument, range, context }) => {
  const doc = docOf(textDocument.uri);
  if (!doc) return [];
  const { core, lsp } = diagnosticsOf(doc);
  if (context.only?.includes(CodeActionKind.SourceFixAll)) {
    const edits = fixAll(core);
    return edits.length ? [{ title: 'Fix all cardtext problems that have a fix', kind: CodeActionKind.SourceFixAll, edit: { changes: { [doc.uri]: edits } } }] : [];
  }
  return doCodeActions(range, core).map((a) => toCodeAction(a, doc.uri, lsp, { snippets: snippetEdits, version: doc.version }));
});

connection.onDocumentSymbol(({ textDocument }) => {
  const doc = docOf(textDocument.uri);
  return doc ? doDocumentSymbols(doc).map(toDocumentSymbol) : [];
});

connection.onWorkspaceSymbol(({ query }) =>
  doWorkspaceSymbols(workspace, query).map((s) => ({ name: s.name, kind: 5, containerName: s.detail, location: { uri: s.uri, range: s.range } })));

connection.onFoldingRanges(({ textDocument }) => {
  const doc = docOf(textDocument.uri);
  return doc ? doFoldingRanges(doc) : [];
});

connection.languages.semanticTokens.on(({ textDocument }) => {
  const doc = docOf(textDocument.uri);
  return { data: doc ? doSemanticTokens(doc) : [] };
});

connection.languages.semanticTokens.onRange(({ textDocument, range }) => {
  const doc = docOf(textDocument.uri);
  return { data: doc ? doSemanticTokens(doc, range.start.line, range.end.line) : [] };
});

connection.onDefinition(({ textDocument, position }) => {
  const doc = docOf(textDocument.uri);
  return doc ? doDefinition(doc, position, workspace) : [];
});

connection.onReferences(({ textDocument, position, context }) => {
  const doc = docOf(textDocument.uri);
  return doc ? doReferences(doc, position, workspace, context.includeDeclaration) : [];
});

connection.onPrepareRename(({ textDocument, position }) => {
  const doc = docOf(textDocument.uri);
  return doc ? prepareRename(doc, position, workspace) ?? null : null;
});

connection.onRenameRequest(({ textDocument, position, newName }) => {
  const doc = docOf(textDocument.uri);
  if (!doc) return null;
  const renamed = doRename(doc, position, newName, workspace);
  return renamed.ok ? { changes: Object.fromEntries(renamed.edits) } : new ResponseError(LSPErrorCodes.RequestFailed, renamed.message);
});

connection.onDocumentFormatting(({ textDocument }) => {
  const doc = docOf(textDocument.uri);
  return doc ? doFormat(doc, diagnosticsOf(doc).core) : [];
});

connection.onDocumentRangeFormatting(({ textDocument, range }) => {
  const doc = docOf(textDocument.uri);
  return doc ? doFormat(doc, diagnosticsOf(doc).core, range.start.line, range.end.line) : [];
});

/** `cardtext/rule`: the official text of a rule (and its subrules) by number, for "Show rule". */
connection.onRequest('cardtext/rule', (params: { number?: string }) => knowledge.ruleWithChildren(String(params?.number ?? '')));

registerExportRequests(connection, (uri) => workspace.get(uri), (doc) => diagnosticsOf(doc).core);

// A failure in one request must never take the server down: log it and carry on.
process.on('unhandledRejection', (reason) => connection.console.error(`cardtext: unexpected error: ${String(reason)}`));
process.on('uncaughtException', (error) => connection.console.error(`cardtext: unexpected error: ${error.stack ?? error.message}`));

connection.listen();
