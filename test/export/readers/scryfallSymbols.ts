/**
 * The mana symbols of Scryfall's symbology (its `/symbology` list), which Draftmancer reads mana
 * costs with (`src/data/mana_symbols.json`): a symbol outside it fails the whole card list. Written
 * out here from Scryfall's list, not taken from cardtext's own rules data, so the reader is a
 * second opinion.
 */
const colors = ['W', 'U', 'B', 'R', 'G'];
const pairs = ['W/U', 'W/B', 'U/B', 'U/R', 'B/R', 'B/G', 'R/G', 'R/W', 'G/W', 'G/U'];

/** Every symbol Draftmancer can read in a mana cost, braces included. */
export const scryfallSymbols: ReadonlySet<string> = new Set([
  ...Array.from({ length: 21 }, (_, i) => `{${i}}`), '{100}', '{1000000}', '{½}', '{∞}',
  '{X}', '{Y}', '{Z}', ...colors.map((c) => `{${c}}`), '{C}', '{S}', '{P}', '{D}', '{L}',
  ...pairs.map((p) => `{${p}}`), ...colors.map((c) => `{2/${c}}`), ...colors.map((c) => `{C/${c}}`),
  ...colors.map((c) => `{${c}/P}`), '{C/P}', ...pairs.map((p) => `{${p}/P}`), ...colors.map((c) => `{H${c}}`),
  '{T}', '{Q}', '{E}', '{PW}', '{CHAOS}', '{A}', '{TK}', '{H}',
]);
