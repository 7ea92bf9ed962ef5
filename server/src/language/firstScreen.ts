/**
 * The first screens of a large document, checked on their own: the cards of its first few hundred
 * lines (with the directives before them) parse and check exactly as in the whole file, because a
 * card's own diagnostics depend only on its text and the directives in force. A language server
 * shows those at once while the whole file is still being parsed. File-wide results (duplicate
 * names, undefined tokens, directive problems) need every card, so they are never taken from here.
 */
import { codes } from './checks/codes.js';
import { groupLines } from './chunks.js';
import { type CardsDocument, type ParseOptions, parseDocumentSteps } from './document.js';
import type { CardDiagnostic } from './checks/index.js';
import { cardDiagnosticsOnly, checkSteps } from './validation.js';

/** How many lines of a document the first screens are read from (a few editor screens). */
export const firstScreenLines = 300;
/** The most characters read for them (a few very long lines must not make the prefix large). */
export const firstScreenChars = 40_000;

/**
 * The text of the first screens: the document's lines up to the end of the last card that lies
 * wholly within the first {@link firstScreenLines} lines (and {@link firstScreenChars} characters),
 * split into exactly the cards the whole text splits into there. Undefined when those lines hold
 * no card after the directives (then the directives in force may not all be in them).
 */
export function firstScreenText(lineCount: number, line: (i: number) => string): string | undefined {
  const lines: string[] = [];
  for (let i = 0, chars = 0; i < lineCount && i < firstScreenLines && chars < firstScreenChars; i++) {
    lines.push(line(i));
    chars += lines[i].length + 1;
  }
  const groups = groupLines(lines.length, (i) => lines[i]);
  // The last group may go on past the lines read, or be joined to the next card by a "//" line;
  // every group before it is final (grouping only ever re-opens the latest group).
  if (lines.length < lineCount) groups.pop();
  const isCard = (g: { first: number; last: number }) => {
    const first = lines.slice(g.first, g.last + 1).find((l) => !/^\s*#/.test(l));
    return first !== undefined && !first.trimStart().startsWith('@');
  };
  // A chunk that is neither a comment block nor a directive ends the directives in force: they are all above it.
  if (!groups.some(isCard)) return undefined;
  return lines.slice(0, groups[groups.length - 1].last + 1).join('\n');
}

/** What checking the first screens found. */
export interface FirstScreen {
  /** The cards' own diagnostics, in document order (no severity overrides applied). */
  diagnostics: CardDiagnostic[];
  /** Cards checked. */
  cards: number;
  /** Lines they span (from the top of the document). */
  lines: number;
}

/**
 * Parses and checks the first screens' text (see {@link firstScreenText}) in steps, a card at a
 * time; positions are those of the whole document (the text starts at its first line). The notes
 * that a word is new to this one card (`new-subtype`) are left out: the first screens don't see
 * the cards further down, which may use the word too and make it one of the set's own.
 */
export function* firstScreenSteps(text: string, options: ParseOptions): Generator<void, FirstScreen, void> {
  const doc: CardsDocument = yield* parseDocumentSteps(text, options);
  yield* checkSteps(doc);
  return { diagnostics: cardDiagnosticsOnly(doc).filter((d) => d.code !== codes.newSubtype), cards: doc.cards.length, lines: doc.lineCount };
}
