/**
 * The language service: parse a document once, then ask it for diagnostics, hover, completion…
 * Pure: no editor, no file system. Modelled on vscode-json-languageservice.
 */
import { type CardsDocument, parseDocument } from './document.js';
import { type TextChange, updateDocument } from './documentUpdate.js';
import { declarationsFrom } from './declarations.js';
import type { TextSource } from './textSource.js';
import type { Declarations } from './model/symbols.js';
import type { CardDiagnostic } from './checks/index.js';
import { type SeverityOverrides, validateDocument } from './validation.js';

export interface LanguageServiceOptions {
  /** Declarations from settings (custom mana symbols, keywords, subtypes), under each file's own. */
  baseDeclarations?: Declarations;
  /** Per-code severity overrides (`off` silences a code). */
  severity?: SeverityOverrides;
}

export interface LanguageService {
  /** Parses text; pass the previous version of the same document to re-use its unchanged cards. */
  parse(text: string, uri?: string, version?: number, previous?: CardsDocument): CardsDocument;
  /** Updates a document after one edit (LSP incremental change), re-parsing only the cards it touched. */
  update(prev: CardsDocument, change: TextChange, source: TextSource, version?: number): CardsDocument;
  doValidation(doc: CardsDocument): CardDiagnostic[];
  configure(options: LanguageServiceOptions): void;
}

export function createLanguageService(initial: LanguageServiceOptions = {}): LanguageService {
  let options = initial;
  return {
    parse: (text, uri, version, previous) =>
      parseDocument(text, { uri, version, previous, baseDeclarations: options.baseDeclarations }),
    update: (prev, change, source, version) =>
      updateDocument(prev, change, source, { uri: prev.uri, version, baseDeclarations: options.baseDeclarations }),
    doValidation: (doc) => validateDocument(doc, options.severity),
    configure(next) {
      options = next;
    },
  };
}

export { declarationsFrom };
export type { CardsDocument, CardDiagnostic, TextChange };
