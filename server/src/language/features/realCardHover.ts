/**
 * The real-card parts of hover: "Has this been printed?" under a card's name (the real cards
 * nearest to it, with what differs), and a real card's name in rules text ("… named Deal
 * Broker") shown as that card with its official rulings. Both need the installed real-card data
 * (Knowledge.realCard / precedent); without it they add nothing. Pure.
 */
import type { CardModel } from '../model/cardModel.js';
import { comparedCardOf } from '../precedent/customCard.js';
import type { Knowledge } from './knowledge.js';
import { escapeMarkdown, markdownEcho } from '../userText.js';
import { keywordAbilities, keywordActions } from '../data/rulesData.js';

const shownMatches = 3;
/** Words that are rules words before they are card names ("Exile target creature", "Flash"). */
const rulesWords = new Set([...keywordActions, ...keywordAbilities].map((k) => k.name.toLowerCase()));

/** The section under a card's name: its nearest real cards, best first (nothing when no real cards are loaded). */
export function precedentSection(model: CardModel, knowledge: Knowledge): string[] {
  if (model.isToken || model.isEmblem) return [];
  // A card written as a real card is (its name is a real card's): that is its precedent.
  const same = knowledge.realCard?.(model.card.name);
  if (same) return ['', `**A real card has this name** (${escapeMarkdown(same.manaCost || 'no cost')}, ${markdownEcho(same.typeLine)}): tools such as Cockatrice keep one card per name.`];
  const found = knowledge.precedent?.(comparedCardOf(model), shownMatches);
  if (!found) return [];
  if (found.length === 0) return ['', '**Has this been printed?** No real card is near it.'];
  return ['', '**Has this been printed?** The nearest real cards:', ...found.map((p) => {
    const verdict = p.strictly ? ` — *this card is strictly ${p.strictly}*` : '';
    return `- **${markdownEcho(p.card.name)}** (${escapeMarkdown(p.card.manaCost || 'no cost')}, ${markdownEcho(p.card.typeLine)}): ${escapeMarkdown(p.differences.join('; '))}${verdict}`;
  })];
}

/** The longest run of words around `character` that names a real card, with where it stands. */
export function realCardAt(line: string, character: number, knowledge: Knowledge): { name: string; start: number; end: number } | undefined {
  if (!knowledge.realCard) return undefined;
  const words = [...line.matchAll(/[\p{L}\p{N}'’,-]+/gu)].map((m) => ({ text: m[0], start: m.index!, end: m.index! + m[0].length }));
  const at = words.findIndex((w) => character >= w.start && character <= w.end);
  if (at < 0) return undefined;
  let best: { name: string; start: number; end: number } | undefined;
  for (let from = Math.max(0, at - 5); from <= at; from++) {
    for (let to = at; to < Math.min(words.length, from + 7); to++) {
      const span = line.slice(words[from].start, words[to].end).replace(/[,]+$/, '');
      // One word is a card name only if capitalised, not a rules word and not a sentence's first
      // word ("… cast Opt" is the card; "Exile target creature." and "opt" are not).
      if (from === to && (!/^\p{Lu}/u.test(span) || rulesWords.has(span.toLowerCase()) || /(?:^|[.:;]\s*|["“(]\s*)$/.test(line.slice(0, words[from].start)))) continue;
      const card = knowledge.realCard(span);
      if (card && (!best || span.length > best.end - best.start)) best = { name: card.name, start: words[from].start, end: words[from].start + span.length };
    }
  }
  return best;
}
