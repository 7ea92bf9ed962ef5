/**
 * What each brace symbol is, by the Comprehensive Rules (107.3, 107.4, 107.5 onwards) and the
 * file's own `@mana` declarations.
 */
import { fitted } from '../compact.js';
import { manaSymbols, otherSymbols } from '../data/rulesData.js';
import type { TemplatingProfile } from '../templating/profile.js';

/** Custom symbols and words a set declares with directives (or the editor's settings). */
export interface Declarations {
  /** Upper-cased body (`P`) → the declared mana type's name (`purple`). */
  manaSymbols: Map<string, string>;
  /** Lower-cased keyword → as declared. */
  keywords: Map<string, string>;
  /** Lower-cased card type → declared subtypes (as declared). */
  subtypes: Map<string, Set<string>>;
  /** Card types the set invents (`@type Hero`): lower-cased → as declared. Cards of them are permanents. */
  cardTypes: Map<string, string>;
  /** Supertypes the set invents (`@supertype Elite`): lower-cased → as declared. */
  supertypes: Map<string, string>;
  /** The wording the file is checked against (`@templating`, the setting, `@released`); unset reads as current. */
  templating?: TemplatingProfile;
  /** Reminder text the set declares for its own keywords (`@keyword Nourish N (…)`): lower-cased keyword → template. */
  keywordReminders?: Map<string, string>;
  /**
   * The file is a set being designed (it says `@set`, `@collation` or `@skeleton`): the design notes
   * on single cards (new-world-order, color-pie-bend) apply, as `undefined-token` applies to sets.
   */
  isSet?: boolean;
  /** Changes whenever any declaration changes; part of parse cache keys. */
  fingerprint: string;
}

/** Declarations with nothing declared. */
export function emptyDeclarations(): Declarations {
  return { manaSymbols: new Map(), keywords: new Map(), subtypes: new Map(), cardTypes: new Map(), supertypes: new Map(), fingerprint: '' };
}

export type SymbolClass =
  | 'colored' | 'colorless' | 'generic' | 'variable' | 'hybrid' | 'monocoloredHybrid' | 'colorlessHybrid'
  | 'phyrexian' | 'hybridPhyrexian' | 'snow' | 'phyrexianAny' | 'half' | 'custom'
  | 'tap' | 'untap' | 'energy' | 'chaos' | 'planeswalker' | 'ticket' | 'pawprint' | 'unknown';

export interface SymbolInfo {
  cls: SymbolClass;
  /** True if it can appear in a mana cost (107.4). */
  isMana: boolean;
  /** Colours it contributes to a mana cost or colour identity (WUBRG letters). */
  colors: string[];
  /** Its share of a mana value (202.3). */
  manaValue: number;
  /**
   * Mana types an effect adds when told to add this symbol (106.8–106.11), or null if adding it
   * would be mana of an undefined type (106.5).
   */
  adds: string[] | null;
  /** The rule that defines it. */
  rule: string;
}

const colorLetters = new Set(['W', 'U', 'B', 'R', 'G']);
const knownMana = new Set(manaSymbols.map((s) => s.slice(1, -1)));
const otherByBody = new Map(otherSymbols.map((s) => [s.symbol.slice(1, -1), s]));
const otherClass: Record<string, SymbolClass> = {
  T: 'tap', Q: 'untap', E: 'energy', CHAOS: 'chaos', PW: 'planeswalker', TK: 'ticket', P: 'pawprint',
};

function info(cls: SymbolClass, rule: string, colors: string[], manaValue: number, adds: string[] | null, isMana = true): SymbolInfo {
  return { cls, isMana, colors, manaValue, adds, rule };
}

const cache = new Map<string, SymbolInfo>();

/** Classifies a symbol by its upper-cased body (`2/W`, `T`), honouring declared custom mana. */
export function classifySymbol(body: string, declarations?: Declarations): SymbolInfo {
  const custom = declarations?.manaSymbols.get(body);
  if (custom !== undefined) return info('custom', 'directive', [], 1, [body]);
  let result = cache.get(body);
  if (!result) {
    result = classifyBuiltIn(body);
    if (cache.size < 10_000) cache.set(body, result);
  }
  return result;
}

function classifyBuiltIn(body: string): SymbolInfo {
  if (/^\d+$/.test(body)) return info('generic', '107.4b', [], Number(body), ['C']);
  if (body === '½') return info('half', '107.4', [], 0.5, null, false);
  if (/^H[WUBRG]$/.test(body)) return info('half', '107.4', [body[1]], 0.5, null, false);
  const other = otherByBody.get(body);
  if (other) return info(otherClass[body] ?? 'unknown', other.rule, [], 0, null, false);
  if (!knownMana.has(body)) return info('unknown', '107.4', [], 0, null, false);
  if (colorLetters.has(body)) return info('colored', '107.4a', [body], 1, [body]);
  if (body === 'C') return info('colorless', '107.4c', [], 1, ['C']);
  if (body === 'X' || body === 'Y') return info('variable', '107.3', [], 0, ['C']);
  if (body === 'S') return info('snow', '107.4h', [], 1, ['C']);
  if (body === 'H') return info('phyrexianAny', '107.4g', [], 1, null, false);
  const parts = body.split('/');
  if (parts.length === 3) return info('hybridPhyrexian', '107.4f', [parts[0], parts[1]], 1, [parts[0], parts[1]]);
  const [a, b] = parts;
  if (b === 'P') return info('phyrexian', '107.4f', [a], 1, [a]);
  if (a === 'C') return info('colorlessHybrid', '107.4e', [b], 1, ['C', b]);
  if (/^\d+$/.test(a)) return info('monocoloredHybrid', '107.4e', [b], Number(a), ['C', b]);
  return info('hybrid', '107.4e', [a, b], 1, [a, b]);
}

/** Upper-cased body of a symbol's text: `{2/w}` → `2/W`. */
export function symbolBody(text: string): string {
  const inner = text.endsWith('}') ? text.slice(1, -1) : text.slice(1);
  return inner.trim().toUpperCase();
}

/** The five colours in the rules' order. */
export const colorOrder = ['W', 'U', 'B', 'R', 'G'] as const;

/** Sorts colour letters into WUBRG order, dropping duplicates. */
export function sortColors(colors: Iterable<string>): string[] {
  const set = new Set(colors);
  return fitted(colorOrder.filter((c) => set.has(c)));
}
