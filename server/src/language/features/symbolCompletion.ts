/**
 * Symbol completion after `{`, by the role of the place the cursor is in: a mana cost holds mana
 * symbols only (202.1), "Add" names mana a card can produce (106.1b), an activation cost may also
 * tap, untap or pay energy (107.5, 107.6, 107.14), a keyword's cost is mana; elsewhere in rules
 * text every symbol can be written. Items sort W U B R G, then C, then numbers ascending, then the rest.
 */
import type { Position, Range } from '../ast.js';
import type { CardsDocument } from '../document.js';
import { keywordAbilities, manaSymbols, otherSymbols } from '../data/rulesData.js';
import { classifySymbol, type Declarations } from '../model/symbols.js';
import { chunkAtLine } from './locate.js';
import { fieldLabels } from '../parser/tokens.js';
import type { CompletionItem } from './completion.js';

/** Where a `{` stands, as far as which symbols fit there. */
export type SymbolPlace = 'manaCost' | 'production' | 'activationCost' | 'keywordCost' | 'text';

const colorNames: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
const largestNumber = 10;
const fieldLine = new RegExp(`^\\s*(?:${fieldLabels.join('|')})\\s*:`, 'i');

/** Keyword ability names, lower-cased, longest first (so "cumulative upkeep" wins over shorter ones). */
const keywordNames = keywordAbilities.map((k) => k.name.replace(/\s*\(.*\)$/, '').toLowerCase()).sort((a, b) => b.length - a.length);

/** True if `segment` (an ability line up to the `{`) begins with a keyword ability and its cost. */
function startsWithKeyword(segment: string, declarations: Declarations): boolean {
  const lower = segment.trimStart().toLowerCase();
  const startsWith = (name: string) => lower.startsWith(name) && /^[\s—–-]/.test(lower.slice(name.length));
  return keywordNames.some(startsWith) || [...declarations.keywords.keys()].some(startsWith);
}

/**
 * The role of a `{` at `brace` on line `pos.line` (`line` is that line's text): the card's name line
 * is its mana cost; text after "Add" names mana; an ability line before its colon is a cost.
 */
export function symbolPlace(doc: CardsDocument, pos: Position, line: string, brace: number): SymbolPlace {
  const chunk = chunkAtLine(doc, pos.line);
  const face = chunk?.model?.faces.find((f) => f.face.range.start.line <= pos.line && pos.line <= f.face.range.end.line);
  if (!face) return 'text';
  const offset = pos.line - face.face.range.start.line;
  if (offset === 0) return 'manaCost';
  const before = line.slice(0, brace);
  // The type line, or a field line (`Flavor: `, `Ruling: `): a brace there names no cost.
  if (offset === 1 || fieldLine.test(before)) return 'text';
  if (/\badd\s+(?:\{[^{}]*\}|[\s,]|\bor\b|\band\b)*$/i.test(before)) return 'production';
  // The ability being written: after the last opening quote or parenthesis (granted abilities, reminder text).
  const segment = before.slice(Math.max(before.lastIndexOf('"'), before.lastIndexOf('“'), before.lastIndexOf('(')) + 1);
  if (segment.includes(':')) return 'text';
  if (startsWithKeyword(segment, doc.declarations)) return 'keywordCost';
  const onlySymbols = /^(?:\{[^{}]*\}|[\s,])*$/.test(segment);
  const colonLater = line.slice(pos.character).includes(':');
  return onlySymbols || colonLater ? 'activationCost' : 'text';
}

/** Every symbol in the order completion lists them: WUBRG, C, numbers, then the rest. */
function orderedSymbols(declarations: Declarations): string[] {
  const numbers = Array.from({ length: largestNumber + 1 }, (_, n) => `{${n}}`);
  const custom = [...declarations.manaSymbols.keys()].map((body) => `{${body}}`);
  const all = ['{W}', '{U}', '{B}', '{R}', '{G}', '{C}', ...numbers, '{X}', ...custom, '{T}', '{Q}', '{E}', ...manaSymbols, ...otherSymbols.map((s) => s.symbol)];
  return [...new Set(all)];
}

/** True if the symbol may be offered in this place. */
function fits(symbol: string, place: SymbolPlace, declarations: Declarations): boolean {
  const info = classifySymbol(symbol.slice(1, -1), declarations);
  switch (place) {
    case 'manaCost': case 'keywordCost': return info.isMana;
    case 'production': return info.cls === 'colored' || info.cls === 'colorless' || info.cls === 'custom';
    case 'activationCost': return info.isMana || info.cls === 'tap' || info.cls === 'untap' || info.cls === 'energy';
    case 'text': return true;
  }
}

function detail(symbol: string, declarations: Declarations): string {
  const body = symbol.slice(1, -1);
  const info = classifySymbol(body, declarations);
  switch (info.cls) {
    case 'colored': return `${colorNames[body]} mana (107.4a)`;
    case 'colorless': return 'colorless mana (107.4c)';
    case 'generic': return 'generic mana (107.4b)';
    case 'variable': return 'variable (107.3)';
    case 'custom': return `${declarations.manaSymbols.get(body)} mana (declared in this file)`;
    default: {
      const other = otherSymbols.find((s) => s.symbol === symbol);
      return other ? `${other.name} (${other.rule})` : `mana symbol (${info.rule})`;
    }
  }
}

/** The symbols that fit `place`, each replacing `range`, in the listing order (`sortText`). */
export function symbolItems(place: SymbolPlace, range: Range, declarations: Declarations): CompletionItem[] {
  const fitting = orderedSymbols(declarations).filter((s) => fits(s, place, declarations));
  return fitting.map((symbol, i) => ({
    label: symbol, kind: 'symbol', detail: detail(symbol, declarations), newText: symbol, range, sortText: String(i).padStart(3, '0'),
  }));
}
