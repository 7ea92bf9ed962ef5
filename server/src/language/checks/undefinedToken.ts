/**
 * `undefined-token` (info, 111.4): a card creates a named token but the set defines no token
 * card of that name, so exports can't link the card to its token. The fix appends a token card
 * built from the creating text. Predefined tokens (111.10, Treasure, Food…) need no card.
 * It applies to files that are sets — they say `@set`, or define token cards already — so a file
 * of loose cards (a collection of real cards, a scratch file) is not asked for token cards.
 * This check looks across the whole file, so it runs with the file-wide checks.
 */
import type { CardsDocument, ParsedChunk } from '../document.js';
import { creationRange, tokenCardKeys, tokenCardText } from '../model/tokenCreation.js';
import { codes } from './codes.js';
import { echo } from '../userText.js';
import { nameKey } from '../cardNames.js';
import { type CardDiagnostic, makeDiagnostic } from './registry.js';

/**
 * The names the document's token cards answer to: each one's name and its type line's subtypes,
 * with their `… Token` forms (111.4): `ALR Black Zombie` / `Token Creature — Zombie` defines Zombie.
 */
export function tokenCardNames(doc: CardsDocument): Set<string> {
  const names = new Set<string>();
  for (const model of doc.models) if (model.isToken) for (const k of tokenCardKeys(model)) names.add(k);
  return names;
}

type Cached = { key: string; list: CardDiagnostic[] };
const cache = new WeakMap<ParsedChunk, Cached>();

/** Info diagnostics for tokens created but not defined in the file (the first of each name carries the fix). */
export function undefinedTokenDiagnostics(doc: CardsDocument): CardDiagnostic[] {
  const defined = tokenCardNames(doc);
  if (defined.size === 0 && !doc.directives.some((d) => d.name === 'set')) return [];
  const fingerprint = [...defined].sort().join('|');
  const lastLine = Math.max(0, doc.lineCount - 1);
  const end = { line: lastLine, character: doc.source.line(lastLine).length };
  const fixed = new Set<string>();
  const out: CardDiagnostic[] = [];
  for (const chunk of doc.chunks) {
    const model = chunk.model;
    if (!model || model.createdTokens.length === 0) continue;
    const missing = model.createdTokens.filter((t) => !t.predefined && !defined.has(nameKey(t.name)));
    if (missing.length === 0) continue;
    // Re-use the same diagnostic objects while nothing they depend on changed (the server converts each once).
    const key = `${chunk.startLine}|${fingerprint}|${missing.map((t) => t.name).join('|')}|${end.line}:${end.character}`;
    let cached = cache.get(chunk);
    if (!cached || cached.key !== key) {
      cached = {
        key,
        list: missing.map((t) => makeDiagnostic(codes.undefinedToken, `creates ${echo(t.name, 30)} tokens, but no token card defines them (111.4)`, creationRange(t), {
          card: model.card.name,
          detail: `No token card named "${echo(t.name)}" is in this file, so exports can't link the card to its token. Add a token card whose type line starts with "Token".`,
          fixes: [{ title: `Add a token card for ${echo(t.name)}`, edits: [{ range: { start: end, end }, newText: `\n\n${tokenCardText(t)}\n` }] }],
        })),
      };
      cache.set(chunk, cached);
    }
    for (const [i, d] of cached.list.entries()) {
      const name = missing[i].name.toLowerCase();
      // One fix per missing name, so "fix all" appends each token card once.
      out.push(fixed.has(name) ? { ...d, fixes: undefined } : d);
      fixed.add(name);
    }
  }
  return out;
}
