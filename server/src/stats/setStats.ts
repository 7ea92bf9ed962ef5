/**
 * The numbers of a set — what `cardtext stats` prints and the set overview draws: cards per
 * colour and rarity, the mana curve, card types, creatures per colour with their average power
 * and toughness, the most used keywords, and diagnostics per check. Pure: it reads card models.
 *
 * Counting rules: token cards (type line starting with `Token`) are counted apart, in `tokens`
 * only. A card counts under its colour in `colors` only when mono-coloured; multicolour cards
 * count once under `multicolor`, colourless ones under `colorless`. Colour and mana value are
 * the card's own (202.2, 202.3): the front face's for double-faced, adventure and flip cards,
 * both halves' for split cards (709.4). The curve (`manaValue`) counts non-land cards. `types`
 * counts each card type of a card once.
 */
import type { CardModel } from '../language/model/cardModel.js';
import type { CardDiagnostic } from '../language/checks/index.js';
import { cardRarity } from './cardFields.js';
import { keywordAsWritten } from '../language/parser/keywords.js';

/** Colour groups, in display order. */
export const colorKeys = ['W', 'U', 'B', 'R', 'G', 'multicolor', 'colorless'] as const;
export type ColorKey = (typeof colorKeys)[number];
/** Rarity groups, in display order. */
export const rarityKeys = ['common', 'uncommon', 'rare', 'mythic', 'unspecified'] as const;
export type RarityKey = (typeof rarityKeys)[number];
/** Mana value buckets of the curve. */
export const curveKeys = ['0', '1', '2', '3', '4', '5', '6', '7+'] as const;
export type CurveKey = (typeof curveKeys)[number];

/** The JSON `cardtext stats --format json` prints (its shape is a public contract). */
export interface StatsJson {
  cards: number;
  tokens: number;
  colors: Record<ColorKey, number>;
  rarity: Record<RarityKey, number>;
  manaValue: Record<CurveKey, number>;
  types: Record<string, number>;
  creatures: Record<ColorKey, { count: number; power: number | null; toughness: number | null }>;
  keywords: Record<string, number>;
}

/** One card of the set, where it is, and its diagnostics. */
export interface SetEntry {
  model: CardModel;
  uri: string;
  diagnostics: CardDiagnostic[];
}

/** A card as the overview lists it. */
export interface CardRef {
  name: string;
  uri: string;
  line: number;
  /** Its index among the entries (the gallery's `card-N` anchors). */
  index: number;
}

/** The overview's numbers: the JSON, plus the tables and the cards behind every number. */
export interface SetStats {
  json: StatsJson;
  colorRarity: Record<ColorKey, Record<RarityKey, number>>;
  curve: Record<CurveKey, Record<ColorKey, number>>;
  diagnostics: Record<string, number>;
  /** Group key (`color:W`, `curve:3:W`, `type:Creature`, `keyword:Flying`, `check:undefined-x`…) → its cards. */
  groups: Record<string, CardRef[]>;
  cardRefs: CardRef[];
}

/** The colour group of a card. */
export function colorKey(model: CardModel): ColorKey {
  if (model.colors.length === 0) return 'colorless';
  return model.colors.length === 1 ? (model.colors[0] as ColorKey) : 'multicolor';
}

/** The rarity group of a card (from its `Rarity:` line, on whichever face it stands). */
export function rarityKey(model: CardModel): RarityKey {
  const rarity = cardRarity(model.card);
  return rarity && (rarityKeys as readonly string[]).includes(rarity) ? (rarity as RarityKey) : 'unspecified';
}

/** The curve bucket of a mana value. */
export function curveKey(manaValue: number): CurveKey {
  return manaValue >= 7 ? '7+' : (String(Math.max(0, Math.floor(manaValue))) as CurveKey);
}

const zeros = <K extends string>(keys: readonly K[]): Record<K, number> => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const numeric = (value: string | undefined): number | undefined => (value !== undefined && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : undefined);
const average = (values: number[]): number | null => (values.length > 0 ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : null);

/** Sorts a count table by count (descending), then name. */
function byCount(counts: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

/** Computes the statistics of a set of cards. */
export function computeSetStats(entries: SetEntry[]): SetStats {
  const json: StatsJson = {
    cards: 0, tokens: 0, colors: zeros(colorKeys), rarity: zeros(rarityKeys), manaValue: zeros(curveKeys), types: {},
    creatures: Object.fromEntries(colorKeys.map((k) => [k, { count: 0, power: null, toughness: null }])) as StatsJson['creatures'],
    keywords: {},
  };
  const colorRarity = Object.fromEntries(colorKeys.map((c) => [c, zeros(rarityKeys)])) as SetStats['colorRarity'];
  const curve = Object.fromEntries(curveKeys.map((k) => [k, zeros(colorKeys)])) as SetStats['curve'];
  const types = new Map<string, number>();
  const keywords = new Map<string, number>();
  const diagnostics = new Map<string, number>();
  const powers = new Map<ColorKey, number[]>(colorKeys.map((k) => [k, []]));
  const toughnesses = new Map<ColorKey, number[]>(colorKeys.map((k) => [k, []]));
  const groups: Record<string, CardRef[]> = {};
  const add = (key: string, ref: CardRef) => (groups[key] ??= []).push(ref);
  const cardRefs = entries.map((e, index) => ({ name: e.model.card.name, uri: e.uri, line: e.model.card.range.start.line, index }));
  entries.forEach((entry, i) => {
    const { model } = entry;
    const ref = cardRefs[i];
    for (const d of entry.diagnostics) {
      diagnostics.set(d.code, (diagnostics.get(d.code) ?? 0) + 1);
      if (groups[`check:${d.code}`]?.at(-1) !== ref) add(`check:${d.code}`, ref);
    }
    if (model.isToken) {
      json.tokens++;
      add('tokens', ref);
      return;
    }
    json.cards++;
    const color = colorKey(model);
    const rarity = rarityKey(model);
    json.colors[color]++;
    json.rarity[rarity]++;
    colorRarity[color][rarity]++;
    add(`color:${color}`, ref);
    add(`rarity:${rarity}`, ref);
    add(`color-rarity:${color}:${rarity}`, ref);
    const front = model.faces[0];
    if (front && !front.types.includes('Land')) {
      const bucket = curveKey(model.manaValue);
      json.manaValue[bucket]++;
      curve[bucket][color]++;
      add(`curve:${bucket}:${color}`, ref);
    }
    for (const type of model.types) {
      types.set(type, (types.get(type) ?? 0) + 1);
      add(`type:${type}`, ref);
    }
    for (const keyword of model.keywords.map(keywordAsWritten)) {
      keywords.set(keyword, (keywords.get(keyword) ?? 0) + 1);
      add(`keyword:${keyword}`, ref);
    }
    if (front?.types.includes('Creature')) {
      json.creatures[color].count++;
      add(`creatures:${color}`, ref);
      const pt = front.face.stats.find((s) => s.statKind === 'powerToughness' && !s.levelBand);
      const power = numeric(pt?.power);
      const toughness = numeric(pt?.toughness);
      if (power !== undefined) powers.get(color)!.push(power);
      if (toughness !== undefined) toughnesses.get(color)!.push(toughness);
    }
  });
  for (const k of colorKeys) {
    json.creatures[k].power = average(powers.get(k)!);
    json.creatures[k].toughness = average(toughnesses.get(k)!);
  }
  json.types = byCount(types);
  json.keywords = byCount(keywords);
  return { json, colorRarity, curve, diagnostics: byCount(diagnostics), groups, cardRefs };
}

