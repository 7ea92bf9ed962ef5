/**
 * What counts as a token card: a card whose type line's first word is `Token` (`Token Creature —
 * Goblin`). One predicate, so statistics, rendering and exports agree on it.
 */
import type { Card, Face } from '../language/ast.js';

/** True if a face's type line starts with the word `Token`. */
export function isTokenFace(face: Face): boolean {
  return /^token$/i.test(face.typeLine?.types[0]?.text ?? '');
}

/** True if a card is a token card (its front face's type line starts with `Token`). */
export function isTokenCard(card: Card): boolean {
  return card.faces[0] !== undefined && isTokenFace(card.faces[0]);
}
