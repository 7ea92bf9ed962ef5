/**
 * Comparing a written reminder's words with the known wordings of its keyword (all normalised
 * text): the numbers, mana and content words it states, whether one of its clauses says the
 * opposite or another amount than the known clause most like it, and whether it uses words or an
 * older Oracle phrase no known wording does. Pure: no I/O.
 */

/** Numbers as words, zero to twenty. */
export const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
  'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
/** Words too common to tell two reminders apart. */
const STOPWORDS = new Set(['a', 'an', 'the', 'of', 'to', 'and', 'or', 'is', 'it', 'its', 'this', 'that', 'you', 'your', 'as',
  'for', 'on', 'in', 'with', 'by', 'be', 'at', 'from', 'any', 'if', 'then', 'may', '~']);
/** A number written as digits, a word (one…twenty) or x. */
export const parseNumber = (s: string): number | 'X' | undefined =>
  s === 'x' ? 'X' : /^\d+$/.test(s) ? Number(s) : NUMBER_WORDS.indexOf(s) >= 0 ? NUMBER_WORDS.indexOf(s) : undefined;

/** The numbers a text states (digits and one…twenty), leaving out mana symbols, P/T and "8+". */
export const numbersIn = (text: string): Set<number> =>
  new Set([...text.matchAll(/(?<![{\d/+])(\d+)(?![\d}/+])|\b([a-z]+)\b/g)].map((m) => parseNumber(m[1] ?? m[2])).filter((v): v is number => typeof v === 'number'));
/** Runs of mana symbols ("{1}{w}"). */
export const manaRuns = (text: string): Set<string> => new Set(text.match(/(?:\{[^{}\s]+\})+/g) ?? []);
/** Content words (no stopwords, no self placeholder). */
export const contentWords = (text: string): Set<string> => new Set((text.match(/[a-z0-9{}/+'-]+/g) ?? []).filter((w) => !STOPWORDS.has(w)));
/** The overlap coefficient of two word sets (shared over the smaller's size). */
export function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.min(a.size, b.size);
}

/** Negations (normalised text): "can't", "doesn't", "not", "no", "never", "without"… */
const NEGATION = /\b(?:not|no|never|nothing|none|cannot|without)\b|n't\b/g;
const negations = (text: string): number => (text.match(NEGATION) ?? []).length;
/** The quantities a text states: numbers (digits and one…twenty), P/T changes (`+1/+1`), runs of mana symbols. */
function quantities(text: string): Set<string> {
  const out = new Set<string>();
  for (const n of numbersIn(text)) out.add(String(n));
  for (const m of text.matchAll(/[+-]\d+\/[+-]\d+|\b\d+\/\d+\b/g)) out.add(m[0]);
  for (const r of manaRuns(text)) out.add(r);
  return out;
}
/** A normalised text's clauses: its sentences, cut at semicolons and at commas (a reminder of several keywords lists one a clause). */
const sentencesOf = (text: string): string[] => text.split(/[.;,]\s+(?:and\s+)?/).map((x) => x.trim()).filter(Boolean);
/** A clause's content words without its negations, each without a plural or third-person "s" ("causes" is "cause"). */
const stems = (text: string): Set<string> => new Set([...contentWords(text)]
  // A negated auxiliary is the auxiliary ("can't" is "can"; "doesn't" only carries the negation), a negator nothing.
  .map((w) => (w === 'cannot' ? 'can' : /^(?:does|do|did)n't$/.test(w) ? '' : w.replace(/n't$/, '').replace(/^wo$/, 'will').replace(/^ca$/, 'can')))
  .filter((w) => w !== '' && !/^(?:not|no|never|nothing|none|without)$/.test(w)).map((w) => w.replace(/(?<=[a-z]{3})s$/, '')));
/** How alike two clauses must be, but for a negation or an amount, to be one clause said two ways. */
const SAME_CLAUSE = 0.75;

/**
 * Whether a written reminder says the opposite of, or another amount than, the known wordings (all
 * normalised): one of its sentences, matched to the known sentence that shares most of its words,
 * negates where that one doesn't (or the other way round: "Attacking causes this creature to tap"),
 * or states a number, P/T change or mana the known one doesn't while leaving out one it does. A
 * sentence the reminder leaves out (a trimmed reminder) is no contradiction.
 */
export function contradictsSentences(text: string, known: string[]): boolean {
  const knownSentences = known.flatMap(sentencesOf);
  for (const sentence of sentencesOf(text)) {
    const words = stems(sentence);
    let best: string | undefined;
    let score = 0;
    for (const k of knownSentences) {
      // Shared words over the larger clause's: a short clause ("then exile it") is not every clause that mentions exile.
      const other = stems(k);
      const shared = [...words].filter((w) => other.has(w)).length;
      const o = words.size === 0 || other.size === 0 ? 0 : shared / Math.max(words.size, other.size);
      if (o > score) [best, score] = [k, o];
    }
    // Only a clause that is one of today's said another way can say its opposite; another clause
    // (the reminder of another keyword on the line, a sentence added) is no contradiction.
    if (!best || score < SAME_CLAUSE) continue;
    if (negations(sentence) !== negations(best)) return true;
    const q = quantities(sentence);
    const qk = quantities(best);
    if ([...q].some((x) => !qk.has(x)) && [...qk].some((x) => !q.has(x))) return true;
  }
  return false;
}

/**
 * An older Oracle wording of reminder text that no wording check of rules text reports: "then shuffle
 * your library" where today's says "then shuffle". (The wording changes the profiles know — "enters
 * the battlefield", "converted mana cost", tokens put onto the battlefield, the main phases' old names —
 * are reported in reminder text by their own checks, and compared here as today's words: see normalise.)
 */
const olderPhrases = [/\bshuffle your library\b/];

/**
 * A reminder that agrees with the known wordings but is worded otherwise: it uses an older Oracle
 * wording they don't, or words none of them uses (`Whenever this creature deals damage, you gain that
 * much life` for Lifelink's static "Damage dealt by this creature also causes you to gain that much
 * life"). A reminder whose words all stand in a known wording (trimmed, reordered, "you draw" for
 * "draw") is no other wording.
 */
export function wordedOtherwise(text: string, known: string[]): boolean {
  if (olderPhrases.some((re) => re.test(text) && !known.some((k) => re.test(k)))) return true;
  const words = contentWords(text);
  const used = new Set(known.flatMap((k) => [...contentWords(k)]));
  return [...words].some((w) => !used.has(w));
}

