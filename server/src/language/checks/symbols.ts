/**
 * Every brace group must be a symbol of the game (107.4 and onwards) or one the file declares.
 */
import type { SymbolNode } from '../ast.js';
import { classifySymbol } from '../model/symbols.js';
import { manaSymbols } from '../data/rulesData.js';
import { codes } from './codes.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';
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
  return symbol.context === 'reminder' ? ' (This is in reminder text, which should use the same symbols as rules text.)' : '';
}

function checkUnknownSymbol(symbol: SymbolNode, ctx: CheckContext, accept: Accept): void {
  if (!symbol.closed) {
    accept('error', codes.unknownSymbol, `"${echo(symbol.text)}" opens a symbol that is never closed: add "}" after the symbol's letters.${where(symbol)}`, symbol.range);
    return;
  }
  const info = classifySymbol(symbol.body, ctx.declarations);
  if (info.cls === 'unknown' || info.cls === 'half') {
    const better = suggestion(symbol.body);
    const what = symbol.body === '' ? 'An empty pair of braces is no symbol' : info.cls === 'half' ? `${echo(symbol.text)} is a joke-set half-mana symbol that the Comprehensive Rules do not define` : `${echo(symbol.text)} is not a symbol of the game`;
    const hint = better ? ` Did you mean ${echo(better)}?` : /^[A-Z]+$/.test(symbol.body) ? ` If your set invents it, declare it before the first card, e.g. "@mana ${echo(symbol.text)} <name>".` : '';
    accept('error', codes.unknownSymbol, `${what} (107.4) and this file does not declare it.${hint}${where(symbol)}`, symbol.range,
      better ? { fix: { title: `Replace with ${echo(better)}`, edits: [{ range: symbol.range, newText: better }] } } : undefined);
    return;
  }
  const canonical = `{${symbol.body}}`;
  if (symbol.text !== canonical && info.cls !== 'custom') {
    accept('warning', codes.symbolCase, `Symbols are written in capitals without spaces: ${echo(canonical)}, not ${echo(symbol.text)}.${where(symbol)}`, symbol.range,
      { fix: { title: `Write ${echo(canonical)}`, edits: [{ range: symbol.range, newText: canonical }] } });
  }
}

registerChecks({ Symbol: [checkUnknownSymbol] });
