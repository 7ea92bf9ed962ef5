/**
 * Semantic tokens: card names, mana and cost symbols, types, keywords, trigger words, self
 * references, X, reminder text, field names and stats — computed from the AST, so custom symbols
 * and keywords declared with directives are coloured too (the TextMate grammar can't see them).
 */
import type { Ability, Range } from '../ast.js';
import type { CardsDocument, ParsedChunk } from '../document.js';
import { classifySymbol, type Declarations } from '../model/symbols.js';

export const tokenTypes = ['class', 'type', 'keyword', 'enumMember', 'operator', 'variable', 'parameter', 'comment', 'property', 'string', 'number', 'function', 'macro'] as const;
export const tokenModifiers = ['declaration', 'deprecated'] as const;
type TokenType = (typeof tokenTypes)[number];

interface Span {
  line: number;
  start: number;
  end: number;
  type: TokenType;
  modifiers: number;
  /** Inner spans (higher depth) win over outer ones where they overlap. */
  depth: number;
}

/** The spans of one chunk (absolute lines at the time of the call). */
function collectChunk(chunk: ParsedChunk, declarations: Declarations): Span[] {
  const spans: Span[] = [];
  const add = (range: Range, type: TokenType, depth = 1, modifiers = 0) => {
    if (range.start.line !== range.end.line || range.end.character <= range.start.character) return;
    spans.push({ line: range.start.line, start: range.start.character, end: range.end.character, type, modifiers, depth });
  };
  const symbolType = (body: string): TokenType => {
    const cls = classifySymbol(body, declarations).cls;
    return cls === 'tap' || cls === 'untap' ? 'operator' : 'enumMember';
  };
  const ability = (a: Ability) => {
    if (a.abilityKind === 'keyword') add(a.keywordRange, 'keyword', 2);
    if (a.abilityKind === 'triggered') add(a.triggerWord.range, 'keyword', 2);
    if (a.abilityKind === 'loyalty') add(a.loyaltyCost.range, 'number', 2);
    if (a.abilityWord) add(a.abilityWord.range, 'macro', 2);
    if ('cost' in a && a.cost) for (const p of a.cost.parts) for (const s of p.symbols) add(s.range, symbolType(s.body), 3);
    for (const r of a.effect.reminders) add(r.range, 'comment', 1);
    for (const s of a.effect.symbols) add(s.range, symbolType(s.body), 3);
    for (const p of a.effect.manaProductions) add(p.verbRange, 'function', 2);
    for (const x of a.effect.xReferences) add(x.range, 'parameter', 2);
    for (const r of a.effect.selfReferences) add(r.range, 'variable', 2);
    for (const m of a.modes) ability(m);
    for (const q of a.effect.quotes) if (q.ability) ability(q.ability);
  };
  for (const d of chunk.ast.directives) add(d.nameRange, 'macro');
  const card = chunk.ast.card;
  if (!card) return spans;
  for (const face of card.faces) {
    add(face.name.range, 'class', 1, 1);
    for (const s of face.manaCost?.symbols ?? []) add(s.range, symbolType(s.body), 3);
    for (const w of [...(face.typeLine?.types ?? []), ...(face.typeLine?.subtypes ?? [])]) add(w.range, 'type');
    for (const a of face.abilities) ability(a);
    for (const f of face.fields) {
      add(f.labelRange, 'property');
      if (f.label === 'Flavor' || f.label === 'Flavour') add(f.valueRange, 'string');
    }
    for (const st of face.stats) add(st.range, 'number');
  }
  return spans;
}

/** A chunk's tokens with overlaps resolved, as [line offset from the chunk, start, length, type, modifiers] runs (cached). */
function chunkTokens(chunk: ParsedChunk, declarations: Declarations): number[] {
  const cached = tokenCache.get(chunk);
  if (cached) return cached;
  const spans = collectChunk(chunk, declarations);
  // Resolve overlaps per line: paint outer spans first, inner spans over them, then read runs back.
  const byLine = new Map<number, Span[]>();
  for (const sp of spans) {
    const list = byLine.get(sp.line) ?? [];
    list.push(sp);
    byLine.set(sp.line, list);
  }
  const runs: number[] = [];
  for (const line of [...byLine.keys()].sort((a, b) => a - b)) {
    const list = byLine.get(line)!.sort((a, b) => a.depth - b.depth);
    let width = 0;
    for (const sp of list) width = Math.max(width, sp.end);
    const paint: (Span | undefined)[] = new Array(width);
    for (const sp of list) for (let c = sp.start; c < sp.end; c++) paint[c] = sp;
    let c = 0;
    while (c < width) {
      const sp = paint[c];
      if (!sp) {
        c++;
        continue;
      }
      let end = c;
      while (end < width && paint[end] === sp) end++;
      runs.push(line - chunk.startLine, c, end - c, tokenTypes.indexOf(sp.type), sp.modifiers);
      c = end;
    }
  }
  tokenCache.set(chunk, runs);
  return runs;
}

/** Tokens per chunk: a chunk is re-used unchanged across edits, and its runs are relative to its first line. */
const tokenCache = new WeakMap<ParsedChunk, number[]>();

/** LSP-encoded semantic tokens (relative line/character, length, type, modifiers) for lines from..to. */
export function doSemanticTokens(doc: CardsDocument, fromLine = 0, toLine = Number.MAX_SAFE_INTEGER): number[] {
  const data: number[] = [];
  let prevLine = 0;
  let prevChar = 0;
  for (const chunk of doc.chunks) {
    if (chunk.startLine > toLine) break;
    if (chunk.startLine + chunk.lineCount <= fromLine) continue;
    const runs = chunkTokens(chunk, doc.declarations);
    for (let i = 0; i < runs.length; i += 5) {
      const line = chunk.startLine + runs[i];
      if (line < fromLine || line > toLine) continue;
      const c = runs[i + 1];
      data.push(line - prevLine, line === prevLine ? c - prevChar : c, runs[i + 2], runs[i + 3], runs[i + 4]);
      prevLine = line;
      prevChar = c;
    }
  }
  return data;
}
