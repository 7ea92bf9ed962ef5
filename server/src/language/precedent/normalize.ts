/**
 * What two cards are compared on, made comparable: card types, colours, mana value, P/T and
 * loyalty, keywords, and the rules text with the card's own name and self-references written `~`,
 * numbers `#`, reminder text left out, and the wording of older Oracle text ("enters the
 * battlefield", "converted mana cost") read as today's. Pure.
 */
import { cardTypes, keywordAbilities } from '../data/rulesData.js';

/** A card as precedent compares it (a custom card or a real one). */
export interface ComparedCard {
  name: string;
  typeLine: string;
  /** `{2}{W}`; split halves joined with ` // `. */
  manaCost: string;
  manaValue: number;
  /** Colour letters, WUBRG order. */
  colors: string;
  /** Rules text, one ability a line. */
  text: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
}

/** The parts of a card precedent works with. */
export interface CardShape {
  /** Card types (Creature, Instant…), sorted. */
  types: string[];
  subtypes: string[];
  /** Ability lines, normalised (see the module comment). */
  lines: string[];
  /** The numbers of the text, in order (`#` in `lines`). */
  numbers: number[];
  /** Keyword abilities the card has, lower-cased. */
  keywords: Set<string>;
  /** Mana symbols of the cost (`2`, `W`, `W/U`…). */
  cost: string[];
}

const typeSet = new Set(cardTypes.map((t) => t.toLowerCase()));
const numberWords: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20 };
/** Number words that count ("two target creatures"), not the article "a". */
const countWords = new Set(Object.keys(numberWords).filter((w) => w !== 'a' && w !== 'an'));
const numberRegex = new RegExp(`\\{(\\d+)\\}|(?<![\\w{])([+-]?\\d+)(?![\\w}])|\\b(?:${[...countWords].join('|')})\\b`, 'g');
const keywordSet = new Set(keywordAbilities.map((k) => k.name.toLowerCase()));


/** Card types and subtypes of a type line (all faces). */
export function typesOf(typeLine: string): { types: string[]; subtypes: string[] } {
  const types = new Set<string>();
  const subtypes = new Set<string>();
  for (const face of typeLine.split('//')) {
    const [left, right = ''] = face.split(/\s+[—–-]\s+/);
    for (const w of left.trim().split(/\s+/)) {
      const t = w.toLowerCase() === 'tribal' ? 'kindred' : w.toLowerCase();
      if (typeSet.has(t)) types.add(t[0].toUpperCase() + t.slice(1));
    }
    for (const w of right.trim().split(/\s+/).filter(Boolean)) subtypes.add(w);
  }
  return { types: [...types].sort(), subtypes: [...subtypes] };
}

/** The symbols of a mana cost (`{2}{W/U}` → `2`, `W/U`). */
export function costSymbols(cost: string): string[] {
  return [...cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1].toUpperCase());
}

/**
 * One card's text normalised: its name (and a legendary card's short name, before the comma)
 * and self-references as `~`, numbers as `#` (kept apart, in order), reminder text out.
 */
