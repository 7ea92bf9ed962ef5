/**
 * The part of `cardtext lint` that parses: linting a text, filling the result cache, checking the
 * knowledge files. lint.ts loads it only when it needs it, so a rerun answered from the cache
 * never builds the parser (the CLI bundle loads this module lazily; see cli.ts).
 */
import { createLanguageService } from '../language/languageService.js';
import { KnowledgeStore, type KnowledgeSettings } from '../knowledgeFiles.js';
import { fillSection } from '../cache/fill.js';
import { cardSummary } from './report.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import type { VocabularyWord } from '../language/vocabulary.js';
import { fixText as fixWith, type FixedText } from '../language/features/fixFile.js';

export { fillSection };

const service = createLanguageService();

/** A linted text: its cards (as report JSON when asked for) and its diagnostics. */
export interface LintedText {
  cards: number;
  summaries?: string[];
  /** The summaries are binary strings (UTF-8 bytes read as latin1), as the result cache keeps them. */
  summariesAreBytes?: boolean;
  diagnostics: CardDiagnostic[];
  /** The set's own words the file uses without declaring them (vocabulary.ts). */
  vocabulary: VocabularyWord[];
}

/** Parses and checks a text (`uri` names it in the document). */
export function lintText(text: string, uri: string, withSummaries: boolean): LintedText {
  const doc = service.parse(text, uri);
  const diagnostics = service.doValidation(doc);
  return { cards: doc.models.length, summaries: withSummaries ? doc.models.map((m) => JSON.stringify(cardSummary(m))) : undefined, diagnostics, vocabulary: doc.vocabulary };
}

/** Loads the knowledge files only to check them (so CI fails on the files the editor would warn about). */
export function checkKnowledge(settings: KnowledgeSettings, roots: string[]): string[] {
  return new KnowledgeStore().load(settings, roots);
}

/** Applies every fix `lint --fix` applies (fix-all's and the wording notes'): the fixed text and what changed. */
export function fixText(text: string, uri: string): FixedText {
  return fixWith(text, (current) => service.doValidation(service.parse(current, uri)));
}
