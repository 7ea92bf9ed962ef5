/**
 * Fixes that declare what a card uses but the rules don't list (`@subtype Creature Elff`). They edit
 * the directives before the first card, which a card's own diagnostics can't point at: those are
 * cached with the card and move with it, while the directives stay put. So validation adds these
 * fixes to the file's current diagnostics, re-using the same objects while the edit is unchanged.
 */
import type { Position } from '../ast.js';
import type { CardsDocument } from '../document.js';
import { directiveProblem } from '../declarations.js';
import type { CardDiagnostic, Declaration, TextEdit } from './registry.js';
import { echo } from '../userText.js';

const cache = new WeakMap<CardDiagnostic, { key: string; value: CardDiagnostic }>();

/**
 * The edit that declares `declaration`: its word appended to the file's `@subtype Type …` line
 * for that type if there is one, else a new `@subtype Type Word` line after the file's last
 * directive, else before the first card.
 */
export function declarationEdit(doc: CardsDocument, declaration: Declaration): TextEdit | undefined {
  const { type, word } = declaration;
  if (/[\s,]/.test(word) || word === '') return undefined;
  const valid = doc.directives.filter((d) => !directiveProblem(d));
  const same = valid.find((d) => d.name === 'subtype' && d.args[0]?.text.toLowerCase() === type.toLowerCase());
  if (same) {
    // `@subtype Creature Star Fox, Mothkin` lists subtypes with commas; otherwise with spaces.
    const separator = same.value.includes(',') ? ', ' : ' ';
    return { range: { start: same.range.end, end: same.range.end }, newText: `${separator}${word}` };
  }
  const line = `@subtype ${type} ${word}`;
  const last = doc.directives.reduce<Position | undefined>((at, d) => (!at || d.range.end.line > at.line ? d.range.end : at), undefined);
  if (last) return { range: { start: last, end: last }, newText: `\n${line}` };
  const first = doc.chunks.find((c) => c.ast.card);
  if (!first) return undefined;
  const at = { line: first.startLine, character: 0 };
  return { range: { start: at, end: at }, newText: `${line}\n\n` };
}

/** The diagnostic with its declaration fix added after its other fixes (the same object while the edit is unchanged). */
export function withDeclarationFix(d: CardDiagnostic, doc: CardsDocument): CardDiagnostic {
  if (!d.declaration) return d;
  const edit = declarationEdit(doc, d.declaration);
  if (!edit) return d;
  const key = `${edit.range.start.line}:${edit.range.start.character}|${edit.newText}`;
  const cached = cache.get(d);
  if (cached?.key === key) return cached.value;
  const { type, word } = d.declaration;
  const value = { ...d, fixes: [...(d.fixes ?? []), { title: `Declare ${echo(word, 40)} with "@subtype ${type}"`, edits: [edit] }] };
  cache.set(d, { key, value });
  return value;
}
