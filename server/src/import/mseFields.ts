/**
 * The one description of Magic Set Editor's `magic` game that both the MSE reader
 * (`import/mse.ts`) and the writer (`export/mse.ts`) use, so a round trip cannot drift: which key
 * holds what (with the old spellings MSE still reads: `casting cost`, `rule text`, `mana cost`…),
 * how a face's fields are numbered (`name`, `name 2`…), the level, loyalty-cost and chapter boxes,
 * the rarities, the stylesheet each kind of card is drawn with, and MSE's symbol codes.
 *
 * Keys are compared in MSE's canonical form: spaces as underscores (`mse version` and
 * `mse_version` are one key, as MSE's own reader has it since 0.3.x).
 */

/** A key in MSE's canonical form: trimmed, spaces as underscores. */
export function canonicalKey(key: string): string {
  return key.trim().replace(/ /g, '_');
}

/** The fields of one face, by what they hold; a face's keys add ` 2`, ` 3`… (`faceKey`). */
export const faceField = {
  name: 'name',
  cost: 'casting cost',
  superType: 'super type',
  subType: 'sub type',
  text: 'rule text',
  flavor: 'flavor text',
  power: 'power',
  toughness: 'toughness',
  loyalty: 'loyalty',
  artist: 'illustrator',
  image: 'image',
  indicator: 'indicator',
  watermark: 'watermark',
  rarity: 'rarity',
} as const;

export type FaceFieldName = keyof typeof faceField;

/** Other spellings of a face's fields that MSE accepts (its `alt name`s), in canonical form. */
const altNames: Record<string, string> = {
  mana_cost: 'casting_cost', manacost: 'casting_cost', cost: 'casting_cost', cc: 'casting_cost',
  supertype: 'super_type', subtype: 'sub_type',
  rules_text: 'rule_text', rules: 'rule_text', oracle_text: 'rule_text',
  flavortext: 'flavor_text',
  artist: 'illustrator', illustration: 'image', art: 'image',
  color_indicator: 'indicator',
  collector_number: 'custom_card_number',
};

/** A card's key in canonical form with MSE's other spellings resolved (`mana cost 2` → `casting_cost_2`). */
export function fieldKey(key: string): string {
  const canonical = canonicalKey(key);
  const numbered = /^(.*?)(_\d+)$/.exec(canonical);
  const base = numbered ? numbered[1] : canonical;
  const resolved = altNames[base];
  return resolved ? `${resolved}${numbered ? numbered[2] : ''}` : canonical;
}

/** The canonical key of a face's field: face 0 is `casting_cost`, face 1 `casting_cost_2`. */
export function faceKey(field: FaceFieldName, face: number): string {
  return canonicalKey(faceField[field]) + (face === 0 ? '' : `_${face + 1}`);
}

/** Keys of the card itself (not of a face). */
export const cardField = {
  notes: 'notes',
  number: 'custom card number',
  stylesheet: 'stylesheet',
  hasStyling: 'has styling',
  stylingData: 'styling data',
  uid: 'uid',
  /** The saga or class reminder (`chapter text`), above its boxes. */
  chapterText: 'chapter text',
  specialText: 'special text',
} as const;

/** `level N text`: the Nth box of a leveler, saga, class or "mainframe" planeswalker. */
export const levelTextKey = (n: number) => `level_${n}_text`;
/** `level N`: the label of a leveler's band (`1-3`, `4+`). */
export const levelKey = (n: number) => `level_${n}`;
/** `loyalty cost N`: the cost of a planeswalker's Nth ability. */
export const loyaltyCostKey = (n: number) => `loyalty_cost_${n}`;
/** `power N` / `toughness N` (N ≥ 2): a leveler band's power and toughness, or a second face's. */
export const numberedKey = (base: 'power' | 'toughness', n: number) => (n <= 1 ? base : `${base}_${n}`);

/** The most loyalty costs and level boxes read from a card. */
export const maxBoxes = 24;

/** The kinds of card the `magic` game draws differently; each has a stylesheet. */
export type MseKind =
  | 'normal' | 'split' | 'aftermath' | 'flip' | 'adventure' | 'transform' | 'leveler' | 'saga' | 'class'
  | 'planeswalker' | 'battle' | 'token' | 'emblem';

/** The stylesheet the writer gives each kind (all in MSE's Full Magic Pack), and the set's default. */
export const kindStylesheet: Record<MseKind, string> = {
  normal: 'm15',
  split: 'm15-split-fusable',
  aftermath: 'm15-aftermath',
  flip: 'm15-flip',
  adventure: 'm15-adventure',
  transform: 'm15-mainframe-dfc',
  leveler: 'm15-leveler',
  saga: 'm15-saga',
  class: 'm15-saga',
  planeswalker: 'm15-planeswalker',
  battle: 'm15-battle',
  token: 'm15-token',
  emblem: 'm15-emblem',
};
export const defaultStylesheet = kindStylesheet.normal;

