/**
 * Collector numbers in publisher order: white, blue, black, red, green, multicolour, colourless
 * non-land, lands, basic lands; alphabetical inside each group. Tokens follow in their own
 * series (`T1`, `T2`…). Numbers given with `Number:` are kept; assigned ones skip them.
 */
import type { ExportCard } from './setModel.js';

/** The publisher-order group of a card (0 = white … 8 = basic lands). */
export function publisherGroup(card: ExportCard): number {
  const front = card.faces[0];
  if (front.types.includes('Land')) return front.supertypes.includes('Basic') ? 8 : 7;
  const colors = card.colors;
  if (colors.length > 1) return 5;
  if (colors.length === 0) return 6;
  return ['W', 'U', 'B', 'R', 'G'].indexOf(colors[0]);
}

/** Cards in publisher order (a stable sort: same group and name keep file order). */
export function publisherOrder(cards: ExportCard[]): ExportCard[] {
  const key = (c: ExportCard) => c.name.toLowerCase();
  return cards
    .map((card, index) => ({ card, index, group: publisherGroup(card) }))
    .sort((a, b) => a.group - b.group || key(a.card).localeCompare(key(b.card)) || a.index - b.index)
    .map((x) => x.card);
}

function assignSeries(cards: ExportCard[], prefix: string): string[] {
  const warnings: string[] = [];
  const taken = new Map<string, ExportCard>();
  for (const card of cards) {
    if (!card.numberGiven) continue;
    const other = taken.get(card.number);
    if (other) warnings.push(`${card.name} and ${other.name} both have collector number ${card.number}`);
    else taken.set(card.number, card);
  }
  let next = 1;
  for (const card of publisherOrder(cards)) {
    if (card.numberGiven) continue;
    while (taken.has(`${prefix}${next}`)) next++;
    card.number = `${prefix}${next}`;
    taken.set(card.number, card);
    next++;
  }
  return warnings;
}

/** Fills in the numbers not given; returns warnings about numbers given twice. */
export function assignCollectorNumbers(cards: ExportCard[], tokens: ExportCard[]): string[] {
  return [...assignSeries(cards, ''), ...assignSeries(tokens, 'T')];
}

/** Compares collector numbers as a set lists them: by their numeric part, then the rest (`12` < `12a` < `101`). */
export function compareNumbers(a: string, b: string): number {
  const na = /^[A-Za-z]*(\d+)/.exec(a);
  const nb = /^[A-Za-z]*(\d+)/.exec(b);
  if (na && nb && Number(na[1]) !== Number(nb[1])) return Number(na[1]) - Number(nb[1]);
  return a.localeCompare(b);
}
