/**
 * The current reminder text of the rules' keyword abilities (the generated table of data/reminderText.ts,
 * measured on modern cards): filled in for a card's keyword line, and compared with what a card writes.
 * Pure: no I/O.
 */
import { carriesShare, reminderTexts, type ReminderEntry, type ReminderForm, type ReminderFormKey, type ReminderWording } from '../data/reminderText.js';
import { cardTypes, subtypesByType } from '../data/rulesData.js';
import { contentWords, contradictsSentences, manaRuns, NUMBER_WORDS, numbersIn, overlap, parseNumber, wordedOtherwise } from './reminderWords.js';

/** A keyword's parameter as written on its line: `Crew 2` → { n: 2 }, `Kicker {1}{R}` → { cost: '{1}{R}' },
 *  `Ward—Pay 3 life.` → { cost: 'Pay 3 life' }, `Affinity for artifacts` → { words: 'for artifacts' }. */
export interface ReminderParameter {
  n?: number | 'X';
  cost?: string;
  words?: string;
}

/**
 * How a written reminder relates to the current one (see compareReminder): the same; says something
 * else (another number, cost, polarity or keyword's rule); shares too few words with it to be its
 * reminder at all ('unrelated': it may explain something else, as old cards' reminders of a symbol
 * do); says the same rule in other words than
 * today's (an older wording, or words today's reminder doesn't use); or can't be told (no table
 * entry, or a trimmed or slightly reworded reminder whose words all agree).
 */
export type ReminderComparison = 'same' | 'contradicts' | 'unrelated' | 'otherwise' | 'unknown';

/** Below this share of shared words (overlap coefficient, on content words) a reminder is another text. */
const MIN_OVERLAP = 0.5;
/** Nouns of a self-reference ("this creature", "this Vehicle"): card types, "permanent" and subtypes. */
const SELF_NOUNS = new Set(['permanent', ...cardTypes, ...Object.values(subtypesByType).flat()].map((w) => w.toLowerCase()));
/** Placeholders of the table's templates; {R*n} is a mana symbol written n times. */
const PLACEHOLDER = /\{(n|nWord|cost|pays|this|[A-Z]\*n)\}/g;

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const key = (keyword: string): string => keyword.trim().replace(/\s+/g, ' ').toLowerCase();
const entryFor = (keyword: string): ReminderEntry | undefined =>
  Object.hasOwn(reminderTexts, key(keyword)) ? reminderTexts[key(keyword)] : undefined;
const wordingsOf = (form: ReminderForm): ReminderWording[] => [form, ...form.variants];
const allForms = (entry: ReminderEntry): ReminderForm[] => Object.values(entry.forms);

/** The third-person form of a cost ("unless that player ___"): pays {2}, pays 3 life, discards a card. */
function paysForm(cost: string): string {
  const c = cost.trim().replace(/\.$/, '');
  if (c.startsWith('{')) return `pays ${c}`;
  const [verb = '', ...rest] = c.split(' ');
  const v = verb.toLowerCase();
  return [/(s|sh|ch|x)$/.test(v) ? `${v}es` : `${v}s`, ...rest].join(' ');
}

