/**
 * Misspelt keywords (702.1): a line that reads as a keyword list but whose keyword isn't one —
 * `Flyng`, `Tramlpe`, `Firststrike`, `Flying, vigilence` — is plain text to the parser, so the card
 * silently loses the ability. Reported when a word at the start of a keyword-shaped part of the
 * line is close in spelling to a keyword of the rules or one the file declares.
 */
import type { Ability, Range } from '../ast.js';
import { abilityWords, keywordAbilities } from '../data/rulesData.js';
import { formerKeywords } from '../data/formerNames.js';
import { matchKeyword } from '../parser/keywords.js';
import { codes } from './codes.js';
import { echo } from '../userText.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';
import { editDistance } from './spelling.js';
import { blankReminders } from '../templating/wordingText.js';

interface Candidate {
  /** As the rules write it: `First strike`. */
  name: string;
  /** Lower case, for comparing. */
  key: string;
  rule?: string;
  /** True if a phrase may follow it (`Protection from red`, `Enchant creature`). */
  takesWords: boolean;
}

const basicTypes = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** The keywords of rule 702, as printed (first word capitalised), with their variants. */
const ruleKeywords: Candidate[] = (() => {
  const out: Candidate[] = [];
  const add = (name: string, rule?: string) => {
    const printed = name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
    out.push({ name: printed, key: key(printed), rule, takesWords: matchKeyword(printed.toLowerCase().split(' '))?.takesWords ?? false });
  };
  for (const k of keywordAbilities) {
    const name = k.name.replace(/\s*\(.*\)$/, '');
    // Names that aren't plain words (`∞`, `For Mirrodin!`) or run long are not typo targets.
    if (!/^[A-Za-z][A-Za-z -]*$/.test(name) || name.split(' ').length > 3) continue;
    for (const part of name.split(' and ')) add(part, k.rule);
  }
  const rule = (name: string) => keywordAbilities.find((k) => k.name === name)?.rule;
  for (const [former, current] of Object.entries(formerKeywords)) add(former, rule(current));
  add('Multikicker', rule('Kicker'));
  add('Megamorph', rule('Morph'));
  for (const type of basicTypes) {
    add(`${type}walk`, rule('Landwalk'));
    add(`${type}cycling`, rule('Cycling'));
  }
  return out;
})();

const abilityWordKeys = new Set(abilityWords.map(key));

function key(text: string): string {
  const lower = text.toLowerCase();
  return lower.includes('’') ? lower.replace(/’/g, "'") : lower;
}

/** Edits allowed for a word of this length: one for short words, two from six letters, three from eleven. */
function allowed(length: number): number {
  return length <= 5 ? 1 : length <= 10 ? 2 : 3;
}

/** The keyword `phrase` is probably a misspelling of, with its distance (spaces count: `Firststrike`). */
function nearest(phrase: string, candidates: CandidateIndex): { candidate: Candidate; distance: number } | undefined {
  const p = key(phrase);
  let best: { candidate: Candidate; distance: number } | undefined;
  const limit = allowed(p.length);
  for (const candidate of candidates.get(p[0]) ?? []) {
    const c = candidate.key;
    if (c === p || Math.abs(c.length - p.length) > limit + 1) continue;
    // An inflected keyword is an ordinary word ("Enchanted creature …", "Equipped"), not a typo.
    if (p.startsWith(c) && /^(?:ed|d|s|es|ing|er|ment)$/.test(p.slice(c.length))) continue;
    const d = Math.min(editDistance(p, c), p.replace(/ /g, '') === c.replace(/ /g, '') ? 0 : Infinity);
    if (d <= limit && (!best || d < best.distance)) best = { candidate, distance: d };
  }
  return best;
}

/**
 * What may follow a keyword: nothing, a cost or number (`Echo {2}{R}`, `Rampage 2`), a dash and
 * cost (`Ward—Pay 2 life.`), or for Protection, Enchant… a short phrase that is not a sentence
 * (`from red`; "Enchanted creature can't block." is a sentence, not `Enchant`).
 */
function keywordRest(rest: string, takesWords: boolean): boolean {
  const r = rest.trim();
  if (/^(?:(?:\d+|X|N)\s*)?(?:—|–|--|-)/.test(r)) return true;
  if (/^(?:(?:\d+|X|N)\b\s*)?(?:\{[^{}]*\}\s*(?:(?:and\/or|and|or)\s*)?)*\.?$/.test(r)) return true;
  // (Words counted first, at most seven: a sentence fails there, before the costlier letter test.)
  return takesWords && r.split(/\s+/, 7).length <= 6 && /^[\p{L}'’ -]+$/u.test(r);
}

interface Word {
  text: string;
  start: number;
  end: number;
}

/** The words at the start of a part of a line (up to three), with their offsets in the line. */
function headWords(line: string, from: number, to: number): Word[] {
  const words: Word[] = [];
  // A hyphenated word (`War-Pride`, a card's name starting a sentence) is one word: no keyword is hyphenated.
  const re = /[\p{L}][\p{L}'’]*(?:-[\p{L}][\p{L}'’]*)*/gu;
  re.lastIndex = from;
  let at = from;
  for (let m = re.exec(line); m && m.index < to && words.length < 3; m = re.exec(line)) {
    if (line.slice(at, m.index).trim() !== '') break;
    words.push({ text: m[0], start: m.index, end: m.index + m[0].length });
    at = m.index + m[0].length;
  }
  return words;
}

interface Misspelling {
  range: Range;
  written: string;
  keyword: Candidate;
}

/**
 * Reads a line of text as a keyword list. Returns the misspelt keywords when every comma-separated
 * part is a keyword or close to one (and at least one is close); otherwise the line is ordinary
 * text and nothing is returned.
 */
