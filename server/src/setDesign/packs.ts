/**
 * Opening packs: a seeded generator (the same seed gives the same packs, on every machine), each
 * slot's rarity drawn by its weights, and its card drawn from the set's cards of that rarity that
 * the pack does not hold yet (no card twice in a pack; packs are independent, as printed ones
 * are). Pure.
 */
import { type Collation, type Draw, effectiveWeights, type Pools } from './collation.js';
import type { DesignCard } from './designCards.js';

/** A card of a pack, as `cardtext boosters --format json` prints it. */
export interface PackCard {
  name: string;
  rarity: string;
  slot: string;
  card: DesignCard;
}

/** Mulberry32: a small, fast generator of numbers in [0, 1), fully determined by its 32-bit state. */
export function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The packs' generator: mulberry32 seeded with the FNV-1a hash of the seed as written (so "42" and 42 open the same packs). */
export function generator(seed: string | number): () => number {
  let h = 2166136261;
  for (const ch of String(seed)) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return mulberry32(h);
}

/** The set's cards by what a slot draws. */
export function poolsByDraw(cards: readonly DesignCard[]): Record<Draw, DesignCard[]> {
  const out: Record<Draw, DesignCard[]> = { common: [], uncommon: [], rare: [], mythic: [], land: [] };
  for (const c of cards) (c.basicLand ? out.land : out[c.rarity]).push(c);
  return out;
}

function pick(weights: Partial<Record<Draw, number>>, random: () => number): Draw {
  let r = random();
  let last: Draw = 'common';
  for (const [draw, p] of Object.entries(weights) as [Draw, number][]) {
    last = draw;
    if ((r -= p) < 0) return draw;
  }
  return last;
}

/**
 * Draws `count` packs, calling `onCard` for each card drawn (pack number, card, slot): the one
 * drawing routine behind `openPacks` and the conformance run's tallies of 100,000 packs. The
 * collation must fit the set (collation.ts `fillProblem`); a land slot of a set without basic
 * lands stays empty.
 */
export function drawPacks(cards: readonly DesignCard[], collation: Collation, count: number, seed: string | number, onCard: (pack: number, card: DesignCard, slot: number) => void): void {
  const random = generator(seed);
  const pools = poolsByDraw(cards);
  const sizes: Pools = { common: pools.common.length, uncommon: pools.uncommon.length, rare: pools.rare.length, mythic: pools.mythic.length, land: pools.land.length };
  const weights = collation.slots.map((s) => effectiveWeights(s, sizes));
  const taken = new Set<DesignCard>();
  for (let p = 0; p < count; p++) {
    taken.clear();
    for (let i = 0; i < collation.slots.length; i++) {
      const slot = collation.slots[i];
      for (let k = 0; k < slot.count; k++) {
        const pool = pools[pick(weights[i], random)];
        if (pool.length === 0) continue;
        // Draw until a card the pack does not hold (fillProblem guarantees there is one).
        let card = pool[Math.floor(random() * pool.length)];
        for (let guard = 0; taken.has(card) && guard < 10000; guard++) card = pool[Math.floor(random() * pool.length)];
        taken.add(card);
        onCard(p, card, i);
      }
    }
  }
}

/** Opens `count` packs (see `drawPacks`). */
export function openPacks(cards: readonly DesignCard[], collation: Collation, count: number, seed: string | number): PackCard[][] {
  const packs: PackCard[][] = Array.from({ length: count }, () => []);
  drawPacks(cards, collation, count, seed, (p, card, slot) => {
    packs[p].push({ name: card.model.card.name, rarity: card.basicLand ? 'basic land' : card.rarity, slot: collation.slots[slot].label, card });
  });
  return packs;
}
