/**
 * The set's packs, one source for every format that opens them (Draftmancer's slots, Forge's
 * `Booster=` line, the CLI's `--boosters`): how many cards of each rarity a pack holds. A set's
 * own `@collation` (setDesign/collation.ts, the one `cardtext boosters` opens) gives them when the
 * export names none.
 */
import type { Directive } from '../language/ast.js';
import { boosterSlotsOf, type Draw, effectiveWeights, type Pools, rarities } from '../setDesign/collation.js';
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
export function exportSlots(set: ExportSet, options: ExportOptions, warn: (message: string) => void, tool: string, exact = false): BoosterSlots {
  const rate = (slots: BoosterSlots) => (options.mythicRate ? { ...slots, mythicRate: options.mythicRate } : slots);
  if (options.boosters) return rate(options.boosters);
  if (!set.collation) return rate(defaultSlots);
  // A tool that writes the collation slot by slot (collationPlan) keeps its mixed slots.
  if (set.collation.mixed.length > 0 && !exact) warn(`${tool} packs have one rarity per slot: the ${set.collation.name} collation's mixed slot${set.collation.mixed.length === 1 ? '' : 's'} (${set.collation.mixed.join('; ')}) ${set.collation.mixed.length === 1 ? 'is' : 'are'} written as its likeliest rarity`);
  return rate(set.collation.slots);
}

/**
 * The set's own collation as the exports write it, slot by slot with its exact odds: each slot's
 * chances of each rarity as this set can draw them (a rare/mythic slot of a set without mythics
 * draws rares, collation.ts `effectiveWeights`), `--mythic-rate` applied to its rare/mythic slots.
 * Undefined when the packs are plain slots: `--boosters` asked for them, or the set has no
 * `@collation`.
 */
export function collationPlan(set: ExportSet, options: ExportOptions): { name: string; slots: { count: number; label: string; weights: Partial<Record<Draw, number>> }[] } | undefined {
  if (options.boosters || !set.collation) return undefined;
  const pools = poolsOfSet(set);
  const slots = set.packCollation.slots.map((slot) => {
    let weights = effectiveWeights(slot, pools);
    const keys = Object.keys(weights);
    if (options.mythicRate && keys.length > 0 && keys.every((k) => k === 'rare' || k === 'mythic') && pools.rare > 0 && pools.mythic > 0) {
      weights = { rare: 1 - 1 / options.mythicRate, mythic: 1 / options.mythicRate };
    }
    return { count: slot.count, label: slot.label, weights };
  });
  return { name: set.packCollation.name, slots };
}

/** How many cards of each rarity, and basic lands, the set's packs draw from. */
export function poolsOfSet(set: ExportSet): Pools {
  const pools: Pools = { common: 0, uncommon: 0, rare: 0, mythic: 0, land: 0 };
  for (const card of set.cards) {
    const basic = card.faces[0].supertypes.includes('Basic') && card.faces[0].types.includes('Land');
    if (basic) pools.land++;
    else pools[card.rarity === 'mythic' ? 'mythic' : card.rarity === 'rare' || card.rarity === 'special' || card.rarity === 'bonus' ? 'rare' : card.rarity === 'uncommon' ? 'uncommon' : 'common']++;
  }
  return pools;
}

/** A probability as a fraction (the collation's odds are percentages or one in N). */
export interface Fraction { n: bigint; d: bigint }

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x;
}

/** The fraction nearest `x` with a denominator of at most a million (exact for 1/7, 12.5 %, 2.5 %…). */
export function fractionOf(x: number): Fraction {
  // Continued fractions: the first convergent within 1e-12 of x.
  let [h0, h1, k0, k1] = [0n, 1n, 1n, 0n];
  let value = x;
  for (let i = 0; i < 40; i++) {
    const a = BigInt(Math.floor(value));
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    if (k1 > 1000000n) return { n: h0, d: k0 };
    if (Math.abs(Number(h1) / Number(k1) - x) < 1e-12 || value === Math.floor(value)) break;
    value = 1 / (value - Math.floor(value));
  }
  return { n: h1, d: k1 };
}

/** A pack's cards of each rarity: `[common, uncommon, rare, mythic]`. */
export type RarityCounts = [number, number, number, number];

/**
 * Every pack the plan can open, as counts of each rarity with its exact chance (land slots left
 * out): each slot's cards drawn one by one, independently, as `cardtext boosters` opens them.
 */
