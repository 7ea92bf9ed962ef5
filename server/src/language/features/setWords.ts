/**
 * The set's own words as the editor and `cardtext explain` show them: each custom mana symbol,
 * keyword, subtype, card type and supertype the file declares or uses as its own (vocabulary.ts),
 * with what it means (a mana symbol's type, a keyword's reminder text), the cards that use it and
 * where it is first used. Also the outline entry that lists them and the edit that declares them.
 */
import type { Card, Position, Range } from '../ast.js';
import type { TextEdit } from '../checks/index.js';
import type { CardsDocument } from '../document.js';
import { normalize } from '../model/cardModel.js';
import { describeVocabulary, vocabularyDirectives, type VocabularyWord } from '../vocabulary.js';
import { readKeywordLine, reminderSelf } from '../checks/wordingReminder.js';
import { fillReminder, type ReminderParameter } from '../knowledge/reminderText.js';
import { directiveProblem } from '../declarations.js';

/** One word of the set. */
export interface SetWord {
  kind: 'mana' | 'keyword' | 'subtype' | 'type' | 'supertype';
  /** As declared or written (`Gearling`, `Kindle`; a mana symbol's body, `V`). */
  word: string;
  /** A subtype's card type, lower-cased. */
  type?: string;
  /** Declared by a directive or the settings; else the set uses it as its own. */
  declared: boolean;
  /** A mana symbol's type of mana (`violet`). */
  meaning?: string;
  /** A keyword's reminder text, from the first card that gives one. */
  reminder?: string;
  /** A keyword's uses on keyword lines: its number or cost there, the card's self-reference, its reminder text if any. */
  uses?: KeywordUse[];
  /** Names of the cards that use it, in file order. */
  cards: string[];
  /** Where it is first used (a type line, a keyword line, a symbol), if anywhere. */
  first?: Range;
}

/** One keyword line of a set's own keyword, as its declaration is made from it. */
export interface KeywordUse {
  parameter: ReminderParameter;
  /** How the card's reminder calls it ("this creature", "this Vehicle", "this spell"). */
  self: string;
  reminder?: string;
}

const memo = new WeakMap<CardsDocument, SetWord[]>();

/** Every word the set declares or uses as its own, with its uses (computed once per document). */
export function setWordsOf(doc: CardsDocument): SetWord[] {
  let words = memo.get(doc);
  if (!words) memo.set(doc, (words = collect(doc)));
  return words;
}

/**
 * The set's words and their uses. With `firstOnly`, only the words the file uses without declaring
 * them, and only as far as each one's first use (the outline's need: it runs after every edit).
 */
function collect(doc: CardsDocument, firstOnly = false): SetWord[] {
  const d = doc.declarations;
  const own = doc.declared;
  const words: SetWord[] = [];
  const byKey = new Map<string, SetWord>();
  const add = (w: Omit<SetWord, 'cards'>, key: string) => {
    if (firstOnly && w.declared) return;
    const word: SetWord = { ...w, cards: [] };
    words.push(word);
    byKey.set(key, word);
  };
  for (const [body, name] of d.manaSymbols) add({ kind: 'mana', word: body, declared: true, meaning: name }, `mana\t${body}`);
  for (const [lower, name] of d.keywords) add({ kind: 'keyword', word: name, declared: own.keywords.has(lower) }, `keyword\t${lower}`);
  for (const [type, set] of d.subtypes) {
    const declaredHere = new Set([...(own.subtypes.get(type) ?? [])].map(normalize));
    for (const s of set) add({ kind: 'subtype', word: s, type, declared: declaredHere.has(normalize(s)) }, `subtype\t${type}\t${normalize(s)}`);
  }
  for (const [lower, name] of d.cardTypes ?? []) add({ kind: 'type', word: name, declared: !!own.cardTypes?.has(lower) }, `type\t${lower}`);
  for (const [lower, name] of d.supertypes ?? []) add({ kind: 'supertype', word: name, declared: !!own.supertypes?.has(lower) }, `supertype\t${lower}`);
  if (words.length === 0) return words;
  let unseen = words.length;
  const use = (key: string, card: Card, range: Range) => {
    const w = byKey.get(key);
    if (!w) return;
    if (w.cards[w.cards.length - 1] !== card.name) w.cards.push(card.name);
    if (!w.first) {
      w.first = range;
      unseen--;
    }
  };
  // Symbols and keyword abilities are looked at only if the set has words of those kinds.
  const mana = words.some((w) => w.kind === 'mana');
  const keywords = words.some((w) => w.kind === 'keyword');
  for (const model of doc.models) {
    if (firstOnly && unseen === 0) break;
    const card = model.card;
    for (const [i, face] of model.faces.entries()) {
      const ast = card.faces[i];
      const typeRange = ast?.typeLine?.range ?? card.range;
      const subtypeTypes = face.isEmblem ? ['planeswalker'] : face.types.map((t) => t.toLowerCase());
      if (subtypeTypes.includes('kindred')) subtypeTypes.push('creature');
      for (const s of face.subtypes) for (const t of subtypeTypes) use(`subtype\t${t}\t${normalize(s)}`, card, typeRange);
      for (const t of face.types) use(`type\t${t.toLowerCase()}`, card, typeRange);
      for (const t of face.supertypes) use(`supertype\t${t.toLowerCase()}`, card, typeRange);
      if (mana) for (const symbol of ast?.manaCost?.symbols ?? []) use(`mana\t${symbol.body}`, card, symbol.range);
      if (!mana && !keywords) continue;
      for (const ability of ast?.abilities ?? []) {
        const cost = 'cost' in ability ? ability.cost : undefined;
        if (mana) for (const symbol of [...(cost?.parts.flatMap((p) => p.symbols) ?? []), ...ability.effect.symbols]) use(`mana\t${symbol.body}`, card, symbol.range);
        if (ability.abilityKind !== 'keyword') continue;
        const key = `keyword\t${ability.keyword.toLowerCase()}`;
        use(key, card, ability.keywordRange);
        const w = byKey.get(key);
        if (w && !w.reminder && ability.effect.reminders[0]) w.reminder = ability.effect.reminders[0].text;
        const line = w && !firstOnly ? readKeywordLine(ability) : undefined;
        if (w && line) (w.uses ??= []).push({ parameter: line.parameter, self: reminderSelf(face), reminder: line.written?.text });
      }
    }
  }
  return words;
}

