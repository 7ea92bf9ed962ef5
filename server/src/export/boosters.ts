/**
 * The set's packs, one source for every format that opens them (Draftmancer's slots, Forge's
 * `Booster=` line, the CLI's `--boosters`): how many cards of each rarity a pack holds. A set's
 * own `@collation` (setDesign/collation.ts, the one `cardtext boosters` opens) gives them when the
 * export names none.
 */
import type { Directive } from '../language/ast.js';
import { boosterSlotsOf } from '../setDesign/collation.js';
import { setCollations } from '../setDesign/designCards.js';
import type { BoosterSlots, ExportOptions } from './registry.js';
import type { ExportSet } from './setModel.js';

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

/** The set's own default collation as exporters' slots, when its files declare one (`@collation`). */
export function collationSlots(directives: readonly Directive[]): ExportSet['collation'] {
  if (!directives.some((d) => d.name === 'collation')) return undefined;
  const { default: collation } = setCollations(directives);
  // Slots mixing rarities other than rare/mythic (wildcards) are written as their likeliest rarity.
  const mixed = collation.slots.filter((s) => Object.keys(s.weights).length > 1 && !(Object.keys(s.weights).every((k) => k === 'rare' || k === 'mythic')));
  return { name: collation.name, slots: boosterSlotsOf(collation), mixed: mixed.map((s) => s.label) };
}

/** The slots an export's packs use: the ones asked for, else the set's own collation's (saying how mixed slots were written), else the default. */
export function exportSlots(set: ExportSet, options: ExportOptions, warn: (message: string) => void, tool: string): BoosterSlots {
  const rate = (slots: BoosterSlots) => (options.mythicRate ? { ...slots, mythicRate: options.mythicRate } : slots);
  if (options.boosters) return rate(options.boosters);
  if (!set.collation) return rate(defaultSlots);
  if (set.collation.mixed.length > 0) warn(`${tool} packs have one rarity per slot: the ${set.collation.name} collation's mixed slot${set.collation.mixed.length === 1 ? '' : 's'} (${set.collation.mixed.join('; ')}) ${set.collation.mixed.length === 1 ? 'is' : 'are'} written as its likeliest rarity`);
  return rate(set.collation.slots);
}
