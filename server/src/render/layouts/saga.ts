/**
 * Saga rules text: the reminder paragraph, then each chapter ability beside its chapter markers
 * (I, II, III…), as the saga frame prints them down the left of the text box.
 */
import type { Ability, ChapterAbility } from '../../language/ast.js';
import { esc } from '../escape.js';
import { abilityHtml, type LineContext } from '../lineHtml.js';
import { visibleLength } from '../fit.js';
import { mixedText, type TextContent } from './textBox.js';

const numerals = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

function chapter(ability: ChapterAbility, ctx: LineContext): TextContent {
  const marks = ability.chapters.map((n) => `<span class="chapter-mark">${esc(numerals[n] ?? String(n))}</span>`).join('');
  const from = ability.dash?.range.end.character ?? ability.effect.range.start.character;
  const html = `<div class="chapter"><span class="chapter-marks">${marks}</span><p class="ability">${abilityHtml(ability, ctx, from).replace(/^\s+/, '')}</p></div>`;
  return { html, lengths: [visibleLength(ability.effect.text), ...(ability.chapters.length > 1 ? [1] : [])] };
}

/** The rules text of a saga face. */
export function sagaText(abilities: Ability[], ctx: LineContext): TextContent {
  return mixedText(abilities, ctx, (a) => (a.abilityKind === 'chapter' ? chapter(a, ctx) : undefined));
}