/** A test for the set's words a query names: a word (any case) or a mana symbol (`{V}`). */
export function setWordQuery(query: string): (w: SetWord) => boolean {
  const q = query.trim();
  const symbol = /^\{([^{}]+)\}$/.exec(q);
  return (w) => (symbol ? w.kind === 'mana' && w.word.toLowerCase() === symbol[1].toLowerCase() : w.kind !== 'mana' && normalize(w.word) === normalize(q));
}

/** The set's words matching a query (see {@link setWordQuery}). */
export function findSetWords(doc: CardsDocument, query: string): SetWord[] {
  return setWordsOf(doc).filter(setWordQuery(query));
}

const kindName = (w: SetWord) => (w.kind === 'subtype' ? `${w.type} type` : w.kind === 'type' ? 'card type' : w.kind);

/** Card names as a list, the first few: `A, B and 3 more`. */
function cardList(names: string[], limit = 6): string {
  if (names.length === 0) return '';
  const shown = names.slice(0, limit);
  // Legendary names hold commas (`Fenwick, Gate-Captain`): then the names are parted by semicolons.
  const separator = shown.some((n) => n.includes(',')) ? '; ' : ', ';
  return names.length > limit ? `${shown.join(separator)} and ${names.length - limit} more` : shown.join(separator);
}

/**
 * What the set's word is, as plain text lines (the caller escapes them for Markdown): its kind,
 * declared or taken in from use, its meaning and the cards that use it.
 */
export function setWordLines(w: SetWord, file?: string): string[] {
  const where = file ? ` in ${file}` : '';
  const lines: string[] = [];
  if (w.kind === 'mana') {
    lines.push(`{${w.word}} — mana of type "${w.meaning}", declared${where} with @mana. It is a type of mana of this set; it has no color, so in a mana cost it counts 1 toward the mana value and adds no color (106.1, 202.2).`);
  } else {
    const how = w.declared ? `declared${where} with @${w.kind === 'type' ? 'type' : w.kind}` : `the set's own${where}: not declared, taken in because its cards use it as a ${kindName(w)}`;
    lines.push(`${w.word} — a ${kindName(w)} of this set, ${how}.`);
  }
  if (w.reminder) lines.push(`Reminder text: ${w.reminder}`);
  lines.push(w.cards.length === 0 ? 'No card uses it yet.' : `Used on ${w.cards.length} card${w.cards.length === 1 ? '' : 's'}: ${cardList(w.cards)}.`);
  return lines;
}

/** An outline entry: the list of the set's own words (see outline.ts for the card entries). */
export interface WordSymbol {
  name: string;
  detail: string;
  range: Range;
  selectionRange: Range;
  children: WordSymbol[];
}

/**
 * The outline's "Set's own words" entry: one child per word the file uses as its own without
 * declaring it (at its first use); undefined if there is none. It spans the directives' lines.
 */
export function vocabularySymbol(doc: CardsDocument): WordSymbol | undefined {
  if (doc.vocabulary.length === 0) return undefined;
  const words = memo.get(doc) ?? collect(doc, true);
  const firstCard = doc.chunks.find((c) => c.ast.card)?.startLine ?? 0;
  const top: Range = { start: { line: 0, character: 0 }, end: { line: Math.max(0, firstCard - 1), character: 0 } };
  const children = doc.vocabulary.map((v): WordSymbol => {
    const w = words.find((x) => x.kind === v.kind && normalize(x.word) === normalize(v.word) && x.type === v.type);
    const at = w?.first ?? top;
    return { name: v.word, detail: `${v.kind === 'subtype' ? `${v.type} type` : v.kind} · ${v.cards} card${v.cards === 1 ? '' : 's'}`, range: at, selectionRange: at, children: [] };
  });
  return { name: "Set's own words", detail: describeVocabulary(doc.vocabulary, 3), range: top, selectionRange: { start: top.start, end: top.start }, children };
}