/** Whether position `at` of `text` begins a sentence or an effect: at the start, after "(", ". " or ": ". */
const sentenceStart = (text: string, at: number): boolean => /(?:^|\(|[.!?:]["”]?\s)\s*$/.test(text.slice(0, at));

/** Fills the placeholders; undefined when one needs a parameter that is missing. */
function fill(template: string, parameter: ReminderParameter, self: string): string | undefined {
  const { n, cost } = parameter;
  let missing = false;
  const out = template.replace(PLACEHOLDER, (_, name: string, at: number) => {
    let value: string | undefined;
    if (name === 'this') value = self;
    else if (name === 'cost') value = cost;
    else if (name === 'pays') value = cost === undefined ? undefined : paysForm(cost);
    else if (name === 'n') value = n === undefined ? undefined : String(n);
    else if (name === 'nWord') value = n === undefined ? undefined : n === 'X' ? 'X' : (NUMBER_WORDS[n] ?? String(n));
    else if (n !== undefined) value = n === 'X' ? `X {${name[0]}}` : `{${name[0]}}`.repeat(n);
    if (value === undefined) return ((missing = true), '');
    return sentenceStart(template, at) ? capitalise(value) : value;
  });
  return missing ? undefined : out;
}

const numberPlaceholders = (template: string): string[] => (template.match(/\{(?:n|nWord|[A-Z]\*n)\}/g) ?? []);

/** The form for the parameter; a missing `one`/`many` form borrows the other's when its number is in
 *  digits or symbols only (a template with {nWord} reads "the top two cards", not "the top one cards"). */
function formFor(entry: ReminderEntry, parameter: ReminderParameter): ReminderForm | undefined {
  const { n, cost } = parameter;
  const part = (count: string): ReminderFormKey => ([count, cost !== undefined ? 'cost' : ''].filter(Boolean).join('+') || 'plain') as ReminderFormKey;
  const count = n === undefined ? '' : n === 1 ? 'one' : 'many';
  const exact = entry.forms[part(count)];
  if (exact || count === '') return exact;
  const other = entry.forms[part(count === 'one' ? 'many' : 'one')];
  const numbers = other ? numberPlaceholders(other.template) : [];
  return numbers.length > 0 && !numbers.includes('{nWord}') ? other : undefined;
}

/** The wording for the parameter's words, when the entry's wordings depend on them (Affinity, Gift). */
function wordingFor(form: ReminderForm, words: string | undefined): ReminderWording | undefined {
  const seen = wordingsOf(form).filter((w) => w.words !== undefined);
  if (seen.length === 0) return form;
  const distinct = new Set(seen.flatMap((w) => w.words ?? []).map(key));
  if (distinct.size <= 1 && words === undefined) return form;
  return words === undefined ? undefined : seen.find((w) => w.words?.some((x) => key(x) === key(words)));
}

/**
 * The current reminder text of a rules keyword, parentheses included, its number (`{n}` digits,
 * `{nWord}` one…twenty, "X" stays "X") or cost filled in and its self-reference replaced by `self`
 * ("this creature"). `keyword` is the name as written on a card line, in any case (`Crew`, `crew`,
 * `Islandcycling`). Undefined when the keyword has no reminder text in the table, or when the reminder
 * needs a parameter (number, cost, or the words of `Affinity for …`) that is missing.
 */
export function reminderFor(keyword: string, parameter: ReminderParameter, self: string): string | undefined {
  const entry = entryFor(keyword);
  const form = entry && formFor(entry, parameter);
  const wording = form && wordingFor(form, parameter.words);
  return wording && fill(wording.template, parameter, self);
}

/** Lowercase, straight quotes, one space, no parentheses or final period, `this <noun>` as `this ~`. */
function normalise(text: string): string {
  let s = text.normalize('NFC').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/−/g, '-').replace(/\s+/g, ' ').trim();
  if (/^\(.*\)$/.test(s)) s = s.slice(1, -1).trim();
  s = s.replace(/\s+([.,:;!?])/g, '$1').replace(/[.\s]+$/, '').toLowerCase();
  // The wording changes the templating checks report wherever they stand, reminder text included, read
  // as today's words here, so a reminder's older phrase is one note (wording-enters…), not two.
  s = s.replace(/\b(enters?) the battlefield\b/g, '$1').replace(/\bconverted mana cost\b/g, 'mana value')
    .replace(/\bprecombat main phase\b/g, 'first main phase').replace(/\bpostcombat main phase\b/g, 'second main phase');
  return s.replace(/\bthis ([a-z]+)\b/g, (whole, noun: string) => (SELF_NOUNS.has(noun) ? 'this ~' : whole));
}

const SLOT_PATTERN: Record<string, string> = { n: '(\\d+|x)', nWord: '([a-z]+|x)', cost: '([^.]+?)', pays: '([^.]+?)' };

const patterns = new Map<string, { re: RegExp; slots: string[] }>();
/** A template as a regular expression over normalised text, one group per placeholder but {this}. */
function patternOf(template: string): { re: RegExp; slots: string[] } {
  let found = patterns.get(template);
  if (!found) {
    const slots: string[] = [];
    const marked = normalise(template.replace(/\{this\}/g, 'this ~').replace(PLACEHOLDER, (_, name: string) => (slots.push(name), '\uE000')));
    const parts = marked.split('\uE000').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const slotPattern = (name: string): string => SLOT_PATTERN[name] ?? `((?:\\{${name[0].toLowerCase()}\\})+|x \\{${name[0].toLowerCase()}\\})`;
    found = { re: new RegExp(`^${parts[0]}${slots.map((s, i) => slotPattern(s) + parts[i + 1]).join('')}$`), slots };
    patterns.set(template, found);
  }
  return found;
}

/** A template against normalised written text: 'same', 'differs' (same words, another number or cost) or 'no'. */
function matchTemplate(template: string, written: string, parameter: ReminderParameter): 'same' | 'differs' | 'no' {
  const { re, slots } = patternOf(template);
  const m = re.exec(written);
  if (!m) return 'no';
  let same = true;
  for (const [i, name] of slots.entries()) {
    const got = m[i + 1];
    const { n, cost } = parameter;
    if (name === 'n' || name === 'nWord') {
      const value = parseNumber(got);
      if (value === undefined) return 'no';
      if (n !== undefined && value !== n) same = false;
    } else if (name === 'cost' || name === 'pays') {
      // The same text, or the same mana ("Ward—Waterbend {4}" reads "pays {4}").
      const runs = [...manaRuns(got)].join(' ');
      if (cost !== undefined && got !== normalise(name === 'cost' ? cost : paysForm(cost)) && (runs === '' || runs !== [...manaRuns(normalise(cost))].join(' '))) same = false;
    } else if (n !== undefined && (got.startsWith('x') ? n !== 'X' : got.length / 3 !== n)) same = false;
  }
  return same ? 'same' : 'differs';
}

/** The wording with its placeholders filled in (or dropped, when the parameter lacks them), normalised. */
const filledText = (w: ReminderWording, parameter: ReminderParameter, self: string): string =>
  normalise(fill(w.template, parameter, self) ?? w.template.replace(PLACEHOLDER, ' '));

/** Whether `text` states another number than the keyword's (`Hideaway 4 (… the top five cards …)`):
 *  it lacks the keyword's number and states one no known wording has. */
function statesOtherNumber(entry: ReminderEntry, text: string, known: string[], n: number | 'X' | undefined): boolean {
  if (typeof n !== 'number' || !allForms(entry).some((f) => wordingsOf(f).some((w) => numberPlaceholders(w.template).length > 0))) return false;
  const stated = numbersIn(text);
  const expected = new Set(known.flatMap((k) => [...numbersIn(k)]));
  return !stated.has(n) && [...stated].some((x) => !expected.has(x));
}

/** Whether `text` pays other mana than the keyword's cost (`Kicker {1}{R} (… an additional {2} …)`). */
function statesOtherCost(entry: ReminderEntry, text: string, known: string[], cost: string | undefined): boolean {
  const costRun = cost === undefined ? undefined : [...manaRuns(normalise(cost))][0];
  if (!costRun || !allForms(entry).some((f) => wordingsOf(f).some((w) => /\{(?:cost|pays)\}/.test(w.template)))) return false;
  const runs = manaRuns(text);
  const expected = new Set(known.flatMap((k) => [...manaRuns(k)]));
  return !runs.has(costRun) && [...runs].some((r) => !expected.has(r));
}

/** Whether `text` is word for word a wording of the keyword for the other count (Mobilize 1's on `Mobilize 2`). */
function otherCountsWording(entry: ReminderEntry, text: string, parameter: ReminderParameter): boolean {
  const count = parameter.n === undefined ? undefined : parameter.n === 1 ? 'one' : 'many';
  return count !== undefined && (Object.entries(entry.forms) as [ReminderFormKey, ReminderForm][]).some(([k, f]) =>
    (k.startsWith('one') || k.startsWith('many')) && !k.startsWith(count) && wordingsOf(f).some((w) => matchTemplate(w.template, text, parameter) === 'same'));
}

/**
 * How a written reminder relates to the reminder texts `known` for its keyword (filled in for the card:
 * a set's declared template, or the table's wordings), when it is not word for word one of them:
 * 'contradicts' (another polarity or amount), 'unrelated' (fewer than half its words shared), 'otherwise'
 * (the same rule in other words), else 'unknown'.
 */
export function compareWithKnown(known: readonly string[], written: string): ReminderComparison {
  const text = normalise(written);
  const knownTexts = known.map(normalise);
  if (knownTexts.includes(text)) return 'same';
  const words = contentWords(text);
  if (words.size === 0 || knownTexts.length === 0) return 'unknown';
  if (contradictsSentences(text, knownTexts)) return 'contradicts';
  if (Math.max(...knownTexts.map((k) => overlap(words, contentWords(k)))) < MIN_OVERLAP) return 'unrelated';
  return wordedOtherwise(text, knownTexts) ? 'otherwise' : 'unknown';
}

/**
 * How `written`, the reminder text a card gives its keyword (with or without parentheses), relates to
 * the current one: 'same' when it is the current wording or a recorded variant after normalising (case,
 * spaces, curly quotes, a final period, any `this <noun>` for the card itself); 'contradicts' when it
 * belongs to something else: its number or cost differs from the keyword's (`Crew 2 (… total power 3 or
 * more …)`), it is another keyword's reminder (and has words this keyword's never use), or fewer than
 * half of its content words (or of the closest known wording's, whichever is shorter) are shared;
 * 'unknown' when the keyword has no table entry or the text differs without contradicting (a reminder
 * trimmed or slightly reworded).
 */
export function compareReminder(keyword: string, parameter: ReminderParameter, self: string, written: string): ReminderComparison {
  const entry = entryFor(keyword);
  if (!entry) return 'unknown';
  // A set prints one keyword's reminder on many cards: each reading is worked out once.
  const memoKey = `${key(keyword)}\u0000${parameter.n ?? ''}\u0000${parameter.cost ?? ''}\u0000${parameter.words ?? ''}\u0000${self}\u0000${written}`;
  let found = compared.get(memoKey);
  if (found === undefined) {
    if (compared.size >= 2000) compared.clear();
    compared.set(memoKey, (found = compareWithEntry(entry, parameter, self, written)));
  }
  return found;
}

/** The readings {@link compareReminder} worked out, by keyword, parameter, self-reference and text (bounded). */
const compared = new Map<string, ReminderComparison>();

function compareWithEntry(entry: ReminderEntry, parameter: ReminderParameter, self: string, written: string): ReminderComparison {
  const text = normalise(written);
  // The reminder of a symbol in the keyword's cost (`Equip {B/P}{B/P} ({B/P} can be paid with either {B}
  // or 2 life.)`) explains that symbol, not the keyword: nothing to compare.
  if (/^\{[^{}]+\} (?:can be paid|represents|is|means)\b/.test(text)) return 'unknown';
  const form = formFor(entry, parameter);
  const own = form ? wordingsOf(form) : allForms(entry).flatMap(wordingsOf);
  if (own.some((w) => matchTemplate(w.template, text, parameter) === 'same')) return 'same';
  const every = allForms(entry).flatMap(wordingsOf);
  if (every.some((w) => matchTemplate(w.template, text, parameter) === 'differs')) return 'contradicts';
  if (otherCountsWording(entry, text, parameter)) return 'contradicts';
  const known = own.map((w) => filledText(w, parameter, self));
  if (statesOtherNumber(entry, text, known, parameter.n) || statesOtherCost(entry, text, known, parameter.cost)) return 'contradicts';
  const words = contentWords(text);
  if (words.size === 0) return 'unknown';
  if (contradictsSentences(text, known)) return 'contradicts';
  const everyText = every.map((w) => filledText(w, parameter, self));
  const knownWords = everyText.map(contentWords);
  const ownWords = new Set(knownWords.flatMap((k) => [...k]));
  const foreign = [...words].some((w) => !ownWords.has(w));
  const otherKeyword = (): boolean => Object.values(reminderTexts).some((e) =>
    e !== entry && allForms(e).some((f) => wordingsOf(f).some((w) => matchTemplate(w.template, text, parameter) !== 'no')));
  if (foreign && otherKeyword()) return 'contradicts';
  if (Math.max(...knownWords.map((k) => overlap(words, k))) < MIN_OVERLAP) return 'unrelated';
  return wordedOtherwise(text, everyText) ? 'otherwise' : 'unknown';
}

/**
 * Fills a reminder template a set declares for its own keyword (`@keyword Nourish N (Put N +1/+1 counters
 * on target creature.)`). Placeholders: `N` (a capital N standing alone, also in `+N/+N`) or `{n}` — the
 * keyword's number in digits; `{nWord}` — the number as a word ("three"); `X` standing alone — the number
 * too, but only in a template with no `N` nor other number placeholder (so `where X is its power` keeps
 * its X when the template uses N); `{cost}` — the keyword's cost as written; `{this}` — `self`, capitalised at the start
 * of a sentence. Braced symbols such as `{X}` or `{N}` are left alone. Undefined when the template needs a
 * number or cost the parameter lacks.
 */
export function fillReminder(template: string, parameter: ReminderParameter, self: string): string | undefined {
  const letter = /(?<![\w{])N(?![\w}])|\{(?:n|nWord|[A-Z]\*n)\}/.test(template) ? 'N' : parameter.n !== undefined ? 'X' : undefined;
  const marked = letter ? template.replace(new RegExp(`(?<![\\w{])${letter}(?![\\w}])`, 'g'), '{n}') : template;
  return fill(marked, parameter, self);
}

/** Whether cards print a keyword's reminder text as a rule (the share the table was measured with), not only now and then (Vigilance). */
function carries(entry: ReminderEntry): boolean {
  return entry.withReminder / (entry.withReminder + entry.withoutReminder) >= carriesShare;
}

/** Whether the rules keyword (any case) carries reminder text on modern cards as a rule, so "Insert reminder text" offers it. */
export function carriesReminder(keyword: string): boolean {
  const entry = entryFor(keyword);
  return !!entry && carries(entry);
}

/** The keywords that carry reminder text (see {@link carriesReminder}), as cards write them, sorted (for completion and docs). */
export function keywordsWithReminder(): readonly string[] {
  return keywordList;
}
const keywordList: readonly string[] = Object.freeze(Object.values(reminderTexts).filter(carries).map((e) => e.keyword).sort());

/** The table entry of a keyword (any case), with its forms, wordings and counts; undefined if none. */
export function reminderEntry(keyword: string): ReminderEntry | undefined {
  return entryFor(keyword);
}
