/**
 * Field lines: a `Ruling:` starts with the date it was published, written `YYYY-MM-DD` as the
 * official rulings are, and that date exists on the calendar; a card has one rarity, so two
 * `Rarity:` lines (on one face or on two) that name different ones conflict.
 */
import type { Card, Face, Field, Range } from '../ast.js';
import { rarityFieldCount, rarityFields, rarityName } from '../model/rarity.js';
import { codes } from './codes.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';
import { echo } from '../userText.js';

const example = 'Ruling: 2026-01-20 Ward triggers each time…';
const publishedDate = 'A ruling starts with the date it was published, written YYYY-MM-DD.';

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
    accept('warning', codes.invalidRulingDate, 'empty ruling — write its date, then its text', field.labelRange,
      { detail: `A ruling starts with the date it was published, as YYYY-MM-DD, then its text ("${example}").` });
    return;
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?!\d)/.exec(value);
  if (iso) {
    const problem = calendarProblem(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    if (problem) {
      accept('warning', codes.invalidRulingDate, `ruling date "${iso[0]}" is not a date: ${problem}`, valueStart(field, iso[0].length), { detail: publishedDate });
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
      accept('warning', codes.invalidRulingDate, `ruling date "${yearFirst[0]}" is not a date: ${problem}`, range, { detail: publishedDate });
      return;
    }
    const fixed = `${yearFirst[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    accept('warning', codes.invalidRulingDate, `write the ruling's date as ${fixed}, not "${yearFirst[0]}"`, range,
      { detail: `${publishedDate} Rulings are sorted and matched by this form.`, fixes: [{ title: `Write ${fixed}`, edits: [{ range, newText: fixed }] }] });
    return;
  }
  const word = /^\S+/.exec(value)![0];
  const dayFirst = /^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}(?!\d)/.test(word);
  const shown = echo(word, 30);
  accept('warning', codes.invalidRulingDate,
    dayFirst ? `ruling date "${shown}" is ambiguous — write it YYYY-MM-DD` : `"${shown}" is not a date — a ruling starts with its YYYY-MM-DD date`,
    valueStart(field, word.length),
    { detail: dayFirst ? `"${echo(word)}" could be read day-first or month-first. ${publishedDate} ("${example}")` : `${publishedDate} ("${example}")` });
}

function checkFields(face: Face, _ctx: CheckContext, accept: Accept): void {
  for (const field of face.fields) if (field.label === 'Ruling') checkRulingDate(field, accept);
}

/**
 * Two `Rarity:` lines of one card that name different rarities: the card has one rarity (206.2), the
 * first line's, wherever it stands; the later one is reported. The same rarity written twice
 * (`Rarity: R` after each face) is no conflict.
 */
function checkRarity(card: Card, _ctx: CheckContext, accept: Accept): void {
  if (rarityFieldCount(card) < 2) return;
  const fields = rarityFields(card);
  let first: { field: Field; name: string } | undefined;
  for (const field of fields) {
    const name = rarityName(field.value);
    if (!name) continue;
    if (!first) {
      first = { field, name };
      continue;
    }
    if (name === first.name) continue;
    // No line number in the words: a card's diagnostics are kept while the cards above it move (the related range moves with them).
    accept('warning', codes.conflictingRarity, `a second Rarity: says ${name}, the first ${first.name} — a card has one rarity (206.2)`, field.valueRange, {
      detail: `A card has one rarity, shown by its expansion symbol's colour on every face (206.2); its Rarity: line counts wherever it stands, after the front or the back face. This card's first Rarity: line says ${first.name}, so stats, boosters, images and exports take it as ${first.name}. Keep one Rarity: line.`,
      related: [{ message: `the first Rarity: line: ${first.name}`, range: first.field.valueRange }],
    });
  }
}

registerChecks({ Face: [checkFields], Card: [checkRarity] });
