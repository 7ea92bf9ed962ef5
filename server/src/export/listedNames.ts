/**
 * The names a set's cards are listed under in tools that key cards by name (Cockatrice,
 * Draftmancer): a card's own name, or, for a token sharing its name with another token of the
 * set (a 1/1 white Spirit and a 2/2 blue one), its name and what tells them apart:
 * `Spirit (1/1 white)`, `Spirit (2/2 blue)`. Cockatrice's own token database tells such tokens
 * apart by trailing spaces, which no reader sees and Windows file names drop; a visible suffix
 * survives both, and the card images use the same words.
 */
import type { ExportCard } from './setModel.js';

const colorNames: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** What sets a token apart from same-named ones: P/T and colours (`2/2 blue`, `colorless`). */
export function distinguishingWords(card: ExportCard): string {
  const front = card.faces[0];
  const pt = front.power !== undefined ? `${front.power}/${front.toughness ?? ''}` : '';
  const colors = front.colors.length > 0 ? front.colors.map((c) => colorNames[c] ?? c).join('-') : 'colorless';
  return [pt, colors].filter(Boolean).join(' ');
}

/**
 * Gives every card its `listedName`: tokens that share a name get the words that tell them
 * apart, then (if those are the same too) their collector number; every other card keeps its name.
 */
export function assignListedNames(cards: ExportCard[], tokens: ExportCard[]): void {
  for (const card of cards) card.listedName = card.name;
  const byName = new Map<string, ExportCard[]>();
  for (const t of tokens) byName.set(t.name.toLowerCase(), [...(byName.get(t.name.toLowerCase()) ?? []), t]);
  for (const group of byName.values()) {
    if (group.length === 1) {
      group[0].listedName = group[0].name;
      continue;
    }
    const words = group.map(distinguishingWords);
    group.forEach((t, i) => {
      const twin = words.filter((w) => w === words[i]).length > 1;
      t.listedName = `${t.name} (${words[i]}${twin ? `, ${t.number}` : ''})`;
    });
  }
}
