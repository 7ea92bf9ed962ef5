/**
 * Everything the set overview shows about the set's design, computed once from its cards and
 * directives: the default collation (and why its packs can't be opened, if they can't), a sample
 * pack, the as-fan, the colour pairs, the skeleton (the plan filled, or the set against a typical
 * retail set of its size), the New World Order red flags of the commons, and the colour-pie
 * bends; and, for the page script, the cards behind each number (by entry index). Pure.
 */
import type { Directive } from '../language/ast.js';
import type { SetEntry } from '../stats/setStats.js';
import { asFan, type AsFanJson } from './asFan.js';
import { fillProblem, type Rarity } from './collation.js';
import { colorPairsView, type ColorPairsView } from './colorPairs.js';
import { type DesignCard, designCards, poolsOf, setCollations } from './designCards.js';
import { effectLabel, effectsOf } from './effects.js';
import { colorPie } from '../language/data/colorPie.js';
import { redFlagsOf } from './newWorldOrder.js';
import { openPacks, type PackCard } from './packs.js';
import { fillSkeleton, groupNames, groupOf, setSkeleton, type SkeletonFill, typicalShape } from './skeleton.js';

export interface DesignView {
  collation: string;
  collationProblem?: string;
  samplePack: PackCard[];
  asFan: AsFanJson;
  pairs: ColorPairsView;
  /** The plan filled, when the set has a `@skeleton`. */
  skeleton?: SkeletonFill;
  /** Without a plan: per group and rarity, the set's cards against a typical retail set of its size. */
  shape?: { group: string; rarity: Rarity; actual: number; typical: number }[];
  nwo: { perColor: Record<string, { commons: number; flagged: number }>; flagged: { card: DesignCard; reasons: string[] }[] };
  bends: { card: DesignCard; effects: string[] }[];
  /** Group key → entry indices (`nwo:W`, `bends`, `pair:WU`, `signposts:WU`, `skeleton:empty`…), for the page script. */
  groups: Record<string, number[]>;
}

export function designView(entries: readonly SetEntry[], directives: readonly Directive[], seed = 'overview'): DesignView {
  const cards = designCards(entries.map((e) => e.model));
  const indexOf = new Map(entries.map((e, i) => [e.model, i]));
  const groups: Record<string, number[]> = {};
  const add = (key: string, c: DesignCard) => (groups[key] ??= []).push(indexOf.get(c.model) ?? -1);
  const { default: collation } = setCollations(directives);
  const pools = poolsOf(cards);
  const collationProblem = fillProblem(collation, pools);
  const samplePack = collationProblem || cards.length === 0 ? [] : openPacks(cards, collation, 1, seed)[0];

  const pairs = colorPairsView(cards);
  for (const p of pairs.pairs) for (const c of p.signposts) add(`signposts:${p.pair}`, c);
  for (const c of cards) if (c.pair) add(`pair:${c.pair}`, c);

  const perColor: DesignView['nwo']['perColor'] = Object.fromEntries(['W', 'U', 'B', 'R', 'G', 'M', 'A', 'L'].map((g) => [g, { commons: 0, flagged: 0 }]));
  const flagged: DesignView['nwo']['flagged'] = [];
  const bends: DesignView['bends'] = [];
  for (const c of cards) {
    if (c.rarity === 'common' && !c.rarityAssumed) {
      const g = groupOf(c);
      perColor[g].commons++;
      const flags = redFlagsOf(c.model);
      if (flags.length > 0) {
        perColor[g].flagged++;
        flagged.push({ card: c, reasons: flags.map((f) => f.id.replace(/-/g, ' ')) });
        add(`nwo:${g}`, c);
        add('nwo', c);
      }
    }
    if (c.model.colors.length > 0) {
      const bent = effectsOf(c.model).filter((id) => colorPie[id] && !c.model.colors.some((col) => colorPie[id].places[col] !== 'never'));
      if (bent.length > 0) {
        bends.push({ card: c, effects: bent.map(effectLabel) });
        add('bends', c);
      }
    }
  }

  const plan = setSkeleton(directives);
  let skeleton: SkeletonFill | undefined;
  let shape: DesignView['shape'];
  if (plan) {
    skeleton = fillSkeleton(plan.slots, cards);
    for (const s of skeleton.slots) if (s.card) add(`skeleton:${s.slot.group}:${s.slot.rarity}`, s.card);
    for (const c of skeleton.unplaced) add('skeleton:unplaced', c);
  } else {
    const typical = typicalShape(cards.length);
    shape = [];
    for (const group of Object.keys(groupNames)) {
      for (const rarity of ['common', 'uncommon', 'rare', 'mythic'] as Rarity[]) {
        const mine = cards.filter((c) => groupOf(c) === group && c.rarity === rarity && !c.basicLand);
        for (const c of mine) add(`shape:${group}:${rarity}`, c);
        shape.push({ group, rarity, actual: mine.length, typical: typical[group][rarity] });
      }
    }
  }
  return { collation: collation.name, collationProblem, samplePack, asFan: asFan(cards, collation), pairs, skeleton, shape, nwo: { perColor, flagged }, bends, groups };
}
