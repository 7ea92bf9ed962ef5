/**
 * The ten two-colour archetypes of a set: per pair, its gold cards by rarity and the gold
 * uncommons that signpost it (what a drafter sees first of the pair), and its playables at common
 * and uncommon (the two colours' mono-coloured cards and the pair's gold cards); per colour, its
 * creatures and removal at common. A pair without a signpost, or with far fewer playables than the
 * others (under 75 % of the median pair's), is called out. Pure.
 */
import type { Rarity } from './collation.js';
import { colorPairs } from './asFan.js';
import type { DesignCard } from './designCards.js';
import { isRemoval } from './effects.js';

export interface PairView {
  pair: string;
  gold: Record<Rarity, number>;
  signposts: DesignCard[];
  /** Mono-coloured cards of either colour and the pair's gold cards, at common and uncommon. */
  playables: number;
  callouts: string[];
}

export interface ColorPairsView {
  pairs: PairView[];
  /** Per colour: creatures and removal at common. */
  commons: Record<string, { creatures: number; removal: number; cards: number }>;
}

const pairNames: Record<string, string> = {
  WU: 'white-blue', UB: 'blue-black', BR: 'black-red', RG: 'red-green', WG: 'green-white',
  WB: 'white-black', UR: 'blue-red', BG: 'black-green', WR: 'red-white', UG: 'green-blue',
};

/** The pair's name for people (`WU` → white-blue). */
export function pairName(pair: string): string {
  return pairNames[pair] ?? pair;
}

export function colorPairsView(cards: readonly DesignCard[]): ColorPairsView {
  const commons: ColorPairsView['commons'] = Object.fromEntries('WUBRG'.split('').map((c) => [c, { creatures: 0, removal: 0, cards: 0 }]));
  for (const c of cards) {
    if (c.rarity !== 'common' || c.model.colors.length !== 1) continue;
    const slot = commons[c.model.colors[0]];
    slot.cards++;
    if (c.types.includes('Creature')) slot.creatures++;
    if (isRemoval(c.model)) slot.removal++;
  }
  const pairs: PairView[] = colorPairs.map((pair) => {
    const gold: Record<Rarity, number> = { common: 0, uncommon: 0, rare: 0, mythic: 0 };
    const signposts: DesignCard[] = [];
    let playables = 0;
    for (const c of cards) {
      const colors = c.model.colors.join('');
      const low = c.rarity === 'common' || c.rarity === 'uncommon';
      if (c.pair === pair) {
        gold[c.rarity]++;
        if (c.rarity === 'uncommon') signposts.push(c);
        if (low) playables++;
      } else if (low && colors.length === 1 && pair.includes(colors)) playables++;
    }
    return { pair, gold, signposts, playables, callouts: [] };
  });
  const sorted = pairs.map((p) => p.playables).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  for (const p of pairs) {
    if (p.signposts.length === 0) p.callouts.push('no gold uncommon signposts it');
    if (median > 0 && p.playables < 0.75 * median) p.callouts.push(`${p.playables} playables at common and uncommon, against ${median} for the median pair`);
  }
  return { pairs, commons };
}
