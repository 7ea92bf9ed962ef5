/**
 * Fixes that declare what a card uses but the rules don't list (`@subtype Creature Elff`). They edit
 * the directives before the first card, which a card's own diagnostics can't point at: those are
 * cached with the card and move with it, while the directives stay put. So validation adds these
 * fixes to the file's current diagnostics, re-using the same objects while the edit is unchanged.
 */
import type { Position } from '../ast.js';
import type { CardsDocument } from '../document.js';
import { directiveProblem, reservedSymbols } from '../declarations.js';
import type { CardDiagnostic, Declaration, TextEdit } from './registry.js';
import { echo } from '../userText.js';

const cache = new WeakMap<CardDiagnostic, { key: string; value: CardDiagnostic }>();

/** The edit that puts a new directive line after the file's last directive, else before the first card. */
function newDirectiveEdit(doc: CardsDocument, line: string, snippet?: string): TextEdit | undefined {
  const last = doc.directives.reduce<Position | undefined>((at, d) => (!at || d.range.end.line > at.line ? d.range.end : at), undefined);
  if (last) return { range: { start: last, end: last }, newText: `\n${line}`, ...(snippet ? { snippet: `\n${snippet}` } : {}) };
  const first = doc.chunks.find((c) => c.ast.card);
  if (!first) return undefined;
  const at = { line: first.startLine, character: 0 };
  return { range: { start: at, end: at }, newText: `${line}\n\n`, ...(snippet ? { snippet: `${snippet}\n\n` } : {}) };
}

/**
 * The edit that declares `declaration`. A subtype: its word appended to the file's `@subtype Type …`
 * line for that type if there is one, else a new `@subtype Type Word` line. A mana symbol: a new
 * `@mana {M} m` line, its name (the symbol's letters, lower-cased) selected to type over where the
 * editor takes snippets. New lines go after the file's last directive, else before the first card.
 */
export function declarationEdit(doc: CardsDocument, declaration: Declaration): TextEdit | undefined {
  if (declaration.directive === 'mana') {
    const { symbol } = declaration;
    // The directive's own rule: letters (then digits), and no symbol the rules define (107.4).
    if (!/^[A-Z][A-Z0-9]*$/.test(symbol) || reservedSymbols.has(symbol)) return undefined;
    const name = symbol.toLowerCase();
    return newDirectiveEdit(doc, `@mana {${symbol}} ${name}`, `@mana {${symbol}} \${1:${name}}`);
  }
  const { type, word } = declaration;
  if (/[\s,]/.test(word) || word === '') return undefined;
  const valid = doc.directives.filter((d) => !directiveProblem(d));
  const same = valid.find((d) => d.name === 'subtype' && d.args[0]?.text.toLowerCase() === type.toLowerCase());
  if (same) {
    // `@subtype Creature Star Fox, Mothkin` lists subtypes with commas; otherwise with spaces.
    const separator = same.value.includes(',') ? ', ' : ' ';
    return { range: { start: same.range.end, end: same.range.end }, newText: `${separator}${word}` };
  }
  return newDirectiveEdit(doc, `@subtype ${type} ${word}`);
}

/**
 * The diagnostic with its declaration fix added (the same object while the edit is unchanged): a
 * subtype's after its other fixes (a spelling is likelier), a mana symbol's first (a letter symbol
 * nobody declared is most often the set's own mana, as the hover says).
 */
export function withDeclarationFix(d: CardDiagnostic, doc: CardsDocument): CardDiagnostic {
  if (!d.declaration) return d;
  const edit = declarationEdit(doc, d.declaration);
  if (!edit) return d;
  const key = `${edit.range.start.line}:${edit.range.start.character}|${edit.newText}`;
  const cached = cache.get(d);
  if (cached?.key === key) return cached.value;
  const declaration = d.declaration;
  const fix = declaration.directive === 'mana'
    ? { title: `Declare {${echo(declaration.symbol, 20)}} as the set's own mana (@mana {${echo(declaration.symbol, 20)}} …)`, edits: [edit] }
    : { title: `Declare ${echo(declaration.word, 40)} with "@subtype ${declaration.type}"`, edits: [edit] };
  const value = { ...d, fixes: declaration.directive === 'mana' ? [fix, ...(d.fixes ?? [])] : [...(d.fixes ?? []), fix] };
  cache.set(d, { key, value });
  return value;
}