/**
 * The kind a stylesheet name says (`magic-m15-leveler`, `m15-saga`, `m15-mainframe-tokens`…), or
 * undefined when it names none (then the card's fields decide).
 */
export function kindOfStylesheet(stylesheet: string): MseKind | undefined {
  const s = stylesheet.toLowerCase();
  const rules: [RegExp, MseKind][] = [
    [/emblem/, 'emblem'], [/token/, 'token'], [/level/, 'leveler'], [/saga|chapter/, 'saga'], [/class/, 'class'],
    [/walker|pw\b/, 'planeswalker'], [/battle|siege/, 'battle'], [/aftermath/, 'aftermath'], [/split|fuse|room/, 'split'],
    [/flip/, 'flip'], [/adventure|omen/, 'adventure'], [/dfc|double|transform|modal|mdfc|daynight/, 'transform'],
  ];
  return rules.find(([re]) => re.test(s))?.[1];
}

/** MSE's rarity choices → the `Rarity:` word written. */
export const rarityFromMse: Record<string, string> = {
  'basic land': 'Basic land', common: 'Common', uncommon: 'Uncommon', rare: 'Rare', 'mythic rare': 'Mythic',
  mythic: 'Mythic', special: 'Special', masterpiece: 'Special', bonus: 'Special', timeshifted: 'Special',
};

/** MSE's colour choices (an indicator's) → colour letters. */
export const colorFromMse: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
export const mseColorName: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** Roman numerals of saga chapters, as MSE's saga template prints them. */
export const chapterNumerals = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/**
 * MSE's symbol-font codes for what is not written the way the rules write it. Both directions:
 * the writer maps a rules symbol to a code, the reader a code to a rules symbol.
 */
const namedCodes: Record<string, string> = {
  energy: 'E', ticket: 'TK', chaos: 'CHAOS', pawprint: 'P', J: 'P', INF: '∞', inf: '∞',
};

/**
 * The rules symbols (`W`, `2/W`, `W/P`, `CHAOS`) of a run of MSE symbol codes (`2WU`, `H/B`, `T`,
 * `10`, `energy`); a code the font would draw as text is kept as its letters.
 */
export function symbolsFromMse(run: string): string[] {
  const out: string[] = [];
  const s = run.replace(/\s+/g, '');
  let i = 0;
  while (i < s.length) {
    const rest = s.slice(i);
    const named = /^(energy|ticket|chaos|pawprint|INF|inf)/.exec(rest);
    let m: RegExpExecArray | null;
    if (named) {
      out.push(namedCodes[named[1]]);
      i += named[1].length;
    } else if ((m = /^H\/([A-Z])(?:\/([A-Z]))?/.exec(rest))) {
      out.push(m[2] ? `${m[1]}/${m[2]}/P` : `${m[1]}/P`);
      i += m[0].length;
    } else if ((m = /^([A-Z0-9])\/([A-Z0-9])(?:\/([A-Z]))?/.exec(rest))) {
      out.push(m[0]);
      i += m[0].length;
    } else if ((m = /^\d+/.exec(rest))) {
      out.push(m[0]);
      i += m[0].length;
    } else if ((m = /^TK/.exec(rest))) {
      out.push('TK');
      i += 2;
    } else {
      const c = s[i];
      out.push(c === 'J' ? 'P' : c.toUpperCase());
      i += 1;
    }
  }
  return out;
}

/** Letters and codes the rules give a meaning to (a symbol of any other letter is the set's own mana). */
export const knownSymbolLetters = new Set(['W', 'U', 'B', 'R', 'G', 'C', 'S', 'X', 'Y', 'Z', 'T', 'Q', 'E', 'H', 'P', 'A', 'TK', 'CHAOS', 'PW']);

/**
 * MSE's symbol-font code for a rules symbol body (upper case), or undefined if its font has none:
 * Phyrexian mana is `H/B` (`H` alone for {H}), everything else as the rules write it.
 */
export function mseCodeOf(body: string): string {
  const phyrexian = /^([WUBRGC])(?:\/([WUBRG]))?\/P$/.exec(body);
  if (phyrexian) return phyrexian[2] ? `H/${phyrexian[1]}/${phyrexian[2]}` : `H/${phyrexian[1]}`;
  if (body === 'TK') return 'TK';
  if (body === 'CHAOS') return 'chaos';
  if (body === '∞') return 'INF';
  return body;
}
