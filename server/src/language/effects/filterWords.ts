/**
 * The words a noun phrase is made of, for filters.ts: card types and the game's other nouns, colours, supertypes, states,
 * the keywords a `with …` phrase names, subtypes (the rules' own and a set's), numbers written as words, and comparisons
 * (`2 or less`).
 */
import { subtypesByType } from '../data/rulesData.js';
import type { ColorLetter } from './types.js';
import type { Cursor } from './words.js';
import { wordTable } from './wordTable.js';

/** The model's colour letter of each colour word (`white` → `W`). */
export const colorLetters: Record<string, ColorLetter> = wordTable({ white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' });

/** Card types and the other nouns of the game that name objects, singular and plural. */
export const nouns: Record<string, string> = wordTable({
  creature: 'Creature', creatures: 'Creature', artifact: 'Artifact', artifacts: 'Artifact', enchantment: 'Enchantment', enchantments: 'Enchantment',
  land: 'Land', lands: 'Land', planeswalker: 'Planeswalker', planeswalkers: 'Planeswalker', permanent: 'Permanent', permanents: 'Permanent',
  spell: 'Spell', spells: 'Spell', card: 'Card', cards: 'Card', player: 'Player', players: 'Player', opponent: 'Opponent', opponents: 'Opponent',
  instant: 'Instant', instants: 'Instant', sorcery: 'Sorcery', sorceries: 'Sorcery',
});
/** The kinds of permanents a rule about untapping names (502.3: `Lands you control don't untap …`), singular and plural. */
export const untapKinds: Record<string, string> = wordTable(Object.fromEntries(Object.entries(nouns).filter(([, kind]) => ['Artifact', 'Creature', 'Land', 'Permanent'].includes(kind))));
/** Those kinds in their plural only (`creatures`, `lands`). */
export const untapKindsPlural: Record<string, string> = wordTable(Object.fromEntries(Object.entries(untapKinds).filter(([word]) => word.endsWith('s'))));
/** Card types that may stand before another noun as an adjective (`artifact creature`, `creature card`). */
export const typeAdjectives = new Set(['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker', 'Instant', 'Sorcery']);
/** Supertypes an object's adjectives may name. */
export const supertypeWords: Record<string, string> = wordTable({ legendary: 'Legendary', basic: 'Basic', snow: 'Snow' });
/** States of a permanent an adjective names (`tapped creature`, `attacking creatures`). */
export const states: Record<string, 'tapped' | 'untapped' | 'attacking' | 'blocking' | 'token' | 'unblocked' | 'blocked' | 'face-down'> = wordTable({
  tapped: 'tapped', untapped: 'untapped', attacking: 'attacking', blocking: 'blocking', unblocked: 'unblocked', blocked: 'blocked',
  // 708.2: a face-down permanent (morph, manifest).
  'face-down': 'face-down',
});
/** Keywords a `with …` phrase names (evergreen and common ones). */
export const filterKeywords: Record<string, string> = wordTable({
  flying: 'Flying', reach: 'Reach', trample: 'Trample', haste: 'Haste', defender: 'Defender', vigilance: 'Vigilance', deathtouch: 'Deathtouch',
  lifelink: 'Lifelink', 'first strike': 'First Strike', 'double strike': 'Double Strike', menace: 'Menace', shroud: 'Shroud', hexproof: 'Hexproof',
  indestructible: 'Indestructible', flash: 'Flash', horsemanship: 'Horsemanship', shadow: 'Shadow', fear: 'Fear', intimidate: 'Intimidate', islandwalk: 'Islandwalk',
  swampwalk: 'Swampwalk', forestwalk: 'Forestwalk', mountainwalk: 'Mountainwalk', plainswalk: 'Plainswalk', morph: 'Morph',
  infect: 'Infect', wither: 'Wither', skulk: 'Skulk', exalted: 'Exalted', phasing: 'Phasing', prowess: 'Prowess', persist: 'Persist', undying: 'Undying',
  dethrone: 'Dethrone',
});

const subtypeSet = new Map<string, string>();
for (const list of Object.values(subtypesByType)) for (const s of list) subtypeSet.set(s.toLowerCase(), s);
const irregular: Record<string, string> = wordTable({ elves: 'elf', dwarves: 'dwarf', wolves: 'wolf', werewolves: 'werewolf', mice: 'mouse', octopi: 'octopus', fungi: 'fungus', homunculi: 'homunculus', djinn: 'djinn', sphinxes: 'sphinx', foxes: 'fox', lynxes: 'lynx' });

/**
 * The set's own subtypes (`@subtype Creature Grovekin`) while a card of the set is read: lower-cased → as declared.
 * A scope rather than a parameter: the filter readers below are reached from every step reader with a cursor only, and
 * the reader is synchronous, so `withSetSubtypes` sets it for one card's reading and puts the previous one back.
 */
let setSubtypes: ReadonlyMap<string, string> | undefined;

/** Runs `read` with the subtypes a set declares (card type → subtypes) read as subtypes, as the rules' own are. */
export function withSetSubtypes<T>(declared: ReadonlyMap<string, ReadonlySet<string>> | undefined, read: () => T): T {
  if (!declared || declared.size === 0) return read();
  const before = setSubtypes;
  const own = new Map(before);
  for (const list of declared.values()) for (const s of list) if (/^\p{Lu}/u.test(s) && !subtypeSet.has(s.toLowerCase())) own.set(s.toLowerCase(), s);
  setSubtypes = own;
  try {
    return read();
  } finally {
    setSubtypes = before;
  }
}

/**
 * Subtypes whose plural is the same word ("Other Merfolk you control", "Equipment you control"): the rules' own, and a
 * set's own ending as theirs do (-kin, -folk, -born: a set's Grovekin). Any other subtype in its singular form names one
 * object ("Other Goblin you control get +1/+1" does not agree and stays unread).
 */
const invariantPlurals = new Set(['Aetherborn', 'Dauthi', 'Djinn', 'Eldrazi', 'Elk', 'Equipment', 'Fish', 'Jellyfish', 'Kavu', 'Kithkin', 'Kor', 'Merfolk', 'Metathran', 'Moonfolk', 'Nephilim', 'Plains', 'Samurai', 'Sheep', 'Soltari', 'Spawn', 'Starfish', 'Treefolk', 'Vedalken', 'Zubera']);
/** True for a subtype whose plural is the word itself (`Merfolk`; a set's `Grovekin`). */
export function invariantPlural(sub: string): boolean {
  return invariantPlurals.has(sub) || (!!setSubtypes?.has(sub.toLowerCase()) && /(?:kin|folk|born)$/i.test(sub));
}

function knownSubtype(w: string): string | undefined {
  return subtypeSet.get(w) ?? setSubtypes?.get(w);
}

/** The subtype a capitalised word names (singular or plural; the rules' or the set's own), or undefined. */
export function subtypeOf(raw: string): string | undefined {
  if (!/^\p{Lu}/u.test(raw)) return undefined;
  const w = raw.toLowerCase();
  const found = knownSubtype(w) ?? knownSubtype(irregular[w] ?? '') ?? (w.endsWith('ies') ? knownSubtype(`${w.slice(0, -3)}y`) : undefined) ?? (w.endsWith('es') ? knownSubtype(w.slice(0, -2)) : undefined) ?? (w.endsWith('s') ? knownSubtype(w.slice(0, -1)) : undefined);
  return found && !typeAdjectives.has(found) ? found : undefined;
}

/** The subtype the cursor's word names in its singular (`Wall`, not `Walls`), taken; undefined (nothing taken) otherwise. */
export function singularSubtype(c: Cursor): string | undefined {
  const sub = subtypeOf(c.raw());
  if (!sub || sub.toLowerCase() !== c.raw().toLowerCase()) return undefined;
  c.next();
  return sub;
}

const numberWords: Record<string, number> = wordTable({
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fifteen: 15, twenty: 20,
});

/** A number written as a word or digits (`two`, `3`), without `a`/`an` unless `article`. */
export function readNumber(c: Cursor, article = false): number | undefined {
  const w = c.peek();
  if (/^\d+$/.test(w)) {
    c.next();
    return Number(w);
  }
  if (!article && (w === 'a' || w === 'an')) return undefined;
  const n = numberWords[w];
  if (n !== undefined) c.next();
  return n;
}

/** True if a number comes after the word at the cursor (`, 3, or 4`). */
function readNumberAhead(c: Cursor): boolean {
  const at = c.mark();
  c.next();
  const n = readNumber(c);
  c.reset(at);
  return n !== undefined;
}

/** `N or less`, `N or greater`, `X or less`: a comparison. */
export function readComparison(c: Cursor): { cmp: 'LE' | 'GE' | 'EQ'; value: number | 'X' } | undefined {
  const at = c.mark();
  const value = c.take('x') ? 'X' : readNumber(c);
  if (value === undefined) return undefined;
  if (c.take('or less') || c.take('or fewer')) return { cmp: 'LE', value };
  if (c.take('or greater') || c.take('or more')) return { cmp: 'GE', value };
  // "with converted mana cost X", "with power 2": exactly that value (not "2 or 3", "2, 3, or 4", "2 and …").
  if (!c.at('or|and|plus|through|greater|less') && !(c.peek() === ',' && (c.peek(1) === 'or' || readNumberAhead(c)))) return { cmp: 'EQ', value };
  c.reset(at);
  return undefined;
}