/**
 * The edit that declares every word the file uses as its own ("Declare all N new words"): the
 * directives after the file's last one, else before the first card; undefined if there is none.
 */
export function declareVocabularyEdit(doc: CardsDocument): { title: string; edit: TextEdit } | undefined {
  if (doc.vocabulary.length === 0) return undefined;
  const words = setWordsOf(doc);
  const keyword = (v: VocabularyWord) => words.find((w) => w.kind === 'keyword' && normalize(w.word) === normalize(v.word));
  const lines = vocabularyDirectives(doc.vocabulary, (v) => {
    const uses = keyword(v)?.uses;
    return uses ? keywordDeclaration(v.word, uses) : undefined;
  });
  const title = `Declare all ${doc.vocabulary.length} new word${doc.vocabulary.length === 1 ? '' : 's'} (${lines.map((l) => l.split(' ')[0]).filter((v, i, a) => a.indexOf(v) === i).join(', ')})`;
  const valid = doc.directives.filter((d) => !directiveProblem(d));
  const last = valid.reduce<Position | undefined>((at, d) => (!at || d.range.end.line > at.line ? d.range.end : at), undefined);
  if (last) return { title, edit: { range: { start: last, end: last }, newText: `\n${lines.join('\n')}` } };
  const first = doc.chunks.find((c) => c.ast.card);
  const at = { line: first?.startLine ?? 0, character: 0 };
  return { title, edit: { range: { start: at, end: at }, newText: `${lines.join('\n')}\n\n` } };
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A reminder text as a `@keyword` template: the card's number becomes `N` (in digits; not in a
 * power/toughness such as `1/1`, but in `+N/+N`) and `{nWord}` (as a word), its cost `{cost}`, and
 * its self-reference `{this}` when `generalSelf` (the keyword's cards call themselves differently).
 */
function templateOf(use: KeywordUse, generalSelf: boolean): string | undefined {
  if (!use.reminder) return undefined;
  let t = use.reminder;
  const { n, cost } = use.parameter;
  if (cost) t = t.split(cost).join('{cost}');
  if (typeof n === 'number') {
    // A number standing alone, or both halves of a +N/+N; a power/toughness such as 1/1 stays.
    t = t.replace(new RegExp(`(?<![\\w{}])[+-]?${n}(?![\\w}])`, 'g'), (whole: string, at: number, all: string) => {
      const signed = /^[+-]/.test(whole);
      const pt = all[at + whole.length] === '/' || all[at - 1] === '/';
      const boost = signed && (/^[+-]\d+\/[+-]\d/.test(all.slice(at)) || /[+-]\d+\/$/.test(all.slice(0, at)));
      return !pt || boost ? whole.replace(String(n), 'N') : whole;
    });
    if (NUMBER_WORDS[n]) t = t.replace(new RegExp(`\\b${NUMBER_WORDS[n]}\\b`, 'g'), '{nWord}');
  }
  if (generalSelf) t = t.replace(new RegExp(`\\b${escape(use.self)}\\b`, 'gi'), '{this}');
  return t;
}

/**
 * The `@keyword` line that declares a set's own keyword as its cards use it: its name, `N` or
 * `{cost}` when its cards give it a number or a cost, and the reminder text its cards give it as a
 * template, so each card's own reminder is checked against it. Of the readings of the reminder, the
 * one that gives back most cards' own reminder text is kept (a number in the reminder may be the
 * keyword's or another: `Vision 1 (… a 1/1 …)`).
 */
export function keywordDeclaration(word: string, uses: readonly KeywordUse[]): string {
  const numbered = uses.some((u) => u.parameter.n !== undefined);
  const costed = !numbered && uses.some((u) => u.parameter.cost !== undefined);
  const head = `@keyword ${word}${numbered ? ' N' : costed ? ' {cost}' : ''}`;
  const generalSelf = new Set(uses.map((u) => u.self)).size > 1;
  const withReminder = uses.filter((u) => u.reminder);
  const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.replace(/\s+/g, ' ').toLowerCase() === b.replace(/\s+/g, ' ').toLowerCase();
  let best: { template: string; score: number } | undefined;
  for (const use of withReminder) {
    for (const template of [templateOf(use, generalSelf), use.reminder]) {
      if (!template) continue;
      // A template with N needs the cards' numbers; one that reads wrong (a stray placeholder) is no reading.
      const score = withReminder.filter((u) => same(fillReminder(template, u.parameter, u.self), u.reminder)).length;
      if (!best || score > best.score) best = { template, score };
    }
  }
  return best ? `${head} ${best.template}` : head;
}
