/**
 * The one way card names are compared, by everything that matches names (duplicate names, go to
 * definition, references, rename, name hovers, rulings look-up, meld links, token cards): a
 * straight apostrophe and a typographic one are the same character (Format Document writes `’`,
 * Scryfall and most people type `'`), and case doesn't matter.
 */

/** Apostrophe look-alikes: typographic right and left quotes, the modifier letter apostrophe, the grave accent. */
const apostrophes = /[’‘ʼ`]/g;

/**
 * Text with every apostrophe look-alike made a straight `'`. Each character stays one character,
 * so a position in the folded text is the same position in the text.
 */
export function foldApostrophes(text: string): string {
  return text.replace(apostrophes, "'");
}

/** The key a card name is matched by: apostrophes folded, lower case. */
export function nameKey(name: string): string {
  return foldApostrophes(name).toLowerCase();
}

/** True if two card names name the same card. */
export function sameName(a: string, b: string): boolean {
  return a === b || nameKey(a) === nameKey(b);
}
