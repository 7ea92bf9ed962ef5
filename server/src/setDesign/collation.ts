/**
 * Collations: what a booster holds, slot by slot, as data. Two are built in — today's play
 * booster and the classic draft booster — and a set may write its own with `@collation`:
 *
 *     @collation Arena: 8 common; 3 uncommon; 1 rare/mythic 1:7; 1 common 50 uncommon 35 rare 12.5 mythic 2.5
 *
 * A slot is a count and what it draws: one rarity, `rare/mythic 1:N` (a mythic in one pack of N),
 * weights in percent that add up to 100, or `land` (a basic land of the set, when it has any). The
 * set's first `@collation` is its default; `@collation draft` (or `play`) picks a built-in one.
 * Pure: no randomness here (packs.ts opens packs), no files.
 */

export const rarities = ['common', 'uncommon', 'rare', 'mythic'] as const;
export type Rarity = (typeof rarities)[number];
export type Draw = Rarity | 'land';

/** One slot of a pack: how many cards, and the chance of each rarity for each of them. */
export interface Slot {
  count: number;
  /** As written (`rare/mythic 1:8`), for messages and the JSON's `slot`. */
  label: string;
  /** Probability of each draw (adding up to 1). */
  weights: Partial<Record<Draw, number>>;
}

export interface Collation {
  name: string;
  slots: Slot[];
  /** `built-in`, or the `@collation` line (0-based) that declares it. */
  line?: number;
}

const weightsOf = (w: Partial<Record<Draw, number>>): Partial<Record<Draw, number>> => w;

/** The classic draft booster: 10 commons, 3 uncommons, a rare or (one pack in 8) a mythic, a basic land. */
export const draftBooster: Collation = {
  name: 'draft',
  slots: [
    { count: 10, label: 'common', weights: { common: 1 } },
    { count: 3, label: 'uncommon', weights: { uncommon: 1 } },
    { count: 1, label: 'rare/mythic 1:8', weights: weightsOf({ rare: 7 / 8, mythic: 1 / 8 }) },
    { count: 1, label: 'land', weights: { land: 1 } },
  ],
};

/**
 * Today's play booster (2024 on), as cardtext models it for a custom set: 7 commons, 3 uncommons,
 * a rare or (one in 7) a mythic, two wildcards of any rarity, a basic land. The wildcard odds are
 * cardtext's round numbers, not a publisher's sheet: common 50, uncommon 35, rare 12.5, mythic 2.5.
 */
export const playBooster: Collation = {
  name: 'play',
  slots: [
    { count: 7, label: 'common', weights: { common: 1 } },
    { count: 3, label: 'uncommon', weights: { uncommon: 1 } },
    { count: 1, label: 'rare/mythic 1:7', weights: { rare: 6 / 7, mythic: 1 / 7 } },
    { count: 2, label: 'common 50 uncommon 35 rare 12.5 mythic 2.5', weights: { common: 0.5, uncommon: 0.35, rare: 0.125, mythic: 0.025 } },
    { count: 1, label: 'land', weights: { land: 1 } },
  ],
};

export const builtInCollations: readonly Collation[] = [playBooster, draftBooster];

/** Reads one slot (`3 uncommon`, `1 rare/mythic 1:8`, `1 common 50 uncommon 35 rare 12.5 mythic 2.5`), or says what is wrong. */
function readSlot(text: string): Slot | string {
  const m = /^(\d+)\s+(.+)$/.exec(text.trim());
  if (!m) return `"${text.trim()}" is no slot: write a count, then what it draws (like "3 uncommon")`;
  const count = Number(m[1]);
  if (count < 1 || count > 30) return `a slot holds 1 to 30 cards, not ${count}`;
  const what = m[2].trim().toLowerCase();
  if ((rarities as readonly string[]).includes(what) || what === 'land') return { count, label: what, weights: { [what]: 1 } };
  const rate = /^rare\s*\/\s*mythic(?:\s+1\s*:\s*(\d+(?:\.\d+)?))?$/.exec(what);
  if (rate) {
    const n = Number(rate[1] ?? 8);
    if (!(n >= 1)) return `"1:${rate[1]}" is no mythic rate: one pack in N (N at least 1) has a mythic`;
    return { count, label: `rare/mythic 1:${n}`, weights: { rare: 1 - 1 / n, mythic: 1 / n } };
  }
  const parts = what.split(/\s+/);
  if (parts.length === 1) return `"${parts[0]}" is no rarity (common, uncommon, rare, mythic, rare/mythic 1:N, land)`;
  if (parts.length % 2 !== 0) return `"${m[2].trim()}": write weights as rarities and percentages ("common 70 uncommon 30")`;
  const weights: Partial<Record<Draw, number>> = {};
  let total = 0;
  for (let i = 0; i < parts.length; i += 2) {
    const rarity = parts[i];
    if (!(rarities as readonly string[]).includes(rarity)) return `"${rarity}" is no rarity (common, uncommon, rare, mythic)`;
    const percent = Number(parts[i + 1]);
    if (!Number.isFinite(percent) || percent <= 0) return `"${parts[i + 1]}" is no percentage for ${rarity}`;
    if (weights[rarity as Rarity] !== undefined) return `${rarity} is weighted twice in one slot`;
    weights[rarity as Rarity] = percent / 100;
    total += percent;
  }
  if (Math.abs(total - 100) > 0.001) return `the weights of "${m[2].trim()}" add up to ${Math.round(total * 1000) / 1000}, not 100`;
  return { count, label: m[2].trim().toLowerCase(), weights };
}

