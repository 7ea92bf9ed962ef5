/**
 * Keeping parsed cards small: every open document holds the AST, model and diagnostics of each of
 * its cards, so the size of these objects is the server's memory and much of a large lint's.
 */

/**
 * The one empty list that a parsed card's empty lists share. It is frozen: the lists of a parsed
 * card are read, never changed (a change would throw, in the strict code the project compiles to).
 */
const none = Object.freeze([]) as unknown as never[];

/**
 * A list holding exactly its items: a list grown by `push` keeps room for 17 or more, and each
 * empty one is an object of its own. The AST of a card holds dozens of short lists; their spare
 * room and the empty ones were the largest part of its memory.
 */
export function fitted<T>(items: T[]): T[] {
  return items.length === 0 ? none : items.slice();
}

/** Strings many cards hold (words, symbols, type names), one copy of each (the table is bounded). */
const interned = new Map<string, string>();

/**
 * The longest string kept: V8 copies a substring this short, while a longer one may be a view of
 * the whole text it was cut from, which the table must not keep alive.
 */
const maxInterned = 12;

/** The one kept copy of a short, common string (type words, symbols, lower-cased words). */
export function intern(text: string): string {
  const known = interned.get(text);
  if (known !== undefined) return known;
  if (interned.size < 50_000 && text.length <= maxInterned) interned.set(text, text);
  return text;
}
