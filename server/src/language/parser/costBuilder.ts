/**
 * Builds the cost of an activated ability or a keyword (`{2}{R}, {T}, Sacrifice a creature`,
 * `Flashback—{R}, Pay 3 life`) from the items of its text: one part per comma-separated run, and a
 * run of symbols split by kind (mana, {T}, {Q}, energy), each part classified by its first word.
 */
import type { IToken } from 'chevrotain';
import type { Cost, CostPart, CostPartKind } from '../ast.js';
import { classifySymbol, type Declarations } from '../model/symbols.js';
import { symbolNode } from './effectAnalysis.js';
import { type Item, isSymbol, lower, type PositionMap, span, typeOf } from './lineItems.js';

/** Classifies one cost part by its symbols or first word. */
function partKind(items: Item[]): CostPartKind {
  const words = items.filter((i) => typeOf(i) === 'Word').map(lower);
  const first = words[0];
  switch (first) {
    // `Pay 2 life`, `Pay 3 life for each velocity counter on ~` (the effect reader reads the rest), `Pay {E}{E}`, `Pay {1}`.
    case 'pay': return words.includes('life') ? 'payLife' : items.some((i) => /^\{E\}$/i.test(i.token.image)) ? 'energy' : items.some(isSymbol) ? 'mana' : 'other';
    case 'sacrifice': return 'sacrifice';
    case 'discard': return 'discard';
    case 'exile': return 'exile';
    case 'tap': return 'tapUntapped';
    case 'untap': return 'untapTapped';
    case 'remove': return 'remove';
    case 'reveal': return 'reveal';
    case 'return': return 'return';
    case 'put': return 'put';
    case 'mill': return 'mill';
    default: return 'other';
  }
}

/** The kind of cost part a symbol makes ({T}, {Q}, {E} or mana). */
function symbolPartKind(body: string, declarations: Declarations): CostPartKind {
  const cls = classifySymbol(body, declarations).cls;
  if (cls === 'tap') return 'tap';
  if (cls === 'untap') return 'untap';
  if (cls === 'energy') return 'energy';
  return 'mana';
}

/** Builds the parts of a cost from its comma-separated runs of items. */
export function buildCost(partsItems: Item[][], map: PositionMap, declarations: Declarations): Cost | undefined {
  const parts: CostPart[] = [];
  for (const items of partsItems) {
    if (items.length === 0) continue;
    if (items.every(isSymbol)) {
      // `{2}{R}` or `{1}{T}`: one part per run of symbols of the same kind.
      let run: Item[] = [];
      let runKind: CostPartKind | undefined;
      const flush = () => {
        if (run.length === 0 || !runKind) return;
        const runSpan = span(run, map);
        parts.push({ kind: 'CostPart', range: runSpan.range, partKind: runKind, text: runSpan.text, symbols: run.map((i) => symbolNode(i.token, i.context, map)) });
        run = [];
      };
      for (const item of items) {
        const kind = symbolPartKind(symbolNode(item.token, item.context, map).body, declarations);
        if (kind !== runKind || kind === 'tap' || kind === 'untap') flush();
        runKind = kind;
        run.push(item);
      }
      flush();
      continue;
    }
    const text = span(items, map);
    parts.push({
      kind: 'CostPart', range: text.range, partKind: partKind(items), text: text.text,
      symbols: items.filter(isSymbol).map((i) => symbolNode(i.token, i.context, map)),
    });
  }
  if (parts.length === 0) return undefined;
  return { kind: 'Cost', range: { start: parts[0].range.start, end: parts[parts.length - 1].range.end }, parts };
}

/**
 * A cost from one run of items, split at commas (keyword costs such as `Flashback—{R}, Pay 3 life`).
 * An empty cost stands where its first item would (`at`, or the first item's place).
 */
export function costFromItems(items: Item[], map: PositionMap, declarations: Declarations, at?: IToken): Cost {
  const runs: Item[][] = [[]];
  for (const item of items) {
    if (typeOf(item) === 'Comma' && item.context === 'effect') runs.push([]);
    else if (!(typeOf(item) === 'Period' && item === items[items.length - 1])) runs[runs.length - 1].push(item);
  }
  const cost = buildCost(runs, map, declarations);
  if (cost) return cost;
  // Never a fixed position: a range that is not the card's would not move with the card.
  const first = items[0]?.token ?? at;
  const start = first ? map.tokenRange(first).start : map.position(0);
  return { kind: 'Cost', range: { start, end: start }, parts: [] }; // positions are immutable: one serves both ends
}
