/**
 * Field lines: a `Ruling:` starts with the date it was published, written `YYYY-MM-DD` as the
 * official rulings are, and that date exists on the calendar.
 */
import type { Face, Field, Range } from '../ast.js';
import { codes } from './codes.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';

const example = 'Ruling: 2026-01-20 Ward triggers each time…';

function daysIn(year: number, month: number): number {
  return [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** Why year-month-day is not a calendar date, or undefined if it is one. */
function calendarProblem(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12) return `there is no month ${month}`;
  if (day < 1 || day > daysIn(year, month)) return `month ${month} of ${year} has no day ${day}`;
  return undefined;
}

/** The range of the first `length` characters of a field's value. */
function valueStart(field: Field, length: number): Range {
  const start = field.valueRange.start;
  return { start, end: { line: start.line, character: start.character + length } };
}

function checkRulingDate(field: Field, accept: Accept): void {
  const value = field.value;
  if (value.trim() === '') {
    accept('warning', codes.invalidRulingDate, `This ruling is empty: write the date it was published, then its text ("${example}").`, field.labelRange);
    return;
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?!\d)/.exec(value);
  if (iso) {
    const problem = calendarProblem(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    if (problem) {
      accept('warning', codes.invalidRulingDate, `"${iso[0]}" is not a date: ${problem}. A ruling starts with the date it was published, as YYYY-MM-DD.`, valueStart(field, iso[0].length));
    }
    return;
  }
  // Year first with other separators or one-digit parts: the intended date is clear, so offer it.
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/.exec(value);
  if (yearFirst) {
    const [year, month, day] = [Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3])];
    const problem = calendarProblem(year, month, day);
    const range = valueStart(field, yearFirst[0].length);
    if (problem) {
      accept('warning', codes.invalidRulingDate, `"${yearFirst[0]}" is not a date: ${problem}. A ruling starts with the date it was published, as YYYY-MM-DD.`, range);
      return;
    }
    const fixed = `${yearFirst[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    accept('warning', codes.invalidRulingDate, `Write the ruling's date as YYYY-MM-DD: ${fixed}, not "${yearFirst[0]}" (rulings are sorted and matched by this form).`, range,
      { fix: { title: `Write ${fixed}`, edits: [{ range, newText: fixed }] } });
    return;
  }
  const word = /^\S+/.exec(value)![0];
  const dayFirst = /^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}(?!\d)/.test(word);
  accept('warning', codes.invalidRulingDate,
    dayFirst
      ? `"${word}" could be read day-first or month-first: write the ruling's date as YYYY-MM-DD ("${example}").`
      : `A ruling starts with the date it was published, as YYYY-MM-DD ("${example}"); "${word}" is not a date.`,
    valueStart(field, word.length));
}

function checkFields(face: Face, _ctx: CheckContext, accept: Accept): void {
  for (const field of face.fields) if (field.label === 'Ruling') checkRulingDate(field, accept);
}

registerChecks({ Face: [checkFields] });
