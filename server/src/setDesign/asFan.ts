/**
 * As-fan: how many cards of a kind a pack holds on average, computed exactly from the collation
 * and the set's cards of each rarity (not by opening packs): every card position of a slot is
 * equally likely to be any card of the rarity it draws, so a slot of `n` cards drawing a rarity
 * with probability p adds n × p × (cards of the kind at that rarity ÷ cards of that rarity). Pure.
 */
import { colorKeys } from '../stats/setStats.js';
import { type Collation, type Draw, effectiveWeights, type Pools } from './collation.js';
import type { DesignCard } from './designCards.js';
import { poolsOf } from './designCards.js';

/** The colour pairs, allied then enemy. */
export const colorPairs = ['WU', 'UB', 'BR', 'RG', 'WG', 'WB', 'UR', 'BG', 'WR', 'UG'] as const;

/** `stats --format json`'s `asFan`: expected cards per pack of each kind, under the set's default collation. */
export interface AsFanJson {
  collation: string;
  /** Cards per pack. */
  packSize: number;
  rarity: Record<string, number>;
  colors: Record<string, number>;
  /** Cards of exactly the two colours. */
  pairs: Record<string, number>;
  types: Record<string, number>;
  keywords: Record<string, number>;
}

const round = (x: number) => Math.round(x * 10000) / 10000;

/** The as-fan of each kind a card may belong to (see the module comment). */
export function asFan(cards: readonly DesignCard[], collation: Collation): AsFanJson {
  const pools: Pools = poolsOf(cards);
  // Expected cards per pack of each draw (rarity, or basic land).
  const perDraw: Partial<Record<Draw, number>> = {};
  for (const slot of collation.slots) {
    for (const [draw, p] of Object.entries(effectiveWeights(slot, pools)) as [Draw, number][]) {
      if (pools[draw] > 0) perDraw[draw] = (perDraw[draw] ?? 0) + slot.count * p;
    }
  }
  // Each card's share: expected copies of it in a pack.
  const share = (c: DesignCard) => {
    const draw: Draw = c.basicLand ? 'land' : c.rarity;
    return (perDraw[draw] ?? 0) / pools[draw];
  };
  const json: AsFanJson = {
    collation: collation.name, packSize: 0,
    rarity: { common: 0, uncommon: 0, rare: 0, mythic: 0, 'basic land': 0 },
    colors: Object.fromEntries(colorKeys.map((k) => [k, 0])), pairs: Object.fromEntries(colorPairs.map((p) => [p, 0])), types: {}, keywords: {},
  };
  for (const c of cards) {
    const s = share(c);
    if (s === 0) continue;
    json.packSize += s;
    json.rarity[c.basicLand ? 'basic land' : c.rarity] += s;
    json.colors[c.color] += s;
    if (c.pair) json.pairs[c.pair] = (json.pairs[c.pair] ?? 0) + s;
    for (const t of c.types) json.types[t] = (json.types[t] ?? 0) + s;
    for (const k of c.keywords) json.keywords[k] = (json.keywords[k] ?? 0) + s;
  }
  const rounded = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, round(v)]));
  const sorted = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, v]) => [k, round(v)]));
  return { ...json, packSize: round(json.packSize), rarity: rounded(json.rarity), colors: rounded(json.colors), pairs: rounded(json.pairs), types: sorted(json.types), keywords: sorted(json.keywords) };
}
