/**
 * "Insert reminder text" on a keyword line that has none: the rules' keywords from the
 * current-reminder table, the set's own from `@keyword`. (The whole-file conversion is with the
 * other code actions: `convertEdits` in codeActions.ts.)
 */
import type { KeywordAbility, Range } from '../ast.js';
import type { TextEdit } from '../checks/index.js';
import { currentReminder, readKeywordLine } from '../checks/wordingReminder.js';
import type { CardsDocument } from '../document.js';
import { chunkAtLine } from './locate.js';
import { carriesReminder } from '../knowledge/reminderText.js';

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
      // A rules keyword only when cards print its reminder as a rule (Cycling, Ward), not now and then (Vigilance).
      if (!doc.declarations.keywordReminders?.has(read.keyword.toLowerCase()) && !carriesReminder(read.keyword)) continue;
      const reminder = currentReminder(read, a.face, doc.declarations);
      if (!reminder) continue;
      const at = { line, character: ability.range.start.character + read.end };
      out.push({ title: `Insert reminder text for ${read.keyword}`, edit: { range: { start: at, end: at }, newText: ` ${reminder}` } });
    }
  }
  return out;
}
