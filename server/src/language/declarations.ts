/**
 * File directives (`@mana {P} purple`, `@keyword Sneak`, `@subtype Creature Wizardkin`) and the
 * declarations they make. Malformed directives are ignored here and reported by the directive check.
 */
import type { Directive } from './ast.js';
import { cardTypes, manaSymbols, otherSymbols, supertypes } from './data/rulesData.js';
import { type Declarations, emptyDeclarations } from './model/symbols.js';
import { setDirectiveProblem } from './setInfo.js';
import { readCollation } from '../setDesign/collation.js';
import { readSkeleton } from '../setDesign/skeleton.js';
import { echo } from './userText.js';
import { chooseProfile, readProfile } from './templating/profile.js';

/** The directives a file may use, with what each expects. */
export const directiveSpecs: Record<string, { usage: string; describe: string }> = {
  mana: { usage: '@mana {P} purple', describe: 'declares a custom mana symbol and the name of its mana type' },
  keyword: { usage: '@keyword Sneak', describe: 'declares a keyword ability your set invents, with its number (N) and reminder text if it has them: @keyword Nourish N (Put N +1/+1 counters on target creature.)' },
  subtype: { usage: '@subtype Creature Wizardkin', describe: 'declares subtypes your set invents for a card type' },
  type: { usage: '@type Paragon', describe: 'declares a card type your set invents (its cards are permanents)' },
  supertype: { usage: '@supertype Elite', describe: 'declares a supertype your set invents' },
  set: { usage: '@set VHL Violet Hollow', describe: 'names the set: its code (2–5 letters or digits) and its long name, used by exports' },
  released: { usage: '@released 2026-01-15', describe: 'the set\'s release date (YYYY-MM-DD), used by exports and, without @templating, as the date of the wording the cards are checked against' },
  symbol: { usage: '@symbol art/symbol.svg', describe: 'the set symbol: an image (SVG or PNG, its shape on a transparent ground) relative to this file, drawn in the type line in each card\'s rarity colour; without it the set\'s code is drawn' },
  back: { usage: '@back art/back.png', describe: 'the card back printed behind the set\'s cards (duplex print sheets, print-shop and Tabletop Simulator exports): an image relative to this file; without it cardtext draws a plain back with the set\'s name' },
  templating: { usage: '@templating 2019-07', describe: 'the Oracle wording the cards are checked against: current, off, or a date (YYYY-MM)' },
  collation: { usage: '@collation Arena: 10 common; 3 uncommon; 1 rare/mythic 1:8', describe: 'the set\'s own booster: slots of a count and a rarity, rare/mythic 1:N, weights in percent, or land; the first one is the set\'s default ("@collation draft" or "play" picks a built-in one)' },
  skeleton: { usage: '@skeleton W: 10 common, 5 uncommon; gold: 10 uncommon', describe: 'the set\'s planned slots: counts per colour group (W U B R G, gold, colorless, land) and rarity, or slot codes like CW01 (one line or several, numbered on); cards name theirs with Slot: CW01' },
};

/** Symbols the rules define that a file may not redefine as custom mana (the pawprint {P} is allowed). */
export const reservedSymbols = new Map<string, string>([
  ...manaSymbols.map((s) => [s.slice(1, -1), 'a mana symbol (107.4)'] as [string, string]),
  ...otherSymbols.filter((s) => s.symbol !== '{P}').map((s) => [s.symbol.slice(1, -1), `the ${s.name} (${s.rule})`] as [string, string]),
]);

/** Levenshtein distance (directive names are short). */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const here = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = here;
    }
  }
  return row[b.length];
}

