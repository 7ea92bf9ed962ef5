/**
 * Mana cost conventions: symbols in the order cards print them. Generic and variable symbols
 * come first ({X} before numbers), then {C} and {S}, then colored symbols grouped by color in the
 * order of the color wheel (202.1; 105.1 gives the wheel's order W, U, B, R, G).
 */
import type { ManaCost, SymbolNode } from '../ast.js';
import { classifySymbol, type Declarations } from '../model/symbols.js';
import { codes } from './codes.js';
import { type Accept, type CheckContext, registerChecks } from './registry.js';
import { echo } from '../userText.js';

const wheel = ['W', 'U', 'B', 'R', 'G'];

/** The printed order of a set of colors: allied runs clockwise, wedges as a, a+2, a+4, four colors after the missing one. */
export function colorSequence(colors: Set<string>): string[] {
  const idx = wheel.map((c, i) => (colors.has(c) ? i : -1)).filter((i) => i >= 0);
  const n = idx.length;
  if (n <= 1 || n === 5) return idx.map((i) => wheel[i]);
  const rotations = idx.map((start) => idx.map((i) => (i - start + 5) % 5).sort((a, b) => a - b).map((d) => wheel[(start + d) % 5]));
  const gaps = (seq: string[]) => seq.slice(1).map((c, k) => (wheel.indexOf(c) - wheel.indexOf(seq[k]) + 5) % 5);
  if (n === 2) return rotations.find((seq) => gaps(seq)[0] <= 2)!;
  if (n === 3) {
    const shard = rotations.find((seq) => gaps(seq).every((g) => g === 1));
    return shard ?? rotations.find((seq) => gaps(seq).every((g) => g === 2))!;
  }
  return rotations.find((seq) => gaps(seq).every((g) => g === 1))!;
}

type Group = 0 | 1 | 2 | 3;

function groupOf(symbol: SymbolNode, declarations: Declarations): { group: Group; color?: string; multi: boolean } {
  const info = classifySymbol(symbol.body, declarations);
  if (info.cls === 'variable') return { group: 0, multi: false };
  if (info.cls === 'generic') return { group: 1, multi: false };
  if (info.cls === 'colorless' || info.cls === 'snow') return { group: 2, multi: false };
  return { group: 3, color: info.colors.length === 1 ? info.colors[0] : undefined, multi: info.colors.length !== 1 };
}

/** The cost's symbols in printed order, or undefined when the conventions don't settle it (hybrid mixes, custom mana). */
export function canonicalOrder(symbols: SymbolNode[], declarations: Declarations): SymbolNode[] | undefined {
  const infos = symbols.map((s) => ({ s, ...groupOf(s, declarations) }));
  if (infos.some((i) => i.group === 3 && (i.multi || !i.color))) {
    // Hybrid symbols mixed with others have no settled order beyond "generic first".
    const stable = [...infos].sort((a, b) => Math.min(a.group, 3) - Math.min(b.group, 3));
    return stable.map((i) => i.s);
  }
  const colors = colorSequence(new Set(infos.filter((i) => i.color).map((i) => i.color!)));
  const rank = (i: (typeof infos)[number]) => (i.group < 3 ? i.group : 3 + colors.indexOf(i.color!));
  return [...infos].sort((a, b) => rank(a) - rank(b)).map((i) => i.s);
}

function checkOrder(cost: ManaCost, ctx: CheckContext, accept: Accept): void {
  if (cost.symbols.some((s) => !s.closed || !classifySymbol(s.body, ctx.declarations).isMana)) return;
  const ordered = canonicalOrder(cost.symbols, ctx.declarations);
  if (!ordered || ordered.every((s, i) => s === cost.symbols[i])) return;
  const text = ordered.map((s) => `{${s.body}}`).join('');
  accept('warning', codes.manaCostOrder, `cards print this mana cost as ${echo(text, 40)} (202.1)`,
    cost.range, {
      detail: 'X and generic mana come first, then the colors in the order printed cards use for this color combination (around the color wheel white, blue, black, red, green; e.g. {G}{W}, {W}{B}{G}).',
      fixes: [{ title: `Reorder to ${echo(text)}`, edits: [{ range: cost.range, newText: text }] }],
    });
}

registerChecks({ ManaCost: [checkOrder] });
