/**
 * Text the user wrote (card names, words, symbols, rulings, directive names — from a `.cards`
 * file, a rulings file or a rules file) on its way into something the server shows: a message
 * repeats only a short piece of it.
 */

/** How many characters of user text a message repeats before cutting it with "…". */
export const echoLimit = 80;

/** Line breaks as LSP counts them, plus the Unicode ones some editors and renderers break at. */
const lineBreaks = /[ \t]*(?:\r\n|[\r\n\u0085\u2028\u2029])[ \t\r\n\u0085\u2028\u2029]*/g;

/**
 * User text as a message repeats it: on one line, and at most `max` characters (the rest cut
 * with "…"), so a 100,000-character name makes a short message, not a 100,000-character one.
 */
export function echo(text: string, max = echoLimit): string {
  const oneLine = text.length > max * 4 ? text.slice(0, max * 4) : text; // bound the work on huge inputs
  const flat = oneLine.replace(lineBreaks, ' ');
  if (flat.length <= max && oneLine.length === text.length) return flat;
  let cut = flat.slice(0, max - 1);
  // Never split a surrogate pair (an emoji, a rare script): drop the lone high half.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
