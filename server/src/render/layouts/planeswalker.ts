/**
 * Planeswalker rules text: each loyalty ability with its cost in a badge (an up arrow for `+N`,
 * a down arrow for `−N`, a flat one for `0`), other abilities as ordinary paragraphs.
 */
import type { Ability, LoyaltyAbility } from '../../language/ast.js';
import { esc } from '../escape.js';
import { abilityHtml, type LineContext } from '../lineHtml.js';
import { visibleLength } from '../fit.js';
import { mixedText, type TextContent } from './textBox.js';

/** The badge of a loyalty cost: its direction class and the cost as printed (with a real minus sign). */
export function loyaltyBadge(cost: string): { cls: string; text: string } {
  const text = cost.replace(/^[-–—]/, '−');
  const cls = text.startsWith('+') ? 'loyalty-up' : text.startsWith('−') ? 'loyalty-down' : 'loyalty-zero';
  return { cls, text };
}

function loyaltyAbility(ability: LoyaltyAbility, ctx: LineContext): TextContent {
  const badge = loyaltyBadge(ability.loyaltyCost.text);
  const from = ability.effect.text.trim() ? ability.effect.range.start.character : ability.range.end.character;
  const html = `<div class="loyalty-ability"><span class="loyalty-cost ${badge.cls}">${esc(badge.text)}</span>`
    + `<p class="ability">${abilityHtml(ability, ctx, from)}</p></div>`;
  return { html, lengths: [visibleLength(ability.effect.text) + 6] };
}

/** The rules text of a planeswalker face. */
export function planeswalkerText(abilities: Ability[], ctx: LineContext): TextContent {
  return mixedText(abilities, ctx, (a) => (a.abilityKind === 'loyalty' ? loyaltyAbility(a, ctx) : undefined));
}
