/**
 * Every brace group must be a symbol of the game (107.4 and onwards) or one the file declares.
 */
import type { Ability, SymbolNode } from '../ast.js';
import { classifySymbol } from '../model/symbols.js';
import { manaSymbols } from '../data/rulesData.js';
import { codes } from './codes.js';
import { type Accept, type CheckContext, type Declaration, registerChecks } from './registry.js';
import { echo } from '../userText.js';

const known = new Set(manaSymbols.map((s) => s.slice(1, -1)));

/** A symbol the designer probably meant: `{U/W}` → `{W/U}` (hybrid halves in the rules' order). */
function suggestion(body: string): string | undefined {
  const parts = body.split('/');
  if (parts.length === 2 && known.has(`${parts[1]}/${parts[0]}`)) return `{${parts[1]}/${parts[0]}}`;
  if (parts.length === 2 && parts[0] === 'P' && known.has(`${parts[1]}/P`)) return `{${parts[1]}/P}`;
  if (/^\d+$/.test(body.replace(/\s/g, '')) && body !== body.replace(/\s/g, '')) return `{${body.replace(/\s/g, '')}}`;
  return undefined;
}

/** Said of symbols in reminder text, which has no game function (207.2) but is checked like the rest. */
function where(symbol: SymbolNode): string {
  return symbol.context === 'reminder' ? ' in reminder text' : '';
}

const reminderNote = (symbol: SymbolNode) => (symbol.context === 'reminder' ? ' Reminder text should use the same symbols as rules text.' : '');

/** Whether the ability (its modes and the abilities it grants in quotes too) adds mana with this symbol after "Add". */
function producedBy(ability: Ability | undefined, symbol: SymbolNode): boolean {
  if (!ability) return false;
  const { effect } = ability;
  for (const production of [...effect.manaProductions, ...effect.reminderProductions]) {
    if (production.symbols.includes(symbol)) return true;
  }
  return ability.modes.some((m) => producedBy(m, symbol)) || effect.quotes.some((q) => producedBy(q.ability, symbol));
}

/** A symbol of letters nobody declared may be the set's own mana: the fix that declares it (`@mana {M} …`). */
export function manaDeclaration(symbol: SymbolNode): Declaration | undefined {
  return symbol.closed && /^[A-Z][A-Z0-9]*$/.test(symbol.body) ? { directive: 'mana', symbol: symbol.body } : undefined;
}

function checkUnknownSymbol(symbol: SymbolNode, ctx: CheckContext, accept: Accept): void {
  // A symbol that is no mana and that "Add {M}" adds is undefined-mana-type's (106.5): one diagnostic an occurrence, never both.
  const produced = () => ctx.symbolRole === 'text' && producedBy(ctx.printedAbility ?? ctx.ability, symbol);
  if (!symbol.closed) {
    if (produced()) return;
    accept('error', codes.unknownSymbol, `"${echo(symbol.text, 30)}"${where(symbol)} is never closed — add "}" (107.4)`, symbol.range,
      { detail: `A symbol is written in braces; add "}" after the symbol's letters.${reminderNote(symbol)}` });
    return;
  }
  const info = classifySymbol(symbol.body, ctx.declarations);
  if (info.cls === 'unknown' || info.cls === 'half') {
    if (produced()) return;
    const better = suggestion(symbol.body);
    const shown = `${symbol.body === '' ? 'empty braces' : echo(symbol.text, 30)}${where(symbol)}`;
    const what = symbol.body === '' ? `${shown} are no symbol` : info.cls === 'half' ? `${shown} is a joke-set half symbol the rules don't define` : `${shown} is not a symbol of the game`;
    const declare = /^[A-Z]+$/.test(symbol.body) ? ` If your set invents it, declare it before the first card, e.g. "@mana ${echo(symbol.text)} <name>".` : '';
    accept('error', codes.unknownSymbol, `${what}${better ? ` — did you mean ${echo(better)}?` : ''} (107.4)`, symbol.range, {
      detail: `The Comprehensive Rules don't define ${echo(symbol.text)} and this file does not declare it.${declare}${reminderNote(symbol)}`,
      fixes: better ? [{ title: `Replace with ${echo(better)}`, edits: [{ range: symbol.range, newText: better }] }] : undefined,
      declaration: info.cls === 'unknown' ? manaDeclaration(symbol) : undefined,
    });
    return;
  }
  const canonical = `{${symbol.body}}`;
  if (symbol.text !== canonical && info.cls !== 'custom') {
    accept('warning', codes.symbolCase, `write ${echo(canonical, 30)}, not ${echo(symbol.text, 30)}${where(symbol)} (107.4)`, symbol.range, {
      detail: `Symbols are written in capitals without spaces.${reminderNote(symbol)}`,
      fixes: [{ title: `Write ${echo(canonical)}`, edits: [{ range: symbol.range, newText: canonical }] }],
    });
  }
}

registerChecks({ Symbol: [checkUnknownSymbol] });
