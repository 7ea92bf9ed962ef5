/**
 * A set's own vocabulary, learned from the set as a designer would expect: besides the words it
 * declares (`@subtype`, `@keyword`, `@type`, `@supertype`), the words its cards use as their own —
 * - a subtype that is no subtype of the rules, when the set uses it on two or more cards, or as a
 *   planeswalker's own type that is in its name: `Creature — Human Actor` on a dozen cards,
 *   `Artifact — Monument`, `Legendary Planeswalker — Oriel` on `Oriel, Vine Speaker`;
 * - a keyword: a line `Word [N | cost] (reminder text)` with reminder text, or such a line without
 *   reminder text on two or more cards: `Vision 2 (…)`, `Reborn {2}{B}`;
 * - a card type or supertype written before the dash on two or more cards.
 * A near-miss of a rules word — within a small edit distance (`Wizzard`, `Flyng`) — is never taken
 * in, however often it is used: it stays reported until declared. The words are found in each
 * card's text (no parse needed), counted per card, and kept with the card, so an edit counts again
 * only the cards it touched.
 */
import { abilityWords, keywordAbilities } from './data/rulesData.js';
import { type Declarations, emptyDeclarations } from './model/symbols.js';
import { fingerprint } from './declarations.js';
import { nearMiss, nearMissOf } from './nearMiss.js';
import { allSubtypes, chunkVocabulary, type ChunkVocabulary, keywordActionByWord, keywordNames, lowerSupertypes, lowerTypes, nearKeyword, subtypeOwners } from './vocabularyKeys.js';

export { chunkVocabulary, type ChunkVocabulary } from './vocabularyKeys.js';
export { nearMiss } from './nearMiss.js';

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A word of the set's own vocabulary, with how many cards use it. */
export interface VocabularyWord {
  kind: 'subtype' | 'keyword' | 'type' | 'supertype';
  word: string;
  /** For a subtype: the card type it belongs to (lower case). */
  type?: string;
  cards: number;
  /** For a keyword: some use of it has reminder text. */
  reminder?: boolean;
  /**
   * The rules' word it shadows, when it is one (or a near-miss of a keyword): a subtype of another
   * card type (`Aura` on artifacts), a keyword action (`Connive`), a keyword one slip away (`Encor`).
   */
  shadows?: Shadowed;
}

/** A rules word a set's own word shadows: what it is in the rules, and the rule that says so. */
export interface Shadowed {
  /** As a message ends it: "in the rules it is an enchantment type", "… a keyword action", "it is one slip from the rules' keyword Encore". */
  what: string;
  rule: string;
}

const allSubtypeSet = new Set(allSubtypes);
const keywordSet = new Set(keywordNames);
const abilityWordSet = new Set(abilityWords.map((w) => w.toLowerCase()));
const typeWords = [...lowerTypes, ...lowerSupertypes];

/** Counts of a document's vocabulary keys: how many cards offer each. */
export type VocabularyCounts = Map<string, number>;

/** Adds (or, with `sign` -1, takes off) one card's keys. */
export function countVocabulary(counts: VocabularyCounts, keys: ChunkVocabulary, sign = 1): void {
  for (const key of keys) {
    const n = (counts.get(key) ?? 0) + sign;
    if (n <= 0) counts.delete(key);
    else counts.set(key, n);
  }
}

/**
 * The words of the set's own vocabulary from its counts, leaving out what `declared` already knows
 * (the file's directives and the settings) and every near-miss of a rules word.
 */
export function inferVocabulary(counts: VocabularyCounts, declared: Declarations): VocabularyWord[] {
  return vocabularyFrom(vocabularyCandidates(counts), declared);
}

/**
 * The words the counts offer before anything declared is considered: every word used as the
 * set's own that is no rules word or near-miss of one, with how many cards use it. The words of a
 * file follow from these and its declarations ({@link vocabularyFrom}), so the result cache keys
 * on them ({@link vocabularyKey}) and hands them to the parse of a part of the file.
 */
