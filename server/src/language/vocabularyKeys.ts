/**
 * What one card offers the set's vocabulary, read from its text without a parse: invented card types and supertypes
 * before a type line's dash, invented subtypes after it, and keyword lines of the set's own kind (vocabulary.ts
 * counts these over the set and decides which words are taken in).
 */
import { cardTypes, keywordAbilities, keywordActions, subtypesByType, supertypes } from './data/rulesData.js';
import { formerCreatureTypes } from './data/formerNames.js';
import { matchKeyword } from './parser/keywords.js';
import { compareReminder } from './knowledge/reminderText.js';
import { nearMiss, nearMissOf } from './nearMiss.js';

/** What one card offers the vocabulary: keys `subtype\ttype\tWord`, `keyword\tName` (`\t+` when with reminder text), `type\tWord`, `supertype\tWord`. */
export type ChunkVocabulary = readonly string[];

export const lowerTypes = new Set(cardTypes.map((t) => t.toLowerCase()));
export const lowerSupertypes = new Set(supertypes.map((t) => t.toLowerCase()));
export const allSubtypes = [...new Set(Object.values(subtypesByType).flat().map((s) => s.toLowerCase()))];
/** The card types (lower case) each rules subtype belongs to. */
export const subtypeOwners = new Map<string, string[]>();
for (const [type, subs] of Object.entries(subtypesByType)) {
  for (const sub of subs) subtypeOwners.set(sub.toLowerCase(), [...(subtypeOwners.get(sub.toLowerCase()) ?? []), type.toLowerCase()]);
}
/** Keyword actions (701) by their first word, lower case. */
export const keywordActionByWord = new Map(keywordActions.map((a) => [a.name.toLowerCase().split(' ')[0], a]));
const formerSubtypes = new Set(Object.keys(formerCreatureTypes).map((s) => s.toLowerCase()));
export const keywordNames = keywordAbilities.map((k) => k.name.replace(/\s*\(.*\)$/, '').toLowerCase()).filter((n) => /^[a-z][a-z -]*$/.test(n));
const dash = /\s+(?:—|–|--|-)\s+/;
/** Multi-word subtypes of the rules by their first word (`time` → `time lord`). */
const multiWordSubtypes = new Map<string, string[]>();
for (const s of allSubtypes) if (s.includes(' ')) multiWordSubtypes.set(s.split(' ')[0], [...(multiWordSubtypes.get(s.split(' ')[0]) ?? []), s]);
/**
 * First words that make a line a sentence of rules text, not a keyword: the keyword actions (701:
 * `Scry 2`, `Investigate`, `Destroy …`) and the commonest verbs and subjects of effects.
 */
const sentenceStarts = new Set([
  ...keywordActions.map((a) => a.name.toLowerCase().split(' ')[0]),
  'draw', 'add', 'return', 'gain', 'lose', 'put', 'look', 'choose', 'prevent', 'copy', 'pay', 'deal', 'deals', 'take', 'skip', 'you', 'it', 'this', 'that', 'each', 'all', 'target', 'other', 'enchanted', 'equipped', 'creatures', 'players', 'spells',
]);
/** Second words that make a line a sentence: a count or an object (`Draw two`, `Sacrifice it`). */
const sentenceSecondWords = new Set(['a', 'an', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'x', 'that', 'it', 'them', 'up']);

