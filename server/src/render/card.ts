/**
 * A card as HTML: the pure renderer shared by the editor preview, the `cardtext render` gallery
 * and the tests. It reads the card model (and the AST nodes it holds for text and ranges), never
 * the parser. Output is an HTML fragment with classes only — no inline styles, scripts or event
 * handlers — so it shows under a strict Content-Security-Policy; every piece of user text passes
 * through `esc`.
 */
import { cardRarity } from '../language/model/rarity.js';
import type { CardModel } from '../language/model/cardModel.js';
import type { Declarations } from '../language/model/symbols.js';
import { esc } from './escape.js';
import type { ArtRef, ArtResolver } from './art.js';
import { type FaceContext, renderFace } from './face.js';
import type { RenderDiagnostic } from './richText.js';
import { doubleFacedKind, physicalLayout, type PhysicalLayout } from '../language/model/physicalLayout.js';
import { fieldValue } from './frame.js';
import { renderAftermath } from './layouts/aftermath.js';
import { renderFlip } from './layouts/flip.js';

export type { RenderDiagnostic };

/** How a card is rendered. */
export interface RenderOptions {
  /** The file's declarations (custom `@mana` symbols are drawn as discs). */
  declarations?: Declarations;
  /** The card's diagnostics: their words are underlined, with the message on hover. */
  diagnostics?: RenderDiagnostic[];
  /** Turns an `Art:` path into what the page loads; without it every art box shows its placeholder. */
  resolveArt?: ArtResolver;
  /** The card's collector number (`7`, `T1`); a `Number:` field wins. */
  collectorNumber?: string;
  /** How many cards the set has (tokens apart): the collector line prints `007/024`. */
  setSize?: number;
  /** The set's code (`@set VHL …`): drawn as the set symbol in the type line, coloured by rarity. */
  setCode?: string;
  /**
   * The set's symbol image (`@symbol PATH`), resolved like art: drawn instead of the code,
   * recoloured by the filters of `rarityFilters()`, which the page holds once (setSymbol.ts).
   */
  setSymbol?: ArtRef;
  /** Under the card: a list of its diagnostics (`list`, for the preview) or nothing (default). */
  problems?: 'list' | 'none';
  /** An `id` for the card's element (for links to it). */
  id?: string;
}

/** How a card's faces are laid out: its printed shape (language/model/physicalLayout.ts). */
export type CardLayout = PhysicalLayout;

/**
 * The layout of a card: split cards as two halves, aftermath with its turned half, an adventure
 * inside its card's text box, a flip card with its flipped half upside down, double-faced cards
 * as two faces side by side.
 */
export function cardLayout(model: CardModel): CardLayout {
  return physicalLayout(model);
}

/** How many printed cards (cells of a playtest sheet) a card takes: one per face of a double-faced card, else one. */
export function printedCells(model: CardModel): number {
  return cardLayout(model) === 'double-faced' ? model.faces.length : 1;
}

function problemList(diagnostics: RenderDiagnostic[]): string {
  if (diagnostics.length === 0) return '';
  const items = diagnostics.map((d) => `<li class="problem problem-${d.severity}"><span class="problem-where">${d.range.start.line + 1}:${d.range.start.character + 1}</span> `
    + `${esc(d.message)} <span class="problem-code">${esc(d.code)}</span></li>`);
  return `<ul class="problems">${items.join('')}</ul>`;
}

/** The HTML of one card: an `<article>` carrying `data-card` (the full name) and `data-line` (its first line, 0-based). */
export function renderCard(model: CardModel, options: RenderOptions = {}): string {
  const diagnostics = options.diagnostics ?? [];
  const ctx: FaceContext = {
    declarations: options.declarations, diagnostics, resolveArt: options.resolveArt, collectorNumber: options.collectorNumber, setSize: options.setSize,
    setCode: options.setCode, setSymbol: options.setSymbol, rarity: cardRarity(model.card),
    artist: model.card.faces.map((f) => fieldValue(f, 'Artist')).find((a) => a !== undefined),
  };
  const layout = cardLayout(model);
  let body: string;
  if (layout === 'split') {
    body = `<div class="split-card"><div class="split-inner">${model.faces.map((f, i) => renderFace(f, i, { ...ctx, half: true })).join('')}</div></div>`;
  } else if (layout === 'adventure') {
    body = renderFace(model.faces[0], 0, { ...ctx, adventure: model.faces[1] });
  } else if (layout === 'aftermath') {
    body = renderAftermath(model, ctx);
  } else if (layout === 'flip') {
    body = renderFlip(model, ctx);
  } else {
    const kind = doubleFacedKind(model);
    body = model.faces.map((f, i) => renderFace(f, i, kind && model.faces.length === 2 ? { ...ctx, doubleFaced: { kind, other: model.faces[1 - i], back: i === 1 } } : ctx)).join('');
  }
  const id = options.id ? ` id="${esc(options.id)}"` : '';
  const problems = options.problems === 'list' ? problemList(diagnostics) : '';
  const flagged = diagnostics.some((d) => d.severity === 'error') ? ' has-errors' : diagnostics.length > 0 ? ' has-problems' : '';
  return `<article class="card-entry card-${layout}${flagged}"${id} data-card="${esc(model.card.name)}" data-line="${model.card.range.start.line}">`
    + `<div class="faces">${body}</div>${problems}</article>`;
}
