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
import { abilityWords, cardTypes, keywordAbilities, keywordActions, subtypesByType, supertypes } from './data/rulesData.js';
import { editDistance } from './checks/spelling.js';
import { formerCreatureTypes } from './data/formerNames.js';
import { type Declarations, emptyDeclarations } from './model/symbols.js';
import { fingerprint } from './declarations.js';
import { matchKeyword } from './parser/keywords.js';
import { compareReminder } from './knowledge/reminderText.js';

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** What one card offers the vocabulary: keys `subtype\ttype\tWord`, `keyword\tName` (`\t+` when with reminder text), `type\tWord`, `supertype\tWord`. */
export type ChunkVocabulary = readonly string[];

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

const lowerTypes = new Set(cardTypes.map((t) => t.toLowerCase()));
const lowerSupertypes = new Set(supertypes.map((t) => t.toLowerCase()));
const allSubtypes = [...new Set(Object.values(subtypesByType).flat().map((s) => s.toLowerCase()))];
const allSubtypeSet = new Set(allSubtypes);
/** The card types (lower case) each rules subtype belongs to. */
const subtypeOwners = new Map<string, string[]>();
for (const [type, subs] of Object.entries(subtypesByType)) {
  for (const sub of subs) subtypeOwners.set(sub.toLowerCase(), [...(subtypeOwners.get(sub.toLowerCase()) ?? []), type.toLowerCase()]);
}
/** Keyword actions (701) by their first word, lower case. */
const keywordActionByWord = new Map(keywordActions.map((a) => [a.name.toLowerCase().split(' ')[0], a]));
const formerSubtypes = new Set(Object.keys(formerCreatureTypes).map((s) => s.toLowerCase()));
const keywordNames = keywordAbilities.map((k) => k.name.replace(/\s*\(.*\)$/, '').toLowerCase()).filter((n) => /^[a-z][a-z -]*$/.test(n));
const keywordSet = new Set(keywordNames);
const abilityWordSet = new Set(abilityWords.map((w) => w.toLowerCase()));
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
const typeWords = [...lowerTypes, ...lowerSupertypes];

/**
 * Edits within which a word is a near-miss of another: one up to eight letters, two from nine. A
 * typo is one slip (`Flyng`, `Tramlpe`, `Wizzard`, two letters swapped as in `Esclaate`); two
 * edits make another word (`Invoke` and `Evoke`, a designer's keyword and a rule's).
 */
function allowed(length: number): number {
  return length <= 8 ? 1 : 2;
}

/** Near-misses of the rules' fixed lists, by list and word (they never change; an edit asks again for the same words). */
const memo = new WeakMap<object, { answers: Map<string, boolean>; byLength: Map<number, string[]> }>();

/** {@link nearMiss} of a fixed list, remembered; the list is searched only among words of about the same length. */
function nearMissOf(word: string, list: readonly string[] | ReadonlySet<string>): boolean {
  let known = memo.get(list);
  if (!known) {
    const byLength = new Map<number, string[]>();
    for (const k of list) {
      const same = byLength.get(k.length);
      if (same) same.push(k);
      else byLength.set(k.length, [k]);
    }
    memo.set(list, (known = { answers: new Map(), byLength }));
  }
  let answer = known.answers.get(word);
  if (answer === undefined) {
    const limit = allowed(word.length);
    answer = false;
    for (let n = word.length - limit; n <= word.length + limit && !answer; n++) answer = nearMiss(word, known.byLength.get(n) ?? []);
    known.answers.set(word, answer);
  }
  return answer;
}

/** True if `word` is a near-miss of one of `known` (lower-cased), not the same word. */
export function nearMiss(word: string, known: Iterable<string>): boolean {
  const w = word.toLowerCase();
  const limit = allowed(w.length);
  // (A compound of a known word, `Gearling` of `Gear`, is longer by more than the limit: a word of its own.)
  for (const k of known) {
    if (k === w || Math.abs(k.length - w.length) > limit) continue;
    if (limit === 1 ? withinOneEdit(w, k) : editDistance(w, k) <= limit) return true;
  }
  return false;
}

/**
 * True if one slip turns `a` into `b` — a substitution, an insertion, a deletion, or two
 * neighbouring letters swapped (`Esclaate`, the commonest typo) — or none: a linear scan, no table.
 */
function withinOneEdit(a: string, b: string): boolean {
  if (a.length < b.length) [a, b] = [b, a];
  if (a.length - b.length > 1) return false;
  let i = 0;
  while (i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (a.length !== b.length) return a.slice(i + 1) === b.slice(i);
  // After the first difference, the rest must match with one letter replaced, or with two swapped.
  return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
}

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
function nearKeyword(word: string): string | undefined {
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