export function normalizeText(card: ComparedCard): { lines: string[]; numbers: number[] } {
  const short = card.name.includes(',') ? card.name.split(',')[0] : undefined;
  const names = [...new Set([card.name, ...card.name.split(/\s*\/\/\s*/), ...(short ? [short] : [])].filter(Boolean).map((n) => n.toLowerCase()))].sort((a, b) => b.length - a.length);
  const numbers: number[] = [];
  const lines: string[] = [];
  for (const raw of card.text.split('\n')) {
    if (raw.trim() === '//' || raw.trim() === '') continue;
    let line = replaceNames(withoutParentheses(raw).replace(/\bCARDNAME\b/g, '~').toLowerCase(), names)
      .replace(/\bthis (?:creature|spell|permanent|card|artifact|enchantment|land|planeswalker|battle|aura|equipment|vehicle|token)\b/g, '~')
      .replace(/\benters the battlefield\b/g, 'enters').replace(/\bconverted mana cost\b/g, 'mana value')
      .replace(/[’']/g, "'").replace(/[−–]/g, '-');
    // Numbers, in the order they stand: a generic mana symbol's, digits, and counting words.
    line = line.replace(numberRegex, (whole: string, generic: string | undefined, digits: string | undefined) => {
      if (generic !== undefined) {
        numbers.push(Number(generic));
        return '{#}';
      }
      if (digits === undefined) {
        numbers.push(numberWords[whole]);
        return '#';
      }
      // The sign stays in the text: +2/+2 and -2/-2 are different effects, not different numbers.
      numbers.push(Math.abs(Number(digits)));
      return /^[+-]/.test(digits) ? `${digits[0]}#` : '#';
    });
    // Commas stay, as words of their own: they part a keyword line ("flying , vigilance").
    line = line.replace(/,/g, ' , ').replace(/[^\w#~{}/+\-:, ]+/g, ' ').replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
  }
  return { lines, numbers };
}

const letter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * `text` with each parenthesised part (reminder text) written as a space: what
 * `/\([^)]*\)/g` does, in one pass (the pattern scans to the end of a line from every "(" that
 * is never closed: a line of 100,000 of them took minutes).
 */
export function withoutParentheses(text: string): string {
  const parts: string[] = [];
  let from = 0;
  for (let open = text.indexOf('('); open >= 0; open = text.indexOf('(', from)) {
    const close = text.indexOf(')', open + 1);
    if (close < 0) break;
    parts.push(text.slice(from, open), ' ');
    from = close + 1;
  }
  return parts.length === 0 ? text : parts.join('') + text.slice(from);
}

/**
 * `line` (lower-cased) with each whole-word occurrence of `names` (lower-cased, longest first)
 * written `~`, each name in one pass (rebuilding the line at every occurrence made a text of
 * 100,000 occurrences quadratic).
 */
function replaceNames(line: string, names: readonly string[]): string {
  let out = line;
  for (const name of names) {
    const parts: string[] = [];
    let from = 0;
    for (let at = out.indexOf(name); at >= 0; at = out.indexOf(name, at + 1)) {
      // Right after an occurrence just replaced, the character before is its `~`.
      const before = at === from && parts.length > 0 ? '~' : out[at - 1];
      if (letter(before) || letter(out[at + name.length])) continue;
      parts.push(out.slice(from, at), '~');
      from = at + name.length;
      at = from - 1;
    }
    if (parts.length > 0) out = parts.join('') + out.slice(from);
  }
  return out;
}

/** The keywords of a card: ability lines that are lists of keyword abilities ("Flying, vigilance", "Ward {2}"). */
export function keywordsOf(lines: string[]): Set<string> {
  const found = new Set<string>();
  for (const line of lines) {
    const named: string[] = [];
    for (const part of line.split(/\s*,\s*/)) {
      const k = keywordOf(part);
      if (k === undefined) {
        named.length = 0;
        break;
      }
      named.push(k);
    }
    for (const k of named) found.add(k);
  }
  return found;
}

/** The keyword a part of a keyword line names ("ward {#}" → ward, "first strike"), if any: its first one to four words. */
function keywordOf(part: string): string | undefined {
  const words = part.split(' ');
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const k = words.slice(0, n).join(' ');
    if (keywordSet.has(k)) return k;
  }
  return undefined;
}

/** Everything precedent compares of a card. */
export function shapeOf(card: ComparedCard): CardShape {
  const { types, subtypes } = typesOf(card.typeLine);
  const { lines, numbers } = normalizeText(card);
  return { types, subtypes, lines, numbers, keywords: keywordsOf(lines), cost: costSymbols(card.manaCost) };
}

/** The words and word pairs a text is matched on. */
export function features(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const words = line.split(' ').filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      out.push(words[i]);
      if (i + 1 < words.length) out.push(`${words[i]} ${words[i + 1]}`);
    }
  }
  return out;
}

/** True for a keyword ability's name (lower-cased). */
export function isKeyword(word: string): boolean {
  return keywordSet.has(word);
}
