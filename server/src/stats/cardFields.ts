/** Reading a face's field lines (`Rarity:`, `Artist:`, `Art:`…) as values. */
import type { Face } from '../language/ast.js';

const rarities: Record<string, string> = {
  c: 'common', common: 'common', u: 'uncommon', uncommon: 'uncommon', r: 'rare', rare: 'rare',
  m: 'mythic', mythic: 'mythic', 'mythic rare': 'mythic', s: 'special', special: 'special', bonus: 'special', timeshifted: 'special',
};

/** The value of a face's first field with this label (case-insensitive), trimmed, if any. */
export function fieldValue(face: Face, label: string): string | undefined {
  return face.fields.find((f) => f.label.toLowerCase() === label.toLowerCase())?.value.trim();
}

/** The rarity a `Rarity:` value names (`common`, `uncommon`, `rare`, `mythic`, `special`), or undefined. */
export function rarityOf(face: Face): string | undefined {
  const value = fieldValue(face, 'Rarity');
  return value ? rarities[value.toLowerCase()] : undefined;
}
