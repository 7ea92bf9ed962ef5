/**
 * The set's cards as the design tools see them: each card of the set (tokens and emblems left
 * out) with its rarity (a card without one is a common, as the exports take it), whether it is a
 * basic land (the land slot draws those), its colour group and colour pair, its card types and
 * keywords. Also the collations a set declares and the one its packs use. Pure.
 */
import type { CardModel } from '../language/model/cardModel.js';
import type { Directive } from '../language/ast.js';
import { colorKey, type ColorKey, rarityKey } from '../stats/setStats.js';
import { keywordAsWritten } from '../language/parser/keywords.js';
import { builtInCollations, type Collation, type Pools, playBooster, type Rarity, readCollation } from './collation.js';

export interface DesignCard {
  model: CardModel;
  rarity: Rarity;
  /** True when the card names no rarity (it is taken as a common). */
  rarityAssumed: boolean;
  basicLand: boolean;
  color: ColorKey;
  /** Its two colours (`WU`, WUBRG order) when it is exactly two-coloured. */
  pair?: string;
  types: string[];
  keywords: string[];
}

/** The set's cards for design (no tokens, emblems or basic-land-less nonsense). */
export function designCards(models: readonly CardModel[]): DesignCard[] {
  const out: DesignCard[] = [];
  for (const model of models) {
    if (model.isToken || model.isEmblem) continue;
    const key = rarityKey(model);
    const rarity: Rarity = key === 'uncommon' || key === 'rare' || key === 'mythic' ? key : 'common';
    const front = model.faces[0];
    out.push({
      model, rarity, rarityAssumed: key === 'unspecified',
      basicLand: !!front && front.supertypes.includes('Basic') && front.types.includes('Land'),
      color: colorKey(model), pair: model.colors.length === 2 ? model.colors.join('') : undefined,
      types: model.types, keywords: model.keywords.map(keywordAsWritten),
    });
  }
  return out;
}

/** How many cards of each rarity, and basic lands, the set has (basic lands are not in the rarity pools). */
export function poolsOf(cards: readonly DesignCard[]): Pools {
  const pools: Pools = { common: 0, uncommon: 0, rare: 0, mythic: 0, land: 0 };
  for (const c of cards) {
    if (c.basicLand) pools.land++;
    else pools[c.rarity]++;
  }
  return pools;
}

/** The collations the directives declare (valid ones, in order), and the default: the first, or the play booster. */
export function setCollations(directives: readonly Directive[]): { collations: Collation[]; default: Collation } {
  const own: Collation[] = [];
  let chosen: Collation | undefined;
  for (const d of directives) {
    if (d.name !== 'collation') continue;
    const read = readCollation(d.value, d.range.start.line);
    if ('problem' in read) continue;
    const collation = 'builtIn' in read ? read.builtIn : read;
    if (!('builtIn' in read)) own.push(collation);
    chosen ??= collation;
  }
  return { collations: [...own, ...builtInCollations], default: chosen ?? playBooster };
}
