/**
 * Helpers every exporter shares: what a symbol is, a face's text with its name in place of `~`,
 * and a warnings collector that says each problem once with how often it happened.
 */
import { classifySymbol, type Declarations, type SymbolClass } from '../language/model/symbols.js';
import type { ExportCard, ExportFace, ExportSet } from './setModel.js';

/** Collects warnings; the same message is reported once with a count and the first cards it hit. */
export class Warnings {
  private readonly seen = new Map<string, { count: number; cards: string[] }>();

  add(message: string, card?: string): void {
    const entry = this.seen.get(message) ?? { count: 0, cards: [] };
    entry.count++;
    if (card && entry.cards.length < 3 && !entry.cards.includes(card)) entry.cards.push(card);
    this.seen.set(message, entry);
  }

  list(): string[] {
    return [...this.seen].map(([message, { count, cards }]) =>
      `${message}${cards.length ? ` (${cards.join(', ')}${count > cards.length ? `, … ${count} in all` : ''})` : ''}`);
  }
}

/** The class of a symbol body (`W/P` → phyrexian), with the card's own `@mana` declarations. */
export function symbolClass(body: string, declarations: Declarations): SymbolClass {
  return classifySymbol(body, declarations).cls;
}

/** `{2}{W/U}` from symbol bodies. */
export function braced(cost: string[]): string {
  return cost.map((b) => `{${b}}`).join('');
}

/** A face's rules text with its name for `~` and `CARDNAME`, as other tools print it. */
export function displayLines(face: ExportFace): string[] {
  return face.text.map((line) => line.replace(/\bCARDNAME\b|~/g, face.name));
}

/** The card's text for one-text-box formats: faces' text joined with a `---` line (as Cockatrice joins split cards). */
export function joinedText(card: ExportCard, separator = '\n\n---\n\n'): string {
  return card.faces.map((f) => displayLines(f).join('\n')).join(separator);
}

/** Lower-case colour words for WUBRG letters. */
export const colorWord: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** Symbols in a line of text (`{T}`, `{2/W}`), as bodies. */
export function textSymbols(line: string): string[] {
  return [...line.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1].toUpperCase());
}

/** Which of flavor text, artist, rulings and notes the set's cards use (for formats that hold none of them). */
export function droppedFields(set: ExportSet): string[] {
  const labels = new Set<string>();
  for (const card of [...set.cards, ...set.tokens]) for (const f of card.model.card.faces) for (const field of f.fields) labels.add(field.label);
  const names: [string[], string][] = [[['Flavor', 'Flavour'], 'flavor text'], [['Artist'], 'artist'], [['Ruling'], 'rulings'], [['Note'], 'notes']];
  return names.filter(([l]) => l.some((x) => labels.has(x))).map(([, name]) => name);
}

/** `1 card`, `2 cards`. */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** A basic land (`Basic Land — Forest`): its rarity letter or name is "basic land" in Forge and MSE. */
export function isBasicLand(card: ExportCard): boolean {
  return card.faces[0].supertypes.includes('Basic') && card.faces[0].types.includes('Land');
}

/** MSE's rarity names (`mythic rare`, `basic land`), which Planesculptors reads too. */
export function mseRarity(card: ExportCard): string {
  if (isBasicLand(card)) return 'basic land';
  return ({ common: 'common', uncommon: 'uncommon', rare: 'rare', mythic: 'mythic rare', special: 'special', bonus: 'special' } as const)[card.rarity];
}

/** The set's cards in publisher order (their collector numbers), then its tokens: as a printed set is sorted. */
export function publisherOrder(set: ExportSet): ExportCard[] {
  const key = (n: string) => {
    const m = /^([A-Za-z]*)(\d*)(.*)$/.exec(n)!;
    return [m[1], Number(m[2] || 0), m[3]] as const;
  };
  const byNumber = (a: ExportCard, b: ExportCard) => {
    const [pa, na, ra] = key(a.number);
    const [pb, nb, rb] = key(b.number);
    return pa.localeCompare(pb) || na - nb || ra.localeCompare(rb);
  };
  return [...[...set.cards].sort(byNumber), ...[...set.tokens].sort(byNumber)];
}

/** The pictures a card is printed as: each face of a double-faced card (its index), or the whole card (undefined). */
export function printedFaces(card: ExportCard): (number | undefined)[] {
  return ['transform', 'modal_dfc', 'double_faced_token'].includes(card.layout) && card.faces.length > 1 ? card.faces.map((_, i) => i) : [undefined];
}
