/**
 * Mana production: an ability that would add mana of an undefined type adds none (106.5), and
 * generic symbols after "Add" are written with {C} (106.10).
 */
import type { ManaProduction, SymbolNode } from '../ast.js';
import { productionMeaning } from '../model/manaProduction.js';
import { classifySymbol } from '../model/symbols.js';
import { codes } from './codes.js';
import { type Accept, type CheckContext, type Fix, registerChecks } from './registry.js';
import { echo } from '../userText.js';
import { manaDeclaration } from './symbols.js';

/**
 * Reminder text has no game function (207.2) but should describe the card's rules correctly:
 * productions in it are checked like the rest, reported one step milder and said to be reminder text.
 */
function inReminder(production: ManaProduction): boolean {
  return production.context === 'reminder';
}

function checkUndefinedManaType(production: ManaProduction, ctx: CheckContext, accept: Accept): void {
  const meaning = productionMeaning(production, ctx.model.production, ctx.ability?.text ?? '');
  for (const { node, reason } of meaning.undefinedBy) {
    const range = node.kind === 'Symbol' ? node.range : node.phrase?.range ?? node.range;
    // An unclosed brace is unknown-symbol's to fix ("{G." may have swallowed the period).
    const fixes = node.kind === 'Symbol' ? (node.closed ? replacements(node, production, ctx) : undefined)
      : production.form === 'chosenColor' && node.phrase
      ? [{ title: 'Add mana of any color instead', edits: [{ range: node.phrase.range, newText: node.phrase.text.replace(/\bthe chosen colou?r\b/i, 'any color') }] }]
      : undefined;
    const cls = node.kind === 'Symbol' ? classifySymbol(node.body, ctx.declarations).cls : undefined;
    const declaration = node.kind === 'Symbol' && (cls === 'unknown' || cls === 'pawprint') ? manaDeclaration(node) : undefined;
    if (inReminder(production)) {
      accept('warning', codes.undefinedManaType, `reminder text adds no mana (106.5): ${reason}`, range, {
        fixes, declaration,
        detail: 'Reminder text has no game function (207.2), but it should describe the card\'s rules: as written, that mana would not be added at all.',
      });
    } else {
      accept('error', codes.undefinedManaType, `adds no mana (106.5): ${reason}`, range, {
        fixes, declaration,
        detail: 'Mana of an undefined type is not added at all, so this part of the ability produces nothing.',
      });
    }
  }
}

/**
 * The mana symbols a designer may have meant instead of a symbol that adds no mana: each color in
 * WUBRG order, colorless, then the file's (and settings') custom mana, one fix each. A fix replaces
 * every copy of the symbol the production adds (`Add {M}{M}` → `Add {G}{G}`), so each copy's
 * diagnostic offers the same fixes and an editor lists them once.
 */
function replacements(symbol: SymbolNode, production: ManaProduction, ctx: CheckContext): Fix[] {
  const symbols = ['{W}', '{U}', '{B}', '{R}', '{G}', '{C}', ...[...ctx.declarations.manaSymbols.keys()].map((body) => `{${body}}`)];
  const copies = production.symbols.filter((s) => s.closed && s.text === symbol.text);
  return symbols.filter((s) => s !== symbol.text).map((s) => ({ title: `Replace ${echo(symbol.text, 20)} with ${echo(s, 20)}`, edits: copies.map((c) => ({ range: c.range, newText: s })) }));
}

/** `Add {2}` adds two colorless mana (106.10); Oracle text writes that `Add {C}{C}`. */
function checkGenericProduction(production: ManaProduction, ctx: CheckContext, accept: Accept): void {
  if (production.form !== 'symbols') return;
  for (const symbol of production.symbols) {
    const info = classifySymbol(symbol.body, ctx.declarations);
    if (info.cls !== 'generic' || info.manaValue < 1 || info.manaValue > 20) continue;
    const replacement = '{C}'.repeat(info.manaValue);
    accept('warning', codes.genericManaProduced, `${inReminder(production) ? 'reminder text: ' : ''}"Add ${echo(symbol.text, 20)}" is written "Add ${replacement}" (106.10)`,
      symbol.range, {
        detail: `Adding ${echo(symbol.text)} adds ${info.manaValue} colorless mana; cards write that as ${replacement} so it can't be misread as generic mana, which has no type of its own.`,
        fixes: [{ title: `Write ${echo(symbol.text)} as ${replacement}`, edits: [{ range: symbol.range, newText: replacement }] }],
      });
  }
}

registerChecks({ ManaProduction: [checkUndefinedManaType, checkGenericProduction] });
