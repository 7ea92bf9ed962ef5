/**
 * What mana an instruction to add mana produces (106.1b, 106.5, 106.7–106.11), and why a
 * production is of an undefined type when it is.
 */
import type { Card, ManaProduction, SymbolNode } from '../ast.js';
import { classifySymbol, type Declarations } from './symbols.js';
import { echo } from '../userText.js';

/** The mana types a production adds; `undefinedBy` lists what makes (part of) it undefined. */
export interface ProductionMeaning {
  types: Set<string> | 'any';
  undefinedBy: { node: SymbolNode | ManaProduction; reason: string }[];
}

const allColors = ['W', 'U', 'B', 'R', 'G'];

/** Card-wide facts a production's meaning depends on. */
export interface ProductionContext {
  declarations: Declarations;
  /** The card makes a colour choice (`choose a color`), so "the chosen color" is defined (607). */
  choosesColor: boolean;
}

const colorChoice = /\bchoos(?:e|es|ing) (?:a|one|two|three|four|five|any|an?) ?(?:\w+ )?colou?rs?\b|\bcolou?rs? of (?:your|their|its controller's|that player's) choice\b|\bnames? a colou?r\b|\bchosen colou?rs?\b.*\bchoose\b/i;

/** Computes the card-wide facts once per card. */
export function productionContext(card: Card, declarations: Declarations, fullText: string): ProductionContext {
  void card;
  return { declarations, choosesColor: colorChoice.test(fullText) };
}

/** What a production adds, by its form and symbols. */
export function productionMeaning(production: ManaProduction, ctx: ProductionContext, abilityText: string): ProductionMeaning {
  const undefinedBy: ProductionMeaning['undefinedBy'] = [];
  switch (production.form) {
    case 'symbols':
    case 'amountOf':
    case 'combination': {
      const types = new Set<string>();
      for (const symbol of production.symbols) {
        const info = classifySymbol(symbol.body, ctx.declarations);
        if (!symbol.closed || info.adds === null) {
          undefinedBy.push({ node: symbol, reason: symbolReason(symbol, info.cls) });
        } else for (const t of info.adds) types.add(t);
      }
      return { types, undefinedBy };
    }
    case 'anyColor':
    case 'commanderIdentity':
      return { types: new Set(allColors), undefinedBy };
    case 'chosenColor':
      if (!ctx.choosesColor) undefinedBy.push({ node: production, reason: 'the card never has anyone choose a color (607.2d)' });
      return { types: ctx.choosesColor ? new Set(allColors) : new Set(), undefinedBy };
    case 'thatColor':
      // "that color" refers to a color named earlier: a chosen color, a colored object, or the colors
      // of mana symbols ("For each colored mana symbol in that card's mana cost, add one mana of that color").
      if (!/\bcolou?r(?:s|ed)?\b|\bmana symbols?\b/i.test(abilityText.replace(/\bthat colou?r\b/gi, ''))) {
        undefinedBy.push({ node: production, reason: 'nothing earlier in the ability names a color for "that color"' });
        return { types: new Set(), undefinedBy };
      }
      return { types: new Set(allColors), undefinedBy };
    case 'thatType':
      // "that type" refers to a type named earlier, or to the mana a permanent was tapped for
      // ("Whenever you tap a land for mana, add an additional mana of that type", 106.12).
      if (!/\btypes?\b|\bproduced\b|\bcould produce\b|\bfor mana\b/i.test(abilityText.replace(/\bthat type\b/gi, ''))) {
        undefinedBy.push({ node: production, reason: 'nothing earlier in the ability names a type for "that type"' });
        return { types: new Set(), undefinedBy };
      }
      return { types: 'any', undefinedBy };
    case 'anyType':
    case 'couldProduce':
    case 'other':
      return { types: 'any', undefinedBy };
  }
}

function symbolReason(symbol: SymbolNode, cls: string): string {
  if (!symbol.closed) return `"${echo(symbol.text, 30)}" is an unclosed brace, not a mana symbol`;
  switch (cls) {
    case 'tap': return '{T} is the tap symbol, not a type of mana';
    case 'untap': return '{Q} is the untap symbol, not a type of mana';
    case 'energy': return '{E} is an energy counter, not mana';
    case 'chaos': return '{CHAOS} is the Planechase chaos symbol, not mana';
    case 'planeswalker': return '{PW} is the planeswalker symbol, not mana';
    case 'ticket': return '{TK} is a ticket counter, not mana';
    case 'pawprint': return '{P} is the pawprint, not mana — unless "@mana {P} …" declares it';
    case 'phyrexianAny': return '{H} stands for any Phyrexian symbol, not one type of mana';
    case 'half': return `${echo(symbol.text, 30)} is a joke-set half symbol the rules don't define`;
    default: return `${echo(symbol.text, 30)} is not a mana symbol of the game or of this file`;
  }
}

/** Adds a production's types into an accumulated set (`any` absorbs everything). */
export function mergeTypes(into: Set<string> | 'any', more: Set<string> | 'any'): Set<string> | 'any' {
  if (into === 'any' || more === 'any') return 'any';
  for (const t of more) into.add(t);
  return into;
}

/** Orders produced types as WUBRGC, then any custom letters. */
export function orderTypes(types: Set<string> | 'any'): string[] | 'any' {
  if (types === 'any') return 'any';
  const order = ['W', 'U', 'B', 'R', 'G', 'C'];
  return [...order.filter((t) => types.has(t)), ...[...types].filter((t) => !order.includes(t)).sort()];
}
