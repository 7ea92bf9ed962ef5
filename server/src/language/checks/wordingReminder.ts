/**
 * Reminder text (207.2a) against its keyword: one that contradicts it (another number, cost or
 * polarity, another keyword's rule) is `reminder-text-mismatch`; one in another wording of the same
 * rule, `wording-reminder-text`; the card's name in it, `wording-self-reference`. For the rules'
 * keywords it is compared with the current reminder text measured on real cards (data/reminderText.ts,
 * today's wording from the update that gave it, 2025); for the set's own keywords with the reminder
 * text `@keyword` declares. A missing reminder is no mistake (rares often leave it out): the "Insert
 * reminder text" action adds it (features/templatingActions.ts).
 */
import type { Ability, KeywordAbility } from '../ast.js';
import type { Declarations } from '../model/symbols.js';
import type { FaceModel } from '../model/cardModel.js';
import { compareReminder, compareWithKnown, fillReminder, reminderFor, type ReminderComparison, type ReminderParameter } from '../knowledge/reminderText.js';
import { applies, checksWording } from '../templating/profile.js';
import { atSentenceStart, oneEdit, spanRange, wordingText } from '../templating/wordingText.js';
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
  // A number and a cost both (`Impending 4—{2}{W}{W}`): the reminder speaks of each.
  if (ability.parameter && /^(?:\d+|X)$/.test(ability.parameter)) parameter.n = ability.parameter === 'X' ? 'X' : Number(ability.parameter);
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

/** Where the card names itself in its reminder text (its name, or a legendary card's short name), as offsets in the reminder. */
function namesInReminder(reminder: string, face: FaceModel): { at: number; length: number }[] {
  const name = face.face.name.text.trim();
  const short = face.supertypes.includes('Legendary') && name.includes(',') ? name.split(',')[0].trim() : undefined;
  const out: { at: number; length: number }[] = [];
  for (const form of [name, short]) {
    if (!form || form.length < 2) continue;
    for (let at = reminder.indexOf(form); at >= 0; at = reminder.indexOf(form, at + form.length)) {
      const before = reminder.charAt(at - 1);
      const after = reminder.charAt(at + form.length);
      if (/[\p{L}\p{N}]/u.test(before) || /[\p{L}\p{N}]/u.test(after)) continue;
      if (!out.some((o) => at >= o.at && at < o.at + o.length)) out.push({ at, length: form.length });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/**
 * A keyword's reminder text (207.2a) against today's. It must say what the keyword does: one that
 * says something else — the opposite ("Attacking causes this creature to tap" for Vigilance), another
 * number or cost, another keyword's rule — is `reminder-text-mismatch`, whatever the profile. One that
 * says the same rule in other words than today's (an older wording: "enters the battlefield",
 * Lifelink's "Whenever this creature deals damage, you gain that much life") is the wording note
 * `wording-reminder-text` under a profile of today's reminders; the card's own name in it (`Trample
 * (Zephyr Colt can deal …)`) is `wording-self-reference`. A trimmed reminder, or one reworded in words
 * the current one uses, is left alone.
 */
function checkReminder(ability: Ability, ctx: CheckContext, accept: Accept): void {
  if (ability.abilityKind !== 'keyword' || !checksWording(ctx.declarations.templating) || !wordingText(ability)) return;
  // Only a reminder written on the line can contradict its keyword.
  if (ability.effect.reminders.length === 0) return;
  const line = readKeywordLine(ability);
  if (!line?.written) return;
  const face = ctx.abilityModel?.face ?? ctx.face;
  const w = wordingText(ability)!;
  const self = reminderSelf(face);
  const today = applies(ctx.declarations.templating, 'thisObject');
  // The card's name in its own reminder is "this creature" (…) today; compared as that.
  let written = line.written.text;
  const names = namesInReminder(written, face);
  if (names.length > 0) {
    for (const n of [...names].reverse()) {
      const at = line.written.at + n.at;
      const replacement = atSentenceStart(written, n.at) || written.charAt(n.at - 1) === '(' ? self.charAt(0).toUpperCase() + self.slice(1) : self;
      if (today) {
        accept(codeInfo[codes.wordingSelfReference].severity, codes.wordingSelfReference, `reminder text calls the card "${echo(written.slice(n.at, n.at + n.length), 30)}": today's says "${self}" (201.5)`, spanRange(w, at, n.length), {
          detail: `Reminder text speaks of the card the way rules text does: today's cards call themselves "${self}" (201.5), in reminder text too, not by name.`,
          fixes: [oneEdit(`Write "${replacement}"`, w, at, n.length, replacement)],
        });
      }
      written = written.slice(0, n.at) + replacement + written.slice(n.at + n.length);
    }
  }
  const declared = ctx.declarations.keywordReminders?.get(line.keyword.toLowerCase());
  const current = currentReminder(line, face, ctx.declarations);
  let comparison: ReminderComparison;
  if (declared) comparison = current === undefined ? 'unknown' : compareWithKnown([current], written);
  else comparison = compareReminder(line.keyword, line.parameter, self, written);
  // A threshold the reminder states (Station's "It's an artifact creature at 8+") is one of the card's own levels (`8+ | …`).
  const threshold = /\bat (\d+)\+/.exec(written);
  const levels = [...ctx.cardText.matchAll(/^\s*(\d+)\+\s*\|/gm)].map((m) => m[1]);
  if (threshold && levels.length > 0 && !levels.includes(threshold[1])) comparison = 'contradicts';
  // A reminder that shares few words with today's may explain something else on the line (an old
  // card's reminder of a Phyrexian symbol): a mismatch only where today's reminders are the measure.
  if (comparison === 'unrelated') comparison = declared || today ? 'contradicts' : 'unknown';
  if (comparison === 'same' || comparison === 'unknown') return;
  const range = spanRange(w, line.written.at, line.written.text.length);
  const fixes = current ? [oneEdit('Use the current reminder text', w, line.written.at, line.written.text.length, current)] : [];
  const source = declared ? 'the reminder text its @keyword declares' : 'the keyword\'s current reminder text';
  if (comparison === 'contradicts') {
    accept(codeInfo[codes.reminderTextMismatch].severity, codes.reminderTextMismatch, `this reminder text says something else than ${echo(line.keyword, 30)} does (207.2a)`, range, {
      detail: `Reminder text restates the keyword's rule (207.2a); this one contradicts it (another number, cost or polarity, or another keyword's rule), so a player who reads it plays the card wrong. ${declared ? 'The set declares' : 'Today\'s cards print'}${current ? `: ${echo(current, 200)}` : ' another reminder.'}`,
      fixes,
    });
    return;
  }
  // Another wording of the same rule: a note where the profile is today's (or the set declares the wording).
  if (!declared && !today) return;
  accept(codeInfo[codes.wordingReminderText].severity, codes.wordingReminderText, `this reminder text is worded otherwise than ${declared ? 'its @keyword declares' : 'today\'s'} (207.2a)`, range, {
    detail: `It says what ${echo(line.keyword, 30)} does, but not in the words of ${source}${current ? `: ${echo(current, 200)}` : ''} (an older wording, or words that reminder doesn't use).`,
    fixes,
  });
}

registerChecks({ Ability: [checkReminder] });
