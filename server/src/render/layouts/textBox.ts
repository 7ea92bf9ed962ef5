/**
 * The rules text of an ordinary face: one paragraph per ability, modes as bulleted paragraphs
 * under their ability, keyword lines as they are written.
 */
import type { Ability } from '../../language/ast.js';
import { abilityHtml, type LineContext } from '../lineHtml.js';
import { visibleLength } from '../fit.js';

/** Rendered rules text, with the length of each paragraph for the shrink-to-fit estimate. */
export interface TextContent {
  html: string;
  lengths: number[];
}

/** Joins several pieces of text content. */
export function joinContent(parts: TextContent[]): TextContent {
  return { html: parts.map((p) => p.html).join(''), lengths: parts.flatMap((p) => p.lengths) };
}

/** One ability as a paragraph, followed by its modes (each with its bullet). */
export function abilityParagraphs(ability: Ability, ctx: LineContext): TextContent {
  const cls = ability.abilityKind === 'keyword' ? 'ability keyword' : 'ability';
  let html = `<p class="${cls}">${abilityHtml(ability, ctx)}</p>`;
  const lengths = [visibleLength(ability.text)];
  for (const mode of ability.modes) {
    html += `<p class="mode"><span class="bullet">•</span> ${abilityHtml(mode, ctx)}</p>`;
    lengths.push(visibleLength(mode.text) + 2);
  }
  return { html, lengths };
}

/**
 * A keyword line (`Flying, first strike`) is one ability per keyword in the model; it prints as
 * one paragraph, keywords separated by commas — or semicolons when a keyword's cost has a comma
 * of its own, as Oracle text writes them.
 */
function keywordLine(abilities: Ability[], ctx: LineContext): TextContent {
  const separator = abilities.some((a) => 'cost' in a && a.cost && a.cost.parts.length > 1) ? '; ' : ', ';
  const html = abilities.map((a) => abilityHtml(a, ctx)).join(separator);
  return { html: `<p class="ability keyword">${html}</p>`, lengths: [abilities.reduce((n, a) => n + visibleLength(a.text) + 2, 0)] };
}

/** The rules text of a list of abilities: one paragraph per line (keywords on one line together). */
export function standardText(abilities: Ability[], ctx: LineContext): TextContent {
  const parts: TextContent[] = [];
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i];
    let j = i;
    while (a.abilityKind === 'keyword' && j + 1 < abilities.length && abilities[j + 1].abilityKind === 'keyword'
      && abilities[j + 1].range.start.line === a.range.start.line) j++;
    parts.push(j > i ? keywordLine(abilities.slice(i, j + 1), ctx) : abilityParagraphs(a, ctx));
    i = j;
  }
  return joinContent(parts);
}

/**
 * Rules text where some abilities have a layout of their own (loyalty abilities, chapters):
 * `special` renders those; runs of the others are ordinary paragraphs.
 */
export function mixedText(abilities: Ability[], ctx: LineContext, special: (a: Ability) => TextContent | undefined): TextContent {
  const parts: TextContent[] = [];
  let run: Ability[] = [];
  for (const a of abilities) {
    const own = special(a);
    if (!own) {
      run.push(a);
      continue;
    }
    parts.push(standardText(run, ctx), own);
    run = [];
  }
  parts.push(standardText(run, ctx));
  return joinContent(parts);
}
