/**
 * The set's packs, one source for every format that opens them (Draftmancer's slots, Forge's
 * `Booster=` line, the CLI's `--boosters`): how many cards of each rarity a pack holds.
 */
import type { BoosterSlots } from './registry.js';

/** The default booster: 10 commons, 3 uncommons, 1 rare or mythic, a mythic in 1 pack of 8. */
export const defaultSlots: BoosterSlots = { common: 10, uncommon: 3, rare: 1, mythicRate: 8 };

/** Forge's fixed odds: its `RareMythic` slot has a mythic in one pack of eight. */
export const forgeMythicRate = 8;

/**
 * Forge's `Booster=` value for a set whose cards have these rarities (`10 Common, 3 Uncommon, 1
 * RareMythic`): a slot only for a rarity the set has, or undefined when no slot is left.
 */
export function forgeBooster(rarities: ReadonlySet<string>, slots: BoosterSlots): string | undefined {
  const parts: string[] = [];
  if (slots.common > 0 && rarities.has('common')) parts.push(`${slots.common} Common`);
  if (slots.uncommon > 0 && rarities.has('uncommon')) parts.push(`${slots.uncommon} Uncommon`);
  const rare = rarities.has('rare');
  const mythic = rarities.has('mythic');
  if (slots.rare > 0 && (rare || mythic)) parts.push(`${slots.rare} ${rare && mythic ? 'RareMythic' : rare ? 'Rare' : 'Mythic'}`);
  return parts.length > 0 ? parts.join(', ') : undefined;
}
