/**
 * Text the user wrote (card names, words, symbols, rulings, directive names — from a `.cards`
 * file, a rulings file or a rules file) on its way into something the server shows: a message is
 * kept short, and Markdown (hover) is escaped so that the text reads as text, never as a link, an
 * image, HTML or formatting. Only the server's own Markdown (its headings, `cardtext.showRule`
 * links) is ever written unescaped.
 */

/** How many characters of user text a message repeats before cutting it with "…". */
export const echoLimit = 80;

/** Line breaks as LSP counts them, plus the Unicode ones some editors and renderers break at. */
const lineBreaks = /[ \t]*(?:\r\n|[\r\n\u0085\u2028\u2029])[ \t\r\n\u0085\u2028\u2029]*/g;

const wordChar = /[\p{L}\p{N}'’-]/u;

/**
 * User text as a message repeats it: on one line, and at most `max` characters (the rest cut
 * with "…"), so a 100,000-character name makes a short message, not a 100,000-character one. The
 * cut falls between words (`… you control…`, never `… you control e…`): a word the limit would
 * split is left out whole, unless that would leave less than half the limit (one long word).
 */
export function echo(text: string, max = echoLimit): string {
  const oneLine = text.length > max * 4 ? text.slice(0, max * 4) : text; // bound the work on huge inputs
  const flat = oneLine.replace(lineBreaks, ' ');
  if (flat.length <= max && oneLine.length === text.length) return flat;
  let cut = flat.slice(0, max - 1);
  // Never split a surrogate pair (an emoji, a rare script): drop the lone high half.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  if (wordChar.test(cut.charAt(cut.length - 1)) && wordChar.test(flat.charAt(cut.length))) {
    const space = cut.lastIndexOf(' ');
    if (space >= max / 2) cut = cut.slice(0, space);
  }
  return `${cut.replace(/[\s,;:]+$/, '')}…`;
}

/** Characters that open Markdown or HTML syntax anywhere in a line. */
const inlineSyntax = /[\\`*_[\]<>&~|@]/g;

/**
 * User text as literal Markdown: backslash escapes (CommonMark 2.4) for every character that can
 * start emphasis, a code span, a link or image, raw HTML, an entity, strikethrough or a table
 * cell; the `:` of `scheme://`, the `.` of `www.` and every `@`, which GitHub-flavoured renderers
 * (VS Code's among them) would turn into links; `$(` (VS Code's theme icons); and, at the start,
 * anything that would make a heading, list, quote or rule when the text begins a line or a list
 * item. Line breaks become spaces, so the text never leaves the line it was put in. Rendered, the
 * text reads exactly as written.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(lineBreaks, ' ')
    .replace(/^[ \t]+/, '')
    .replace(inlineSyntax, '\\$&')
    .replace(/:(?=\/\/)/g, '\\:')
    .replace(/\b(www)\./gi, '$1\\.')
    .replace(/\$(?=\()/g, '\\$')
    .replace(/^([#+=-])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

/** User text for a Markdown message: escaped, and cut at `max` characters like {@link echo}. */
export function markdownEcho(text: string, max = echoLimit): string {
  return escapeMarkdown(echo(text, max));
}
