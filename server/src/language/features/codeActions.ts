/**
 * Code actions: every fix a diagnostic carries is a quick fix, each code whose diagnostics have one
 * fix each offers "fix all of this kind in the file", and a file that uses words of its own without
 * declaring them offers "Declare all N new words" (a source action).
 */
import { type Range } from '../ast.js';
import type { CardDiagnostic, Fix, TextEdit } from '../checks/index.js';
import type { CardsDocument } from '../document.js';
import { declareVocabularyEdit } from './setWords.js';
import { reminderInsertions } from './templatingActions.js';
import { wordingCodes } from '../checks/codes.js';

export interface CodeAction {
  title: string;
  kind: 'quickfix' | 'source.fixAll' | 'source' | 'refactor.rewrite' | 'source.convertTemplating';
  /** A whole-file change the editor should show before applying (a workspace edit needing confirmation). */
  preview?: boolean;
  /** The diagnostics this action fixes. */
  diagnostics: CardDiagnostic[];
  edits: TextEdit[];
  isPreferred?: boolean;
}

function overlaps(a: Range, b: Range): boolean {
  const before = (p: Range['start'], q: Range['start']) => p.line < q.line || (p.line === q.line && p.character < q.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}

/** Non-overlapping edits, in document order (overlapping later ones are dropped), as plain text (no snippets: many at once). */
function mergeEdits(edits: TextEdit[]): TextEdit[] {
  const sorted = [...edits].sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  const out: TextEdit[] = [];
  for (const e of sorted) {
    const last = out[out.length - 1];
    if (last && overlaps(last.range, e.range) && !(last.range.end.line === e.range.start.line && last.range.end.character === e.range.start.character)) continue;
    out.push({ range: e.range, newText: e.newText });
  }
  return out;
}

/**
 * The fix to apply in bulk: the one fix of a diagnostic that has exactly one, unless it leaves
 * placeholders for the designer to fill in (`0/0`, `where X is …`). A choice is never made in bulk.
 */
export function bulkFix(d: CardDiagnostic): Fix | undefined {
  const fix = d.fixes?.length === 1 ? d.fixes[0] : undefined;
  return fix && !fix.edits.some((e) => e.snippet !== undefined) ? fix : undefined;
}

/**
 * Quick fixes for the diagnostics overlapping `range` — every fix of each, the only one preferred
 * when there is no choice to make — and "fix all" actions for codes whose diagnostics each have
 * exactly one fix with nothing left to fill in.
 */
export function doCodeActions(range: Range, diagnostics: CardDiagnostic[], doc?: CardsDocument): CodeAction[] {
  const actions: CodeAction[] = [];
  const here = diagnostics.filter((d) => d.fixes?.length && overlaps(d.range, range));
  // A fix several diagnostics offer alike (each copy of `{M}` in `Add {M}{M}`) is listed once, for all of them.
  const byFix = new Map<string, CodeAction>();
  for (const d of here) {
    const fixes = d.fixes!;
    for (const fix of fixes) {
      const key = `${fix.title}\u0000${JSON.stringify(fix.edits)}`;
      const same = byFix.get(key);
      if (same) {
        same.diagnostics.push(d);
        continue;
      }
      const action: CodeAction = { title: fix.title, kind: 'quickfix', diagnostics: [d], edits: fix.edits, isPreferred: fixes.length === 1 };
      byFix.set(key, action);
      actions.push(action);
    }
  }
  for (const code of new Set(here.map((d) => d.code))) {
    const all = diagnostics.filter((d) => d.code === code && bulkFix(d));
    if (all.length < 2) continue;
    actions.push({ title: `Fix all ${all.length} "${code}" problems in this file`, kind: 'quickfix', diagnostics: all, edits: mergeEdits(all.flatMap((d) => bulkFix(d)!.edits)) });
  }
  // Anywhere in the file: declare the words it uses as its own (a source action, as "organize imports").
  const declare = doc && declareVocabularyEdit(doc);
  if (declare) actions.push({ title: declare.title, kind: 'source', diagnostics: [], edits: [declare.edit] });
  if (doc) {
    for (const insertion of reminderInsertions(doc, range)) actions.push({ title: insertion.title, kind: 'refactor.rewrite', diagnostics: [], edits: [insertion.edit] });
    const wording = diagnostics.filter((d) => wordingCodes.includes(d.code));
    const edits = wording.length > 0 ? convertEdits(diagnostics, []) : [];
    if (edits.length > 0) actions.push({ title: `Convert to ${profileName(doc)} templating (${wording.length} wording notes)`, kind: 'source.convertTemplating', diagnostics: wording, edits, preview: true });
  }
  return actions;
}

/** The profile as the convert action names it: "current", or the date. */
function profileName(doc: CardsDocument): string {
  const p = doc.declarations.templating;
  return !p || p.name === 'current' ? 'current' : p.name;
}

/** Codes whose fix is certain (spelling and printing conventions), safe to apply without looking. */
const safeCodes = new Set(['dash-style', 'mana-cost-order', 'symbol-case', 'generic-mana-produced', 'obsolete-type', 'obsolete-subtype', 'mode-bullet']);

/** Every certain fix in the file (for "source.fixAll", e.g. on save); guesses like "did you mean" are left to the user. */
export function fixAll(diagnostics: CardDiagnostic[]): TextEdit[] {
  return mergeEdits(diagnostics.filter((d) => safeCodes.has(d.code) && bulkFix(d)).flatMap((d) => bulkFix(d)!.edits));
}

export { mergeEdits };

/**
 * Every edit that brings the file to its profile ("Convert to current templating", `lint --fix`):
 * each wording note's one fix and the `safe` edits of fix-all, non-overlapping, in document order.
 */
export function convertEdits(diagnostics: CardDiagnostic[], safe: TextEdit[]): TextEdit[] {
  return mergeEdits([...safe, ...diagnostics.filter((d) => wordingCodes.includes(d.code)).flatMap((d) => bulkFix(d)?.edits ?? [])]);
}
