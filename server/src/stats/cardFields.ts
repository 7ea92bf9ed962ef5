/** Reading a face's field lines (`Rarity:`, `Artist:`, `Art:`…) as values. */
import type { Face } from '../language/ast.js';
import { rarityName } from '../language/model/rarity.js';

export { cardRarity } from '../language/model/rarity.js';

/** The value of a face's first field with this label (case-insensitive), trimmed, if any. */
export function fieldValue(face: Face, label: string): string | undefined {
  return face.fields.find((f) => f.label.toLowerCase() === label.toLowerCase())?.value.trim();
}

/** The rarity a face's own `Rarity:` value names (`common`, `uncommon`, `rare`, `mythic`, `special`), or undefined. A card's rarity is {@link cardRarity}'s. */
export function rarityOf(face: Face): string | undefined {
  const value = fieldValue(face, 'Rarity');
  return value ? rarityName(value) : undefined;
}