/** A keyword line of the set's own kind: `Word [second word] [N | X | cost] [(reminder)]`. */
const keywordLine = /^([A-Z][a-z’'-]+)(?: ([a-z][a-z’'-]+))?(?: (?:\d+|X|(?:\{[^{}\s]+\})+))?(?:\s*(\(.+\)))?\s*$/;
const capitalWord = /^[A-Z][A-Za-z'’-]+$/;
const subtypeWord = /^[A-Z][A-Za-z'’-]*$/;
/**
 * A word in capitals (`TRI`, `DFC`, `FOIL`) is a tag a frame or a spreadsheet puts on the type line,
 * not a type: the rules write every type with one capital (205.2a, 205.3, 205.4), so it is never
 * taken in as the set's own word and stays an unknown type.
 */
const capitalsTag = /^[A-Z][A-Z'’-]+$/;

/** What a type line offers: an invented card type or supertype before the dash, invented subtypes after it. */
function typeLineKeys(line: string, name: string, keys: Set<string>): void {
  const [before, after = ''] = line.split(dash, 2);
  const words = before.split(/\s+/).filter(Boolean);
  const emblem = words.length === 1 && words[0] === 'Emblem';
  const types = emblem ? ['planeswalker'] : words.map((w) => w.toLowerCase()).filter((w) => lowerTypes.has(w) || w === 'tribal');
  if (!emblem && types.length > 0) {
    for (const w of words) {
      const lw = w.toLowerCase();
      if (lw === 'token' || lowerTypes.has(lw) || lowerSupertypes.has(lw) || lw === 'tribal') continue;
      if (capitalWord.test(w) && !capitalsTag.test(w)) keys.add(`supertype\t${w}`);
    }
  } else if (!emblem && words.length > 0 && words.length <= 3 && words.every((w) => capitalWord.test(w))) {
    // No card type at all: the last capitalised word may be one the set invents (`Paragon`, `Legendary Paragon`).
    const w = words[words.length - 1];
    if (w.toLowerCase() !== 'token' && !capitalsTag.test(w)) keys.add(`type\t${w}`);
  }
  // Subtypes belong to a card type of the rules; a type the set invents (or a typo) decides its own.
  const main = types.includes('creature') || types.includes('kindred') || types.includes('tribal') ? 'creature' : types[0];
  if (!main || after === '') return;
  const subs = after.split(/\s+/);
  for (let i = 0; i < subs.length; i++) {
    const sub = subs[i];
    if (!subtypeWord.test(sub) || capitalsTag.test(sub)) continue;
    const lower = sub.toLowerCase();
    // A multi-word subtype of the rules (`Time Lord`) is one subtype: its words are no new ones.
    const phrase = multiWordSubtypes.get(lower)?.find((s) => subs.slice(i, i + s.split(' ').length).join(' ').toLowerCase() === s);
    if (phrase) {
      i += phrase.split(' ').length - 1;
      continue;
    }
    // An old subtype is obsolete-subtype's; a subtype of the rules for one of this card's types is no new word.
    if (formerSubtypes.has(lower)) continue;
    const owners = subtypeOwners.get(lower);
    if (owners) {
      // A rules subtype of another card type (`Artifact — Aura`) may be the set's own word for this
      // type, when the set uses it so on two or more cards (205.3d would make it a mismatch).
      const ownTypes = types.flatMap((t) => (t === 'kindred' || t === 'tribal' ? ['kindred', 'creature'] : [t]));
      if (emblem || ownTypes.some((t) => owners.includes(t))) continue;
      keys.add(`subtype\t${main}\t${sub}\t!`);
      continue;
    }
    // A planeswalker named for its own type (205.3j): `Alia, Sky Sage` is a planeswalker — Alia.
    const ownName = main === 'planeswalker' && !emblem && new RegExp(`\\b${sub.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(name);
    keys.add(`subtype\t${main}\t${sub}${ownName ? '\t=' : ''}`);
  }
}

/** What a rules-text line offers: a keyword of the set's own kind, if it is one. */
function keywordKeys(line: string, keys: Set<string>): void {
  const m = keywordLine.exec(line);
  if (!m) return;
  const first = m[1].toLowerCase();
  // A verb of rules text starts a sentence (`Draw two`), as does a count. A keyword action does too
  // (`Scry 2`), unless the line is a keyword line of the set's own: it may then be the set's keyword
  // named like the action (`Connive 2 (This creature enters with …)`), marked `!` (see vocabularyCandidates).
  const action = keywordActionByWord.has(first) && !m[2];
  if ((sentenceStarts.has(first) && !action) || (m[2] && sentenceSecondWords.has(m[2]))) return;
  const name = m[2] ? `${m[1]} ${m[2]}` : m[1];
  // A keyword of the rules, a variant of one (`Enchant creature`, `Forestwalk`, `Megamorph`), or
  // a rules keyword with a word before it (`Commander ninjutsu`, 702.49d) is no new word.
  const words = name.toLowerCase().split(' ');
  if (matchKeyword(words) || (words.length === 2 && matchKeyword(words.slice(1)))) return;
  // A near-miss of a keyword whose reminder restates that keyword (`Flyng (… creatures with flying …)`)
  // is its typo: the reminder is not the line's own.
  const own = m[3] !== undefined && !restatesNearKeyword(name.toLowerCase(), m[3]);
  const flags = `${own ? '+' : ''}${action ? '!' : ''}`;
  keys.add(`keyword\t${name}${flags ? `\t${flags}` : ''}`);
}

/** The rules keyword `word` is one slip from, if any (the near-miss rule's distance). */
export function nearKeyword(word: string): string | undefined {
  if (!nearMissOf(word, keywordNames)) return undefined;
  return keywordNames.find((k) => k !== word && nearMiss(word, [k]));
}

/** Whether a reminder restates the keyword `word` is a near-miss of: it names that keyword, or is its reminder text. */
function restatesNearKeyword(word: string, reminder: string): boolean {
  const keyword = nearKeyword(word);
  if (!keyword) return false;
  return new RegExp(`\\b${keyword}\\b`, 'i').test(reminder) || compareReminder(keyword, {}, 'this creature', reminder) === 'same';
}

/**
 * What one card's text offers the vocabulary (see {@link ChunkVocabulary}), in one pass over its
 * lines (comments and blank lines skipped): its type lines — the second line, and each face's
 * second line after `//`, or an emblem's header (`Emblem — Alia`) — and its other lines as keywords.
 */
export function chunkVocabulary(text: string): ChunkVocabulary {
  let keys: Set<string> | undefined;
  let index = 0;
  let expect = 1;
  let name = '';
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end).trim();
    start = end + 1;
    if (line === '' || line.charCodeAt(0) === 35 /* # */) continue;
    const at = index++;
    if (at === 0 && line.charCodeAt(0) === 64 /* @ */) return [];
    if (line === '//') {
      expect = at + 2;
      continue;
    }
    if (at === expect - 1) {
      name = line;
      // An emblem's header is its type line: the lines after it are its abilities.
      if (line.startsWith('Emblem') && /^Emblem\s+—\s+\S/.test(line)) {
        typeLineKeys(line, name, (keys ??= new Set()));
        expect = -2;
      }
      continue;
    }
    if (at === expect) typeLineKeys(line, name, (keys ??= new Set()));
    else if (line.charCodeAt(0) >= 65 && line.charCodeAt(0) <= 90) keywordKeys(line, (keys ??= new Set()));
  }
  return keys ? [...keys] : [];
}
