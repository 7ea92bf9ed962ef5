/**
 * The whole-file fix of `cardtext lint --fix` (and the editor's "Convert to current templating"):
 * every edit fix-all applies plus each wording note's one fix, applied to the text, again until
 * nothing is left to fix (an edit can reveal another: "Put … onto the battlefield" becomes "Create
 * …", whose number is then checked). Pure: text in, text and the changed lines out.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CardDiagnostic } from '../checks/index.js';
import { convertEdits, fixAll } from './codeActions.js';

/** A line the fix changed, as it was and as it is (1-based line of the result). */
export interface ChangedLine {
  line: number;
  before: string;
  after: string;
}

/** The fixed text, how many fixes were applied, and the lines they changed. */
export interface FixedText {
  text: string;
  fixes: number;
  changed: ChangedLine[];
}

/** At most this many passes: each pass applies every fix it finds, so two or three are all real text needs. */
const maxPasses = 5;

/** Applies every certain and every wording fix to `text`; `check` lints a text. */
export function fixText(text: string, check: (text: string) => CardDiagnostic[]): FixedText {
  let current = text;
  let fixes = 0;
  for (let pass = 0; pass < maxPasses; pass++) {
    const diagnostics = check(current);
    const edits = convertEdits(diagnostics, fixAll(diagnostics));
    if (edits.length === 0) break;
    fixes += edits.length;
    current = TextDocument.applyEdits(TextDocument.create('file', 'cardtext', 0, current), edits);
  }
  return { text: current, fixes, changed: changedLines(text, current) };
}

/** The lines that differ (the fixes never add or remove a line break, so lines correspond one to one). */
function changedLines(before: string, after: string): ChangedLine[] {
  const a = before.split(/\r\n|\r|\n/);
  const b = after.split(/\r\n|\r|\n/);
  const out: ChangedLine[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) out.push({ line: i + 1, before: a[i] ?? '', after: b[i] ?? '' });
  return out;
}
