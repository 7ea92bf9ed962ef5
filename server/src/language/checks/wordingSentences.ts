/**
 * Wording of whole sentences: a triggered ability starts with When, Whenever or At (603.1), a
 * keyword line lists keywords with commas, only the first capitalised, no period (702.1), and in the
 * commonest templates the verb agrees with its subject ("Creatures you control get …").
 */
import type { Ability } from '../ast.js';
import { matchKeyword } from '../parser/keywords.js';
import { checksWording } from '../templating/profile.js';
import { abilityLine, oneEdit, spanEdit, spanRange, wordingText, type WordingText } from '../templating/wordingText.js';
import { codeInfo, codes } from './codes.js';
import { echo } from '../userText.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';

/** Where the ability's own text starts: after an ability word and its dash, or a chapter's numerals. */
function bodyStart(ability: Ability, w: WordingText): number {
  return Math.max(0, w.text.length - ability.effect.text.length);
}

/**
 * A trigger written another way: "Once each turn, when …" (Oracle: "Whenever …, … This ability
 * triggers only once each turn."), "Each time …," for "Whenever", or a lower-case trigger word.
 */
function checkTrigger(ability: Ability, w: WordingText, accept: Accept): void {
  if (ability.abilityKind === 'keyword' || ability.abilityKind === 'activated' || ability.abilityKind === 'loyalty') return;
  const at = bodyStart(ability, w);
  const body = w.text.slice(at);
  const severity = codeInfo[codes.wordingTrigger].severity;
  const once = /^(Once (?:each|per) turn), (when(?:ever)?) ([^,]+), (.*?)\.?\s*$/.exec(body);
  if (once) {
    const rewritten = `Whenever ${once[3]}, ${once[4]}. This ability triggers only once each turn.`;
    accept(severity, codes.wordingTrigger, `a triggered ability starts with When, Whenever or At: "Whenever …, … This ability triggers only once each turn." (603.1)`, spanRange(w, at, body.trimEnd().length), {
      detail: 'Triggered abilities are written "[When/Whenever/At] [trigger event], [effect]" (603.1). An ability that triggers once a turn says so after its effect: "This ability triggers only once each turn."',
      fixes: [oneEdit('Write "Whenever …, … This ability triggers only once each turn."', w, at, body.trimEnd().length, rewritten)],
    });
    return;
  }
  const eachTime = /^((?:Each|Every) time) ([^,]+),/.exec(body);
  if (eachTime && !/\bwould\b/.test(eachTime[2])) {
    accept(severity, codes.wordingTrigger, `a triggered ability starts with When, Whenever or At: "Whenever ${echo(eachTime[2], 30)}, …" (603.1)`, spanRange(w, at, eachTime[1].length), {
      detail: `Triggered abilities are written "[When/Whenever/At] [trigger event], [effect]" (603.1); "each time" is "Whenever": "Whenever ${echo(eachTime[2])}, …".`,
      fixes: [oneEdit('Write "Whenever"', w, at, eachTime[1].length, 'Whenever')],
    });
    return;
  }
  const lower = /^(when|whenever|at the beginning|at end)\b/.exec(body);
  if (lower && at === 0) {
    const word = lower[1].split(' ')[0];
    const capital = word.charAt(0).toUpperCase() + word.slice(1);
    accept(severity, codes.wordingTrigger, `a triggered ability starts with a capital: "${capital}" (603.1)`, spanRange(w, at, word.length), {
      detail: 'Triggered abilities are written "[When/Whenever/At] [trigger event], [effect]" (603.1), as a sentence: with a capital.',
      fixes: [oneEdit(`Write "${capital}"`, w, at, word.length, capital)],
    });
  }
}

