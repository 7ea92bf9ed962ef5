/**
 * The first screens of a large file, published at once on `didOpen`: a 10,000-card file takes
 * seconds to parse in slices, but the cards of its first few hundred lines (with the directives in
 * force) are parsed and checked on their own in a few slices, and their own diagnostics published
 * with the document's version. The whole file's publish then replaces them, as it replaces stored
 * results from the result cache (which, when it published, makes this unnecessary). File-wide
 * diagnostics wait for the whole file. Nothing is published once the text changed, the document
 * was closed or reopened, or its real diagnostics came first.
 */
import type { PublishDiagnosticsParams } from 'vscode-languageserver';
import { firstScreenSteps, firstScreenText } from '../language/firstScreen.js';
import type { Declarations } from '../language/model/symbols.js';
import { mergeDiagnostics, type SeverityOverrides } from '../language/mergeDiagnostics.js';
import { toDiagnostic } from './convert.js';
import type { OpenDocuments } from './documents.js';
import { runInSlices } from './slices.js';

/**
 * Files of more lines than this get a first-screens publish: about 300 cards at the ~6.6 lines a
 * card (blank line included) of the 10,006-card corpus. Below it the whole file's first publish
 * comes within a few tenths of a second anyway, and a second publish would only be churn.
 */
export const firstScreenMinLines = 2000;

/** How many times the first screens are checked again when the settings change during the check. */
const maxAttempts = 3;

/** What checking the first screens gives. */
type FirstScreenResult = ReturnType<typeof firstScreenSteps> extends Generator<void, infer R, void> ? R : never;

export interface FirstScreenHost {
  documents: OpenDocuments;
  baseDeclarations(): Declarations | undefined;
  severity(): SeverityOverrides;
  send(params: PublishDiagnosticsParams): void;
  log(message: string): void;
}

/**
 * Publishes the first screens' card diagnostics of a document just opened, if it is large; true if
 * it published. Call it right after `didOpen` (and after the result cache declined to publish).
 */
export async function publishFirstScreen(uri: string, host: FirstScreenHost): Promise<boolean> {
  const state = host.documents.get(uri);
  if (!state || state.tooLarge || state.buffer.lineCount <= firstScreenMinLines) return false;
  // The text as opened, not yet parsed in full: anything else and the whole file's publish decides.
  // (A re-parse the settings asked for counts as a revision, not as an edit.)
  const asOpened = () => host.documents.get(uri) === state && !state.edited && state.parsedRevision === 0 && !state.tooLarge;
  const started = performance.now();
  const version = state.version;
  const text = firstScreenText(state.buffer.lineCount, (i) => state.buffer.line(i));
  if (text === undefined) return false;
  let result: FirstScreenResult | undefined;
  // Settings that change what a card means (custom symbols, the templating profile) often arrive
  // just after the open: the first screens are then checked again under them (a few times at most).
  for (let attempt = 0; ; attempt++) {
    const base = host.baseDeclarations();
    const current = () => asOpened() && host.baseDeclarations()?.fingerprint === base?.fingerprint;
    if (!asOpened() || attempt === maxAttempts) return false;
    result = await runInSlices(firstScreenSteps(text, { uri, version: version ?? 0, baseDeclarations: base }), () => !current());
    if (result && current()) break;
  }
  if (!result) return false;
  const diagnostics = mergeDiagnostics(result.diagnostics, [], host.severity()).map((d) => toDiagnostic(d, uri));
  // Logged first, so that a client reading the log knows a second publish follows.
  host.log(`cardtext: ${uri}: ${diagnostics.length} diagnostics of the first ${result.cards} cards (lines 1–${result.lines}) in ${Math.round(performance.now() - started)} ms (the whole file's replace them).`);
  host.send({ uri, version, diagnostics });
  return true;
}