function misspelledKeywords(ability: Ability, candidates: CandidateIndex, declared: Map<string, string>): Misspelling[] {
  // Reminder text is blanked out so its words and commas don't count.
  const line = ability.text.includes('(') ? blankReminders(ability.text) : ability.text;
  // Two sentences are never a keyword list.
  if (/\.\s+\S/.test(line) && !/—|–|-/.test(line)) return [];
  const out: Misspelling[] = [];
  let from = 0;
  for (const part of line.split(/[,;]/)) {
    const to = from + part.length;
    const words = headWords(line, from, to);
    if (words.length === 0) return [];
    const lower = words.map((w) => key(w.text));
    const exact = matchKeyword(lower, declared);
    if (exact) {
      if (!keywordRest(line.slice(words[Math.min(exact.words, words.length) - 1].end, to), exact.takesWords)) return [];
    } else {
      let found: { n: number; near: { candidate: Candidate; distance: number } } | undefined;
      for (let n = 1; n <= words.length; n++) {
        // Most lines are sentences: what follows the words is no keyword's parameter, so skip the spelling search.
        const rest = line.slice(words[n - 1].end, to);
        if (!keywordRest(rest, true)) continue;
        const near = nearest(words.slice(0, n).map((w) => w.text).join(' '), candidates);
        if (near && (!found || near.distance <= found.near.distance) && keywordRest(rest, near.candidate.takesWords)) found = { n, near };
      }
      if (!found) return [];
      const first = words[0];
      const last = words[found.n - 1];
      const start = ability.range.start.character;
      out.push({
        range: { start: { line: ability.line, character: start + first.start }, end: { line: ability.line, character: start + last.end } },
        written: line.slice(first.start, last.end),
        keyword: found.near.candidate,
      });
    }
    // After a dash, the rest of the line is the keyword's cost (`Suspend 4—{1}{U}`, `Ward—Pay 2 life, …`).
    if (/^\s*(?:(?:\d+|X|N)\s*)?(?:—|–|--|-)/.test(line.slice(words[words.length - 1].end))) return out;
    from = to + 1;
  }
  return out;
}

/** The keyword as it should be written here: capitalised at the start of the line, lower case after a comma (declared ones as declared). */
function spelling(keyword: Candidate, atLineStart: boolean, declared: boolean): string {
  if (declared || atLineStart) return keyword.name;
  return keyword.name.charAt(0).toLowerCase() + keyword.name.slice(1);
}

/** The declared keywords as candidates, then the rules' (a typo of the set's own is likelier in its set; a tie goes to the first); built once per declarations. */
const candidateLists = new WeakMap<Map<string, string>, { declared: Candidate[]; candidates: CandidateIndex }>();

/** Candidates by their first letter, in order (a typo keeps its first letter: only those are compared). */
type CandidateIndex = Map<string, Candidate[]>;

function candidatesFor(keywords: Map<string, string>): { declared: Candidate[]; candidates: CandidateIndex } {
  let lists = candidateLists.get(keywords);
  if (!lists) {
    const declared: Candidate[] = [...keywords.values()].map((name) => ({ name, key: key(name), takesWords: true }));
    const candidates: CandidateIndex = new Map();
    for (const c of [...declared, ...ruleKeywords]) {
      const list = candidates.get(c.key[0]) ?? [];
      list.push(c);
      candidates.set(c.key[0], list);
    }
    candidateLists.set(keywords, (lists = { declared, candidates }));
  }
  return lists;
}

function checkMisspelledKeyword(ability: Ability, ctx: CheckContext, accept: Accept): void {
  if (ability.granted || ctx.abilityModel?.ability !== ability || ability.range.start.line !== ability.range.end.line) return;
  const { declared, candidates } = candidatesFor(ctx.declarations.keywords);
  let found: Misspelling[] = [];
  if ((ability.abilityKind === 'static' || ability.abilityKind === 'spell') && !ability.abilityWord) {
    found = misspelledKeywords(ability, candidates, ctx.declarations.keywords);
  } else if (ability.abilityWord && !abilityWordKeys.has(key(ability.abilityWord.text))) {
    // `Wrd—Pay 2 life.` and `Supend 4—{1}{U}` read as an ability word and its dash; unless the word
    // is closer to an ability word (`Landfal`), they are a misspelt keyword with a dash cost.
    found = misspelledKeywords(ability, candidates, ctx.declarations.keywords).slice(0, 1);
    const word = key(ability.abilityWord.text);
    if (found[0] && abilityWords.some((w) => editDistance(word, key(w)) <= editDistance(key(found[0].written), key(found[0].keyword.name)))) found = [];
  }
  for (const m of found) {
    const isDeclared = declared.includes(m.keyword);
    const replacement = spelling(m.keyword, m.range.start.character === ability.range.start.character, isDeclared);
    const source = isDeclared ? 'the set\'s own keyword' : `the keyword ability${m.keyword.rule ? ` (${m.keyword.rule})` : ''}`;
    accept('warning', codes.unknownKeyword, `"${echo(m.written, 30)}" is not a keyword — did you mean "${echo(replacement, 30)}"? (${m.keyword.rule ?? '702.1'})`,
      m.range, {
        rule: m.keyword.rule ?? '702.1',
        detail: `"${echo(replacement)}" is ${source}. As written, this line is plain text and the card doesn't have the ability (702.1).`,
        fixes: [{ title: `Replace with ${echo(replacement)}`, edits: [{ range: m.range, newText: replacement }] }],
      });
  }
}

registerChecks({ Ability: [checkMisspelledKeyword] });