/** Why a directive is malformed, or undefined if it is fine. */
export function directiveProblem(d: Directive): string | undefined {
  const spec = directiveSpecs[d.name];
  // At most 100 characters with the longest name echoed (10), as every message (messages.test.ts).
  if (!spec) {
    // At most 100 characters: the nearest directive when the name is a typo of one, else where the list is.
    const near = Object.keys(directiveSpecs).find((k) => editDistance(k, d.name.toLowerCase()) <= 2);
    return near ? `no directive @${echo(d.name, 10)}; did you mean @${near}?` : `no directive @${echo(d.name, 10)}; known: @${Object.keys(directiveSpecs).slice(0, 8).join('/')}, …`;
  }
  if (d.name === 'mana') {
    if (d.symbols.length !== 1 || !d.symbols[0].closed || !/^[A-Z][A-Z0-9]*$/.test(d.symbols[0].body)) {
      return `"@mana" needs one symbol of letters in braces and a name, like "${spec.usage}"`;
    }
    if (d.args.length === 0) return `"@mana ${echo(d.symbols[0].text)}" needs the name of the mana type after the symbol, like "${spec.usage}"`;
    const taken = reservedSymbols.get(d.symbols[0].body);
    if (taken) return `${echo(d.symbols[0].text, 30)} is already ${taken} — pick another letter for custom mana`;
  }
  if (d.name === 'keyword') {
    const k = keywordDirective(d.value);
    if (!k) return `"@keyword" needs the keyword's name (then N or {cost}, and reminder text), like "${spec.usage}"`;
    if (k.reminder !== undefined && !k.reminder.trim()) return '"@keyword": the reminder text in parentheses is empty';
  }
  if (d.name === 'subtype') {
    if (d.args.length < 2) return `"@subtype" needs a card type and one or more subtypes, like "${spec.usage}"`;
    if (!cardTypes.some((t) => t.toLowerCase() === d.args[0].text.toLowerCase())) {
      return `"${echo(d.args[0].text, 30)}" is not a card type, so "@subtype" can't add subtypes to it`;
    }
  }
  if (d.name === 'type' || d.name === 'supertype') {
    if (d.args.length !== 1 || d.symbols.length > 0 || !/^[A-Z][A-Za-z'’-]*$/.test(d.args[0].text)) return `"@${d.name}" needs one capitalised word, like "${spec.usage}"`;
    const word = d.args[0].text.toLowerCase();
    if (cardTypes.some((t) => t.toLowerCase() === word) || supertypes.some((t) => t.toLowerCase() === word)) return `${echo(d.args[0].text, 30)} is already a ${cardTypes.some((t) => t.toLowerCase() === word) ? 'card type' : 'supertype'} of the rules (205.2a, 205.4a)`;
  }
  if (d.name === 'set' || d.name === 'released' || d.name === 'symbol' || d.name === 'back') return setDirectiveProblem(d, spec.usage);
  if (d.name === 'templating') {
    const read = readProfile(d.value, 'directive');
    if ('problem' in read) return read.problem;
  }
  if (d.name === 'collation') {
    const read = readCollation(d.value);
    if ('problem' in read) return echo(read.problem, 100);
  }
  if (d.name === 'skeleton') {
    const read = readSkeleton(d.value);
    if ('problem' in read) return echo(`@skeleton: ${read.problem}`, 100);
  }
  return undefined;
}

/** A keyword declaration read: `@keyword Nourish N (Put N +1/+1 counters on target creature.)`. */
export interface KeywordDirective {
  name: string;
  /** What follows the keyword on a card: a number (`N`, `X`) or a cost (`{cost}`). */
  parameter?: 'number' | 'cost';
  /** The reminder text with its parentheses, its `N`/`X`/`{cost}` standing for the card's. */
  reminder?: string;
}

/** Reads `@keyword`'s value, or undefined if it names no keyword. */
export function keywordDirective(value: string): KeywordDirective | undefined {
  const m = /^\s*([\p{L}][\p{L}'’ -]*?)(?:\s+(N|X|\{cost\}))?\s*(\([^()]*\))?\s*$/u.exec(value);
  if (!m) return undefined;
  return { name: m[1].trim(), parameter: m[2] === undefined ? undefined : m[2] === '{cost}' ? 'cost' : 'number', reminder: m[3] };
}

/** Merges a file's valid directives over the base declarations (from the editor's settings). */
export function declarationsFrom(directives: Directive[], base: Declarations = emptyDeclarations()): Declarations {
  const result: Declarations = {
    manaSymbols: new Map(base.manaSymbols),
    keywords: new Map(base.keywords),
    subtypes: new Map([...base.subtypes].map(([k, v]) => [k, new Set(v)])),
    cardTypes: new Map(base.cardTypes ?? []),
    supertypes: new Map(base.supertypes ?? []),
    templating: base.templating,
    keywordReminders: base.keywordReminders && new Map(base.keywordReminders),
    isSet: base.isSet,
    fingerprint: '',
  };
  let templating: string | undefined;
  let released: string | undefined;
  for (const d of directives) {
    if (d.name === 'set' || d.name === 'collation' || d.name === 'skeleton') result.isSet = true;
    if (directiveProblem(d)) continue;
    const words = d.args.map((a) => a.text);
    if (d.name === 'templating') templating ??= d.value;
    else if (d.name === 'released') released ??= d.value.trim();
    else if (d.name === 'mana') result.manaSymbols.set(d.symbols[0].body, words.join(' '));
    else if (d.name === 'keyword') {
      const k = keywordDirective(d.value)!;
      result.keywords.set(k.name.toLowerCase(), k.name);
      if (k.reminder) (result.keywordReminders ??= new Map()).set(k.name.toLowerCase(), k.reminder);
    }
    else if (d.name === 'type') result.cardTypes.set(words[0].toLowerCase(), words[0]);
    else if (d.name === 'supertype') result.supertypes.set(words[0].toLowerCase(), words[0]);
    else if (d.name === 'subtype') {
      const type = words[0].toLowerCase();
      const set = result.subtypes.get(type) ?? new Set<string>();
      // `@subtype Creature Star Fox, Mothkin`: commas separate multi-word subtypes; otherwise each word is one.
      const rest = words.slice(1).join(' ');
      const names = rest.includes(',') ? rest.split(/\s*,\s*/).map((x) => x.replace(/\s+,/g, ',').trim()).filter(Boolean) : words.slice(1).filter((w) => w !== ',');
      for (const name of names) set.add(name);
      result.subtypes.set(type, set);
    }
  }
  result.templating = chooseProfile(templating, base.templating?.source === 'setting' ? base.templating : undefined, released);
  result.fingerprint = fingerprint(result);
  return result;
}

/** A stable string that changes whenever any declaration changes. */
export function fingerprint(d: Declarations): string {
  const parts = [
    [...d.manaSymbols].sort().map(([k, v]) => `${k}=${v}`).join(','),
    [...d.keywords.keys()].sort().join(','),
    [...d.subtypes].sort().map(([k, v]) => `${k}:${[...v].sort().join('|')}`).join(','),
    [...(d.cardTypes?.keys() ?? [])].sort().join(','),
    [...(d.supertypes?.keys() ?? [])].sort().join(','),
    d.templating ? `${d.templating.name}@${d.templating.source}` : '',
    [...(d.keywordReminders ?? [])].sort().map(([k, v]) => `${k}=${v}`).join(','),
    d.isSet ? 'set' : '',
  ];
  return parts.join(';');
}
