/**
 * What the wording checks read: an ability's line as text, with its reminder text or quoted text
 * blanked out where a check must not look (same length, so offsets stay columns), and the ranges
 * and edits of spans inside it.
 */
import type { Ability, Range } from '../ast.js';
import type { Fix, TextEdit } from '../checks/registry.js';
import { ChunkPosition } from '../positions.js';

/** An ability's text with parts blanked out, and where its first character stands. */
export interface WordingText {
  /** The ability's line, same length as written. */
  text: string;
  line: number;
  /** Column of the text's first character. */
  column: number;
}

/** Replaces every match of `re` by spaces of its length, so columns keep their meaning. */
function blank(text: string, re: RegExp): string {
  return text.replace(re, (m) => ' '.repeat(m.length));
}

/**
 * Blanks reminder text: each "(" up to the next ")" (or the line's end) and nothing nested, as
 * `/\([^()]*\)?/g` would (a scan by indexOf: this runs for every ability of every card).
 */
export function blankReminders(text: string): string {
  let out = '';
  let from = 0;
  for (let open = text.indexOf('('); open >= 0; open = text.indexOf('(', from)) {
    let end = open + 1;
    while (end < text.length && text[end] !== '(' && text[end] !== ')') end++;
    if (text[end] === ')') end++;
    out += text.slice(from, open) + ' '.repeat(end - open);
    from = end;
  }
  return out + text.slice(from);
}

/** (One regex test: `includes('“')` on a one-byte string costs more than the whole test.) */
const anyQuote = /["“]/;
const quotes = /["“][^"”]*["”]?/g;

/**
 * The ability's text for a wording check, or undefined for abilities the checks skip (granted ones,
 * which are read with the ability that grants them; abilities over several lines).
 */
export function wordingText(ability: Ability, omit: { reminders?: boolean; quotes?: boolean } = {}): WordingText | undefined {
  if (ability.granted || ability.range.start.line !== ability.range.end.line) return undefined;
  // The checks of one ability run one after another: the last ability's texts are kept, one per kind.
  const kind = (omit.reminders ? 1 : 0) + (omit.quotes ? 2 : 0);
  const kept = last[kind];
  if (kept.ability === ability) return kept.value;
  let text = ability.text;
  if (omit.reminders && text.includes('(')) text = blankReminders(text);
  if (omit.quotes && anyQuote.test(text)) text = blank(text, quotes);
  const value = { text, line: ability.range.start.line, column: ability.range.start.character };
  last[kind] = { ability, value };
  return value;
}

const last: { ability?: Ability; value?: WordingText }[] = [{}, {}, {}, {}];

/**
 * The whole source line an ability starts on (several keyword abilities share one line), with
 * reminder text blanked out; undefined if the card's text does not hold it.
 */
export function abilityLine(ability: Ability, cardText: string): WordingText | undefined {
  const start = ability.range.start;
  if (!(start instanceof ChunkPosition)) return undefined;
  // The line is found by counting line breaks: splitting every card's text into lines would cost more.
  let from = 0;
  for (let n = 0; n < start.relativeLine; n++) {
    const lineBreak = cardText.indexOf('\n', from);
    if (lineBreak < 0) return undefined;
    from = lineBreak + 1;
  }
  const to = cardText.indexOf('\n', from);
  const line = cardText.slice(from, to < 0 ? cardText.length : to);
  return { text: line.includes('(') ? blankReminders(line) : line, line: start.line, column: 0 };
}

/** The range of `length` characters from offset `at` of the text. */
export function spanRange(w: WordingText, at: number, length: number): Range {
  return { start: { line: w.line, character: w.column + at }, end: { line: w.line, character: w.column + at + length } };
}

/** An edit replacing `length` characters at `at` with `newText`. */
export function spanEdit(w: WordingText, at: number, length: number, newText: string): TextEdit {
  return { range: spanRange(w, at, length), newText };
}

/** A fix of one edit. */
export function oneEdit(title: string, w: WordingText, at: number, length: number, newText: string): Fix {
  return { title, edits: [spanEdit(w, at, length, newText)] };
}

/** The written word's capital kept: `Converted` → `Mana`, `converted` → `mana`. */
export function sameCase(written: string, replacement: string): string {
  return /^[A-Z]/.test(written) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** True if offset `at` begins a sentence of the text (its start, or after `.`, `:`, `—`, `•`). */
export function atSentenceStart(text: string, at: number): boolean {
  const before = text.slice(0, at).trimEnd();
  return before === '' || /[.:—•!?]$/.test(before) || /\b[IVX]+\s*(?:,\s*[IVX]+\s*)*[—-]$/.test(before);
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

/** The English word for 0–20 (`2` → `two`), or undefined past twenty. */
export function numberWord(n: number): string | undefined {
  return Number.isInteger(n) && n >= 0 && n < numberWords.length ? numberWords[n] : undefined;
}

/** The number an English word names (`two` → 2, case ignored), or undefined. */
export function wordNumber(word: string): number | undefined {
  const at = numberWords.indexOf(word.toLowerCase());
  return at < 0 ? undefined : at;
}

/** A pattern source matching one number word, one to twenty. */
export const numberWordPattern = `(?:${numberWords.slice(1).sort((a, b) => b.length - a.length).join('|')})`;