export function vocabularyCandidates(counts: VocabularyCounts): VocabularyWord[] {
  const out: VocabularyWord[] = [];
  const keywords = new Map<string, { cards: number; reminder: boolean; action: boolean }>();
  for (const [key, n] of counts) {
    const parts = key.split('\t');
    if (parts[0] !== 'keyword') continue;
    const entry = keywords.get(parts[1]) ?? { cards: 0, reminder: false, action: false };
    entry.cards += n;
    entry.reminder ||= (parts[2] ?? '').includes('+');
    entry.action ||= (parts[2] ?? '').includes('!');
    keywords.set(parts[1], entry);
  }
  for (const [name, { cards, reminder, action }] of keywords) {
    const lower = name.toLowerCase();
    if (!reminder && cards < 2) continue;
    if (keywordSet.has(lower) || abilityWordSet.has(lower)) continue;
    const near = nearKeyword(lower);
    if (action || near || nearMissOf(lower, abilityWordSet)) {
      // Named like a keyword action, or one slip from a keyword: the set's own only as a keyword line
      // with reminder text of its own, used on two or more cards (the near-miss rule is for bare
      // words, which stay typos); a near-miss of an ability word never.
      if (!reminder || cards < 2 || (!action && !near)) continue;
      const shadows: Shadowed = action
        ? { what: 'in the rules it is a keyword action', rule: keywordActionByWord.get(lower.split(' ')[0])!.rule }
        : { what: `it is one slip from the rules' keyword ${capitalise(near!)}`, rule: keywordAbilities.find((k) => k.name.toLowerCase() === near)?.rule ?? '702.1' };
      out.push({ kind: 'keyword', word: name, cards, reminder, shadows });
      continue;
    }
    out.push({ kind: 'keyword', word: name, cards, reminder });
  }
  const byWord = new Map<string, { type: string; word: string; n: number; ownName: boolean; rules: boolean }>();
  for (const [key, n] of counts) {
    if (!key.startsWith('subtype\t')) continue;
    const [, type, word, own] = key.split('\t');
    const entry = byWord.get(`${type}\t${word}`) ?? { type, word, n: 0, ownName: false, rules: false };
    entry.n += n;
    entry.ownName ||= own === '=';
    entry.rules ||= own === '!';
    byWord.set(`${type}\t${word}`, entry);
  }
  for (const { type, word, n, ownName, rules } of byWord.values()) {
    // Used on two or more cards, or a planeswalker's own name as its type; never a near-miss of a
    // subtype of the rules (of any type: Elf, Wizard…), which is a typo however often it is used.
    // A subtype of the rules used on another card type (`Artifact — Aura`) on two or more cards is
    // the set's own word for that type, which shadows the rules' one.
    if (n < 2 && (!ownName || rules)) continue;
    if (rules) {
      const owners = subtypeOwners.get(word.toLowerCase()) ?? [];
      out.push({ kind: 'subtype', type, word, cards: n, shadows: { what: `in the rules it is ${owners.map((o) => `${/^[aeiou]/.test(o) ? 'an' : 'a'} ${o}`).join(' or ')} type`, rule: '205.3d' } });
      continue;
    }
    if (nearMissOf(word.toLowerCase(), allSubtypes)) continue;
    out.push({ kind: 'subtype', type, word, cards: n });
  }
  for (const kind of ['type', 'supertype'] as const) {
    for (const [key, n] of counts) {
      if (!key.startsWith(`${kind}\t`) || n < 2) continue;
      const word = key.slice(kind.length + 1);
      const lower = word.toLowerCase();
      // A word the rules already have for something else (`Flash` on the second line is a keyword) is no new type.
      if (keywordSet.has(lower) || abilityWordSet.has(lower) || allSubtypeSet.has(lower) || nearMissOf(lower, typeWords)) continue;
      out.push({ kind, word, cards: n });
    }
  }
  // Plain comparison, not localeCompare: its first call loads the collation data (milliseconds, cold).
  const order = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return out.sort((a, b) => order(a.kind, b.kind) || b.cards - a.cards || order(a.word, b.word) || order(a.type ?? '', b.type ?? ''));
}

/**
 * The set's own words from the candidates: those `declared` does not know already, less each word
 * on one card that is a near-miss of another of the set's words (`Gearlnig` where the set has
 * `Gearling`, `Kindel (…)` where it has `Kindle`), which is a typo of it, not a word of its own.
 */
export function vocabularyFrom(candidates: VocabularyWord[], declared: Declarations): VocabularyWord[] {
  const out = undeclaredWords(candidates, declared);
  return out.filter((w) => w.cards >= 2 || !nearMiss(w.word, otherWordsOfKind(w, out, declared)));
}

/** The set's other words of `w`'s kind (and, for a subtype, its type), lower-cased: declared ones and those used more. */
function otherWordsOfKind(w: VocabularyWord, found: VocabularyWord[], declared: Declarations): string[] {
  const others = found.filter((o) => o !== w && o.kind === w.kind && o.type === w.type && o.cards >= 2).map((o) => o.word.toLowerCase());
  if (w.kind === 'keyword') return [...others, ...declared.keywords.keys()];
  if (w.kind === 'subtype') return [...others, ...[...(declared.subtypes.get(w.type!) ?? [])].map((s) => s.toLowerCase())];
  return [...others, ...((w.kind === 'type' ? declared.cardTypes : declared.supertypes)?.keys() ?? [])];
}

