/**
 * Conversions from the language core's results to LSP types.
 */
import {
  CompletionItemKind, DiagnosticSeverity, DiagnosticTag, SymbolKind,
  type CodeAction, type CompletionItem, type Diagnostic, type DocumentSymbol, type TextEdit,
} from 'vscode-languageserver';
import type { CardDiagnostic } from '../language/checks/index.js';
import type { CodeAction as CoreAction } from '../language/features/codeActions.js';
import type { CompletionItem as CoreItem } from '../language/features/completion.js';
import type { CardSymbol } from '../language/features/outline.js';

const severity = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information, hint: DiagnosticSeverity.Hint };

/**
 * A core diagnostic as an LSP diagnostic: the check code as `code`, `cardtext` as `source`, and the
 * one-row message that names the card, with the rule if it doesn't cite it (the longer `detail` is
 * the hover's; there is no web page per code for a `codeDescription`).
 */
export function toDiagnostic(d: CardDiagnostic, uri: string): Diagnostic {
  const cites = d.rule && !d.message.includes(d.rule) ? ` (CR ${d.rule})` : '';
  return {
    range: d.range,
    severity: severity[d.severity],
    code: d.code,
    source: 'cardtext',
    message: `${d.message}${cites}`,
    relatedInformation: d.related?.map((r) => ({ location: { uri, range: r.range }, message: r.message })),
    tags: d.code === 'obsolete-type' || d.code === 'obsolete-subtype' ? [DiagnosticTag.Deprecated] : undefined,
    // Fixes stay on the server (code actions look them up), keeping every publish small.
  };
}

/** What the client accepts in a code action's edit: LSP 3.18 snippet edits need both capabilities. */
export interface EditSupport {
  /** `workspace.workspaceEdit.snippetEditSupport` and `documentChanges`. */
  snippets: boolean;
  /** The document's version the edits were computed for (a versioned edit is refused on a newer one). */
  version: number | null;
  /** `workspace.workspaceEdit.changeAnnotationSupport` and `documentChanges`: an edit can ask for confirmation. */
  annotations?: boolean;
}

/**
 * LSP 3.18's `SnippetTextEdit` (vscode-languageserver 9 speaks 3.17, so its shape is written here):
 * the editor inserts the snippet, with its placeholders selected one after the other.
 */
interface SnippetTextEdit {
  range: TextEdit['range'];
  snippet: { kind: 'snippet'; value: string };
}

/**
 * A core action as an LSP code action. Edits that carry a snippet go as snippet edits to a client
 * that declared it accepts them, in a versioned `documentChanges` edit as 3.18 requires; every other
 * client gets their plain text in `changes`.
 */
export function toCodeAction(a: CoreAction, uri: string, lsp: Map<CardDiagnostic, Diagnostic>, support: EditSupport = { snippets: false, version: null }): CodeAction {
  const plain: TextEdit[] = a.edits.map((e) => ({ range: e.range, newText: e.newText }));
  const snippets = support.snippets && a.edits.some((e) => e.snippet !== undefined);
  const edits = a.edits.map((e): TextEdit | SnippetTextEdit => (e.snippet !== undefined ? { range: e.range, snippet: { kind: 'snippet', value: e.snippet } } : { range: e.range, newText: e.newText }));
  return {
    title: a.title,
    // The core's kinds are LSP's own strings (quickfix, source, source.fixAll, refactor.rewrite, source.convertTemplating).
    kind: a.kind,
    diagnostics: a.diagnostics.map((d) => lsp.get(d)).filter((d): d is Diagnostic => !!d),
    edit: a.preview && support.annotations
      // One annotated edit the client shows for confirmation before applying (VS Code: the refactor preview).
      ? { documentChanges: [{ textDocument: { uri, version: support.version }, edits: plain.map((e) => ({ ...e, annotationId: 'convert' })) }], changeAnnotations: { convert: { label: a.title, needsConfirmation: true } } }
      : snippets
        ? { documentChanges: [{ textDocument: { uri, version: support.version }, edits: edits as TextEdit[] }] }
        : { changes: { [uri]: plain } },
    isPreferred: a.isPreferred,
  };
}

const completionKind: Record<CoreItem['kind'], CompletionItemKind> = {
  symbol: CompletionItemKind.Constant, type: CompletionItemKind.Class, supertype: CompletionItemKind.Class,
  subtype: CompletionItemKind.EnumMember, keyword: CompletionItemKind.Keyword, action: CompletionItemKind.Function,
  field: CompletionItemKind.Property, card: CompletionItemKind.Reference, reference: CompletionItemKind.Variable,
};

export function toCompletion(item: CoreItem): CompletionItem {
  return {
    label: item.label,
    kind: completionKind[item.kind],
    detail: item.detail,
    documentation: item.documentation ? { kind: 'markdown', value: item.documentation } : undefined,
    sortText: item.sortText,
    filterText: item.range && item.newText?.startsWith('{') ? item.newText : undefined,
    textEdit: item.range ? { range: item.range, newText: item.newText ?? item.label } : undefined,
  };
}

export function toDocumentSymbol(s: CardSymbol): DocumentSymbol {
  return {
    name: s.name,
    detail: s.detail,
    kind: s.kind === 'card' ? SymbolKind.Class : s.kind === 'face' ? SymbolKind.Struct : s.kind === 'vocabulary' ? SymbolKind.Namespace : SymbolKind.Key,
    range: s.range,
    selectionRange: s.selectionRange,
    children: s.children.map(toDocumentSymbol),
  };
}