/** Reads a `@collation` directive's value: a collation, the name of a built-in one, or what is wrong. */
export function readCollation(value: string, line?: number): Collation | { builtIn: Collation } | { problem: string } {
  const text = value.trim();
  const named = builtInCollations.find((c) => c.name === text.toLowerCase());
  if (named) return { builtIn: named };
  const m = /^([\w][\w' -]{0,39})\s*:\s*(.+)$/.exec(text);
  if (!m) return { problem: '"@collation" needs a name and slots ("Arena: 10 common; 3 uncommon"), or "play" or "draft"' };
  const slots: Slot[] = [];
  for (const part of m[2].split(';').filter((p) => p.trim() !== '')) {
    const slot = readSlot(part);
    if (typeof slot === 'string') return { problem: `@collation ${m[1].trim()}: ${slot}` };
    slots.push(slot);
  }
  if (slots.length === 0) return { problem: `@collation ${m[1].trim()} has no slots` };
  const size = slots.reduce((n, s) => n + s.count, 0);
  if (size > 30) return { problem: `@collation ${m[1].trim()}: a pack of ${size} cards; at most 30` };
  return { name: m[1].trim(), slots, line };
}

/** How many cards of each rarity (and basic lands) a set has to open packs from. */
export type Pools = Record<Draw, number>;

/**
 * The slot weights as this set can draw them: a rare/mythic slot of a set without mythics draws
 * rares (and the other way round); a land slot of a set without basic lands draws nothing.
 */
export function effectiveWeights(slot: Slot, pools: Pools): Partial<Record<Draw, number>> {
  const w = { ...slot.weights };
  if (w.mythic && pools.mythic === 0 && pools.rare > 0) {
    w.rare = (w.rare ?? 0) + w.mythic;
    delete w.mythic;
  }
  if (w.rare && pools.rare === 0 && pools.mythic > 0) {
    w.mythic = (w.mythic ?? 0) + w.rare;
    delete w.rare;
  }
  return w;
}

/**
 * Why packs of this collation can't be opened from this set without replacement, or undefined:
 * the most cards of one rarity a pack can need, against how many the set has.
 */
export function fillProblem(collation: Collation, pools: Pools): string | undefined {
  const need: Partial<Record<Draw, number>> = {};
  for (const slot of collation.slots) {
    for (const [draw, p] of Object.entries(effectiveWeights(slot, pools)) as [Draw, number][]) if (p > 0) need[draw] = (need[draw] ?? 0) + slot.count;
  }
  // A land slot of a set without basic lands stays empty; with some, it needs as many as a pack takes.
  if (pools.land > 0 && (need.land ?? 0) > pools.land) return `a ${collation.name} pack can hold ${need.land} basic lands, but the set has ${pools.land} (a pack repeats no card)`;
  for (const rarity of rarities) {
    const n = need[rarity] ?? 0;
    if (n > pools[rarity]) return `a ${collation.name} pack can hold ${n} ${rarity} card${n === 1 ? '' : 's'}, but the set has ${pools[rarity]} (a pack repeats no card)`;
  }
  return undefined;
}

/** A collation as the exporters' rarity counts (Draftmancer's slots, Forge's `Booster=`): its commons, uncommons, rare slot and mythic rate. */
export function boosterSlotsOf(collation: Collation): { common: number; uncommon: number; rare: number; mythicRate: number } {
  let common = 0;
  let uncommon = 0;
  let rare = 0;
  let mythic = 0;
  for (const slot of collation.slots) {
    const w = slot.weights;
    // A slot counts as its likeliest rarity, rare and mythic taken together (a rare/mythic slot is the rare slot).
    const top = (w.rare ?? 0) + (w.mythic ?? 0);
    const best = Math.max(w.common ?? 0, w.uncommon ?? 0, top);
    if (best === 0) continue; // a land slot
    if (top === best) {
      rare += slot.count;
      mythic += slot.count * (w.mythic ?? 0);
    } else if ((w.uncommon ?? 0) === best) uncommon += slot.count;
    else common += slot.count;
  }
  return { common, uncommon, rare, mythicRate: rare > 0 && mythic > 0 ? Math.max(1, Math.round(rare / mythic)) : 8 };
}
