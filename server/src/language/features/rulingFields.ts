/**
 * A card's own rulings, from its `Ruling: 2019-07-12 text` lines.
 */
import type { Face } from '../ast.js';

/** The face's `Ruling:` lines as `{ date, text }` (date when the value starts with one). */
export function cardRulings(face: Face): { date?: string; text: string }[] {
  return face.fields
    .filter((f) => f.label === 'Ruling')
    .map((f) => ({ date: f.date, text: f.date ? f.value.slice(f.date.length).replace(/^\s*[:—–-]?\s*/, '') : f.value }));
}