/** The set's own words of some cards' texts, with nothing declared. */
export function vocabularyOfTexts(texts: Iterable<string>): VocabularyWord[] {
  const counts: VocabularyCounts = new Map();
  for (const text of texts) countVocabulary(counts, chunkVocabulary(text));
  return inferVocabulary(counts, emptyDeclarations());
}

/** Of `words`, those `declared` does not know yet. */
export function undeclaredWords(words: VocabularyWord[], declared: Declarations): VocabularyWord[] {
  return words.filter((w) => {
    const lower = w.word.toLowerCase();
    if (w.kind === 'keyword') return !declared.keywords.has(lower);
    if (w.kind === 'type') return !declared.cardTypes?.has(lower);
    if (w.kind === 'supertype') return !declared.supertypes?.has(lower);
    return ![...(declared.subtypes.get(w.type!) ?? [])].some((s) => s.toLowerCase() === lower);
  });
}

/** A short key of a word list with its counts (for cache contexts). */
export function vocabularyKey(words: VocabularyWord[]): string {
  return words.map((w) => `${w.kind}:${w.type ?? ''}:${w.word}:${w.cards}${w.reminder ? '+' : ''}`).join(',');
}

/** The declarations with the set's own words added (a new object, with its own fingerprint). */
export function withVocabulary(declared: Declarations, words: VocabularyWord[]): Declarations {
  if (words.length === 0) return declared;
  const result: Declarations = {
    ...emptyDeclarations(),
    manaSymbols: declared.manaSymbols,
    keywords: new Map(declared.keywords),
    subtypes: new Map([...declared.subtypes].map(([k, v]) => [k, new Set(v)])),
    cardTypes: new Map(declared.cardTypes ?? []),
    supertypes: new Map(declared.supertypes ?? []),
    templating: declared.templating,
    keywordReminders: declared.keywordReminders,
    isSet: declared.isSet,
  };
  for (const w of words) {
    if (w.kind === 'keyword') result.keywords.set(w.word.toLowerCase(), w.word);
    else if (w.kind === 'type') result.cardTypes.set(w.word.toLowerCase(), w.word);
    else if (w.kind === 'supertype') result.supertypes.set(w.word.toLowerCase(), w.word);
    else {
      const set = result.subtypes.get(w.type!) ?? new Set<string>();
      set.add(w.word);
      result.subtypes.set(w.type!, set);
    }
  }
  result.fingerprint = fingerprint(result);
  return result;
}

const kindNames: Record<VocabularyWord['kind'], string> = { subtype: 'subtype', keyword: 'keyword', type: 'card type', supertype: 'supertype' };

/**
 * The words in one line, grouped by kind, most used first: `creature types Warden (12 cards),
 * Ashkin (9 cards); keyword Kindle (9 cards)`; past `limit` words, "and N more".
 */
export function describeVocabulary(words: VocabularyWord[], limit = 12): string {
  const groups = new Map<string, string[]>();
  for (const w of words.slice(0, limit)) {
    const group = w.kind === 'subtype' ? `${w.type} type` : kindNames[w.kind];
    groups.set(group, [...(groups.get(group) ?? []), `${w.word} (${w.cards} card${w.cards === 1 ? '' : 's'})`]);
  }
  const parts = [...groups].map(([group, list]) => `${group}${list.length > 1 ? 's' : ''} ${list.join(', ')}`);
  const more = words.length - limit;
  return parts.join('; ') + (more > 0 ? `; and ${more} more` : '');
}

/**
 * The directives that would declare these words (for "Declare all N new words"); `keywordLine`
 * may write a keyword's own (with its number and reminder text).
 */
export function vocabularyDirectives(words: VocabularyWord[], keywordLine?: (w: VocabularyWord) => string | undefined): string[] {
  const lines: string[] = [];
  const byType = new Map<string, string[]>();
  for (const w of words) {
    if (w.kind === 'subtype') byType.set(w.type!, [...(byType.get(w.type!) ?? []), w.word]);
    else if (w.kind === 'keyword') lines.push(keywordLine?.(w) ?? `@keyword ${w.word}`);
    else lines.push(`@${w.kind} ${w.word}`);
  }
  for (const [type, list] of byType) lines.push(`@subtype ${type.charAt(0).toUpperCase()}${type.slice(1)} ${list.join(' ')}`);
  return lines;
}
