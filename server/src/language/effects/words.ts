/**
 * An ability's text as the effect reader reads it: self-references (the card's name, `this
 * creature`, `CARDNAME`) written `~`, reminder text left out (207.2: it has no game function),
 * split into words, symbols and punctuation; and a cursor to read them with.
 */
import type { Ability, Range } from '../ast.js';

/** One word, symbol (`{2}`), P/T change (`+1/+1`), number or punctuation mark. */
export interface Word {
  /** Lower-cased, curly apostrophes made straight. */
  t: string;
  /** As written (for subtypes and names, whose capital letters matter). */
  raw: string;
  /** The text the word is in, and where in it the word starts (to quote what the reader could not read). */
  source: string;
  at: number;
}

function offsetIn(ability: Ability, range: Range): [number, number] | undefined {
  const start = ability.range.start;
  if (range.start.line !== start.line || range.end.line !== start.line) return undefined;
  return [range.start.character - start.character, range.end.character - start.character];
}

/**
 * The ability's text from `from` (an offset into `ability.text`) to `to`, with self-references as
 * `~` and reminder text removed.
 */
export function readableText(ability: Ability, from = 0, to = ability.text.length): string {
  const cuts: { at: number; end: number; put: string }[] = [];
  for (const r of ability.effect.selfReferences) {
    const o = offsetIn(ability, r.range);
    if (o) cuts.push({ at: o[0], end: o[1], put: '~' });
  }
  for (const r of ability.effect.reminders) {
    const o = offsetIn(ability, r.range);
    if (o) cuts.push({ at: o[0], end: o[1], put: '' });
  }
  cuts.sort((a, b) => a.at - b.at);
  let out = '';
  let at = from;
  for (const cut of cuts) {
    if (cut.at < at || cut.end > to) continue;
    out += ability.text.slice(at, cut.at) + cut.put;
    at = cut.end;
  }
  out += ability.text.slice(at, to);
  return out.replace(/\s+/g, ' ').replace(/\s+([.,;:])/g, '$1').trim();
}

/** Where a part of the ability (its condition or effect) starts and ends in `ability.text`. */
export function span(ability: Ability, range: Range): [number, number] {
  return offsetIn(ability, range) ?? [0, ability.text.length];
}

// `~'s` (the card's possessive) is one word, as `its` is.
const token = /\{[^}]*\}|[+\-−]?(?:\d+|X|\*)\/[+\-−]?(?:\d+|X|\*)|[+\-−]\d+|\d+|[\p{L}][\p{L}\d'’\-]*|~(?:['’]s(?![\p{L}]))?|[,.;:"“”—•()]/gu;

/** The words of a text. */
export function words(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(token)) {
    const raw = m[0].replace(/[“”]/g, '"').replace(/’/g, "'").replace(/−/g, '-');
    out.push({ t: raw.toLowerCase(), raw, source: text, at: m.index });
  }
  return out;
}

/** Reads a list of words from left to right; `mark`/`reset` step back after a failed reading. */
/** True if the words of `w` from `i` are `phrase` (lower-case words, as `Word.t`). */
export function phraseAt(w: Word[], i: number, phrase: string[]): boolean {
  return phrase.every((p, k) => w[i + k]?.t === p);
}

export class Cursor {
  i = 0;
  constructor(readonly w: Word[]) {}

  /** Takes a word that ends its sentence here ("populate.", "investigate"), as a keyword action said alone. */
  takeAlone(word: string): boolean {
    if (this.peek() !== word || !(this.peek(1) === '' || this.peek(1) === '.')) return false;
    this.i++;
    return true;
  }

  /** The word `k` ahead, lower-cased, or '' at the end. */
  peek(k = 0): string {
    return this.w[this.i + k]?.t ?? '';
  }

  raw(k = 0): string {
    return this.w[this.i + k]?.raw ?? '';
  }

  get done(): boolean {
    return this.i >= this.w.length;
  }

  /** True at the end of the words or of a sentence (the next word a full stop). */
  get atSentenceEnd(): boolean {
    return this.done || this.peek() === '.';
  }

  /** True if the next words are `phrase` (space-separated; `a|an` accepts either). */
  at(phrase: string): boolean {
    const parts = phrase.split(' ');
    for (let k = 0; k < parts.length; k++) {
      const w = this.peek(k);
      if (!parts[k].split('|').includes(w)) return false;
    }
    return true;
  }

  /** Takes `phrase` if it comes next. */
  take(phrase: string): boolean {
    if (!this.at(phrase)) return false;
    this.i += phrase.split(' ').length;
    return true;
  }

  /** Takes the first of `phrases` that comes next (longest first is the caller's order), or returns undefined. */
  takeAny(...phrases: string[]): string | undefined {
    for (const p of phrases) if (this.take(p)) return p;
    return undefined;
  }

  next(): string {
    return this.w[this.i++]?.t ?? '';
  }

  mark(): number {
    return this.i;
  }

  reset(at: number): void {
    this.i = at;
  }

  /** The words from here on, as text (for what the reader could not read). */
  rest(): string {
    const w = this.w[this.i];
    return w ? w.source.slice(w.at).trim() : '';
  }
}

/** What stopped the reader. */
export class Unread extends Error {
  constructor(readonly at: string, reason: string) {
    super(reason);
  }
}

/** `value`, or an `Unread` naming `what` the reader expected at the cursor. */
export function need<T>(value: T | undefined, c: Cursor, what: string): T {
  if (value === undefined) throw new Unread(c.rest(), `not read: ${what}`);
  return value;
}
