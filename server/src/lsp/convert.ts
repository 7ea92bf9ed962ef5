/**
 * Conversions from the language core's results to LSP types.
 */
import {
  CodeActionKind, CompletionItemKind, DiagnosticSeverity, DiagnosticTag, SymbolKind,
  type CodeAction, type CompletionItem, type Diagnostic, type DocumentSymbol,
} from 'vscode-languageserver/node.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import type { CodeAction as CoreAction } from '../language/features/codeActions.js';
import type { CompletionItem as CoreItem } from '../language/features/completion.js';
import type { CardSymbol } from '../language/features/outline.js';

const severity = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information, hint: DiagnosticSeverity.Hint };

/** A core diagnostic as an LSP diagnostic: the check code as `code`, the rule in the message, the fix in `data`. */
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

export function toCodeAction(a: CoreAction, uri: string, lsp: Map<CardDiagnostic, Diagnostic>): CodeAction {
  return {
    title: a.title,
    kind: a.kind === 'quickfix' ? CodeActionKind.QuickFix : CodeActionKind.SourceFixAll,
    diagnostics: a.diagnostics.map((d) => lsp.get(d)).filter((d): d is Diagnostic => !!d),
    edit: { changes: { [uri]: a.edits } },
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
    kind: s.kind === 'card' ? SymbolKind.Class : SymbolKind.Struct,
    range: s.range,
    selectionRange: s.selectionRange,
    children: s.children.map(toDocumentSymbol),
  };
}
