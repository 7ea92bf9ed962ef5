/**
 * Leveler rules text: what comes before the first `LEVEL` marker as ordinary paragraphs, then one
 * band per marker — the level range, the band's abilities, and the band's power/toughness.
 */
import type { Ability, Face, LevelAbility } from '../../language/ast.js';
import { esc } from '../escape.js';
import type { LineContext } from '../lineHtml.js';
import { joinContent, standardText, type TextContent } from './textBox.js';

function band(marker: LevelAbility, abilities: Ability[], face: Face, nextLine: number, ctx: LineContext): TextContent {
  const pt = face.stats.find((s) => s.levelBand && s.range.start.line > marker.range.start.line && s.range.start.line < nextLine);
  const range = marker.max !== undefined ? `${marker.min}-${marker.max}` : `${marker.min}+`;
  const body = standardText(abilities, ctx);
  const ptHtml = pt ? `<span class="level-pt">${esc(`${pt.power ?? ''}/${pt.toughness ?? ''}`)}</span>` : '';
  const html = `<div class="level-band"><span class="level-mark"><small>LEVEL</small>${esc(range)}</span><div class="level-text">${body.html}</div>${ptHtml}</div>`;
  return { html, lengths: body.lengths.length > 0 ? body.lengths.map((n) => n + 12) : [12] };
}

/** The rules text of a leveler face. */
export function levelUpText(face: Face, ctx: LineContext): TextContent {
  const abilities = face.abilities;
  const markers = abilities.filter((a): a is LevelAbility => a.abilityKind === 'level');
  const first = abilities.indexOf(markers[0]);
  const parts: TextContent[] = [standardText(abilities.slice(0, first), ctx)];
  markers.forEach((marker, i) => {
    const next = markers[i + 1];
    const members = abilities.slice(abilities.indexOf(marker) + 1, next ? abilities.indexOf(next) : abilities.length);
    parts.push(band(marker, members, face, next?.range.start.line ?? Infinity, ctx));
  });
  return joinContent(parts);
}
