/**
 * A card's rarity, from its `Rarity:` line. The rarity belongs to the card, not to a face (206.2:
 * the expansion symbol's colour shows it, the same on every face), so the line counts wherever it
 * stands: after the front face or after the back face of a double-faced or adventure card. Pure.
 */
import type { Card, Field } from '../ast.js';

const names: Record<string, string> = {
  c: 'common', common: 'common', u: 'uncommon', uncommon: 'uncommon', r: 'rare', rare: 'rare',
  m: 'mythic', mythic: 'mythic', 'mythic rare': 'mythic', s: 'special', special: 'special', bonus: 'special', timeshifted: 'special',
};

/** The rarity a `Rarity:` value names (`common`, `uncommon`, `rare`, `mythic`, `special`), or undefined. */
export function rarityName(value: string): string | undefined {
  const key = value.trim().toLowerCase().replace(/\s+/g, ' ');
  return Object.hasOwn(names, key) ? names[key] : undefined;
}

const isRarity = (field: Field): boolean => field.label === 'Rarity' || field.label.toLowerCase() === 'rarity';

/** Every `Rarity:` line of the card, face by face, in the order they stand. */
export function rarityFields(card: Card): Field[] {
  const out: Field[] = [];
  for (const face of card.faces) for (const field of face.fields) if (isRarity(field)) out.push(field);
  return out;
}

/** How many `Rarity:` lines the card has (no list made: the check asks it of every card). */
export function rarityFieldCount(card: Card): number {
  let n = 0;
  for (const face of card.faces) for (const field of face.fields) if (isRarity(field)) n++;
  return n;
}

/** The card's rarity: its first `Rarity:` line that names one, on whichever face it stands; undefined if none does. */
export function cardRarity(card: Card): string | undefined {
  for (const field of rarityFields(card)) {
    const name = rarityName(field.value);
    if (name) return name;
  }
  return undefined;
}