/** A keyword line's parts, if every comma-separated part is a keyword with at most a number, cost or short phrase. */
function keywordParts(text: string, declared: Map<string, string>): { at: number; part: string; declared: boolean }[] | undefined {
  const parts: { at: number; part: string; declared: boolean }[] = [];
  let at = 0;
  for (const raw of text.split(',')) {
    const lead = raw.length - raw.trimStart().length;
    const part = raw.trim();
    const words = part.toLowerCase().split(/\s+/);
    const match = matchKeyword(words, declared);
    if (!match) return undefined;
    const rest = words.slice(match.words).join(' ');
    // A set's own keyword takes a number or a cost at most: followed by words, the line is a sentence.
    if (rest !== '' && !/^(?:\d+|x|\{[^{}]*\}(?:\{[^{}]*\})*)$/.test(rest) && !(match.rule !== undefined && match.takesWords && words.length - match.words <= 6)) return undefined;
    parts.push({ at: at + lead, part, declared: match.rule === undefined });
    at += raw.length + 1;
  }
  return parts;
}

/** "Flying, Vigilance" and "Flying.": a keyword line is "Flying, vigilance" (702.1). */
function checkKeywordLine(ability: Ability, ctx: CheckContext, accept: Accept): void {
  if (ability.abilityWord) return;
  let w: WordingText | undefined;
  if (ability.abilityKind === 'keyword') {
    // Keywords share a line ("Flying, Vigilance"): the line is read once, from its first keyword.
    w = abilityLine(ability, ctx.cardText);
    if (!w || ability.range.start.character !== w.text.length - w.text.trimStart().length) return;
  } else if (ability.abilityKind === 'static' || ability.abilityKind === 'spell') {
    // A keyword the parser took for text ("Flying.", a set's word): the ability is its whole line.
    w = ability.range.start.character === 0 ? wordingText(ability, { reminders: true }) : undefined;
  }
  if (!w || /—|:|"/.test(w.text)) return;
  const text = w.text.trimEnd();
  const period = text.endsWith('.') ? text.length - 1 : -1;
  const body = period >= 0 ? text.slice(0, period) : text;
  // Nothing to note on a line with neither a period nor a second keyword.
  if (body.trim() === '' || /[.;]/.test(body) || (period < 0 && !body.includes(','))) return;
  // Most lines are sentences: their first words are no keyword, which is cheap to see before splitting the line.
  const head = body.slice(0, 48).trimStart().toLowerCase().split(/[\s,]+/, 4);
  if (!matchKeyword(head, ctx.declarations.keywords)) return;
  const parts = keywordParts(body, ctx.declarations.keywords);
  if (!parts) return;
  const severity = codeInfo[codes.wordingKeywordLine].severity;
  if (period >= 0) {
    accept(severity, codes.wordingKeywordLine, 'a keyword line ends without a period (702.1)', spanRange(w, period, 1), {
      detail: 'Keywords are listed without a period: "Flying, vigilance" (702.1). A keyword with a dash and a cost ("Ward—Pay 3 life.") keeps its period.',
      fixes: [oneEdit('Remove the period', w, period, 1, '')],
    });
  }
  const capitals = parts.slice(1).filter((p) => !p.declared && /^[A-Z]/.test(p.part));
  if (capitals.length > 0) {
    const first = capitals[0];
    accept(severity, codes.wordingKeywordLine, `only the first keyword of a line is capitalised: "${echo(first.part.charAt(0).toLowerCase() + first.part.slice(1), 30)}" (702.1)`, spanRange(w, first.at, first.part.length), {
      detail: 'A keyword line capitalises its first keyword only: "Flying, first strike, lifelink" (702.1).',
      fixes: [{ title: 'Lower-case the keywords after the first', edits: capitals.map((p) => spanEdit(w, p.at, 1, p.part.charAt(0).toLowerCase())) }],
    });
  }
}

const subjectWords = ['creature', 'spell', 'artifact', 'land', 'permanent', 'enchantment', 'planeswalker', 'token', 'card', 'battle'];
const subjects = subjectWords.map((s) => `[${s.charAt(0).toUpperCase()}${s.charAt(0)}]${s.slice(1)}`).join('|');
const clauses = '(?: you control| you don\'t control| your opponents control| an opponent controls| you cast(?: this turn)?| you own| in your hand| in your graveyard)?';
const pluralVerbs: Record<string, string> = { gets: 'get', has: 'have', gains: 'gain', costs: 'cost', deals: 'deal', loses: 'lose' };
const singularVerbs: Record<string, string> = Object.fromEntries(Object.entries(pluralVerbs).map(([s, p]) => [p, s]));

/** A plural subject with a verb in -s (sticky: tried only where a sentence starts). */
const pluralSubject = new RegExp(`((?:Other |Nontoken |Attacking |Blocking |Tapped |Untapped |[A-Z][a-z]+ )?(?:${subjects})s${clauses}) (gets|has|gains|costs|deals|loses)\\b`, 'dy');
/** A singular subject ("Each creature you control") with a plural verb. */
const singularSubject = new RegExp(`((?:Each|Another|Target|Enchanted|Equipped) (?:other )?(?:[a-z]+ )?(?:${subjects})${clauses}) (get|have|gain|cost|deal|lose)\\b`, 'dy');
/** No article and a plural verb: the noun lost its "s" ("Spell you cast this turn have cascade"). */
const bareSubject = new RegExp(`(?:Other |Nontoken |(?!(?:Each|Another|Target|Enchanted|Equipped|The|A|An|That|This) )[A-Z][a-z]+ )?(${subjects})(?=${clauses.replace(/\)\?$/, ')')} (?:get|have|gain|cost|deal|lose)\\b)`, 'dy');
/** (The leading space lets the regex skip to spaces: most lines hold none of the verbs.) */
const verbs = / (?:gets?|has|have|gains?|costs?|deals?|loses?)\b/g;

/** Where the sentence holding offset `at` starts: after the last ".", ":", "—" or "•" before it (and its spaces). */
function sentenceStart(text: string, at: number): number {
  let i = at - 1;
  for (; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 46 || c === 58 || c === 0x2014 || c === 0x2022) break;
  }
  i++;
  while (i < at && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  return i;
}

/** "Creatures you control gets", "Each creature you control get", "Spell you cast have": subject and verb disagree. */
function checkAgreement(w: WordingText, accept: Accept): void {
  const t = w.text;
  const severity = codeInfo[codes.wordingAgreement].severity;
  const detail = 'In the common templates the verb agrees with its subject: "Creatures you control get +1/+1", "Each creature you control gets +1/+1", "Spells you cast have …".';
  // The templates start a sentence: each sentence holding one of the verbs is tried once, from its start.
  let tried = -1;
  verbs.lastIndex = 0;
  for (let verb = verbs.exec(t); verb; verb = verbs.exec(t)) {
    const at = sentenceStart(t, verb.index);
    if (at === tried || at >= t.length) continue;
    tried = at;
    for (const [re, table] of [[pluralSubject, pluralVerbs], [singularSubject, singularVerbs]] as const) {
      re.lastIndex = at;
      const m = re.exec(t);
      if (!m) continue;
      const [from] = m.indices![2];
      const verb = table[m[2]];
      accept(severity, codes.wordingAgreement, `"${echo(m[1], 40)}" takes "${verb}", not "${m[2]}"`, spanRange(w, from, m[2].length), {
        detail: `${detail} Here: "${echo(m[1])} ${verb}".`, fixes: [oneEdit(`Write "${verb}"`, w, from, m[2].length, verb)],
      });
    }
    bareSubject.lastIndex = at;
    const m = bareSubject.exec(t);
    if (!m) continue;
    const [from, to] = m.indices![1];
    const plural = `${m[1]}s`;
    accept(severity, codes.wordingAgreement, `"${m[1]}" needs "${plural}" with a plural verb, or an article ("Each ${m[1].toLowerCase()}")`, spanRange(w, from, to - from), { detail, fixes: [oneEdit(`Write "${plural}"`, w, from, to - from, plural)] });
  }
}

function checkSentences(ability: Ability, ctx: CheckContext, accept: Accept): void {
  if (!checksWording(ctx.declarations.templating)) return;
  const w = wordingText(ability, { reminders: true });
  if (!w) return;
  checkTrigger(ability, w, accept);
  checkKeywordLine(ability, ctx, accept);
  checkAgreement(w, accept);
}

registerChecks({ Ability: [checkSentences] });
