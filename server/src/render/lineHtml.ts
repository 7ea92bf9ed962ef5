/**
 * The decorations of a card's parts (abilities, names, costs, fields) for `richText`: which
 * symbols to draw, what to italicise, which diagnostics to underline.
 */
import type { Ability, Range, SymbolNode, TextNode } from '../language/ast.js';
import type { Declarations } from '../language/model/symbols.js';
import { type Decoration, type RenderDiagnostic, richText } from './richText.js';
import { symbolHtml } from './symbols.js';

/** What every line of one card is rendered with. */
export interface LineContext {
  declarations?: Declarations;
  diagnostics: RenderDiagnostic[];
}

function overlapsLine(range: Range, line: number): boolean {
  return range.start.line <= line && range.end.line >= line;
}

/** Every symbol an ability's line holds (costs, effect, modes' own lines excluded), once each. */
function abilitySymbols(ability: Ability): SymbolNode[] {
  const seen = new Set<string>();
  const out: SymbolNode[] = [];
  const add = (s: SymbolNode) => {
    const key = `${s.range.start.line}:${s.range.start.character}`;
    if (s.range.start.line !== ability.range.start.line || seen.has(key)) return;
    seen.add(key);
    out.push(s);
  };
  if ('cost' in ability && ability.cost) for (const part of ability.cost.parts) part.symbols.forEach(add);
  ability.effect.symbols.forEach(add);
  for (const quote of ability.effect.quotes) {
    const granted = quote.ability;
    if (granted) abilitySymbols(granted).forEach(add);
  }
  return out;
}

/** The symbol and diagnostic decorations every line gets. */
function baseDecorations(symbols: SymbolNode[], line: number, ctx: LineContext): Decoration[] {
  const out: Decoration[] = symbols.map((s) => ({ kind: 'symbol', range: s.range, html: symbolHtml(s.body, s.text, ctx.declarations) }));
  for (const d of ctx.diagnostics) if (overlapsLine(d.range, line)) out.push({ kind: 'diagnostic', range: d.range, diagnostic: d });
  return out;
}

/**
 * An ability's text from column `from` (absolute, on its line) to its end, decorated. Loyalty and
 * chapter layouts start after their cost or numerals; everything else starts at the ability.
 */
export function abilityHtml(ability: Ability, ctx: LineContext, from = ability.range.start.character): string {
  const line = ability.range.start.line;
  const start = ability.range.start.character;
  const text = ability.text.slice(Math.max(0, from - start));
  const decorations = baseDecorations(abilitySymbols(ability), line, ctx);
  for (const r of ability.effect.reminders) decorations.push({ kind: 'italic', range: r.range, cls: 'reminder' });
  if (ability.abilityWord) {
    const end = ability.dash?.range.end ?? ability.abilityWord.range.end;
    decorations.push({ kind: 'italic', range: { start: ability.abilityWord.range.start, end }, cls: 'ability-word' });
  }
  return richText(text, line, Math.max(from, start), decorations);
}

/** A text node (a name, a type line, a field's value) with the diagnostics on it. */
export function textHtml(node: TextNode | { text: string; range: Range }, ctx: LineContext, symbols: SymbolNode[] = []): string {
  return richText(node.text, node.range.start.line, node.range.start.character, baseDecorations(symbols, node.range.start.line, ctx));
}

/** A mana cost: its symbols as icons, each underlined if a diagnostic points at it. */
export function costHtml(symbols: SymbolNode[], ctx: LineContext): string {
  return symbols.map((s) => richText(s.text, s.range.start.line, s.range.start.character, baseDecorations([s], s.range.start.line, ctx))).join('');
}
