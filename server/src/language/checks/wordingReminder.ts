/**
 * Reminder text (207.2a) that contradicts its keyword: another number, another cost, another
 * keyword's rule. For the rules' keywords it is compared with the current reminder text measured on
 * real cards (data/reminderText.ts, checked from the update that gave it its wording, 2025); for the
 * set's own keywords with the reminder text `@keyword` declares. A missing reminder is no mistake
 * (rares often leave it out): the "Insert reminder text" action adds it (features/reminders.ts).
 */
import type { Ability, KeywordAbility } from '../ast.js';
import type { Declarations } from '../model/symbols.js';
import type { FaceModel } from '../model/cardModel.js';
import { compareReminder, fillReminder, reminderFor, type ReminderParameter } from '../knowledge/reminderText.js';
import { applies, checksWording } from '../templating/profile.js';
import { oneEdit, spanRange, wordingText } from '../templating/wordingText.js';
import { codeInfo, codes } from './codes.js';
import { echo } from '../userText.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';
import { selfNoun } from './wordingSelf.js';

/** A keyword line read for its reminder: the keyword as written, its number or cost, and its reminder text. */
export interface KeywordReminder {
  keyword: string;
  parameter: ReminderParameter;
  /** The reminder as written (with parentheses), or undefined. */
  written?: { text: string; at: number };
  /** Where the keyword's text ends (a reminder is inserted there). */
  end: number;
}

/** A keyword ability as the reminder checks read it, from what the parser found: `Cycling {2} (…)`, `Mobilize 2`, `Ward—Pay 3 life.` */
export function readKeywordLine(ability: KeywordAbility): KeywordReminder | undefined {
  const at = (c: number) => c - ability.range.start.character;
  if (ability.keywordRange.start.line !== ability.range.start.line) return undefined;
  const parameter: ReminderParameter = {};
  if (ability.cost) parameter.cost = ability.text.slice(at(ability.cost.range.start.character), at(ability.cost.range.end.character)).replace(/\.$/, '');
  else if (ability.parameter && /^(?:\d+|X)$/.test(ability.parameter)) parameter.n = ability.parameter === 'X' ? 'X' : Number(ability.parameter);
  const reminder = ability.effect.reminders[0];
  const written = reminder && reminder.range.start.line === ability.range.start.line ? { text: reminder.text, at: at(reminder.range.start.character) } : undefined;
  return {
    keyword: ability.text.slice(at(ability.keywordRange.start.character), at(ability.keywordRange.end.character)),
    parameter, written, end: (written ? ability.text.slice(0, written.at) : ability.text).trimEnd().length,
  };
}

/** "this creature", "this artifact"… as the card's reminder text calls it. */
export function reminderSelf(face: FaceModel): string {
  return face.isInstantOrSorcery ? 'this spell' : `this ${selfNoun(face)}`;
}

/** The current reminder text for a keyword line: the set's declared one for its own keywords, else the table's. */
export function currentReminder(line: KeywordReminder, face: FaceModel, declarations: Declarations): string | undefined {
  const declared = declarations.keywordReminders?.get(line.keyword.toLowerCase());
  if (declared) return fillReminder(declared, line.parameter, reminderSelf(face));
  return reminderFor(line.keyword, line.parameter, reminderSelf(face));
}

const normal = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').replace(/\.\)$/, ')').trim();

function checkReminder(ability: Ability, ctx: CheckContext, accept: Accept): void {
  if (ability.abilityKind !== 'keyword' || !checksWording(ctx.declarations.templating) || !wordingText(ability)) return;
  // Only a reminder written on the line can contradict its keyword.
  if (ability.effect.reminders.length === 0) return;
  const line = readKeywordLine(ability);
  if (!line?.written) return;
  const face = ctx.abilityModel?.face ?? ctx.face;
  const declared = ctx.declarations.keywordReminders?.get(line.keyword.toLowerCase());
  // The table holds today's reminder text: an older profile's reminders are worded otherwise.
  if (!declared && !applies(ctx.declarations.templating, 'thisObject')) return;
  const current = currentReminder(line, face, ctx.declarations);
  let contradicts: boolean;
  if (declared) contradicts = current !== undefined && normal(current) !== normal(line.written.text);
  else {
    contradicts = compareReminder(line.keyword, line.parameter, reminderSelf(face), line.written.text) === 'contradicts';
  }
  if (!contradicts) return;
  const w = wordingText(ability)!;
  const source = declared ? 'the reminder text its @keyword declares' : 'the keyword\'s current reminder text';
  accept(codeInfo[codes.wordingReminderText].severity, codes.wordingReminderText, `this reminder text does not say what ${echo(line.keyword, 30)} does (207.2a)`, spanRange(w, line.written.at, line.written.text.length), {
    detail: `Reminder text restates the keyword's rule (207.2a). This one says something else than ${source}${current ? `: ${echo(current, 200)}` : ''}.`,
    fixes: current ? [oneEdit('Use the current reminder text', w, line.written.at, line.written.text.length, current)] : [],
  });
}

registerChecks({ Ability: [checkReminder] });
