/**
 * Recognises keyword abilities at the start of a run of words, using the keyword list of rule 702
 * plus the file's `@keyword` declarations.
 */
import { keywordAbilities, keywordSpelling } from '../data/rulesData.js';
import { formerKeywords } from '../data/formerNames.js';

export interface KeywordMatch {
  /** The keyword's name as the rules write it. */
  name: string;
  rule?: string;
  /** How many words of the input it spans. */
  words: number;
  /** True if the keyword takes a word parameter (`Protection from red`, `Enchant creature`). */
  takesWords: boolean;
}

interface Entry {
  name: string;
  rule?: string;
  words: string[];
}

/** Keywords whose parameter is a phrase (702.5 Enchant, 702.16 Protection, 702.41 Affinity…). */
const wordParameterKeywords = new Set([
  'enchant', 'protection', 'affinity', 'splice', 'banding', 'partner', 'hexproof', 'champion',
  'equip', 'craft', 'landwalk', 'offering', 'cycling', 'companion', 'ward', 'bands',
]);


/**
 * A keyword's name as card text writes it (`First strike`, `Max speed`, `More Than Meets the Eye`),
 * from the rules' name (`First Strike`); the set's own keywords are written as their cards write them.
 */
export function keywordAsWritten(name: string): string {
  return Object.hasOwn(keywordSpelling, name) ? keywordSpelling[name] : name;
}

function buildEntries(): Map<string, Entry[]> {
  const byFirst = new Map<string, Entry[]>();
  const add = (name: string, rule: string | undefined, display = name) => {
    const words = name.toLowerCase().split(/\s+/);
    const list = byFirst.get(words[0]) ?? [];
    list.push({ name: display, rule, words });
    list.sort((a, b) => b.words.length - a.words.length);
    byFirst.set(words[0], list);
  };
  for (const k of keywordAbilities) {
    const name = k.name.replace(/\s*\(.*\)$/, '');
    if (/ and /.test(name)) for (const part of name.split(' and ')) add(part, k.rule);
    else add(name, k.rule);
  }
  add('bands with other', keywordAbilities.find((k) => k.name === 'Banding')?.rule, 'Banding');
  add('partner with', keywordAbilities.find((k) => k.name === 'Partner')?.rule, 'Partner');
  add('multikicker', keywordAbilities.find((k) => k.name === 'Kicker')?.rule, 'Multikicker');
  add('megamorph', keywordAbilities.find((k) => k.name === 'Morph')?.rule, 'Megamorph');
  add('hexproof from', keywordAbilities.find((k) => k.name === 'Hexproof')?.rule, 'Hexproof');
  for (const [former, current] of Object.entries(formerKeywords)) {
    add(former, keywordAbilities.find((k) => k.name === current)?.rule, current);
  }
  return byFirst;
}

const entries = buildEntries();

/** Each declared keyword's words, split once per declarations (matching runs for every line of every card). */
const splitDeclared = new WeakMap<Map<string, string>, { parts: string[]; name: string }[]>();

function declaredParts(declared: Map<string, string>): { parts: string[]; name: string }[] {
  let list = splitDeclared.get(declared);
  if (!list) splitDeclared.set(declared, (list = [...declared].map(([key, name]) => ({ parts: key.split(/\s+/), name }))));
  return list;
}
const landwalkRule = keywordAbilities.find((k) => k.name === 'Landwalk')?.rule;
const cyclingRule = keywordAbilities.find((k) => k.name === 'Cycling')?.rule;
const offeringRule = keywordAbilities.find((k) => k.name === 'Offering')?.rule;

/**
 * Matches a keyword at the start of `words` (already lower-cased). Variants are folded into the
 * rule that defines them: `Forestwalk` → Landwalk (702.14), `Swampcycling` → Cycling (702.29),
 * `Goblin offering` → Offering.
 */
export function matchKeyword(words: string[], declared?: Map<string, string>): KeywordMatch | undefined {
  const first = words[0];
  if (!first) return undefined;
  for (const entry of entries.get(first) ?? []) {
    if (entry.words.every((w, i) => words[i] === w)) {
      return {
        name: entry.name,
        rule: entry.rule,
        words: entry.words.length,
        takesWords: wordParameterKeywords.has(entry.words[0]),
      };
    }
  }
  // Keywords the file declares (`@keyword Sneak Attack`) or uses as its own, matched on all their words.
  if (declared && declared.size > 0) {
    for (const { parts, name } of declaredParts(declared)) {
      if (parts[0] === first && parts.every((w, i) => words[i] === w)) return { name, words: parts.length, takesWords: true };
    }
  }
  if (/^[a-z’'-]+walk$/.test(first)) return { name: 'Landwalk', rule: landwalkRule, words: 1, takesWords: false };
  if (/^[a-z’'-]+cycling$/.test(first)) return { name: 'Cycling', rule: cyclingRule, words: 1, takesWords: false };
  if ((first === 'legendary' || first === 'nonbasic' || first === 'snow') && /walk$/.test(words[1] ?? '')) {
    return { name: 'Landwalk', rule: landwalkRule, words: 2, takesWords: false };
  }
  if (first === 'basic' && /cycling$/.test(words[1] ?? '')) return { name: 'Cycling', rule: cyclingRule, words: 2, takesWords: false };
  if (words[1] === 'offering') return { name: 'Offering', rule: offeringRule, words: 2, takesWords: false };
  return undefined;
}


/**
 * Keywords whose ability is an activated ability of the permanent on the battlefield (702.6a Equip,
 * 702.122 Crew…): their costs are paid there, not while casting the spell.
 */
export const battlefieldKeywords: ReadonlySet<string> = new Set(['Equip', 'Fortify', 'Level Up', 'Outlast', 'Reconfigure', 'Boast', 'Exhaust', 'Station', 'Crew']);
