/**
 * File directives (`@mana {P} purple`, `@keyword Sneak`, `@subtype Creature Wizardkin`) and the
 * declarations they make. Malformed directives are ignored here and reported by the directive check.
 */
import type { Directive } from './ast.js';
import { cardTypes, manaSymbols, otherSymbols, supertypes } from './data/rulesData.js';
import { type Declarations, emptyDeclarations } from './model/symbols.js';
import { setDirectiveProblem } from './setInfo.js';
import { echo } from './userText.js';

/** The directives a file may use, with what each expects. */
export const directiveSpecs: Record<string, { usage: string; describe: string }> = {
  mana: { usage: '@mana {P} purple', describe: 'declares a custom mana symbol and the name of its mana type' },
  keyword: { usage: '@keyword Sneak', describe: 'declares a keyword ability your set invents' },
  subtype: { usage: '@subtype Creature Wizardkin', describe: 'declares subtypes your set invents for a card type' },
  type: { usage: '@type Paragon', describe: 'declares a card type your set invents (its cards are permanents)' },
  supertype: { usage: '@supertype Elite', describe: 'declares a supertype your set invents' },
  set: { usage: '@set VHL Violet Hollow', describe: 'names the set: its code (2–5 letters or digits) and its long name, used by exports' },
  released: { usage: '@released 2026-01-15', describe: 'the set\'s release date (YYYY-MM-DD), used by exports' },
};

/** Symbols the rules define that a file may not redefine as custom mana (the pawprint {P} is allowed). */
export const reservedSymbols = new Map<string, string>([
  ...manaSymbols.map((s) => [s.slice(1, -1), 'a mana symbol (107.4)'] as [string, string]),
  ...otherSymbols.filter((s) => s.symbol !== '{P}').map((s) => [s.symbol.slice(1, -1), `the ${s.name} (${s.rule})`] as [string, string]),
]);

/** Why a directive is malformed, or undefined if it is fine. */
export function directiveProblem(d: Directive): string | undefined {
  const spec = directiveSpecs[d.name];
  if (!spec) return `unknown directive "@${echo(d.name, 30)}" — known: ${Object.keys(directiveSpecs).map((name) => `@${name}`).join(', ')}`;
  if (d.name === 'mana') {
    if (d.symbols.length !== 1 || !d.symbols[0].closed || !/^[A-Z][A-Z0-9]*$/.test(d.symbols[0].body)) {
      return `"@mana" needs one symbol of letters in braces and a name, like "${spec.usage}"`;
    }
    if (d.args.length === 0) return `"@mana ${echo(d.symbols[0].text)}" needs the name of the mana type after the symbol, like "${spec.usage}"`;
    const taken = reservedSymbols.get(d.symbols[0].body);
    if (taken) return `${echo(d.symbols[0].text, 30)} is already ${taken} — pick another letter for custom mana`;
  }
  if (d.name === 'keyword' && (d.args.length === 0 || d.symbols.length > 0)) return `"@keyword" needs the keyword's name, like "${spec.usage}"`;
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
  if (d.name === 'set' || d.name === 'released') return setDirectiveProblem(d, spec.usage);
  return undefined;
}

/** Merges a file's valid directives over the base declarations (from the editor's settings). */
export function declarationsFrom(directives: Directive[], base: Declarations = emptyDeclarations()): Declarations {
  const result: Declarations = {
    manaSymbols: new Map(base.manaSymbols),
    keywords: new Map(base.keywords),
    subtypes: new Map([...base.subtypes].map(([k, v]) => [k, new Set(v)])),
    cardTypes: new Map(base.cardTypes ?? []),
    supertypes: new Map(base.supertypes ?? []),
    fingerprint: '',
  };
  for (const d of directives) {
    if (directiveProblem(d)) continue;
    const words = d.args.map((a) => a.text);
    if (d.name === 'mana') result.manaSymbols.set(d.symbols[0].body, words.join(' '));
    else if (d.name === 'keyword') result.keywords.set(words.join(' ').toLowerCase(), words.join(' '));
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
  ];
  return parts.join(';');
}
