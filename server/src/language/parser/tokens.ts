/**
 * Token definitions of the `.cards` language, in lexing order.
 *
 * Chevrotain tries the patterns in array order and takes the first that matches, so the order
 * matters: line-start tokens (comments, face separators, field labels, directives) come first,
 * then brace symbols (before any single-character punctuation), power/toughness pairs (before
 * numbers and signs), words, and a one-character catch-all last so lexing never fails.
 *
 * Every pattern that is a regular expression names the characters it can start with
 * (`start_chars_hint`): Chevrotain would otherwise work them out by analysing each expression at
 * every start (~25 ms of it, the letter ranges of Word most), and the lexer is built without its
 * validations. A test builds the lexer without the hints and checks that it finds the same
 * characters (test/language/parser/lookahead.test.ts).
 */
import { createToken, Lexer, type CustomPatternMatcherFunc, type TokenType } from 'chevrotain';

/** The characters of the ranges `from`–`to` (pairs of characters, both ends included). */
function chars(...ranges: [string, string][]): string[] {
  const out: string[] = [];
  for (const [from, to] of ranges) for (let c = from.charCodeAt(0); c <= to.charCodeAt(0); c++) out.push(String.fromCharCode(c));
  return out;
}

const digits = chars(['0', '9']);
/** The letters a Word starts with (its pattern's first character class). */
const wordStarts = chars(['A', 'Z'], ['a', 'z'], ['\u00c0', '\u00d6'], ['\u00d8', '\u00f6'], ['\u00f8', '\u024f'], ['\u0370', '\u03ff']);

/** True when `offset` is the first non-blank character of its line. */
function atLineStart(text: string, offset: number): boolean {
  for (let i = offset - 1; i >= 0; i--) {
    const ch = text.charCodeAt(i);
    if (ch === 10 || ch === 13) return true;
    if (ch !== 32 && ch !== 9) return false;
  }
  return true;
}

/** Builds a matcher for a regex that only applies at the start of a line. */
function lineStart(regex: RegExp): CustomPatternMatcherFunc {
  const sticky = new RegExp(regex.source, 'y');
  return (text, offset) => {
    if (!atLineStart(text, offset)) return null;
    sticky.lastIndex = offset;
    return sticky.exec(text);
  };
}

/** The labels of field lines (`Flavor: …`); `Loyalty:`/`Defense:` are stats lines with a label. */
export const fieldLabels = [
  'Flavor', 'Flavour', 'Ruling', 'Rarity', 'Artist', 'Art', 'Note', 'Number', 'Slot', 'Loyalty', 'Defense', 'Defence',
  'Color indicator', 'Colour indicator', 'Hand', 'Life',
] as const;

/** Every inline token (anything but line structure) is in this category. */
export const Inline = createToken({ name: 'Inline', pattern: Lexer.NA });
/**
 * Inline tokens that carry no nesting or cost structure: everything but quotes, parentheses,
 * colons and commas. Cost parts are runs of these; rules text adds colons and commas.
 */
export const Plain = createToken({ name: 'Plain', pattern: Lexer.NA });

