/**
 * Lookup tables keyed by words a card says. A plain object literal inherits `constructor`, `toString`… from
 * `Object.prototype`, so a card saying "is constructor" would find a value there; these tables have no prototype.
 */

/** `entries` as a table with no inherited keys (`wordTable({ black: 'B' }).constructor` is undefined). */
export function wordTable<T>(entries: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}