export function packOutcomes(plan: NonNullable<ReturnType<typeof collationPlan>>): { counts: RarityCounts; chance: Fraction }[] {
  let outcomes = new Map<string, { counts: RarityCounts; chance: Fraction }>([['0,0,0,0', { counts: [0, 0, 0, 0], chance: { n: 1n, d: 1n } }]]);
  for (const slot of plan.slots) {
    const draws = (Object.entries(slot.weights) as [Draw, number][]).filter(([draw, p]) => draw !== 'land' && p > 0);
    if (draws.length === 0) continue;
    for (let k = 0; k < slot.count; k++) {
      const next = new Map<string, { counts: RarityCounts; chance: Fraction }>();
      for (const { counts, chance } of outcomes.values()) {
        for (const [draw, p] of draws) {
          const f = fractionOf(p);
          const c = [...counts] as RarityCounts;
          c[(rarities as readonly string[]).indexOf(draw)]++;
          const key = c.join(',');
          const product = { n: chance.n * f.n, d: chance.d * f.d };
          const had = next.get(key);
          const sum = had ? { n: had.chance.n * product.d + product.n * had.chance.d, d: had.chance.d * product.d } : product;
          const g = gcd(sum.n, sum.d);
          next.set(key, { counts: c, chance: { n: sum.n / g, d: sum.d / g } });
        }
      }
      outcomes = next;
    }
  }
  return [...outcomes.values()].sort((a, b) => b.counts.join(',').localeCompare(a.counts.join(',')));
}

/** Whole-number weights in the outcomes' exact proportions (their chances over a common denominator, reduced). */
export function integerWeights(chances: Fraction[]): number[] {
  let lcm = 1n;
  for (const c of chances) lcm = (lcm / gcd(lcm, c.d)) * c.d;
  const scaled = chances.map((c) => (c.n * lcm) / c.d);
  const g = scaled.reduce((a, b) => gcd(a, b), 0n) || 1n;
  const weights = scaled.map((w) => w / g);
  // Beyond what a JSON number holds exactly, the nearest proportions in millionths.
  if (weights.some((w) => w > BigInt(Number.MAX_SAFE_INTEGER))) return chances.map((c) => Math.max(1, Math.round((Number(c.n) / Number(c.d)) * 1e6)));
  return weights.map(Number);
}

/** Forge's sheet of each rarity a slot draws (BoosterSlots' names). */
const forgeSheets: Record<Draw, string> = { common: 'Common', uncommon: 'Uncommon', rare: 'Rare', mythic: 'Mythic', land: 'BasicLand' };

/**
 * The set's collation in Forge's booster slot syntax (Card-Forge's `CardEdition` and `BoosterSlot`):
 * `BoosterSlots=` names a section per slot, each with `Base=` the sheet it draws and `Replace=P
 * SHEET` lines drawing another sheet P percent of the time; `Booster=` lists the slots, a slot of
 * several cards that mixes rarities once per card (Forge rolls a slot's sheet once for all its
 * cards). Land slots draw the set's basic lands when it has some. Undefined when no slot is left.
 */
export function forgeCollation(plan: NonNullable<ReturnType<typeof collationPlan>>, pools: Pools): { booster: string; slots: string; sections: string[] } | undefined {
  const entries: string[] = [];
  const names: string[] = [];
  const sections: string[] = [];
  plan.slots.forEach((slot, i) => {
    const draws = (Object.entries(slot.weights) as [Draw, number][]).filter(([draw, p]) => p > 0 && pools[draw] > 0);
    if (draws.length === 0) return;
    // Section names in lower case: Forge matches them against BoosterSlots= as written.
    const name = `cardtextslot${i + 1}`;
    names.push(name);
    const [base, ...others] = [...draws].sort((a, b) => b[1] - a[1]);
    const total = draws.reduce((n, [, p]) => n + p, 0);
    const lines = [`[${name}]`, `# ${slot.label}`, `Base=${forgeSheets[base[0]]}`, ...others.map(([draw, p]) => `Replace=${Number(((p / total) * 100).toPrecision(10))} ${forgeSheets[draw]}`)];
    sections.push(lines.join('\n'));
    if (others.length === 0) entries.push(`${slot.count} ${name}`);
    else for (let k = 0; k < slot.count; k++) entries.push(`1 ${name}`);
  });
  return entries.length > 0 ? { booster: entries.join(', '), slots: names.join(','), sections } : undefined;
}