/** A whole comment line, `# …`, with its line break, so that a comment never looks like a blank line. */
export const Comment = createToken({
  name: 'Comment',
  pattern: lineStart(/#[^\r\n]*(?:\r\n|\n|\r)?/),
  start_chars_hint: ['#'],
  line_breaks: true,
  group: 'comments',
});
/** A line holding only `//`: the separator between the faces of a multi-face card. */
export const FaceSeparator = createToken({
  name: 'FaceSeparator',
  pattern: lineStart(/\/\/(?=[ \t]*(?:\r|\n|$))/),
  start_chars_hint: ['/'],
  line_breaks: false,
});
/** `Flavor:`, `Ruling:`… at the start of a line. */
export const FieldLabel = createToken({
  name: 'FieldLabel',
  pattern: lineStart(new RegExp(`(?:${fieldLabels.join('|')})[ \\t]*:`)),
  start_chars_hint: [...new Set(fieldLabels.map((l) => l[0]))],
  line_breaks: false,
});
/** `@mana`, `@keyword`… file directives at the start of a line. */
export const Directive = createToken({
  name: 'Directive',
  pattern: lineStart(/@[A-Za-z][A-Za-z-]*/),
  start_chars_hint: ['@'],
  line_breaks: false,
});
export const Newline = createToken({ name: 'Newline', pattern: /\r\n|\r|\n/, start_chars_hint: ['\r', '\n'], line_breaks: true });
export const Whitespace = createToken({
  name: 'Whitespace',
  pattern: /[ \t\u00a0\u2009\u202f]+/,
  start_chars_hint: [' ', '\t', '\u00a0', '\u2009', '\u202f'],
  group: Lexer.SKIPPED,
});
/** A complete brace group such as `{T}`, `{2/W}` or `{K}`; whether it is a real symbol is decided later. */
export const Symbol = createToken({ name: 'Symbol', pattern: /\{[^{}\r\n]*\}/, start_chars_hint: ['{'], categories: [Inline, Plain] });
/** A `{` that is never closed on its line. */
export const UnclosedBrace = createToken({ name: 'UnclosedBrace', pattern: /\{[^{}\r\n]*/, start_chars_hint: ['{'], categories: [Inline, Plain] });
export const StrayCloseBrace = createToken({ name: 'StrayCloseBrace', pattern: /\}/, start_chars_hint: ['}'], categories: [Inline, Plain] });
/** `2/3`, `*\/1+*`, `+1/+1`, `X/X`: a power/toughness pair (also used in rules text, e.g. counters). */
export const PowerToughness = createToken({
  name: 'PowerToughness',
  pattern:
    /[+\-−]?(?:\d*½|\d+(?:\.\d+)?|[*X∞?])[²³]?(?:[+\-](?:\d+|\*))?\/[+\-−]?(?:\d*½|\d+(?:\.\d+)?|[*X∞?])[²³]?(?:[+\-](?:\d+|\*))?(?![A-Za-z0-9])/,
  // Characters past U+00FF share buckets in Chevrotain's table: those of one bucket go side by side.
  start_chars_hint: ['+', '-', '*', 'X', '?', '½', '−', '∞', ...digits],
  categories: [Inline, Plain],
});
export const NumberLiteral = createToken({
  name: 'NumberLiteral',
  pattern: /\d+(?:\.\d+)?½?|½|∞/,
  start_chars_hint: [...digits, '½', '∞'],
  categories: [Inline, Plain],
});
/** A word: letters, then letters, digits, apostrophes or inner hyphens (`Urza’s`, `Assembly-Worker`). */
export const Word = createToken({
  name: 'Word',
  pattern: /[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0370-\u03ff][A-Za-z0-9\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0370-\u03ff'’]*(?:-[A-Za-z0-9\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f'’]+)*/,
  start_chars_hint: wordStarts,
  categories: [Inline, Plain],
});
export const Colon = createToken({ name: 'Colon', pattern: /:/, start_chars_hint: [':'], categories: [Inline] });
export const Comma = createToken({ name: 'Comma', pattern: /,/, start_chars_hint: [','], categories: [Inline] });
export const Period = createToken({ name: 'Period', pattern: /\.(?:\.\.)?|…/, start_chars_hint: ['.', '…'], categories: [Inline, Plain] });
export const Semicolon = createToken({ name: 'Semicolon', pattern: /;/, start_chars_hint: [';'], categories: [Inline, Plain] });
/** The long dash `—`, and the stand-ins designers type for it (`--`, `–`, `-`). */
export const Dash = createToken({ name: 'Dash', pattern: /—|--|–|-/, start_chars_hint: ['-', '–', '—'], categories: [Inline, Plain] });
/** U+2212, the minus sign of loyalty costs (`−2:`). */
export const Minus = createToken({ name: 'Minus', pattern: /−/, start_chars_hint: ['−'], categories: [Inline, Plain] });
export const Plus = createToken({ name: 'Plus', pattern: /\+/, start_chars_hint: ['+'], categories: [Inline, Plain] });
export const Bullet = createToken({ name: 'Bullet', pattern: /•/, start_chars_hint: ['•'], categories: [Inline, Plain] });
export const Tilde = createToken({ name: 'Tilde', pattern: /~/, start_chars_hint: ['~'], categories: [Inline, Plain] });
export const LParen = createToken({ name: 'LParen', pattern: /\(/, start_chars_hint: ['('], categories: [Inline] });
export const RParen = createToken({ name: 'RParen', pattern: /\)/, start_chars_hint: [')'], categories: [Inline] });
/** A straight double quote opens or closes; typographic quotes say which. */
export const Quote = createToken({ name: 'Quote', pattern: /"/, start_chars_hint: ['"'], categories: [Inline] });
export const OpenQuote = createToken({ name: 'OpenQuote', pattern: /“/, start_chars_hint: ['“'], categories: [Inline] });
export const CloseQuote = createToken({ name: 'CloseQuote', pattern: /”/, start_chars_hint: ['”'], categories: [Inline] });
/**
 * Any other printable punctuation. Characters outside every pattern (rare scripts, control
 * characters) become lexer errors, which the parser reports and skips without failing.
 */
export const OtherChar = createToken({
  name: 'OtherChar',
  pattern: /[!?&=\[\]<>%$^|\\'‘’`\/_@#*·°×÷¡¿§¶©®™]/,
  start_chars_hint: [...'!?&=[]<>%$^|\\\'‘’`/_@#*·°×÷¡¿§¶©®™'],
  categories: [Inline, Plain],
});

/** All token types in lexing order. */
export const allTokens: TokenType[] = [
  Comment, FaceSeparator, FieldLabel, Directive,
  Newline, Whitespace,
  Symbol, UnclosedBrace, StrayCloseBrace,
  PowerToughness, NumberLiteral, Word,
  Colon, Comma, Period, Semicolon, Dash, Minus, Plus, Bullet, Tilde,
  LParen, RParen, Quote, OpenQuote, CloseQuote,
  OtherChar,
  Inline, Plain,
];
