/**
 * Editing actions of the templating checks: "Insert reminder text" on a keyword line that has none
 * (the rules' keywords from the current-reminder table, the set's own from `@keyword`), and the edit
 * that brings a whole file to its profile ("Convert to current templating", `cardtext lint --fix`):
 * every fix fix-all would apply, the wording notes' own included, as one edit.
 */
import type { KeywordAbility, Range } from '../ast.js';
import type { CardDiagnostic, TextEdit } from '../checks/index.js';
import { wordingCodes } from '../checks/codes.js';
import { currentReminder, readKeywordLine } from '../checks/wordingReminder.js';
import type { CardsDocument } from '../document.js';
import { chunkAtLine } from './locate.js';
import { bulkFix, mergeEdits } from './codeActions.js';

/** An action that inserts a keyword's reminder text. */
export interface ReminderInsertion {
  title: string;
  edit: TextEdit;
}

/** "Insert reminder text" for the keyword lines within `range` that have none and whose reminder is known. */
export function reminderInsertions(doc: CardsDocument, range: Range): ReminderInsertion[] {
  const out: ReminderInsertion[] = [];
  for (let line = range.start.line; line <= range.end.line && out.length < 20; line++) {
    const model = chunkAtLine(doc, line)?.model;
    if (!model) continue;
    for (const a of model.abilities) {
      if (a.ability.line !== line || a.ability.abilityKind !== 'keyword' || a.ability.granted) continue;
      const ability = a.ability as KeywordAbility;
      const read = readKeywordLine(ability);
      if (!read || read.written) continue;
      const reminder = currentReminder(read, a.face, doc.declarations);
      if (!reminder) continue;
      const at = { line, character: ability.range.start.character + read.end };
      out.push({ title: `Insert reminder text for ${read.keyword}`, edit: { range: { start: at, end: at }, newText: ` ${reminder}` } });
    }
  }
  return out;
}

/** The codes a whole-file conversion applies: the safe fixes of fix-all and every wording note's one fix. */
const convertible = (d: CardDiagnostic) => wordingCodes.includes(d.code);

/**
 * Every edit that brings the file to its profile: each wording note's fix where it has exactly one,
 * and fix-all's certain fixes (dashes, symbol case, cost order…). Non-overlapping, in document order.
 */
export function convertEdits(diagnostics: CardDiagnostic[], safe: TextEdit[]): TextEdit[] {
  return mergeEdits([...safe, ...diagnostics.filter(convertible).flatMap((d) => bulkFix(d)?.edits ?? [])]);
}
